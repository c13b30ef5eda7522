# A bare grid is a board with no game claimed on it: nothing to check, so
# it fails (status 1)
printf '0 0 1\n2 2 1\n\n3 4\n4 3\n' | sg-verify
