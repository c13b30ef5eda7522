# Errors of the judge's own, status 2: no bot, a bad option, --scoreboard
# with a bot or no run, a bot that cannot be run, a move list without its
# board
echo 'g lines:1' > games.txt
sg-judge games.txt 2>&1; echo "status $?"
sg-judge games.txt -- 2>&1; echo "status $?"
sg-judge -j 0 games.txt -- true 2>&1; echo "status $?"
sg-judge --turn 0 games.txt -- true 2>&1; echo "status $?"
sg-judge -F x games.txt -- true 2>&1; echo "status $?"
sg-judge --scoreboard games.txt -- true 2>&1; echo "status $?"
sg-judge --scoreboard 2>&1; echo "status $?"
sg-judge games.txt -- ./no-such-bot 2>&1; echo "status $?"
echo 'g - 0 1,2' | sg-judge -- true 2>&1; echo "status $?"
sg-judge missing.txt -- true 2>&1; echo "status $?"
