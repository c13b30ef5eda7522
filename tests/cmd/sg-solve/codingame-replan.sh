# A judge that plays moves of its own (sg-judge --meddle) sends boards the
# bot does not expect: the bot plans again from the board given and never
# plays a stale move, every game ok.  Also on a board that is not 15x15.
# The --times log has a line an answer, its turns in order.
set -e
head -n 16 "$SHARE/standard20.txt" > boards
sg-judge -q -j 1 -F 20 --meddle 3 --times times boards -- \
    sg-solve --codingame -t 0.5 > games
awk '{ if ($1 != "boards:1" || $2 != NR || $3 < 0) bad++ }
    END { exit !(NR > 10 && bad == 0) }' times
sg-gen -s 3 --size 10x8 -c 4 > small
sg-judge -q -F 20 --meddle 1 small -- sg-solve --codingame=10x8 -t 0.5 \
    >> games
[ "$(grep -c '^# sg-judge [^ ]* ok ' games)" -eq 2 ]
sg-verify -q games
