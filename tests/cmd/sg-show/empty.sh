# An empty input (or one of comments only) has nothing to show: an error
sg-show </dev/null
printf "# nothing\n\n" >only-comments
sg-show only-comments
