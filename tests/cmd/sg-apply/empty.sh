# An input without a board or game is an error: empty, or comments only
sg-apply </dev/null
printf '# nothing\n\n' >comments
sg-apply comments
