# --play makes an HTML page, from one file at most, of a board or a game
sg-show --play 2>&1
echo $?
sg-show -f html --play a b 2>&1
echo $?
printf 'x - 0 1,1\n' >moves.txt
sg-show -f html --play moves.txt 2>&1
echo $?
