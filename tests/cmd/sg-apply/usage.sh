# Bad options are usage errors; -h prints the usage to standard output
sg-apply -h | head -n 2
sg-apply -r nosuch </dev/null
sg-apply --trace=yes </dev/null
