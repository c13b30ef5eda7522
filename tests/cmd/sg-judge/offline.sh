# The judge against the toolkit's own Lines player gives exactly the
# offline games and scores: the player sees the same through the protocol,
# so at a node budget (and for greedy and random play) sg-solve --topcoder
# plays what sg-solve plays.  TopCoder's 10 s a game is given a hundred
# times over: this checks the protocol, not the speed.
set -e
sg-gen --game lines -s 2 -n 3 > seeds.txt
for player in '-a greedy' '-a random -s 5' '-n 500'; do
	sg-judge -q -F 100 seeds.txt -- sg-solve --topcoder $player > judged
	sg-solve $player seeds.txt > offline
	grep -v '^#' judged > games
	grep -v '^#' offline | cmp - games
	[ "$(grep -c '^# sg-judge [^ ]* ok ' judged)" -eq 3 ]
done
# CodinGame's bot: each score the judge counts is the one sg-verify
# computes for the same moves, every answer in time (the site's limits
# twenty times over), the bot ending well after each game
head -n 32 "$SHARE/standard20.txt" > boards
sg-gen -s 7 >> boards
sg-judge -q -F 20 boards -- sg-solve --codingame -t 0.3 > cg
[ "$(grep -c '^# sg-judge [^ ]* ok ' cg)" -eq 3 ]
sg-verify -q cg
