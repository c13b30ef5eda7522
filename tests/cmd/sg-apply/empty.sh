# An input without a board or game is zero records, not an error, as for
# any filter: empty input gives empty output, comments pass through, and
# the other inputs are read as ever
set -e
sg-apply </dev/null
printf '# nothing\n\n' >comments
: >empty
printf 'a 01/10\n' >a
sg-apply comments empty a
sg-gen -s 1 -n 0 | sg-apply
