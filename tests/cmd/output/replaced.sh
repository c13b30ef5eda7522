# A run that succeeds puts its output in place of the file in one step: the
# old file's mode is kept, a symbolic link stays a link to the new file,
# no temporary file is left, and devices are written in place.
set -e
sg-gen -s 1 -n 2 > boards
echo old > out.txt
chmod 640 out.txt
sg-apply -o out.txt boards
cmp out.txt boards
[ "$(stat -c %a out.txt)" = 640 ]
echo old > target.txt
ln -s target.txt link.txt
sg-gen -s 1 -n 2 -o link.txt
[ -L link.txt ]
cmp target.txt boards
sg-gen -s 1 -n 2 -o new.txt.gz
gzip -dc new.txt.gz | cmp - boards
sg-gen -s 1 -n 2 -o /dev/null
[ "$(ls -A | grep -c '^\.')" -eq 0 ]
