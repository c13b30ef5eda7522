#!/bin/sh
# The threaded solver under ThreadSanitizer (make tsan, part of make check):
# -j 2 on several boards with each algorithm, -j 2 on Lines games with the
# learned value, -j 2 on one board under a time budget, and a signal during
# a threaded search and while it waits for input; sg-judge's pool at -j 2;
# then the session's Check suite, whose hints run on threads of their own.
# Any report of ThreadSanitizer fails.
#
# Usage: sh tests/tsan.sh TSAN_BUILD BINDIR
# TSAN_BUILD holds bin/sg-solve, bin/sg-judge and tests/test_session built
# with -fsanitize=thread; BINDIR the other commands, as built.
set -u
LC_ALL=C
export LC_ALL
tsan=$(cd "$1/bin" && pwd)
tsan_tests=$(cd "$1/tests" && pwd)
bin=$(cd "$2" && pwd)
share=$(cd "$(dirname "$0")/../share" && pwd)
TSAN_OPTIONS="halt_on_error=1 exitcode=66"
export TSAN_OPTIONS
work=$(mktemp -d) || exit 2
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 2
pass=0
fail=0

# ok NAME STATUS WANT: count a case by its exit status.
ok() {
	if [ "$2" -eq "$3" ]; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL tsan $1: exit status $2, expected $3"
		[ -s err ] && head -n 30 err
	fi
}

head -n 48 "$share/standard20.txt" > boards
head -n 16 boards > one
for a in auto beam nmcs nrpa random; do
	n=20000
	[ $a = random ] && n=300
	"$tsan/sg-solve" -a $a -n $n -j 2 boards > games 2> err
	st=$?
	[ $st -eq 0 ] && { "$bin/sg-verify" -q games || st=1; }
	ok "-a $a -j 2, 3 boards" $st 0
done
"$tsan/sg-solve" -t 0.5 -j 2 one > games 2> err
st=$?
[ $st -eq 0 ] && { "$bin/sg-verify" -q games || st=1; }
ok "-t 0.5 -j 2, 1 board" $st 0
for sig in INT TERM; do
	"$tsan/sg-solve" -t 100 -j 2 boards > games 2> err &
	pid=$!
	sleep 1
	kill -$sig $pid
	wait $pid
	st=$?
	[ $st -ne 66 ] && { "$bin/sg-verify" -q games || st=1; }
	want=143
	[ $sig = INT ] && want=130
	ok "SIG$sig during -j 2" $st $want
done
mkfifo fifo
"$tsan/sg-solve" -a greedy -j 2 fifo > games 2> err &
pid=$!
exec 3>fifo
cat one >&3
sleep 1
kill -TERM $pid
wait $pid
st=$?
exec 3>&-
ok "SIGTERM waiting for input, -j 2" $st 143
# Under -t a lone first board goes when the input waits (the reader's idle
# hook, on the main thread) while the workers run; a second comes later.
mkfifo fifo2
"$tsan/sg-solve" -t 0.3 -j 2 fifo2 > games 2> err &
pid=$!
exec 3>fifo2
cat one >&3
i=0
until grep -q '^fifo2:' games || [ $i -ge 1200 ]; do
	sleep 0.05
	i=$((i + 1))
done
sed -n 17,32p boards >&3
exec 3>&-
wait $pid
st=$?
[ $st -eq 0 ] && { [ "$(grep -c '^fifo2:' games)" -eq 2 ] || st=1; }
[ $st -eq 0 ] && { "$bin/sg-verify" -q games || st=1; }
ok "-t 0.3 -j 2, a lone board released while the input waits" $st 0
# Lines games start together on both threads, each wanting the value.
"$bin/sg-gen" --game lines -n 4 -s 5 > lines
for a in learned expecti-learned; do
	"$tsan/sg-solve" -a $a -n 300 --weights "$share/lines-value.txt" \
	    -j 2 lines > games 2> err
	st=$?
	[ $st -eq 0 ] && { "$bin/sg-verify" -q games || st=1; }
	ok "-a $a --weights -j 2, 4 Lines games" $st 0
done
# sg-judge's pool: games on two threads, each bot's stderr drained into
# its log and its CPU read, the tally shared with the writer.
"$tsan/sg-judge" -q -j 2 --cpu -l logs lines -- "$bin/sg-solve" --topcoder \
    -a greedy > games 2> err
st=$?
[ $st -eq 0 ] && { "$bin/sg-verify" -q games || st=1; }
ok "sg-judge -j 2 --cpu -l, 4 Lines games" $st 0
"$tsan_tests/test_session" > err 2>&1
ok "the session's hints (test_session)" $? 0
echo "tsan: $pass passed, $fail failed"
[ $fail -eq 0 ]
