sg-solve -a dfs < /dev/null
