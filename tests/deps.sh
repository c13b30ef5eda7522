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

# clang-14 links a module for wasm32-wasi with Debian's wasi-libc, as make
# does (a sysroot of two links to its folders).
have_wasm32() {
	d=$(mktemp -d) || return 1
	mkdir -p "$d/lib"
	ln -s /usr/include/wasm32-wasi "$d/include"
	ln -s /usr/lib/wasm32-wasi "$d/lib/wasm32-wasi"
	printf 'int x;\n' | clang-14 --target=wasm32-wasi --sysroot="$d" \
	    -mexec-model=reactor -x c - -o "$d/probe.wasm" >/dev/null 2>&1
	r=$?
	rm -rf "$d"
	return $r
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
	have_wasm32 || missing="$missing clang-14 lld-14 wasi-libc \
libclang-rt-14-dev-wasm32"
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
