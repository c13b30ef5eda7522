# Lines grids are 7 to 11 cells a side.
setsid -w sg-play --game lines --size 12
