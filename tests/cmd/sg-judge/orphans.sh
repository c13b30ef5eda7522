# An error that ends sg-judge with a game in flight (here its output, on
# /dev/full, cannot be written) ends that game's bot too, though it runs
# in a process group of its own: the first game's bot answers garbage once
# the second's has started, and the second's bot does not outlive the
# judge.
. "$SRCDIR/tests/cmd/stop.sh"
printf 'a lines:1\nb lines:2\n' > games.txt
st=0
sg-judge -q -j 2 -o /dev/full games.txt -- sh -c 'if mkdir lock 2>/dev/null
    then until [ -s pid ]; do sleep 0.05; done; echo hello
    exec cat >/dev/null; fi; echo $$ > pid; exec sleep 600' 2>err || st=$?
expect_status 2 "a write error"
grep -q 'write error' err || { cat err; exit 1; }
gone() {
	! kill -0 "$1" 2>/dev/null ||
	    [ "$(awk '{ print $3 }' "/proc/$1/stat" 2>/dev/null)" = Z ]
}
wait_until gone "$(cat pid)"
