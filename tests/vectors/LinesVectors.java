/*
 * Test vectors for lib/lines, made with the real JDK: the raw streams of
 * SecureRandom "SHA1PRNG" seeded by setSeed(long), the tester's set-up of a
 * game, and whole games played by a reference of the tester written here from
 * the rules in lib/lines/lines.h.  Run by make-lines-vectors.sh; the unit
 * tests read what it prints and never run Java.
 *
 * Usage: java LinesVectors nextint | bytes | setup | games
 */
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

public class LinesVectors {
	static final long[] SEEDS = {
		1, 2, 3, 1000, -1, Long.MIN_VALUE, Long.MAX_VALUE,
		0x123456789abcdefL, -987654321L
	};
	static final int[] BOUNDS = {
		1, 2, 3, 5, 7, 9, 11, 16, 1 << 30, (1 << 30) + 1,
		Integer.MAX_VALUE
	};
	static final int LIST = 3003;
	static final int MAX_MOVES = 1000;

	public static void main(String[] args) throws Exception {
		if (args.length != 1)
			usage();
		switch (args[0]) {
		case "nextint": nextInts(); break;
		case "bytes": bytes(); break;
		case "setup": setups(); break;
		case "games": games(); break;
		default: usage();
		}
	}

	static void usage() {
		System.err.println("usage: java LinesVectors nextint|bytes|setup|games");
		System.exit(2);
	}

	/* The tester's generator: SHA1PRNG seeded with setSeed(seed). */
	static SecureRandom generator(long seed) throws Exception {
		SecureRandom r = SecureRandom.getInstance("SHA1PRNG");
		r.setSeed(seed);
		return r;
	}

	/* Per seed and bound, the first values of nextInt(bound) on a fresh
	 * stream; then per seed one stream cycling through all the bounds. */
	static void nextInts() throws Exception {
		System.out.println("# seed bound values... (nextInt(bound), fresh stream)");
		for (long seed : SEEDS)
			for (int bound : BOUNDS) {
				SecureRandom r = generator(seed);
				StringBuilder s = new StringBuilder(seed + " " + bound);
				for (int i = 0; i < 8; i++)
					s.append(' ').append(r.nextInt(bound));
				System.out.println(s);
			}
		System.out.println("# seed 0 values... (one stream, bound i cycling through the bounds)");
		for (long seed : SEEDS) {
			SecureRandom r = generator(seed);
			StringBuilder s = new StringBuilder(seed + " 0");
			for (int i = 0; i < 3 * BOUNDS.length; i++)
				s.append(' ').append(r.nextInt(BOUNDS[i % BOUNDS.length]));
			System.out.println(s);
		}
	}

	/* Per seed, nextBytes of lengths that cross the 20-byte blocks unevenly. */
	static void bytes() throws Exception {
		int[] lengths = { 1, 7, 13, 20, 30, 3, 41 };
		System.out.println("# seed length hex (one stream per seed, lengths in order)");
		for (long seed : SEEDS) {
			SecureRandom r = generator(seed);
			for (int len : lengths) {
				byte[] b = new byte[len];
				r.nextBytes(b);
				StringBuilder s = new StringBuilder(seed + " " + len + " ");
				for (byte x : b)
					s.append(String.format("%02x", x & 0xff));
				System.out.println(s);
			}
		}
	}

	static void setups() throws Exception {
		long[] big = { -1, Long.MIN_VALUE, Long.MAX_VALUE, 123456789012345L, -42 };
		int[][] params = { { 0, 0 }, { 9, 0 }, { 0, 5 }, { 8, 4 }, { 11, 9 } };
		System.out.println("# seed nparam cparam N C (r c colour)x3 first-20-colours");
		for (long seed = 1; seed <= 20; seed++)
			setup(seed, 0, 0);
		for (long seed : big)
			setup(seed, 0, 0);
		for (long seed : new long[] { 1, 2, 3, 7, -1 })
			for (int[] p : params)
				if (p[0] != 0 || p[1] != 0)
					setup(seed, p[0], p[1]);
	}

