# -l keeps each game's stderr of the bot in a file a game, FOLDER/NAME.err
# (a '/' of the name made '_'), the folder made when missing
set -e
printf 'a lines:1\nx/b lines:2\n' > games.txt
sg-judge -q -j 2 -l logs games.txt -- sh -c 'echo "bot $$ here" >&2
    exec sg-solve --topcoder -a greedy' > out
ls logs
grep -c '^bot [0-9]* here$' logs/a.err logs/x_b.err
