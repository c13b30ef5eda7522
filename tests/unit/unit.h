/* Shared by the Check suites: each test file defines suite() and gets main. */
#ifndef SG_UNIT_H
#define SG_UNIT_H

#include <check.h>
#include <stdlib.h>

Suite *suite(void);

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
