# Uninstalled and without SG_SHAREDIR, the source tree's share/ is found
# beside the build
set -e
unset SG_SHAREDIR
sg-gen --set standard | sed -n 2p | cut -c 1-21
