# Too many colours, or none
sg-gen -c 11
sg-gen -c 0
sg-gen --colors=five
