# A hint must be given some time.
setsid -w sg-play --hint-time 0 -s 5
