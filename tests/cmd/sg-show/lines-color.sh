# --color=always draws Lines balls as discs of the SameGame palette, a
# marked ball a block of its colour with the mark's glyph
printf 'g lines:1:7:3 - 4,0,0,5\n' | sg-show --color=always
