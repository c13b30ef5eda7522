# A board of 65 columns
printf 'a 01/10 0\nb %065d 0\n' 0 | sg-verify
