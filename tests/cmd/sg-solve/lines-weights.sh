# The learned value: found in the share folder or given by --weights; a file
# missing, cut short or of another kind is an error, never a weaker player,
# and a player that does not learn never reads one
echo 'a lines:5:7:3' >board.txt
sg-solve -a learned board.txt >found.txt
sg-solve -a learned --weights "$SHARE/lines-value.txt" board.txt |
    cmp - found.txt
sg-verify -q found.txt
SG_SHAREDIR=nowhere sg-solve -a expecti-hand -n 1000 board.txt | sg-verify -q
SG_SHAREDIR=nowhere sg-solve -a learned board.txt
sg-solve -a learned --weights missing.txt board.txt
head -c 2000 "$SHARE/lines-value.txt" >cut.txt
sg-solve -a expecti-learned --weights cut.txt board.txt
sg-solve -a learned --weights board.txt board.txt
