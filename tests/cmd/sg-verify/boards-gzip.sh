# The -b file may be gzipped, and the move lists too; a gzipped
# sg-gen set joins to a solver's games made into move lists
set -e
sg-gen -s 8 -n 20 --size 8x8 -c 3 -o boards.gz
sg-apply boards.gz | sg-solve -a greedy | awk '!/^#/ { $2 = "-" } { print }' | gzip -c >moves.gz
sg-verify -b boards.gz moves.gz 2>err | cut -d ' ' -f 2 | sort | uniq -c | awk '{ print $1, $2 }'
sed 's/total score [0-9]*/total score N/' err
