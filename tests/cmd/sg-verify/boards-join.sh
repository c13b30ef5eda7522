# -b joins move lists to boards by name; a game's own board must be the
# board of its name there
printf 'x 0.../01.2/1122\ny 1122\n# the end\n' >boards
printf 'y - 1000 0,0 0,0\nx - 2 0,0\nx 0.../01.2/1122 1 3,1\nx 0.../01.2/1121 0\nz 01/10 0\n' |
    sg-verify -b boards