	static void setup(long seed, int np, int cp) throws Exception {
		Game g = new Game(seed, np, cp);
		StringBuilder s = new StringBuilder();
		s.append(seed).append(' ').append(np).append(' ').append(cp);
		s.append(' ').append(g.n).append(' ').append(g.c);
		for (int i = 0; i < 3; i++)
			s.append(' ').append(g.startR[i]).append(' ')
			    .append(g.startC[i]).append(' ').append(g.startColour[i]);
		for (int i = 0; i < 20; i++)
			s.append(' ').append(g.list[i]);
		System.out.println(s);
	}

	/*
	 * Whole games: "game seed nparam cparam N C player", then one line a move
	 * "r1 c1 r2 c2 score balls hash", then "end score moves" and the grid.
	 * Player 0 moves at random; player 1 takes the first best-scoring move
	 * and otherwise a random one.  Both draw from java.util.Random(seed).
	 */
	static void games() throws Exception {
		long[][] plays = {
			{ 1, 0, 0, 0 }, { 2, 0, 0, 0 }, { 3, 0, 0, 1 }, { 4, 0, 0, 0 },
			{ 5, 0, 0, 1 }, { 6, 0, 0, 0 }, { 7, 9, 0, 1 }, { 8, 0, 0, 0 },
			{ 9, 7, 3, 1 }, { -5, 0, 0, 0 }, { 11, 11, 3, 1 },
			{ Long.MIN_VALUE, 0, 0, 0 },
		};
		for (long[] p : plays)
			game(p[0], (int)p[1], (int)p[2], (int)p[3]);
	}

	static void game(long seed, int np, int cp, int player) throws Exception {
		Game g = new Game(seed, np, cp);
		Random pick = new Random(seed);
		System.out.println("game " + seed + " " + np + " " + cp + " " + g.n
		    + " " + g.c + " " + player);
		while (!g.over) {
			int[] m = player == 0 ? g.randomMove(pick) : g.scoringMove(pick);
			int s = g.play(m);
			System.out.println(m[0] + " " + m[1] + " " + m[2] + " " + m[3]
			    + " " + s + " " + g.balls + " " + g.hash());
		}
		System.out.println("end " + g.score + " " + g.moves);
		for (int r = 0; r < g.n; r++) {
			StringBuilder s = new StringBuilder();
			for (int c = 0; c < g.n; c++)
				s.append(g.grid[r][c]);
			System.out.println(s);
		}
	}

	/* The tester's game, from the rules alone. */
	static class Game {
		int n, c, balls, next, moves;
		long score;
		boolean over;
		int[][] grid;
		int[] list = new int[LIST];
		int[] startR = new int[3], startC = new int[3], startColour = new int[3];
		SecureRandom r;

		Game(long seed, int np, int cp) throws Exception {
			r = generator(seed);
			n = draw(7, 11);
			c = draw(3, 9);
			if (seed == 1) {
				n = 7;
				c = 3;
			} else if (seed == 2) {
				n = 11;
				c = 9;
			}
			if (np != 0)
				n = np;
			if (cp != 0)
				c = cp;
			grid = new int[n][n];
			for (int i = 0; i < 3; i++) {
				int rr, cc;
				do {
					rr = draw(0, n - 1);
					cc = draw(0, n - 1);
				} while (grid[rr][cc] != 0);
				grid[rr][cc] = draw(1, c);
				startR[i] = rr;
				startC[i] = cc;
				startColour[i] = grid[rr][cc];
				balls++;
			}
			for (int i = 0; i < LIST; i++)
				list[i] = draw(1, c);
		}

		int draw(int lo, int hi) {
			return r.nextInt(hi - lo + 1) + lo;
		}

		void add(int k) {
			for (int i = 0; i < k; i++) {
				if (balls == n * n || next == LIST)
					return;
				int rr, cc;
				do {
					rr = draw(0, n - 1);
					cc = draw(0, n - 1);
				} while (grid[rr][cc] != 0);
				grid[rr][cc] = list[next++];
				balls++;
			}
		}

