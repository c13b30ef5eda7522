# --stats with no valid game says so; under -q it says nothing
printf 'c 1122 5 0,0\n' | sg-verify --stats
printf 'a 1122 1000 0,0 0,0\n' | sg-verify -q --stats
