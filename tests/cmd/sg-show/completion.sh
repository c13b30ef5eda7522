# share/completion.bash: sourced in bash it completes the five commands,
# their options and the values of --rules, --color, --format, --algo, --set
command -v bash >/dev/null || exit 0
touch boards.txt
bash -c '
. "$SRCDIR/share/completion.bash" || exit 1
for c in sg-gen sg-solve sg-apply sg-verify sg-show; do
	complete -p $c || exit 1
done
t() {
	COMP_WORDS=("$@")
	COMP_CWORD=$(($# - 1))
	_sg "$1"
	echo "$* => ${COMPREPLY[*]}"
}
t sg-show --format ""
t sg-show -f c
t sg-show --color = al
t sg-show --color=n
t sg-solve -a n
t sg-solve --algo ""
t sg-solve --im
t sg-gen --set ""
t sg-gen -r ""
t sg-apply --rules p
t sg-verify -b boa
t sg-show board
t sg-gen -n ""
t sg-show --f
t sg-show --m
t sg-show --d
t sg-show --move ""
'
