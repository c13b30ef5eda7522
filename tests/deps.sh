#!/bin/sh
# Install what building (and, with "check", testing) needs, through apt-get
# when we can; otherwise say exactly what to install and fail.
#
# Usage: sh tests/deps.sh [build|check]
set -u
want=${1:-check}
missing=""

have_header() {
	printf '#include <%s>\n' "$1" | ${CC:-cc} -E -x c - >/dev/null 2>&1
}

have_header zlib.h || missing="$missing zlib1g-dev"
have_header nettle/sha1.h || missing="$missing nettle-dev"
have_header curses.h || missing="$missing libncurses-dev"
command -v pkg-config >/dev/null 2>&1 || missing="$missing pkg-config"
if [ "$want" = check ]; then
	pkg-config --exists check 2>/dev/null || missing="$missing check"
	command -v mandoc >/dev/null 2>&1 || missing="$missing mandoc"
	command -v parallel >/dev/null 2>&1 || missing="$missing parallel"
	# sg-play's tests drive it in a terminal of tmux's
	command -v tmux >/dev/null 2>&1 || missing="$missing tmux"
	# the replay page's test loads it in a headless browser
	command -v chromium >/dev/null 2>&1 ||
	    command -v chromium-browser >/dev/null 2>&1 ||
	    missing="$missing chromium"
	# the play page's WebAssembly, built by make and run under node's WASI
	command -v node >/dev/null 2>&1 || missing="$missing nodejs"
	command -v clang >/dev/null 2>&1 || missing="$missing clang-14"
	command -v wasm-ld >/dev/null 2>&1 || missing="$missing lld-14"
	[ -f /usr/lib/wasm32-wasi/crt1-reactor.o ] ||
	    missing="$missing wasi-libc"
	ls /usr/lib/llvm-*/lib/clang/*/lib/wasi/libclang_rt.builtins-wasm32.a \
	    >/dev/null 2>&1 || missing="$missing libclang-rt-14-dev-wasm32"
fi
[ -z "$missing" ] && exit 0

sudo=""
[ "$(id -u)" = 0 ] || sudo="sudo -n"
if command -v apt-get >/dev/null 2>&1 && { [ -z "$sudo" ] || sudo -n true 2>/dev/null; }; then
	echo "installing:$missing" >&2
	export DEBIAN_FRONTEND=noninteractive
	$sudo apt-get update -qq >&2 &&
	    $sudo apt-get install -y -qq $missing >&2 && exit 0
fi
echo "sg: missing:$missing" >&2
echo "sg: install them with: sudo apt-get install$missing" >&2
exit 1
