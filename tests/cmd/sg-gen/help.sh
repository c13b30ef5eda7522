# -h prints the usage to standard output and exits 0; -V the version
set -e
sg-gen -h | head -n 3
sg-gen --version | sed 's/[0-9][0-9.]*$/N/'
