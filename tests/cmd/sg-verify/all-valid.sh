# Every game valid and rightly scored: status 0
printf 'g1 0.../01.2/1122 1002 0,0 0,0 0,0\ng2 1122 1000 0,0 0,0\n' | sg-verify
