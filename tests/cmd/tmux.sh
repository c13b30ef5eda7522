# What the sg-play cases share: sg-play run in a tmux server of the case's
# own (an 80x24 window, the window kept after sg-play ends so that its
# screen and exit status can be read), keys sent to it and its screen read
# back.  A case sources it after stop.sh, for wait_until; every wait polls
# the screen, so a slow machine waits longer instead of failing.
unset TMUX
_tmux_n=0
printf 'set -g remain-on-exit on\nset -g default-terminal screen\n' \
    > tmux.conf
# tmux, on the server of the latest play: each play starts a server of its
# own, as a server whose last session has gone is a while going away, and
# a client that comes meanwhile fails ("server exited unexpectedly")
tm() {
	tmux -S "$PWD/tmux$_tmux_n.sock" -f tmux.conf "$@"
}
_tmux_end() {
	while [ "$_tmux_n" -gt 0 ]; do
		tm kill-server 2>/dev/null
		_tmux_n=$((_tmux_n - 1))
	done
}
trap '_tmux_end || :' EXIT

# play COMMAND [IGNORED]: start the shell command line COMMAND, which ends
# in an sg-play, in the window, under tests/cmd/pane.py: sg-play's process
# id goes to ./pid, how it ended to ./status (its exit status, or SIGINT,
# SIGTERM... when a signal ended it) and the terminal's modes after it to
# ./tty.  IGNORED (HUP, or INT,HUP) are signals sg-play inherits ignored.
play() {
	rm -f pid status tty
	_tmux_n=$((_tmux_n + 1))
	tm new-session -d -s play -x 80 -y 24 "ulimit -c 0; exec python3 \
	    '$SRCDIR/tests/cmd/pane.py' '${2:--}' '$1'" ||
	    { echo "tmux failed"; exit 1; }
	wait_until test -s pid
}

# screen: the window as text
screen() {
	tm capture-pane -p -t play
}

# on_screen TEXT: the window shows TEXT (a fixed string)
on_screen() {
	screen | grep -q -F -- "$1"
}

# see TEXT: wait until the window shows TEXT
see() {
	wait_until on_screen "$1"
}

# keys KEY...: send keys as tmux send-keys names them
keys() {
	tm send-keys -t play "$@"
}

# on_screen_re REGEX: the window shows a line matching the extended
# regular expression REGEX
on_screen_re() {
	screen | grep -q -E -- "$1"
}

# see_re REGEX: wait until the window shows a line matching REGEX
see_re() {
	wait_until on_screen_re "$1"
}

# wait_end STATUS: wait for sg-play to end; fail unless it ended with
# STATUS (an exit status, or the name of the signal that ended it)
wait_end() {
	wait_until test -s status
	[ "$(cat status)" = "$1" ] || { echo "sg-play ended with" \
	    "$(cat status), expected $1"; screen; exit 1; }
}

# tty_restored: the terminal was left as a shell wants it (line editing
# and echo), as pane.py read it once sg-play had ended
tty_restored() {
	[ "$(cat tty)" = "icanon echo" ] ||
	    { echo "terminal left as: $(cat tty)"; exit 1; }
}

# panel NAME: the value the panel shows beside NAME ("score", "moves")
panel() {
	screen | sed -n "s/.*  $1  *\\([^ ]*\\).*/\\1/p" | head -n 1 | tr -d ,
}

# saved FILE NAME SCORE: FILE holds one valid game named NAME that scores
# SCORE, as sg-verify replays it
saved() {
	sg-verify "$1" > verify.txt
	read -r _name _valid _claimed _actual _rest < verify.txt
	[ "$_name $_valid $_actual" = "$2 valid $3" ] ||
	    { echo "saved: $(cat verify.txt), expected $2 scoring $3"; exit 1; }
}
