# -n boards, each with its index; -n 0 is the header alone
set -e
[ "$(sg-gen -s 5 -n 100000 | wc -l)" -eq 100001 ]
[ "$(sg-gen -s 5 -n 100000 | tail -n 1 | cut -d' ' -f1)" = s5-100000 ]
[ "$(sg-gen -s 5 -n 0)" = "# sg-gen seed=5 size=15x15 colors=5" ]
