# A check before the last line of a case without set -e: its failure is
# dropped.
echo x > a.txt
grep -q y a.txt
echo done
