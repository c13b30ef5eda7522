# An input without a game is an error, not a vacuous success
sg-verify </dev/null
printf '# nothing\n' | sg-verify
