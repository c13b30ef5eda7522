# An empty input, or one of comments only, is an error: a pipeline lost its data.
: | sg-solve -a greedy
