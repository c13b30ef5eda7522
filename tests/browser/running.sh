# Sourced by the browser tests: running TEXT, whether a process runs with
# TEXT in its command line (no pgrep needed).
running() {
	for f in /proc/[0-9]*/cmdline; do
		case $({ tr '\0' ' ' <"$f"; } 2>/dev/null) in
		*"$1"*) return 0 ;;
		esac
	done
	return 1
}
