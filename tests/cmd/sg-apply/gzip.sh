# Through gzip both ways: gzipped input, -z and -o FILE.gz output
set -e
sg-gen -s 4 -n 200 >set
sg-apply set >plain
gzip -c set | sg-apply | cmp - plain
sg-apply -z set | gzip -dc | cmp - plain
gzip -c set >set.gz
sg-apply -o out.gz set.gz
gzip -dc out.gz | cmp - plain
sg-apply -o out.txt set.gz
cmp out.txt plain
