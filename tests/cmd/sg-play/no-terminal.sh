# With no terminal to read keys from or draw on, sg-play says so and ends
# with status 2, having touched no file.
command -v setsid >/dev/null || exit 2
setsid -w sg-play -s 5 -o game.txt
st=$?
[ ! -e game.txt ] || { echo "game.txt written"; exit 1; }
exit $st
