# A game name the input repeats is played, and said so; under -l every
# game keeps a log of its own, NAME~2.err and on when an earlier game took
# NAME.err (a '/' of a name made '_' may take it too)
printf 'a lines:1\na lines:1\nx/b lines:2\nx_b lines:2\nx_b~2 lines:3\n' > games.txt
sg-judge -q -j 2 -l logs games.txt -- sh -c 'echo "bot $$" >&2
    exec sg-solve --topcoder -a greedy' > out
echo "status $?"
ls logs
grep -c '^bot [0-9]*$' logs/*
sed -n 's/^# sg-judge \([^ ]* [^ ]*\) turns=.*/\1/p' out
