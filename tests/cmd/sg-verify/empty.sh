# An input without a game is zero games, not an error: the summary says 0
# games and the status is 0, as "every game is valid" holds
set -e
sg-verify </dev/null
printf '# nothing\n\n' | sg-verify
: >empty
printf 'a 01/10 0\n' >a
sg-verify empty a empty
sg-verify -q </dev/null
