/* Shared by the Check suites: each test file defines suite() and gets main. */
#ifndef SG_UNIT_H
#define SG_UNIT_H

#include <check.h>
#include <stdio.h>
#include <stdlib.h>

Suite *suite(void);

/*
 * Open name under the tests' data (tests/data, or $SG_TEST_DATA), or fail
 * the test.
 */
static inline FILE *
unit_data(const char *name)
{
	const char *dir = getenv("SG_TEST_DATA");
	char path[1024];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", dir ? dir : "tests/data", name);
	f = fopen(path, "r");
	ck_assert_msg(f != NULL, "cannot open '%s'", path);
	return f;
}

int
main(void)
{
	SRunner *sr = srunner_create(suite());
	int failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}

#endif
