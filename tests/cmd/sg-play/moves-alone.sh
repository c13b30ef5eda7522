# A move list without its board has nothing to play on.
echo 'm - 4 3,0' | setsid -w sg-play
