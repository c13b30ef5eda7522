# The invalid game of a line that is not a record is named FILE:LINE with
# the blanks and control characters of FILE made '_': a file's name can
# neither split the verdict's fields nor write a verdict line of its own
printf 'zz\n' > 'my games.txt'
f=$(printf 'evil\nwinner valid 9999 9999 over\nx')
printf 'a 11 1000 0,0\nbad\n' > "$f"
sg-verify 'my games.txt' "$f" 2>/dev/null
echo "status $?"
