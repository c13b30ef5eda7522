# Dealing options and a file to play contradict each other.
setsid -w sg-play -s 5 board.txt
