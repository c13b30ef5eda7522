#!/bin/sh
# Throughput of the filters on 1,000,000 standard 15x15 boards, beside
# baselines measured in the same run over the same bytes (cat, gzip -1).
set -eu
BIN=$(cd "${SG_BIN:-build/bin}" && pwd)
PATH=$BIN:$PATH
N=${SG_BENCH_N:-1000000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
LC_ALL=C
export LC_ALL

now() { date +%s.%N; }

# report LABEL SECONDS BYTES: records/s and MB/s of one run
report() {
	awk -v l="$1" -v t="$2" -v b="$3" -v n="$N" 'BEGIN {
		if (t <= 0) t = 1e-9
		printf "%-34s %7.2f s %12.0f rec/s %8.1f MB/s\n", l, t, n / t, b / t / 1e6
	}'
}

# timed LABEL BYTES COMMAND...: run COMMAND, report its throughput
timed() {
	label=$1 bytes=$2
	shift 2
	t0=$(now)
	"$@"
	t1=$(now)
	report "$label" "$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')" "$bytes"
}

echo "sg bench: $N boards of 15x15, 5 colours ($(nproc) cores)"
t0=$(now)
sg-gen -s 1 -n "$N" > "$work/boards"
t1=$(now)
bytes=$(wc -c < "$work/boards")
report "sg-gen -n $N" "$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')" "$bytes"
timed "baseline: cat" "$bytes" sh -c "cat '$work/boards' > /dev/null"
timed "baseline: gzip -1" "$bytes" sh -c "gzip -1 < '$work/boards' > '$work/boards.gz'"
timed "baseline: gzip -d" "$bytes" sh -c "gzip -d < '$work/boards.gz' > /dev/null"
timed "sg-apply (plain in, plain out)" "$bytes" sh -c "sg-apply '$work/boards' > /dev/null"
timed "sg-apply (gzip in, plain out)" "$bytes" sh -c "sg-apply '$work/boards.gz' > /dev/null"
timed "sg-apply -z (plain in, gzip out)" "$bytes" sh -c "sg-apply -z '$work/boards' > /dev/null"
awk '!/^#/ { print $0, 0 }' "$work/boards" > "$work/games"
timed "sg-verify (open games, no moves)" "$bytes" sh -c "sg-verify -q '$work/games'"
head -n 10000 "$work/boards" | sg-solve -a greedy > "$work/greedy"
gbytes=$(wc -c < "$work/greedy")
i=0
while [ $i -lt $((N / 10000)) ]; do cat "$work/greedy"; i=$((i + 1)); done > "$work/greedy.all"
timed "sg-verify (greedy games, replayed)" "$((gbytes * N / 10000))" sh -c "sg-verify -q '$work/greedy.all'"
mem() {
	/usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -n 1
}
if [ -x /usr/bin/time ]; then
	head -n 1000 "$work/greedy.all" > "$work/small"
	echo "peak memory, sg-verify: $(mem sg-verify -q "$work/small") KB on 1,000 games," \
	    "$(mem sg-verify -q "$work/greedy.all") KB on $N"
	echo "peak memory, sg-apply:  $(mem sg-apply "$work/small") KB on 1,000 games," \
	    "$(mem sg-apply "$work/greedy.all") KB on $N"
fi
"$BIN/../tests/speed" 2
