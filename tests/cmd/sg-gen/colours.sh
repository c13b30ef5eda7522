# Both spellings of every colour option: sg-gen --colours is --colors (and
# its unambiguous prefix still works), sg-show --colour is --color
set -e
sg-gen -s 3 --colors 4 > a
sg-gen -s 3 --colours 4 | cmp - a
sg-gen -s 3 --colo 4 | cmp - a
sg-show --color=never a > b
sg-show --colour=never a | cmp - b
