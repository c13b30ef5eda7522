# A board of 65 columns, or a grid of 65 rows
printf 'a 01/10 0\nb %065d 0\n' 0 | sg-verify
i=0
while [ $i -lt 65 ]; do echo 01; i=$((i + 1)); done | sg-verify
