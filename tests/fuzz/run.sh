#!/bin/sh
# Fuzz each target for SECONDS with libFuzzer (make fuzz), from the seed
# corpus in tests/fuzz/corpus/TARGET and the inputs that once failed in
# tests/fuzz/regress/TARGET, with TARGET.dict; what it finds new is kept in
# DIR/corpus/TARGET, a failing input in DIR/crash-TARGET-*.  Prints, for
# each target, its runs, runs a second, and coverage (libFuzzer's cov:
# edges and ft: features).
#
# Usage: sh tests/fuzz/run.sh DIR SECONDS TARGET...
# DIR holds fuzzer/TARGET for each TARGET.
set -u
dir=$1
secs=$2
shift 2
src=$(dirname "$0")
fail=0
for t in "$@"; do
	mkdir -p "$dir/corpus/$t"
	log=$dir/$t.log
	dict=
	[ -f "$src/$t.dict" ] && dict=-dict=$src/$t.dict
	regress=
	[ -d "$src/regress/$t" ] && regress=$src/regress/$t
	if "$dir/fuzzer/$t" -max_total_time="$secs" -timeout=10 -max_len=20000 \
	    -print_final_stats=1 -artifact_prefix="$dir/crash-$t-" $dict \
	    "$dir/corpus/$t" "$src/corpus/$t" $regress >"$log" 2>&1; then
		awk -v t="$t" '
		    /DONE/ { for (i = 1; i <= NF; i++) {
			if ($i == "cov:") cov = $(i + 1)
			if ($i == "ft:") ft = $(i + 1) } }
		    /^stat::number_of_executed_units:/ { runs = $2 }
		    /^stat::average_exec_per_sec:/ { rate = $2 }
		    END { printf "fuzz %s: %d runs, %d/s, cov: %s ft: %s\n",
			t, runs, rate, cov, ft }' "$log"
	else
		fail=1
		echo "FAIL fuzz $t (log: $log):"
		grep -E 'invariant failed|ERROR|SUMMARY|^Test unit' "$log" |
		    head -n 20
		echo "keep the failing input as a regression test:" \
		    "cp $dir/crash-$t-* $src/regress/$t/"
	fi
done
exit $fail
