/*
 * The library as the browser page calls it, through the WebAssembly
 * module's exports: one game in hand (a record's board and the moves
 * played), text in and out through one buffer.  Every rule is the
 * library's; the page only draws and asks.  Built natively too, so that
 * tests/wasm compares the module with the native build call for call.
 */
#ifndef SGW_API_H
#define SGW_API_H

#define SGW_BUF	65536		/* bytes of the buffer, NUL included */

#ifdef __wasm__
#define SGW_EXPORT(name)	__attribute__((export_name(#name)))
#else
#define SGW_EXPORT(name)
#endif

/* The buffer every call reads its text from and writes its answer to. */
SGW_EXPORT(sgw_buf) char *sgw_buf(void);

/*
 * Each call below returns 0, or -1 with the message in the buffer; the
 * answers are one line of JSON in the buffer unless said otherwise.
 */

/* Make the record line in the buffer (a board or a game) the game in hand. */
SGW_EXPORT(sgw_load) int sgw_load(void);
/* A new SameGame board of sg-gen's: w x h, colours, seed. */
SGW_EXPORT(sgw_new_samegame) int sgw_new_samegame(int w, int h, int colors,
    double seed);
/* A new Lines game of TopCoder's tester: seed, n and colours (0: drawn). */
SGW_EXPORT(sgw_new_lines) int sgw_new_lines(double seed, int n, int colors);
/* The game in hand as an sg(5) record line, with its score. */
SGW_EXPORT(sgw_record) int sgw_record(void);
/* The position reached: board, score, moves, whether over, next colours. */
SGW_EXPORT(sgw_state) int sgw_state(void);
/* Play the move token in the buffer; its token and what it paid. */
SGW_EXPORT(sgw_play) int sgw_play(void);
/* What the move token in the buffer would pay, without playing it. */
SGW_EXPORT(sgw_preview) int sgw_preview(void);
/* Keep the first n moves played (undo). */
SGW_EXPORT(sgw_keep) int sgw_keep(int n);
/* SameGame: the token and cells of the group at (x, y), and its pay. */
SGW_EXPORT(sgw_group) int sgw_group(int x, int y);
/* Lines: the cells the ball at (r, c) can reach. */
SGW_EXPORT(sgw_reach) int sgw_reach(int r, int c);
/*
 * The solver from the position reached, the algorithm (SameGame) or player
 * (Lines) named in the buffer ("" for auto), within seconds and nodes (0:
 * none): whole 0 for a hint (Lines: one move), 1 for its game to the end.
 * The answer: its moves as tokens, the final score, the nodes spent.
 */
SGW_EXPORT(sgw_solve) int sgw_solve(double seconds, double nodes,
    double seed, int whole);

#endif
