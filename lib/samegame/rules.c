#include <string.h>

#include "samegame/rules.h"

static const char *const rule_names[] = {
	[SGM_RULES_STD] = "std",
	[SGM_RULES_TILES] = "tiles",
	[SGM_RULES_PENALTY] = "penalty",
};

int
sgm_rules_parse(const char *name, enum sgm_rules *rules, struct sg_error *err)
{
	size_t i;

	for (i = 0; i < sizeof(rule_names) / sizeof(rule_names[0]); i++) {
		if (strcmp(name, rule_names[i]) == 0) {
			*rules = (enum sgm_rules)i;
			return 0;
		}
	}
	return sg_fail(err, "unknown rules '%s' (expected std, tiles or "
	    "penalty)", name);
}

const char *
sgm_rules_name(enum sgm_rules rules)
{
	return rule_names[rules];
}

long
sgm_final_score(enum sgm_rules rules, const struct sgm_board *b,
    long moves_score)
{
	if (sgm_has_move(b))
		return moves_score;
	return moves_score + sgm_end_score(rules, b->tiles);
}
