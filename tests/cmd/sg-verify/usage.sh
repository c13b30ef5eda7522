# Bad options are usage errors; -h prints the usage to standard output
sg-verify -h | head -n 1
sg-verify -r best </dev/null
sg-verify -b </dev/null
