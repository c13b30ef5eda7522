# A file that cannot be opened.
setsid -w sg-play no-such-file.txt
