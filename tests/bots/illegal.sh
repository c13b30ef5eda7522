# Answers its first turn with a move off the board: "99 99 99 99" to
# TopCoder's tester (its first line is N alone), "99 99" to CodinGame's
# referee.
read -r line
set -- $line
if [ $# -eq 1 ]; then
	echo 99 99 99 99
else
	echo 99 99
fi
exec cat >/dev/null
