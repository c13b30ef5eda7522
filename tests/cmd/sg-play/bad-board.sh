# A board with a short row: the reader's message, before any terminal.
echo 'b 12/1' | setsid -w sg-play
