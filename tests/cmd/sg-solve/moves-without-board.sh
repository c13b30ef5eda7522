echo 'x - 0 0,0' | sg-solve
