# Hangs in a loop, on the CPU, reading nothing and answering nothing.
while :; do :; done
