# --improve drops an illegal old game with a warning and solves its board.
set -e
printf "x 10/01 5 0,0\\ny 11/00 9 0,0\\n" | sg-solve --improve -a greedy 2>err | sg-verify -q
grep -q "x: old game dropped: move 1 (0,0): single tile" err
