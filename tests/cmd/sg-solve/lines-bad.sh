# SameGame's algorithms and --prefix are not for Lines records
echo 'a lines:1' | sg-solve -a beam
echo 'a lines:1' | sg-solve --prefix 0,0
echo 'a lines:0' | sg-solve
exit 2
