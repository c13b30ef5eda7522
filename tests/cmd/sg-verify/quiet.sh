# -q prints nothing and answers by exit status
set -e
printf 'g1 1122 1000 0,0 0,0\n' | sg-verify -q
s=0
printf 'g1 1122 1000 0,0 0,0\ng2 1122 999 0,0 0,0\n' | sg-verify -q || s=$?
[ $s -eq 1 ]
s=0
printf 'g1 1122 1000 0,0 0,0\ng2 1122 1000 1,0 9,9\n' | sg-verify --quiet || s=$?
[ $s -eq 1 ]
