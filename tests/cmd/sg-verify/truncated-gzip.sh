# A truncated gzip stream: the verdicts before it come out, then the error
i=0
while [ $i -lt 300 ]; do echo "g$i 1122 1000 0,0 0,0"; i=$((i + 1)); done | gzip -c >all.gz
head -c 200 all.gz | sg-verify >out 2>err
s=$?
cat err >&2
[ $s -eq 2 ] || exit 1
grep -q "^sg-verify: -:[0-9]*: truncated gzip stream\$" err || exit 1
[ -s out ] || exit 1
n=$(wc -l <out)
[ "$(grep -c ' valid 1000 1000 over$' out)" -eq "$n" ] || exit 1
exit 2
