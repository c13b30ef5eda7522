# sh first.sh BOT COMMAND...: the first game started in this folder runs
# the bot BOT of this folder (a script), every later game COMMAND.
if mkdir first.lock 2>/dev/null; then
	exec sh "$(dirname "$0")/$1"
fi
shift
exec "$@"
