# -r decides the score: a cleared board, a stuck one, and an open one
for r in std tiles penalty; do
	echo "rules $r"
	printf 'clear 0.../01.2/1122 - 0,0 0,0 0,0\nstuck 012/120 -\nopen 0.../01.2/1122 - 3,1\n' |
	    sg-verify -r $r 2>&1
done
