# The progress line counts the boards there are, not the boards read so
# far: "board 2" while boards still come through a pipe, "board 2 of 3" for
# a file, and "of 3" at the end of either (1 s a board, the line drawn
# every 0.2 s).
set -e
sg-gen -s 1 -n 3 > boards
sg-solve -t 1 --progress < boards 2>err1 >/dev/null
cat boards | sg-solve -t 1 --progress 2>err2 >/dev/null
tr '\r' '\n' < err1 > lines1
tr '\r' '\n' < err2 > lines2
grep -q '^sg-solve: board 2 of 3, ' lines1 || { cat lines1; exit 1; }
grep -q '^sg-solve: board 2, ' lines2 || { cat lines2; exit 1; }
! grep -q 'of [12],' lines2 || { echo "a total from the boards read"; exit 1; }
grep -v '^$' lines2 | tail -n 1 | grep -q '^sg-solve: board 3 of 3, '
