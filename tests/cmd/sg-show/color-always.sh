# --color=always draws in colour (256-colour backgrounds) even into a file
printf "g1 0.../01.2/1122 - 0,0\n" | sg-show --color=always
