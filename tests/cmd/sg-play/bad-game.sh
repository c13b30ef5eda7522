# A game whose moves are not legal is refused, not played on from.
echo 'g 1122/1123 4 3,0' > bad-game.txt
setsid -w sg-play -r tiles bad-game.txt
