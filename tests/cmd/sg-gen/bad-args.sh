# An unknown set, an unknown option, an operand
sg-gen --set big
sg-gen -x
sg-gen boards.txt
