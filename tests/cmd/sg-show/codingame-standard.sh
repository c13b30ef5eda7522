# The standard boards, already in CodinGame form, come out as they went in
# (without the trailing blanks)
head -n 15 "$SHARE/standard20.txt" | sed "s/ *\$//" >in
sg-show -f codingame in >out
cmp in out
