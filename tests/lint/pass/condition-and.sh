# A test joined by && to a command that is no check is a condition.
set -e
echo x > a.txt
test -f a.txt && echo ok
[ -s a.txt ] && rm a.txt
echo done
