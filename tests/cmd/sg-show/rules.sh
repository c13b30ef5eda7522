# The scores under another rule set; penalty counts what is left
printf "g1 0.../01.2/1122 - 3,1 0,0\n" | sg-show -r tiles --final
printf "g1 0.../01.2/1122 - 3,1 0,0\n" | sg-show -r penalty --final
printf "g1 0.../01.2/1122 - 3,1 0,0 0,0\n" | sg-show -r penalty --final
printf "g2 01/10 0\n" | sg-show -r penalty
