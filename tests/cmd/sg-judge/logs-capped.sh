# A game's stderr is kept up to --log-max bytes (a megabyte by default),
# then a line says how much more was dropped; --log-max 0 keeps it all.
# The bot writes 5,000,000 bytes before it plays, and still plays its game.
set -e
printf 'a lines:1\n' > games.txt
bot='head -c 5000000 /dev/zero | tr "\000" x >&2
    exec sg-solve --topcoder -a greedy'
sg-judge -q -j 1 -l capped games.txt -- sh -c "$bot" > out.txt
sg-judge -q -j 1 -l small --log-max 10 games.txt -- sh -c "$bot" > /dev/null
sg-judge -q -j 1 -l whole --log-max 0 games.txt -- sh -c "$bot" > /dev/null
grep -c '^# sg-judge a ok ' out.txt
head -c 1048576 capped/a.err | tr -d x | wc -c
tail -n 1 capped/a.err
wc -c < capped/a.err
cat small/a.err
wc -c < whole/a.err
