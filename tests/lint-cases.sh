#!/bin/sh
# Tests that cannot fail: checks whose failure nothing notices.  A shell
# case (tests/cmd/*/*.sh) passes on its exit status, so a check counts only
# when its failure ends the case: under set -e, or on the case's last line,
# or guarded by "|| exit 1".  This lint fails
#   - a check ([, test, grep, cmp, diff) in a case without set -e, other
#     than the case's last command, whose failure nothing catches;
#   - checks joined by && (with no ||, nor exit, continue or the like at
#     the end): set -e ignores the failure of all but the last command of
#     an && list (a check joined to a command that is no check, as in
#     test -f a && rm a, is that command's condition, and passes);
#   - a command negated by ! other than the last, unguarded: set -e ignores
#     its failure too;
#   - a negated grep (! grep, grep ... && exit, if grep) of a file that no
#     earlier line shows exists (a redirection made it, or [ -s FILE ]):
#     grep's status 2 for a missing file reads as "not found", a pass;
# and in a Check suite (tests/unit/test_*.c)
#   - a return in a test before its first check, unless the line says why
#     the test is skipped (a comment with "skip"): such a test passes
#     having checked nothing.
#
# Its own cases, files it must flag and files it must pass, are in
# tests/lint/ (tests/lint/run.sh).
#
# Usage: sh tests/lint-cases.sh [case.sh|test_x.c ...]
set -u
LC_ALL=C
export LC_ALL
if [ $# -eq 0 ]; then
	cd "$(dirname "$0")/.." || exit 2
	set -- tests/cmd/*/*.sh tests/unit/test_*.c
fi

cases=
suites=
for f in "$@"; do
	case $f in
	*.sh) cases="$cases $f" ;;
	*.c) suites="$suites $f" ;;
	*) echo "lint-cases: not a case or a suite: '$f'" >&2; exit 2 ;;
	esac
done

# The shell cases: quoted text is masked (so that an awk program's && or #
# is no shell operator), comments and here-documents dropped, continued
# lines joined; then each logical line is cut at ; into commands.
shell_lint() {
	awk '
	function reset() {
		file = FILENAME; outf = FILENAME; sub(/\.sh$/, ".out", outf)
		hasout = 0; if ((getline junk < outf) >= 0) hasout = 1; close(outf)
		q = 0; buf = ""; ncmd = 0; sete = 0; infunc = 0; heredoc = ""
		split("", made); split("", flags); split("", line); split("", kind)
	}
	function flag(i, why) {
		flags[i] = flags[i] file ":" line[i] ": " why "\n"
	}
	function trim(s) {
		sub(/^[ \t]+/, "", s); sub(/[ \t]+$/, "", s); return s
	}
	# Mask one physical line, minding the quotes open at its start (q).
	function mask(s,   i, c, n, out) {
		out = ""; n = length(s)
		for (i = 1; i <= n; i++) {
			c = substr(s, i, 1)
			if (q == 1) {
				if (c == "\047") q = 0
				out = out (c == "\047" ? c : "_"); continue
			}
			if (q == 2) {
				if (c == "\\") { out = out "__"; i++; continue }
				if (c == "\"") q = 0
				out = out (c ~ /[ \t&|;#<>()\047`]/ ? "_" : c); continue
			}
			if (c == "\\") {
				if (i == n) return out " \\"
				out = out "__"; i++; continue
			}
			if (c == "\047") q = 1
			else if (c == "\"") q = 2
			else if (c == "#" && (i == 1 || substr(s, i - 1, 1) ~ /[ \t;]/)) break
			out = out c
		}
		return out
	}
	# The files the shell creates by redirection, and those [ -s ] tests.
	function note_made(s,   t) {
		while (match(s, /(>>?|&>) *[^ ;&|()<>]+/)) {
			t = substr(s, RSTART, RLENGTH); sub(/^[&>]+ */, "", t)
			made[t] = 1; s = substr(s, RSTART + RLENGTH)
		}
		while (match(s, /-[sfer] +[^ ;&|()<>\]]+/)) {
			t = substr(s, RSTART + 2, RLENGTH - 2); made[trim(t)] = 1
			s = substr(s, RSTART + RLENGTH)
		}
	}
	# A command run for its status: [ or test, or grep, cmp or diff when
	# what it prints is not compared (silenced, or the case has no .out and
	# nothing reads it from a pipe).
	function is_check(e) {
		sub(/^! +/, "", e)
		if (e ~ /^(\[|test)( |$)/) return 1
		if (e !~ /^(grep|cmp|diff)( |$)/) return 0
		if (e ~ /^grep .*-[A-Za-z]*q|^cmp .*-s|^diff .*-q|>\/dev\/null/)
			return 1
		return !hasout && e !~ /[^|]\|[^|]/
	}
	# What ends the case or skips on: the commands before it are its
	# conditions, not checks.
	function ends_case(e) {
		return e ~ /^(exit|return|continue|break|\{)( |$)/
	}
	# A negated grep: its files must be known to exist.
	function grep_files(i, e,   n, w, k, p, pat, parts) {
		n = split(e, parts, /\|/); e = parts[n]
		sub(/^ *! */, "", e)
		n = split(e, w, /[ \t]+/)
		if (w[1] != "grep") return
		pat = 0
		for (k = 2; k <= n; k++) {
			p = w[k]
			if (p ~ /^</) { p = substr(p, 2); if (p == "") p = w[++k] }
			else if (p ~ /^-/ && !pat) continue
			else if (!pat) { pat = 1; continue }
			if (p != "" && !(p in made))
				flag(i, "a negated grep of " p ", which no earlier " \
				    "line shows exists (a missing file passes): " \
				    "test [ -s " p " ] first")
		}
	}
	# One command: an and-or list, maybe after a keyword.  A function body
	# is skipped (its checks are its return value).
	function command(s,   e, n, k, els, ops, cond, guarded, neg, last) {
		s = trim(s)
		while (s ~ /^(then|do|else|\{|\()( |$)/)
			s = trim(substr(s, index(s " ", " ")))
		if (s == "") return
		if (infunc) { if (s ~ /^\}/) infunc = 0; return }
		if (s ~ /^[A-Za-z_][A-Za-z0-9_]*\(\)/) {
			infunc = s !~ /\}$/ && index(s, "{"); return
		}
		line[++ncmd] = lineno; kind[ncmd] = ""
		if (s ~ /^(fi|done|esac|\}|\))/) return
		if (s ~ /^set +-[a-z]*e/) sete = 1
		cond = 0
		if (s ~ /^(if|elif) /) cond = 1
		else if (s ~ /^(while|until) /) cond = 2
		if (cond) s = trim(substr(s, index(s, " ")))
		# Split the and-or list into elements and operators.
		n = 0; e = s
		while (match(e, /&&|\|\|/)) {
			els[++n] = trim(substr(e, 1, RSTART - 1)); ops[n] = substr(e, RSTART, 2)
			e = substr(e, RSTART + 2)
		}
		els[++n] = trim(e); ops[n] = ""
		last = els[n]
		guarded = 0
		for (k = 1; k < n; k++) if (ops[k] == "||") guarded = 1
		if (guarded && is_check(last)) guarded = 0
		if (ends_case(last) && n > 1) guarded = 1
		neg = els[1] ~ /^! /
		# Negated greps.
		for (k = 1; k <= n; k++)
			if (els[k] ~ /^! */ && !(k > 1 && ops[k - 1] == "||") ||
			    k < n && ops[k] == "&&" && ends_case(last) ||
			    k == 1 && cond == 1 && !neg)
				grep_files(ncmd, els[k])
		note_made(s)
		if (cond) return
		if (n > 1 && !guarded && is_check(last)) {
			for (k = 1; k < n; k++)
				if (ops[k] == "&&" && is_check(els[k])) {
					flag(ncmd, "checks joined by &&: set -e " \
					    "ignores the failure of all but the " \
					    "last; give each its own line")
					break
				}
		}
		if (!guarded && is_check(els[1])) kind[ncmd] = "check"
		if (!guarded && neg && n == 1) kind[ncmd] = "negated"
	}
	function logical(s,   n, k, parts, d) {
		if (match(s, /<<-? *[^ ;&|<>]+/)) {
			d = substr(s, RSTART, RLENGTH); sub(/^<<-? */, "", d)
			gsub(/[\047"\\]/, "", d); heredoc = d
		}
		n = split(s, parts, /;/)
		for (k = 1; k <= n; k++) command(parts[k])
	}
	FNR == 1 {
		if (NR > 1) finish()
		reset()
	}
	{
		if (heredoc != "") {
			t = $0; sub(/^\t+/, "", t)
			if (t == heredoc) heredoc = ""
			next
		}
		if (buf == "") lineno = FNR
		m = mask($0)
		if (q) { buf = buf m "_"; next }
		if (m ~ / \\$/) { buf = buf substr(m, 1, length(m) - 1); next }
		if (m ~ /(\||&&)[ \t]*$/) { buf = buf m " "; next }
		buf = buf m
		logical(buf)
		buf = ""
	}
	function finish(   i) {
		for (i = 1; i <= ncmd; i++) {
			if (kind[i] == "check" && !sete && i < ncmd)
				flag(i, "a check in a case without set -e: its " \
				    "failure is dropped (add set -e, or || exit 1)")
			if (kind[i] == "negated" && i < ncmd)
				flag(i, "a command negated by ! whose failure " \
				    "set -e ignores (end it with || exit 1)")
			printf "%s", flags[i]
		}
	}
	END { if (NR > 0) finish() }
	' "$@"
}

# The Check suites: a return between START_TEST and the test's first ck_
# call, on a line that does not say it skips.
suite_lint() {
	awk '
	FNR == 1 { intest = 0 }
	/^START_TEST/ { intest = 1; checked = 0; next }
	/^END_TEST/ { intest = 0; next }
	intest && /ck_/ { checked = 1 }
	intest && !checked && /(^|[^A-Za-z_])return[ ;]/ && !/skip/ {
		printf "%s:%d: a return before the test checks anything " \
		    "(check, or say why it skips in a comment on the line)\n",
		    FILENAME, FNR
	}
	' "$@"
}

# An awk that fails must fail the lint, not pass it with nothing found.
out=
sout=
# shellcheck disable=SC2086
[ -z "$cases" ] || out=$(shell_lint $cases) || exit 2
# shellcheck disable=SC2086
[ -z "$suites" ] || sout=$(suite_lint $suites) || exit 2
out="$out${out:+
}$sout"
out=$(printf '%s\n' "$out" | sed '/^$/d')
nfiles=$#
bad=0
[ -z "$out" ] ||
    bad=$(printf '%s\n' "$out" | sed 's/:[0-9]*: .*//' | sort -u | wc -l)
if [ "$bad" -gt 0 ]; then
	printf '%s\n' "$out"
	echo "case lint: $((nfiles - bad)) passed, $bad failed"
	exit 1
fi
echo "case lint: $nfiles passed, 0 failed"
