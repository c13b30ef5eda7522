# A closed pipe ends sg-gen at once and quietly
set -e
timeout 10 sg-gen -n 100000000 2>err | head -n 1 >out
grep -q '^# sg-gen seed=' out
[ ! -s err ]
