# -z and -o FILE.gz write gzip; what they hold is the plain output
set -e
sg-gen -s 3 -n 50 >plain
sg-gen -s 3 -n 50 -z | gzip -dc | cmp - plain
sg-gen -s 3 -n 50 -o set.gz
gzip -dc set.gz | cmp - plain
sg-gen -s 3 -n 50 -o set.txt
cmp set.txt plain
# and every command reads it back
sg-apply set.gz | cmp - plain
