# A file with no board or game in it.
: > empty.txt
setsid -w sg-play empty.txt
