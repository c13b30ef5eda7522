# A bot of both sites in Python: any legal move, found the simplest way.
import sys

def codingame(line):  # 15x15 boards, rows from the top, answers "x y"
    while line.strip():
        rows = [line.split()] + [sys.stdin.readline().split() for _ in range(14)]
        g = rows[::-1]  # g[y][x], y from the bottom
        print(*next((x, y) for y in range(15) for x in range(15) if g[y][x] != '-1'
                    and ((x < 14 and g[y][x + 1] == g[y][x]) or (y < 14 and g[y + 1][x] == g[y][x]))), flush=True)
        line = sys.stdin.readline()

def topcoder(n):  # N, C, then each turn the N*N cells, 3 colours, the time
    sys.stdin.readline()
    while True:
        turn = [sys.stdin.readline() for _ in range(n * n + 4)]
        if not turn[-1]:
            return
        g = [int(c) for c in turn[:n * n]]
        print(*next((i // n, i % n, j // n, j % n) for i in range(n * n) if g[i] for j in (i - n, i + n, i - 1, i + 1)
                    if 0 <= j < n * n and (j // n == i // n or j % n == i % n) and not g[j]), flush=True)

first = sys.stdin.readline()
topcoder(int(first)) if len(first.split()) == 1 else codingame(first)
