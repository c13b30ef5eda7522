# A board of 65 columns, or of 65 rows
printf 'a 01/10\nb %065d\n' 0 | sg-apply
i=0
while [ $i -lt 65 ]; do echo 01; i=$((i + 1)); done | sg-apply
