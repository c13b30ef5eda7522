# Leaves a child holding its pipes (its pid in forked.pid), and exits 3
# before answering.
sleep 600 &
echo $! > forked.pid
exit 3
