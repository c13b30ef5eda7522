# Constant memory without -b: a million games take no more than a thousand
# (games of no moves: the boards with a claimed score of 0)
set -e
games() { sg-gen -s 1 -n "$1" | awk '!/^#/ { $0 = $0 " 0" } 1'; }
[ -z "${SG_SANITIZED:-}" ] || { echo "skipped: the sanitizers change memory use" >&2; exit 0; }
[ -x /usr/bin/time ] || { echo "skipped: no /usr/bin/time to measure memory" >&2; exit 0; }
games 1000 | /usr/bin/time -f %M -o small sg-verify >/dev/null 2>&1
games 1000000 | /usr/bin/time -f %M -o large sg-verify >/dev/null 2>&1
[ "$(cat large)" -le $(( $(cat small) + 1024 )) ]
games 1000 | /usr/bin/time -f %M -o small sg-verify -q
games 1000000 | /usr/bin/time -f %M -o large sg-verify -q
[ "$(cat large)" -le $(( $(cat small) + 1024 )) ]
