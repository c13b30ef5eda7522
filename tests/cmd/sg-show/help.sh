# -h prints the usage to stdout and exits 0; -V the version
sg-show -h | head -n 1
sg-show --help | grep -q -- --format
sg-show -V | grep -q "^sg-show (sg) "
