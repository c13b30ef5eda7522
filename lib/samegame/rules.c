#include <string.h>

#include "samegame/rules.h"

static const char *const rule_names[] = {
	[SG_RULES_STD] = "std",
	[SG_RULES_TILES] = "tiles",
	[SG_RULES_PENALTY] = "penalty",
};

int
sg_rules_parse(const char *name, enum sg_rules *rules, struct sg_error *err)
{
	size_t i;

	for (i = 0; i < sizeof(rule_names) / sizeof(rule_names[0]); i++) {
		if (strcmp(name, rule_names[i]) == 0) {
			*rules = (enum sg_rules)i;
			return 0;
		}
	}
	return sg_fail(err, "unknown rules '%s' (expected std, tiles or "
	    "penalty)", name);
}

const char *
sg_rules_name(enum sg_rules rules)
{
	return rule_names[rules];
}

long
sg_final_score(enum sg_rules rules, const struct sg_board *b, long moves_score)
{
	if (sg_has_move(b))
		return moves_score;
	return moves_score + sg_end_score(rules, b->tiles);
}
