# A character that is not a cell
printf 'a 01/10 0\nb 0x/10 0\n' | sg-verify
