# A 10 MB line is an invalid game naming its line, not a crash or a silent cut
{ printf 'a 01/10 0\n'; head -c 10000000 /dev/zero | tr '\0' 0; printf ' 0\n'; } | sg-verify
