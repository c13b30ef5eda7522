# Checks on lines of their own under set -e.
set -e
echo x > a.txt
[ -s a.txt ]
grep -q x a.txt
echo done
