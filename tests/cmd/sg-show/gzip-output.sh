# -z gzips the output; gzipped input reads the same as plain
printf "g1 0.../01.2/1122 - 0,0\n" >in
sg-show in >plain
gzip -c in | sg-show -z | gzip -dc | cmp plain -
