#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

#include "core/writer.h"
#include "samegame/field.h"
#include "samegame/game.h"
#include "unit.h"

static struct sg_record rec;
static struct sg_error err;
static char path[] = "/tmp/sg-test-writer.XXXXXX";
static char got[1 << 22];

/* A fresh temporary file for writing; the test reads it back by path. */
static int
temp_fd(void)
{
	int fd;

	strcpy(path, "/tmp/sg-test-writer.XXXXXX");
	fd = mkstemp(path);
	ck_assert_int_ge(fd, 0);
	return fd;
}

/* The bytes in the temporary file now; their count. */
static size_t
file_bytes(void)
{
	int fd = open(path, O_RDONLY);
	ssize_t n;

	ck_assert_int_ge(fd, 0);
	n = read(fd, got, sizeof(got) - 1);
	ck_assert_int_ge((int)n, 0);
	got[n] = '\0';
	close(fd);
	return (size_t)n;
}

/* Inflate what the temporary file holds now (a stream may be unfinished). */
static const char *
file_text_gz(void)
{
	static char text[1 << 22];
	size_t n = file_bytes();
	z_stream z;

	memset(&z, 0, sizeof(z));
	ck_assert_int_eq(inflateInit2(&z, 16 + MAX_WBITS), Z_OK);
	z.next_in = (unsigned char *)got;
	z.avail_in = (uInt)n;
	z.next_out = (unsigned char *)text;
	z.avail_out = sizeof(text) - 1;
	ck_assert_int_ge(inflate(&z, Z_SYNC_FLUSH), Z_OK);
	text[sizeof(text) - 1 - z.avail_out] = '\0';
	inflateEnd(&z);
	return text;
}

static void
set_game(const char *name, long score)
{
	static const struct sgm_move m[] = { { 0, 0 }, { 3, 1 } };
	struct sgm_board b;
	struct sg_error e;

	ck_assert_int_eq(sgm_board_parse("0.../01.2/1122", &b, &e), 0);
	sgm_record_set_board(&rec, &b);
	sgm_record_set_moves(&rec, m, 2);
	snprintf(rec.name, sizeof(rec.name), "%s", name);
	rec.kind = SG_REC_GAME;
	rec.has_score = 1;
	rec.score = score;
}

START_TEST(plain)
{
	struct sg_writer *w = sg_writer_open(temp_fd(), 0, &err);

	ck_assert_ptr_nonnull(w);
	set_game("a", -5);
	ck_assert_int_eq(sg_writer_write(w, "# head\n", 7, &err), 0);
	ck_assert_int_eq(sg_writer_record(w, &rec, &err), 0);
	ck_assert_int_eq(file_bytes(), 0);	/* buffered */
	ck_assert_int_eq(sg_writer_flush(w, &err), 0);
	file_bytes();
	ck_assert_str_eq(got, "# head\na 0.../01.2/1122 -5 0,0 3,1\n");
	rec.kind = SG_REC_MOVES;
	rec.has_score = 0;
	ck_assert_int_eq(sg_writer_record(w, &rec, &err), 0);
	rec.kind = SG_REC_COMMENT;
	rec.text = "";
	ck_assert_int_eq(sg_writer_record(w, &rec, &err), 0);
	ck_assert_int_eq(sg_writer_close(w, &err), 0);
	file_bytes();
	ck_assert_str_eq(got, "# head\na 0.../01.2/1122 -5 0,0 3,1\n"
	    "a - - 0,0 3,1\n\n");
	unlink(path);
}
END_TEST

/* Enough records to drain the buffer many times, and a write larger than it. */
START_TEST(plain_large)
{
	static char want[1 << 22], big[300000];
	struct sg_writer *w = sg_writer_open(temp_fd(), 0, &err);
	char name[32], *p = want;
	int i;

	for (i = 0; i < 20000; i++) {
		snprintf(name, sizeof(name), "g%d", i);
		set_game(name, i);
		ck_assert_int_eq(sg_writer_record(w, &rec, &err), 0);
		p += sprintf(p, "g%d 0.../01.2/1122 %d 0,0 3,1\n", i, i);
	}
	memset(big, 'x', sizeof(big));
	big[sizeof(big) - 1] = '\n';
	ck_assert_int_eq(sg_writer_write(w, big, sizeof(big), &err), 0);
	memcpy(p, big, sizeof(big));
	p[sizeof(big)] = '\0';
	ck_assert_int_eq(sg_writer_write(w, "end\n", 4, &err), 0);
	strcat(p, "end\n");
	ck_assert_int_eq(sg_writer_close(w, &err), 0);
	ck_assert_int_eq(file_bytes(), strlen(want));
	ck_assert(strcmp(got, want) == 0);
	unlink(path);
}
END_TEST

