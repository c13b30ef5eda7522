# A character that is not a cell
printf 'a 01/10\nb 0x/10\n' | sg-apply
printf '1 1\n1 x\n' | sg-apply
