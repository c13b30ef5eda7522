# Usage errors: an unknown format or colour mode, an unknown option
sg-show -f png </dev/null
echo $?
sg-show --color=sometimes </dev/null
echo $?
sg-show --bogus </dev/null
echo $?
sg-show -r nope </dev/null
