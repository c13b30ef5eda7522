# -j 2 writes the same records as -j 1, in input order, when the bot plays
# the same at any speed (a node budget); the findings differ only in the
# times
set -e
sg-gen --game lines -s 2 -n 3 > seeds.txt
sg-judge -q -j 1 -F 100 seeds.txt -- sg-solve --topcoder -n 500 > one
sg-judge -q -j 2 -F 100 seeds.txt -- sg-solve --topcoder -n 500 > two
untimed() {
	sed 's/ time=.*//' "$1"
}
untimed one > one.untimed
untimed two | cmp - one.untimed
[ "$(grep -c '^lines-' one)" -eq 3 ]
