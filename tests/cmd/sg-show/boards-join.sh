# -b joins move lists to boards by name
printf "m1 0.../01.2/1122\nm2 01/10\n" >boards
printf "m1 - - 0,0\n" | sg-show -b boards --final
printf "m1 - 5 0,0\n" | sg-show -b boards -f line
