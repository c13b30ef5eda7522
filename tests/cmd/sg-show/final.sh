# --final: only the position the moves lead to
printf "g1 0.../01.2/1122 - 0,0 0,0\n" | sg-show --final
