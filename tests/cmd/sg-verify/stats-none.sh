# --stats with no valid game says so; under -q the verdicts and the summary
# are left out, not the statistics asked for
printf 'c 1122 5 0,0\n' | sg-verify --stats
printf 'a 1122 1000 0,0 0,0\n' | sg-verify -q --stats
