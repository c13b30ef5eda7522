# Counts that do not fill the board, are not numbers, disagree with -c, or
# come with --balanced or the standard set: usage errors
sg-gen --counts 45,45,45,45
sg-gen --counts 65,40,40,40,41
sg-gen --counts 45,45,,45,45,45
sg-gen --counts 45,45,45,45,45,
sg-gen --counts ''
sg-gen --counts 1,1,1,1,1,1,1,1,1,1,215
sg-gen --counts 300,-75
sg-gen --counts 4x,221
sg-gen --counts 00000000000000000000000000000000000225
sg-gen -c 4 --counts 45,45,45,45,45
sg-gen --balanced --counts 45,45,45,45,45
sg-gen --set standard --counts 45,45,45,45,45
