# A closed pipe ends the commands quietly even when the parent ignores
# SIGPIPE (as systemd does for its services)
set -e
trap '' PIPE
timeout 10 sg-gen -n 100000000 2>err | head -n 1 >out
timeout 10 sg-gen -z -n 10000000 2>>err | head -c 10 >/dev/null
sg-gen -s 1 -n 100000 | timeout 10 sg-apply 2>>err | head -n 1 >>out
sg-gen -s 1 -n 20000 | awk '!/^#/ { $0 = $0 " 0" } 1' > games
timeout 10 sg-verify games 2>>err | head -n 1 >>out
sed 's/seed=[0-9]*/seed=S/' out
cat err
