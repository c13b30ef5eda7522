# Answers its first turn with what is not a move.
read -r line
echo 'hello, referee'
exec cat >/dev/null
