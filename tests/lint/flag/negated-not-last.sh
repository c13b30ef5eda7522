# A command negated by ! before the last line: set -e ignores its failure.
set -e
echo x > a.txt
echo y > b.txt
! cmp -s a.txt b.txt
echo done
