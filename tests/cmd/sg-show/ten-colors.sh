# The ten colours, each its own background
printf "b 0123456789\n" | sg-show --color
