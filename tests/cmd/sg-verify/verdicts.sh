# One line a game: NAME VERDICT SCORE CLAIMED STATE [REASON]; the summary
# goes to standard error; a wrong score or an invalid game makes status 1
printf '%s\n' '# games' \
    'g1 0.../01.2/1122 1002 0,0 0,0 0,0' \
    'g2 0.../01.2/1122 1 3,1' \
    'g3 0.../01.2/1122 - 3,1' \
    'g4 0.../01.2/1122 5 3,1' \
    'g5 0.../01.2/1122 1 0,0 3,1' \
    'g6 0.../01.2/1122 0' \
    'g7 01/10 0' | sg-verify
