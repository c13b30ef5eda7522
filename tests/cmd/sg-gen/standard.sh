# The 20 standard boards, named std-1 .. std-20, are the boards of
# share/standard20.txt
set -e
SG_SHAREDIR=$SHARE sg-gen --set standard >std
[ "$(wc -l <std)" -eq 21 ]
[ "$(sed -n 2p std | cut -d' ' -f1)" = std-1 ]
[ "$(sed -n 21p std | cut -d' ' -f1)" = std-20 ]
sg-apply "$SHARE/standard20.txt" | grep -v '^$' | cut -d' ' -f2 >want
sed 1d std | cut -d' ' -f2 | cmp - want
