"""Run a command line in a tmux pane as a player's shell would, and record
how it ended.  tmux.sh's play starts it.

usage: python3 pane.py IGNORED COMMAND

COMMAND runs under sh, its last command exec'd, so that a command alone
is this runner's child: its process id goes to ./pid, and how it ended to
./status (the exit status, or SIGNAME when a signal ended it), then the
terminal's modes to ./tty ("icanon echo" when it was put back as a shell
wants it).  The runner outlives the game to record that: it catches the
signals that end a game rather than ignoring them, which the game would
inherit.  IGNORED is a comma-separated list of signals (HUP, INT) the game
starts with ignored, as under nohup; "-" for none.
"""
import os
import signal
import subprocess
import sys
import termios

ENDING = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT)


def ignored(names):
    return [] if names == "-" else \
        [getattr(signal, "SIG" + n) for n in names.split(",")]


def modes():
    """The terminal's line editing and echo, or "gone" with the terminal."""
    try:
        lflag = termios.tcgetattr(sys.stdin.fileno())[3]
    except termios.error:
        return "gone"
    return "%s %s" % ("icanon" if lflag & termios.ICANON else "-icanon",
                      "echo" if lflag & termios.ECHO else "-echo")


def main():
    ignore = ignored(sys.argv[1])
    for s in ENDING:
        signal.signal(s, lambda *_: None)

    def child():
        for s in ENDING:
            signal.signal(s, signal.SIG_DFL)
        for s in ignore:
            signal.signal(s, signal.SIG_IGN)

    game = subprocess.Popen(["sh", "-c", "exec " + sys.argv[2]],
                            preexec_fn=child)
    with open("pid.tmp", "w") as f:
        f.write("%d\n" % game.pid)
    os.rename("pid.tmp", "pid")
    while True:
        try:
            code = game.wait()
            break
        except InterruptedError:
            continue
    with open("tty", "w") as f:
        f.write(modes() + "\n")
    with open("status.tmp", "w") as f:
        f.write("%s\n" % (signal.Signals(-code).name if code < 0 else code))
    os.rename("status.tmp", "status")


main()
