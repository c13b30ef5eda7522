# Without -s the seed comes from the system and is in the header, so that
# the set can be made again from it
set -e
sg-gen -n 5 >first
sg-gen -n 5 >second
seed=$(sed -n '1s/^# sg-gen seed=\([0-9]*\) size=15x15 colors=5$/\1/p' first)
[ -n "$seed" ]
sg-gen -n 5 -s "$seed" | cmp - first
! cmp -s first second
