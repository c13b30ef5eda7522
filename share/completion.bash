# bash completion for the sg SameGame toolkit: sg-gen, sg-solve, sg-apply,
# sg-verify, sg-show, sg-play and sg-judge.  Source it, or install it as
# $PREFIX/share/bash-completion/completions/<command> (make install does).

# The options of command $1, the common ones included.
_sg_options()
{
	local common='-h --help -V --version -r --rules -o --output -z --gzip'

	case $1 in
	sg-gen)
		echo "$common -n --count -s --seed --size -c --colors --colours --set --balanced --counts" \
		    '--game' ;;
	sg-solve)
		echo "$common -a --algo -t --time -n --nodes -s --seed" \
		    '-w --width -l --level -j --jobs --prefix --improve' \
		    '--progress --memory --codingame --topcoder --weights' ;;
	sg-apply)
		echo "$common -b --boards -m --moves --trace" ;;
	sg-verify)
		echo "$common -b --boards -q --quiet --stats" ;;
	sg-show)
		echo "$common -b --boards --color --colour --columns --digits" \
		    '-f --format --final --move --moves --play' ;;
	sg-play)
		echo "$common -s --seed --size -c --colors --colours --game" \
		    '--digits --hint-time' ;;
	sg-judge)
		echo "$common --cpu -F --factor --first --game-time -j --jobs -l --logs" \
		    '--log-max --meddle -q --quiet --scoreboard --times --top --turn' ;;
	esac
}

# What the argument of option $2 of command $1 can be: a word list, "FILE"
# for a file name, "DIR" for a folder, "" for a value with no list (a
# number, moves), or "NONE" when the option takes no argument.
_sg_values()
{
	case $2 in
	-r|--rules) echo 'std tiles penalty' ;;
	-o|--output|--weights) echo FILE ;;
	--color|--colour) echo 'auto always never' ;;
	--set) echo standard ;;
	--game) echo 'samegame lines' ;;
	--size) echo '15x15 10x10 20x20' ;;
	-a|--algo) [ "$1" = sg-solve ] && echo 'auto greedy random beam nmcs nrpa' \
	    'expecti expecti-hand expecti-learned learned' ;;
	-b|--boards|--times) echo FILE ;;
	-l|--logs) [ "$1" = sg-judge ] && echo DIR || echo '' ;;
	-f|--format) [ "$1" = sg-show ] && echo 'show line grid codingame topcoder svg html' ;;
	-c|--colors|--colours|--counts|-n|--count|--nodes|-s|--seed|-t|--time|-w|--width|\
	--level|-j|--jobs|--memory|--prefix|-m|--moves|--move|--columns|\
	--hint-time|-F|--factor|--first|--game-time|--log-max|--meddle|--top|--turn)
		echo '' ;;
	*) echo NONE ;;
	esac
}

# After sg-judge's "--": a command name first, then files; 1 before it.
_sg_after_dashes()
{
	local i

	for ((i = 1; i < COMP_CWORD; i++)); do
		[ "${COMP_WORDS[i]}" = -- ] || continue
		compopt -o filenames 2>/dev/null
		# shellcheck disable=SC2207
		if [ $((i + 1)) -eq "$COMP_CWORD" ]; then
			COMPREPLY=($(compgen -c -- "${COMP_WORDS[COMP_CWORD]}"))
		else
			COMPREPLY=($(compgen -f -- "${COMP_WORDS[COMP_CWORD]}"))
		fi
		return 0
	done
	return 1
}

_sg()
{
	local cmd=${1##*/} cur=${COMP_WORDS[COMP_CWORD]} prev='' pre='' values

	[ "$COMP_CWORD" -gt 0 ] && prev=${COMP_WORDS[COMP_CWORD-1]}
	# "--color=al" comes as "--color" "=" "al" when = is a word break
	# (the default), else as one word
	if [ "$cur" = = ]; then
		cur=''
	elif [ "$prev" = = ] && [ "$COMP_CWORD" -gt 1 ]; then
		prev=${COMP_WORDS[COMP_CWORD-2]}
	else
		case $cur in
		--*=*) prev=${cur%%=*}; pre=$prev=; cur=${cur#*=} ;;
		esac
	fi
	COMPREPLY=()
	# sg-judge's bot: a command after "--", then its arguments
	if [ "$cmd" = sg-judge ] && _sg_after_dashes; then
		return
	fi
	values=$(_sg_values "$cmd" "$prev")
	if [ "$values" = NONE ]; then
		case $cur in
		-*)
			# shellcheck disable=SC2207
			COMPREPLY=($(compgen -W "$(_sg_options "$cmd")" -- "$cur"))
			return ;;
		esac
		values=FILE
	fi
	if [ "$values" = DIR ]; then
		compopt -o filenames 2>/dev/null
		# shellcheck disable=SC2207
		COMPREPLY=($(compgen -d -- "$cur"))
	elif [ "$values" = FILE ]; then
		compopt -o filenames 2>/dev/null
		# shellcheck disable=SC2207
		COMPREPLY=($(compgen -f -- "$cur"))
	elif [ -n "$values" ]; then
		# shellcheck disable=SC2207
		COMPREPLY=($(compgen -P "$pre" -W "$values" -- "$cur"))
	fi
}

complete -F _sg sg-gen sg-solve sg-apply sg-verify sg-show sg-play sg-judge
