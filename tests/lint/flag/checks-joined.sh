# Two checks joined by &&: set -e ignores the failure of the first.
set -e
echo x > a.txt
[ -s a.txt ] && grep -q x a.txt
echo done