START_TEST(gzip)
{
	struct sg_writer *w = sg_writer_open(temp_fd(), 1, &err);
	char name[32];
	int i;

	ck_assert_ptr_nonnull(w);
	set_game("a", 7);
	ck_assert_int_eq(sg_writer_record(w, &rec, &err), 0);
	ck_assert_int_eq(sg_writer_flush(w, &err), 0);
	/* after a flush, a reader of the unfinished stream has the record */
	ck_assert_str_eq(file_text_gz(), "a 0.../01.2/1122 7 0,0 3,1\n");
	for (i = 0; i < 20000; i++) {
		snprintf(name, sizeof(name), "g%d", i);
		set_game(name, i);
		ck_assert_int_eq(sg_writer_record(w, &rec, &err), 0);
	}
	ck_assert_int_eq(sg_writer_close(w, &err), 0);
	ck_assert_int_eq(got[0], 0x1f);
	ck_assert_ptr_nonnull(strstr(file_text_gz(),
	    "\ng19999 0.../01.2/1122 19999 0,0 3,1\n"));
	unlink(path);
}
END_TEST

/* A gzip output with nothing in it is still a whole gzip stream. */
START_TEST(gzip_empty)
{
	struct sg_writer *w = sg_writer_open(temp_fd(), 1, &err);
	char buf[16];
	gzFile gz;

	ck_assert_int_eq(sg_writer_close(w, &err), 0);
	ck_assert_int_gt(file_bytes(), 0);
	gz = gzopen(path, "rb");
	ck_assert_int_eq(gzread(gz, buf, sizeof(buf)), 0);
	ck_assert_int_eq(gzdirect(gz), 0);
	ck_assert_int_eq(gzclose(gz), Z_OK);
	unlink(path);
}
END_TEST

/* Write errors are returned, with strerror, and stick. */
static void
write_fails(int gzip, int fd, const char *why)
{
	struct sg_writer *w = sg_writer_open(fd, gzip, &err);
	int i, ret = 0;

	ck_assert_ptr_nonnull(w);
	set_game("a", 1);
	for (i = 0; i < 100000 && ret == 0; i++)
		ret = sg_writer_record(w, &rec, &err);
	if (ret == 0)
		ret = sg_writer_flush(w, &err);
	ck_assert_int_eq(ret, -1);
	ck_assert_ptr_nonnull(strstr(err.msg, "write error: "));
	ck_assert_ptr_nonnull(strstr(err.msg, why));
	ck_assert_int_eq(sg_writer_record(w, &rec, &err), -1);
	ck_assert_int_eq(sg_writer_write(w, "x", 1, &err), -1);
	ck_assert_int_eq(sg_writer_flush(w, &err), -1);
	ck_assert_int_eq(sg_writer_close(w, &err), -1);
	ck_assert_ptr_nonnull(strstr(err.msg, why));
}

START_TEST(full_disk)
{
	int fd;

	if ((fd = open("/dev/full", O_WRONLY)) < 0)
		return;	/* skip: this system has no /dev/full */
	write_fails(0, fd, "No space left on device");
	write_fails(1, open("/dev/full", O_WRONLY), "No space left on device");
}
END_TEST

/* Only the flush at close meets the full disk: close reports it. */
START_TEST(full_disk_at_close)
{
	struct sg_writer *w;
	int gzip;

	for (gzip = 0; gzip < 2; gzip++) {
		if (!(w = sg_writer_open(open("/dev/full", O_WRONLY), gzip, &err)))
			return;	/* skip: this system has no /dev/full */
		set_game("a", 1);
		ck_assert_int_eq(sg_writer_record(w, &rec, &err), 0);
		ck_assert_int_eq(sg_writer_close(w, &err), -1);
		ck_assert_ptr_nonnull(strstr(err.msg, "No space left on device"));
	}
}
END_TEST

/* With SIGPIPE ignored (as the suite does), a closed pipe is EPIPE. */
START_TEST(closed_pipe)
{
	int p[2], gzip;

	for (gzip = 0; gzip < 2; gzip++) {
		ck_assert_int_eq(pipe(p), 0);
		close(p[0]);
		write_fails(gzip, p[1], "Broken pipe");
	}
}
END_TEST

/* The writer leaves SIGPIPE alone: by default it ends the process. */
START_TEST(sigpipe_kills)
{
	struct sg_writer *w;
	int p[2];

	signal(SIGPIPE, SIG_DFL);
	ck_assert_int_eq(pipe(p), 0);
	close(p[0]);
	w = sg_writer_open(p[1], 0, &err);
	sg_writer_write(w, "x\n", 2, &err);
	sg_writer_flush(w, &err);
}
END_TEST

Suite *
suite(void)
{
	Suite *s = suite_create("writer");
	TCase *tc = tcase_create("writer");

	signal(SIGPIPE, SIG_IGN);
	tcase_set_timeout(tc, 20);
	tcase_add_test(tc, plain);
	tcase_add_test(tc, plain_large);
	tcase_add_test(tc, gzip);
	tcase_add_test(tc, gzip_empty);
	tcase_add_test(tc, full_disk);
	tcase_add_test(tc, full_disk_at_close);
	tcase_add_test(tc, closed_pipe);
	tcase_add_test_raise_signal(tc, sigpipe_kills, SIGPIPE);
	suite_add_tcase(s, tc);
	return s;
}
