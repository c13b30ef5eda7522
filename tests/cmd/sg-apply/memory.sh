# Constant memory: a million records take no more than a thousand
set -e
[ -z "${SG_SANITIZED:-}" ] || { echo "skipped: the sanitizers change memory use" >&2; exit 0; }
[ -x /usr/bin/time ] || { echo "skipped: no /usr/bin/time to measure memory" >&2; exit 0; }
sg-gen -s 1 -n 1000 | /usr/bin/time -f %M -o small sg-apply >/dev/null
sg-gen -s 1 -n 1000000 | /usr/bin/time -f %M -o large sg-apply >/dev/null
[ "$(cat large)" -le $(( $(cat small) + 1024 )) ]
