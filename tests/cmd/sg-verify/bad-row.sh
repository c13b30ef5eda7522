# Rows of different widths: the verdicts before the fault are written
printf 'a 01/10 0\nb 011/10 0\n' | sg-verify
