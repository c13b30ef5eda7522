# With -j 2, a lone first board followed by more comments than the window
# holds is solved, and the comments are passed on after it: the first
# board is held back for a second that never comes, and the comments
# behind it used to fill the window and hang the run.
{
	sg-gen -s 3
	for i in 1 2 3 4 5 6 7 8 9 10; do echo "# note $i"; done
} > in.txt
timeout -k 5 20 sg-solve -j 2 -n 2000 in.txt > out.txt
echo "status $?"
grep -c '^# note' out.txt
sg-verify -q out.txt && echo verified
