# --counts N,N,...: colour c has N[c] tiles, dealt in rounds and shuffled
# as sg(5) writes it.  The expected boards were made by a separate program
# following that page; counts as --balanced has give its boards.
sg-gen -s 1 --size 5x4 --counts 10,6,4
sg-gen -s 1 --size 5x4 --counts 7,7,6 | sed -n 2p
sg-gen -s 1 --size 5x4 -c 3 --balanced | sed -n 2p
sg-gen -s 3 -n 2 --counts 65,40,40,40,40 | sed -n 3p
# a colour may have no tiles; -c may say how many colours there are
sg-gen -s 5 --size 4x3 --counts 0,12 | sed -n 2p
sg-gen -s 5 --size 4x3 -c 3 --counts 2,0,10
# 65 tiles of colour 0 and 40 of each other in every board
sg-gen -s 9 -n 50 --counts 65,40,40,40,40 | awk '!/^#/ {
	for (c = 0; c < 5; c++) {
		n = gsub(c, c, $2); if (n != (c ? 40 : 65)) print $1, c, n } }'
