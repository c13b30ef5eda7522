# An input that cannot be opened is named
sg-apply no-such-file
