# Rows of different widths: an invalid game named FILE:LINE, after the
# verdicts before it
printf 'a 01/10 0\nb 011/10 0\n' | sg-verify
