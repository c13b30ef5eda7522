#!/bin/sh
# Run the Check suites given as arguments; each prints its own summary.
set -u
fail=0
for t in "$@"; do
	echo "${t##*/}:"
	"$t" || fail=1
done
exit $fail
