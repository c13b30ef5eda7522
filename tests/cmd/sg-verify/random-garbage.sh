# Random bytes end in an error (status 2, naming the input), never a crash
set -e
awk 'BEGIN { srand(7); for (i = 0; i < 20000; i++) printf "%c", int(rand() * 256) }' >junk
for f in junk; do
	s=0
	sg-verify $f >/dev/null 2>err || s=$?
	[ $s -eq 2 ]
	grep -q '^sg-verify: junk:' err
done
