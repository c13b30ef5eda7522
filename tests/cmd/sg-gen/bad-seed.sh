# A seed must be a number from 0 to 2^64-1, in decimal digits alone
sg-gen -s 18446744073709551615 -n 0
sg-gen -s 18446744073709551616
sg-gen -s -1
sg-gen -s 12abc
sg-gen -s ' -1'
sg-gen -s +3
sg-gen -s ''
