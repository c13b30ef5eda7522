# --topcoder answers the tester's first turn as the offline player moves
# first; an empty input is a game never started
sg-gen --game lines -s 1 -n 1 >board.txt
sg-solve -a greedy -n 1000 board.txt | awk '!/^#/ { print $4 }' | tr , ' '
{ printf '7\n3\n'
  printf '%s\n' ......./......1/......./......./2....../....3../....... |
      tr -d / | fold -w 1 | tr . 0
  printf '1\n2\n3\n0\n'
} | sg-solve --topcoder -a greedy -n 1000
sg-solve --topcoder </dev/null
# sg-show -f topcoder writes what the tester sends: the same first move
sg-show -f topcoder board.txt | sg-solve --topcoder -a greedy -n 1000
