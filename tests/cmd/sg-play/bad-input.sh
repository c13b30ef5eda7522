# Bad input gets the toolkit's usual messages and status 2, before any
# terminal is needed.
st=0
echo 'b 12/1' | setsid -w sg-play || st=$?
[ $st = 2 ] || exit 1
: > empty.txt
setsid -w sg-play empty.txt || st=$?
[ $st = 2 ] || exit 1
echo 'g 1122/1123 4 3,0' > bad-game.txt
setsid -w sg-play -r tiles bad-game.txt || st=$?
[ $st = 2 ] || exit 1
setsid -w sg-play no-such-file.txt || st=$?
[ $st = 2 ] || exit 1
echo 'm - 4 3,0' | setsid -w sg-play || st=$?
[ $st = 2 ] || exit 1
setsid -w sg-play --hint-time 0 -s 5 || st=$?
[ $st = 2 ] || exit 1
setsid -w sg-play --game lines --size 12 || st=$?
[ $st = 2 ] || exit 1
setsid -w sg-play -s 5 board.txt || st=$?
exit $st
