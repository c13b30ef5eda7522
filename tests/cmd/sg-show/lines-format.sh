# -f topcoder takes Lines records, -f grid and codingame SameGame ones: a
# record of the other game is an error, after the records before it
printf 'l lines:1\nb 01/10\n' | sg-show -f topcoder >out.txt
echo $?
head -n 2 out.txt
printf 'l lines:1\n' | sg-show -f grid
echo $?
printf 'l lines:1\n' | sg-show -f codingame
echo $?
