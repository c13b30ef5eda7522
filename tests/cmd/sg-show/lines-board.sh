# Lines boards: the start of the tester's game, rows numbered from the top;
# an 11x11 grid has two-digit row numbers and its column tens on a line
printf 'l1 lines:1:7:3\nl2 lines:2\n' | sg-show --color=never
