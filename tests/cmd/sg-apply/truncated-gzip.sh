# A truncated gzip stream: the records read before it come out, then the
# error
i=0
while [ $i -lt 300 ]; do echo "b$i 0.../01.2/1122"; i=$((i + 1)); done | gzip -c >all.gz
head -c 200 all.gz | sg-apply >out 2>err
s=$?
cat err >&2
[ $s -eq 2 ] || exit 1
grep -q "^sg-apply: -:[0-9]*: truncated gzip stream\$" err || exit 1
[ -s out ] || exit 1
gzip -dc all.gz | head -n "$(wc -l <out)" | cmp - out || exit 1
exit 2
