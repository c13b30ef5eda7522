# Under -q a bad line is a silent invalid game (exit 1); a file that cannot
# be read is still an error (exit 2) with its message
set -e
s=0
printf 'g1 112x\ng2 1122 1000 0,0 0,0\n' | sg-verify -q >out 2>err || s=$?
[ $s -eq 1 ]
[ ! -s out ]
[ ! -s err ]
s=0
printf 'g1 1122 1000 0,0 0,0\n' | sg-verify -q - missing >out 2>err || s=$?
[ $s -eq 2 ]
[ ! -s out ]
grep -q "^sg-verify: cannot open 'missing'" err
