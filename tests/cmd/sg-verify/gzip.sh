# Gzipped input, and -z and -o FILE.gz output
set -e
printf 'g1 1122 1000 0,0 0,0\ng2 1122 0 0,0\n' >games
gzip -c games | sg-verify 2>/dev/null >plain
sg-verify games 2>/dev/null | cmp - plain
sg-verify -z games 2>/dev/null | gzip -dc | cmp - plain
sg-verify -o out.gz games 2>/dev/null
gzip -dc out.gz | cmp - plain
cat plain
