# Bare grids become board records named after their input and number:
# CodinGame rows (-1 for empty) and runs of digits and dots
printf -- '-1 -1 1\n0 1 1\n\n0.2\n012\n' >grids.txt
sg-apply grids.txt
printf '3 3\n3 4\n' | sg-apply
