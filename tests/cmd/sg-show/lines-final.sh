# --final draws only the position a Lines game reaches; -f line writes the
# record, and with --final the position line sg-apply writes
printf 'g lines:1:7:3 7 4,0,0,5 5,4,2,1\n' >g.txt
sg-show --color=never --final g.txt
sg-show -f line g.txt
sg-show -f line --final g.txt
sg-apply g.txt
