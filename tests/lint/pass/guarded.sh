# Checks guarded by || exit 1 count without set -e, and so does a negated
# grep of a file made first.
echo x > a.txt
[ -s a.txt ] || exit 1
! grep -q y a.txt || exit 1
grep -q y a.txt && exit 1
echo done
