# codingame: rows of integers, -1 for empty; and back to records
printf "g1 0.../01.2/1122 - 0,0\nb2 0123456789\n" | sg-show -f codingame >cg
cat cg
sg-show -f line cg
sg-show -f line --final cg
