# What the browser tests share, sourced with
# . "$SRCDIR/tests/browser/running.sh":
# running TEXT, whether a process runs with TEXT in its command line (no
# pgrep needed; the glob is expanded before grep starts, so grep's own
# command line is not among those read).
running() {
	grep -qF -e "$1" /proc/[0-9]*/cmdline 2>/dev/null
}
