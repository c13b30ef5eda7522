# An unsettled board is an error
printf 'a 01/10 0\nb 01/1. 0\n' | sg-verify
