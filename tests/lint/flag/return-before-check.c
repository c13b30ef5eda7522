/* A test that returns before it checks anything passes having checked
 * nothing. */
START_TEST(returns_early)
{
	if (getenv("HOME") == NULL)
		return;
	ck_assert_int_eq(1, 1);
}
END_TEST
