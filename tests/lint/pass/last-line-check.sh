# Without set -e, the last command's status is the case's.
echo x > a.txt
echo x > b.txt
cmp -s a.txt b.txt
