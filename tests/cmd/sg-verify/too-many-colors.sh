# An eleventh colour cannot be a cell
printf 'a 01/10 0\nb 0a/10 0\n' | sg-verify
