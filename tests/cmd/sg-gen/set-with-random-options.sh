# The standard set takes no options of random sets: a usage error, not a silent 20.
sg-gen --set standard -n 5