		/* Remove every run of 5 or more in the four directions at once. */
		int removeLines() {
			boolean[][] gone = new boolean[n][n];
			int[][] dirs = { { 0, 1 }, { 1, 0 }, { 1, 1 }, { 1, -1 } };
			for (int rr = 0; rr < n; rr++)
				for (int cc = 0; cc < n; cc++) {
					int col = grid[rr][cc];
					if (col == 0)
						continue;
					for (int[] d : dirs) {
						int pr = rr - d[0], pc = cc - d[1];
						if (in(pr, pc) && grid[pr][pc] == col)
							continue;	/* not the start of the run */
						int len = 0;
						while (in(rr + len * d[0], cc + len * d[1])
						    && grid[rr + len * d[0]][cc + len * d[1]] == col)
							len++;
						if (len >= 5)
							for (int k = 0; k < len; k++)
								gone[rr + k * d[0]][cc + k * d[1]] = true;
					}
				}
			int count = 0;
			for (int rr = 0; rr < n; rr++)
				for (int cc = 0; cc < n; cc++)
					if (gone[rr][cc]) {
						grid[rr][cc] = 0;
						count++;
					}
			balls -= count;
			return count;
		}

		static int points(int k) {
			return k == 0 ? 0 : k * k - 7 * k + 20;
		}

		boolean in(int rr, int cc) {
			return rr >= 0 && cc >= 0 && rr < n && cc < n;
		}

		boolean[][] reach(int r1, int c1) {
			boolean[][] seen = new boolean[n][n];
			ArrayList<int[]> todo = new ArrayList<>();
			todo.add(new int[] { r1, c1 });
			int[][] steps = { { 0, 1 }, { 1, 0 }, { 0, -1 }, { -1, 0 } };
			while (!todo.isEmpty()) {
				int[] p = todo.remove(todo.size() - 1);
				for (int[] d : steps) {
					int rr = p[0] + d[0], cc = p[1] + d[1];
					if (in(rr, cc) && grid[rr][cc] == 0 && !seen[rr][cc]) {
						seen[rr][cc] = true;
						todo.add(new int[] { rr, cc });
					}
				}
			}
			return seen;
		}

		boolean legal(int[] m) {
			if (!in(m[0], m[1]) || !in(m[2], m[3]))
				return false;
			if (grid[m[0]][m[1]] == 0 || grid[m[2]][m[3]] != 0)
				return false;
			return reach(m[0], m[1])[m[2]][m[3]];
		}

		/* Play a move as the tester does; returns its score. */
		int play(int[] m) {
			if (over || !legal(m)) {
				score = -1;
				over = true;
				return -1;
			}
			grid[m[2]][m[3]] = grid[m[0]][m[1]];
			grid[m[0]][m[1]] = 0;
			int k = removeLines();
			int s = points(k);
			if (k == 0 || balls == 0) {
				add(3);
				s += points(removeLines());
				if (balls == 0)
					add(3);
			}
			moves++;
			score += s;
			if (balls == n * n || moves == MAX_MOVES)
				over = true;
			return s;
		}

		List<int[]> legalMoves() {
			List<int[]> all = new ArrayList<>();
			for (int r1 = 0; r1 < n; r1++)
				for (int c1 = 0; c1 < n; c1++) {
					if (grid[r1][c1] == 0)
						continue;
					boolean[][] seen = reach(r1, c1);
					for (int r2 = 0; r2 < n; r2++)
						for (int c2 = 0; c2 < n; c2++)
							if (seen[r2][c2])
								all.add(new int[] { r1, c1, r2, c2 });
				}
			return all;
		}

		int[] randomMove(Random pick) {
			List<int[]> all = legalMoves();
			return all.get(pick.nextInt(all.size()));
		}

		/* The first move that removes the most balls, else a random one. */
		int[] scoringMove(Random pick) {
			List<int[]> all = legalMoves();
			int[] best = null;
			int most = 0;
			for (int[] m : all) {
				int[][] saved = new int[n][];
				for (int i = 0; i < n; i++)
					saved[i] = grid[i].clone();
				int savedBalls = balls;
				grid[m[2]][m[3]] = grid[m[0]][m[1]];
				grid[m[0]][m[1]] = 0;
				int k = removeLines();
				grid = saved;
				balls = savedBalls;
				if (k > most) {
					most = k;
					best = m;
				}
			}
			return best != null ? best : all.get(pick.nextInt(all.size()));
		}

		long hash() {
			long h = 0;
			for (int[] row : grid)
				for (int v : row)
					h = (h * 131 + v) % 1000000007L;
			return h;
		}
	}
}
