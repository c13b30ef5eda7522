# Constant memory without -b: a million games take no more than a thousand
set -e
[ -z "${SG_SANITIZED:-}" ] || { echo "skipped: the sanitizers change memory use" >&2; exit 0; }
[ -x /usr/bin/time ] || { echo "skipped: no /usr/bin/time to measure memory" >&2; exit 0; }
sg-gen -s 1 -n 1000 | /usr/bin/time -f %M -o small sg-verify >/dev/null 2>&1
sg-gen -s 1 -n 1000000 | /usr/bin/time -f %M -o large sg-verify >/dev/null 2>&1
[ "$(cat large)" -le $(( $(cat small) + 1024 )) ]
sg-gen -s 1 -n 1000 | /usr/bin/time -f %M -o small sg-verify -q
sg-gen -s 1 -n 1000000 | /usr/bin/time -f %M -o large sg-verify -q
[ "$(cat large)" -le $(( $(cat small) + 1024 )) ]
