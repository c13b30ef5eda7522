# Errors of the referee's own: usage, a bad -t, a file it cannot read or
# that is not records; status 2
referee=$(dirname "$(command -v sg-solve)")/../tests/lines-referee
echo 'g lines:1' > games.txt
echo 'g lines:0' > bad.txt
"$referee"; echo "status $?"
"$referee" games.txt; echo "status $?"
"$referee" -t 0 games.txt true; echo "status $?"
"$referee" -t 10s games.txt true; echo "status $?"
"$referee" -x games.txt true; echo "status $?"
"$referee" missing.txt true; echo "status $?"
"$referee" bad.txt true; echo "status $?"
