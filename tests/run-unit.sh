#!/bin/sh
# Run the Check suites given as arguments; each prints its own summary.
# SRCDIR tells them where the source tree is, for the files they read.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
export SRCDIR
fail=0
for t in "$@"; do
	echo "${t##*/}:"
	"$t" || fail=1
done
exit $fail
