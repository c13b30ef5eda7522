# sg - the SameGame toolkit
# GNU make: wildcard and pattern rules build every file found in lib/ and cmd/

include config.mk

# B is the build directory; "make check" builds once more in build/san with
# AddressSanitizer and UndefinedBehaviorSanitizer.
B = build

CMDS = sg-gen sg-solve sg-apply sg-verify sg-show sg-play sg-judge
MAN1 = $(CMDS:=.1)
MAN5 = sg.5

LIBDIRS = lib lib/core lib/samegame lib/samegame/search lib/lines lib/lines/play \
    lib/lines/learn
LIBSRC = $(foreach d,$(LIBDIRS),$(wildcard $(d)/*.c))
LIBHDR = $(foreach d,$(LIBDIRS),$(wildcard $(d)/*.h))
LIBOBJ = $(LIBSRC:%.c=$(B)/%.o)
CMDCOMMON = $(wildcard cmd/util/*.c)
CMDHDR = $(wildcard cmd/util/*.h cmd/*/*.h)
CMDCOMMONOBJ = $(CMDCOMMON:%.c=$(B)/%.o)
UNITSRC = $(wildcard tests/unit/test_*.c)
UNITBIN = $(UNITSRC:tests/unit/%.c=$(B)/tests/%)
BINS = $(CMDS:%=$(B)/bin/%)

CHECK_CFLAGS = $$(pkg-config --cflags check)
CHECK_LIBS = $$(pkg-config --libs check)

SANFLAGS = -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all

all: $(BINS)

# Flags are set in config.mk and here (check adds some): objects follow both.
$(B)/lib/%.o: lib/%.c $(LIBHDR) config.mk Makefile
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) -Ilib $(CFLAGS) -c -o $@ $<

$(B)/cmd/%.o: cmd/%.c $(LIBHDR) $(CMDHDR) config.mk Makefile
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) -Ilib -Icmd/util $(CFLAGS) -c -o $@ $<

$(B)/libsg.a: $(LIBOBJ)
	rm -f $@
	ar rcs $@ $(LIBOBJ)

$(B)/bin/%: $(B)/cmd/%.o $(CMDCOMMONOBJ) $(B)/libsg.a
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $< $(CMDCOMMONOBJ) $(B)/libsg.a $(LDLIBS)

# Commands kept in a folder of their own (cmd/NAME/main.c and the rest of
# cmd/NAME/*.c) link every object of their folder.
DIRCMDS = $(patsubst cmd/%/main.c,%,$(wildcard cmd/*/main.c))
$(foreach c,$(DIRCMDS),$(eval $(B)/bin/$(c): \
    $(patsubst %.c,$(B)/%.o,$(wildcard cmd/$(c)/*.c))))

$(DIRCMDS:%=$(B)/bin/%): $(CMDCOMMONOBJ) $(B)/libsg.a
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(filter %.o,$^) $(B)/libsg.a $(LDLIBS)

# sg-play draws with ncurses.
$(B)/bin/sg-play: LDLIBS += $$(pkg-config --libs ncursesw)

$(B)/tests/%: tests/unit/%.c tests/unit/unit.h tests/unit/lines_unit.h tests/unit/samegame_unit.h $(B)/libsg.a
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) -Ilib $(CFLAGS) $(CHECK_CFLAGS) -o $@ $< $(B)/libsg.a $(CHECK_LIBS) $(LDLIBS)

# The Lines rules engine's speed, for make bench-lines.
$(B)/tests/lines-rate: tests/bench/lines-rate.c $(LIBHDR) $(B)/libsg.a
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) -Ilib $(CFLAGS) $(LDFLAGS) -o $@ $< $(B)/libsg.a $(LDLIBS)

# The trainer of the learned Lines value (tools/train-lines): make
# train-lines trains TRAIN_MINUTES on TRAIN_JOBS cores from the seeds
# 10,000,000 up, resuming from TRAIN_OUT when it is there, with a line of
# progress every TRAIN_CHECK seconds in TRAIN_OUT.progress.  TRAIN_OUT is
# the checkpoint kept in the tree, weights and learning rates, so that a
# training spans sessions: commit it and its progress file, and the next
# make train-lines goes on from them (train-lines -x writes the weights
# alone for share/lines-value.txt).
$(B)/tools/train-lines: tools/train-lines/main.c $(LIBHDR) $(B)/libsg.a
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) -Ilib $(CFLAGS) $(LDFLAGS) -o $@ $< $(B)/libsg.a $(LDLIBS)

TRAIN_MINUTES = 60
TRAIN_CHECK = 300
TRAIN_JOBS = 1
TRAIN_OUT = tools/train-lines/checkpoint.txt
train-lines: $(B)/tools/train-lines
	$(B)/tools/train-lines -j $(TRAIN_JOBS) -m $(TRAIN_MINUTES) \
	    -c $(TRAIN_CHECK) \
	    -p $(TRAIN_OUT).progress -o $(TRAIN_OUT) \
	    $$(test -f $(TRAIN_OUT) && echo -r)

# The fitter of the hand-set Lines evaluation's constants (tools/fit-lines):
# make fit-lines fits those of colour counts FIT_COLORS for FIT_MINUTES
# (0: until stopped) from the seeds 20,000,000 up, resuming from FIT_OUT
# when it is there, with a line of progress each generation in
# FIT_OUT.progress.
FITSRC = $(wildcard tools/fit-lines/*.c)
$(B)/tools/fit-lines: $(FITSRC) tools/fit-lines/fit.h $(LIBHDR) $(B)/libsg.a
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) -Ilib $(CFLAGS) $(LDFLAGS) -o $@ $(FITSRC) \
	    $(B)/libsg.a $(LDLIBS)

FIT_COLORS = 3-4
FIT_MINUTES = 60
FIT_GAMES = 10
FIT_OUT = $(B)/fit-lines-$(FIT_COLORS).txt
.PHONY: fit-lines
fit-lines: $(B)/tools/fit-lines
	$(B)/tools/fit-lines -k $(FIT_COLORS) -g $(FIT_GAMES) \
	    -m $(FIT_MINUTES) -p $(FIT_OUT).progress -o $(FIT_OUT) \
	    $$(test -f $(FIT_OUT) && echo -r)

# One change of the evaluation's constants played on games of one class
# (tools/try-lines), for the measurements of MEASURED.
TRYSRC = tools/try-lines/main.c tools/fit-lines/params.c \
    tools/fit-lines/games.c tools/fit-lines/number.c
$(B)/tools/try-lines: $(TRYSRC) tools/fit-lines/fit.h $(LIBHDR) $(B)/libsg.a
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) -Ilib -Itools/fit-lines $(CFLAGS) $(LDFLAGS) -o $@ \
	    $(TRYSRC) $(B)/libsg.a $(LDLIBS)

TOOLS = $(B)/tools/train-lines $(B)/tools/fit-lines $(B)/tools/try-lines

# The machine's single-core speed, printed by every benchmark: it shares no
# code with the library, so that it moves with the machine only.
$(B)/tests/speed: tests/bench/speed.c
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ $<

# The CodinGame bot as one C file to paste into the site's IDE, generated
# from the sources above; the site takes 100,000 characters at most.
CG_MAX = 100000
CGSRC = tools/codingame/gen.sh $(wildcard tools/codingame/*.[ch] \
    tools/codingame/sys/*.h) cmd/sg-solve/codingame.c $(CMDCOMMON) \
    $(wildcard cmd/util/*.h)

codingame: $(B)/codingame.c

$(B)/codingame.c: $(CGSRC) $(LIBSRC) $(LIBHDR)
	@mkdir -p $(@D)
	sh tools/codingame/gen.sh > $@.tmp
	@n=$$(wc -c < $@.tmp); if [ $$n -gt $(CG_MAX) ]; then \
	    echo "$@: $$n characters, more than CodinGame's $(CG_MAX)" >&2; \
	    rm -f $@.tmp; exit 1; fi
	mv $@.tmp $@

# The bot built as the site builds it: no -O (the file asks for it), libm
# only; it must compile as C17 and as GNU C17.
$(B)/tests/codingame: $(B)/codingame.c
	@mkdir -p $(@D)
	$(CC) -std=c17 -Wall -Wextra -Werror -c -o $@.o $(B)/codingame.c
	rm -f $@.o
	$(CC) -std=gnu17 -Wall -Wextra -Werror -o $@ $(B)/codingame.c -lm

# Fuzzing (tests/fuzz/fuzz.h).  Each target is built twice.  With regress.c
# and the compiler of the rest it replays the seed corpus and the inputs
# that once failed (make fuzz-regress, part of check-once).  With clang's
# libFuzzer, ASan and UBSan it fuzzes: make fuzz builds the library again
# in build/fuzz (SameGame, Lines and the reader, with the reader's buffers
# made small) and runs each target FUZZ_S seconds.  The link wraps read(2)
# so that the reader target hands out its input a chunk a call.
FUZZ_TARGETS = $(patsubst tests/fuzz/fuzz_%.c,%,$(wildcard tests/fuzz/fuzz_*.c))
FUZZ_S = 60
FUZZ_BRIEF_S = 3
FUZZ_CC = clang
FUZZ_CFLAGS = -fsanitize=fuzzer-no-link,address,undefined \
    -fno-omit-frame-pointer -fno-sanitize-recover=all
FUZZ_CPPFLAGS = -DSG_READER_BUF=17000 -DSG_READER_IN=512
FUZZ_LIBDIRS = lib lib/core lib/samegame lib/lines
FUZZ_DEPS = tests/fuzz/fail.c tests/fuzz/fuzz.h $(B)/libsg.a
FUZZ_LINK = tests/fuzz/fail.c $(B)/libsg.a -Wl,--wrap=read $(LDLIBS)

$(B)/tests/fuzz-%: tests/fuzz/fuzz_%.c tests/fuzz/regress.c $(FUZZ_DEPS)
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) -Ilib $(CFLAGS) $(LDFLAGS) -o $@ $< \
	    tests/fuzz/regress.c $(FUZZ_LINK)

$(B)/fuzzer/%: tests/fuzz/fuzz_%.c $(FUZZ_DEPS)
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) -Ilib $(CFLAGS) -fsanitize=fuzzer $(LDFLAGS) -o $@ \
	    $< $(FUZZ_LINK)

# The options target runs the commands' own parsers (cmd/NAME/opts.c, the
# games' parts of sg-gen, whose options are the game's, and cmd/util): it
# links their objects too, and for the library the plain
# build's, FUZZ_PLAINLIB, as the fuzz build leaves out the search and the
# Lines players whose names sg-solve -a takes (the other targets fuzz the
# library's parsers it calls); read(2) is not wrapped, as no input is read.
FUZZ_OPTS_OBJ = $(patsubst %.c,$(B)/%.o,$(wildcard cmd/*/opts.c) \
    cmd/sg-solve/codingame.c cmd/sg-gen/samegame.c cmd/sg-gen/lines.c \
    $(CMDCOMMON))
FUZZ_OPTS_DEPS = tests/fuzz/fuzz_options.c $(FUZZ_OPTS_OBJ) $(CMDHDR) \
    tests/fuzz/fail.c tests/fuzz/fuzz.h
FUZZ_PLAINLIB = $(B)/libsg.a

$(B)/tests/fuzz-options: $(FUZZ_OPTS_DEPS) tests/fuzz/regress.c $(B)/libsg.a
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) -Ilib -Icmd -Icmd/util $(CFLAGS) $(LDFLAGS) -o $@ \
	    $< tests/fuzz/regress.c $(FUZZ_OPTS_OBJ) tests/fuzz/fail.c \
	    $(B)/libsg.a $(LDLIBS)

$(B)/fuzzer/options: $(FUZZ_OPTS_DEPS) $(FUZZ_PLAINLIB)
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) -Ilib -Icmd -Icmd/util $(CFLAGS) -fsanitize=fuzzer \
	    $(LDFLAGS) -o $@ $< $(FUZZ_OPTS_OBJ) tests/fuzz/fail.c \
	    $(FUZZ_PLAINLIB) $(LDLIBS)

fuzz-regress: $(FUZZ_TARGETS:%=$(B)/tests/fuzz-%)
	@sh tests/fuzz/regress.sh $(B)/tests $(FUZZ_TARGETS)

fuzz-build: $(B)/libsg.a
	$(MAKE) B=build/fuzz CC=$(FUZZ_CC) LIBDIRS='$(FUZZ_LIBDIRS)' \
	    FUZZ_PLAINLIB=$(B)/libsg.a \
	    CPPFLAGS='$(CPPFLAGS) $(FUZZ_CPPFLAGS)' \
	    CFLAGS='$(CFLAGS) $(FUZZ_CFLAGS)' \
	    $(FUZZ_TARGETS:%=build/fuzz/fuzzer/%)

fuzz: fuzz-build
	@sh tests/fuzz/run.sh build/fuzz $(FUZZ_S) $(FUZZ_TARGETS)

# A few seconds of each target, in make check, where clang can build
# libFuzzer targets.
FUZZ_PROBE = int LLVMFuzzerTestOneInput(const char *d, unsigned long n) \
    { (void)d; (void)n; return 0; }
fuzz-brief:
	@if echo '$(FUZZ_PROBE)' | $(FUZZ_CC) -fsanitize=fuzzer -x c - \
	    -o /dev/null >/dev/null 2>&1; then \
	    $(MAKE) fuzz FUZZ_S=$(FUZZ_BRIEF_S); \
	else \
	    echo "fuzz: skipped: $(FUZZ_CC) cannot build libFuzzer targets" \
	        "(install clang to fuzz)"; \
	fi

# The threaded solver and the session's hint thread under ThreadSanitizer
# (tests/tsan.sh), built in build/tsan; the other commands are the plain
# build's.
TSANFLAGS = -fsanitize=thread
tsan: $(BINS)
	$(MAKE) B=build/tsan CFLAGS='$(CFLAGS) $(TSANFLAGS)' \
	    LDFLAGS='$(LDFLAGS) $(TSANFLAGS)' build/tsan/bin/sg-solve \
	    build/tsan/bin/sg-judge build/tsan/tests/test_session
	@sh tests/tsan.sh build/tsan $(B)/bin

# Clang's static analyzer (scan-build) over lib/ and cmd/, built afresh in
# build/scan; any report fails, and its pages are left in build/scan/report.
analyze:
	@command -v scan-build >/dev/null 2>&1 || \
	    { echo "analyze: no scan-build (install clang-tools)" >&2; exit 1; }
	rm -rf build/scan
	scan-build --status-bugs -o build/scan/report $(MAKE) B=build/scan \
	    CC=clang all

# The library as WebAssembly for the page of sg-show --play (tools/wasm):
# built by "make" where clang can target wasm32-wasi with Debian's wasi-libc
# (clang-14, lld-14, wasi-libc, libclang-rt-14-dev-wasm32), skipped
# elsewhere.  The sysroot is two links to Debian's WASI folders: without
# one, clang reads the host's headers.  Threads, hints (the page's Worker
# is the thread) and zlib stay out; nettle's SHA-1 is tools/wasm/sha1.c.
# Its compiles are silent but for errors, as the README's install example
# keeps make's output short.
# clang-14, as the compiler-rt of wasm32 Debian 12 packages is 14's.
WASM_CC = clang-14
WASM_SYSROOT = $(B)/wasm/sysroot
WASM_CFLAGS = --target=wasm32-wasi --sysroot=$(WASM_SYSROOT) -std=c17 \
    -Wall -Wextra -O2
WASM_CPPFLAGS = -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE \
    -Itools/wasm/sys -Itools/codingame/sys -Ilib -Itools/wasm
WASM_OUT = $(B)/share/sg.wasm
WASM_LEAVE = lib/core/hint.c lib/core/session.c lib/core/team.c \
    lib/core/reader.c lib/core/writer.c lib/samegame/search/hint.c \
    lib/lines/play/hint.c
WASM_SRC = $(filter-out $(WASM_LEAVE),$(LIBSRC)) tools/codingame/team.c \
    tools/wasm/sha1.c tools/wasm/api.c
WASM_OBJ = $(WASM_SRC:%.c=$(B)/wasm/%.o)
# A module of one line, linked as the real one is: the toolchain is whole.
WASM_PROBE = printf 'int x;\n' | $(WASM_CC) $(WASM_CFLAGS) \
    -mexec-model=reactor -x c - -o $(B)/wasm/probe.wasm >/dev/null 2>&1

all: wasm

wasm: $(WASM_SYSROOT)/include
	@if $(WASM_PROBE); then $(MAKE) --no-print-directory $(WASM_OUT); \
	else echo "wasm: skipped: no wasm32-wasi toolchain (install" \
	    "clang-14 lld-14 wasi-libc libclang-rt-14-dev-wasm32)"; fi

$(WASM_SYSROOT)/include:
	@mkdir -p $(WASM_SYSROOT)/lib
	@ln -sfn /usr/include/wasm32-wasi $(WASM_SYSROOT)/include
	@ln -sfn /usr/lib/wasm32-wasi $(WASM_SYSROOT)/lib/wasm32-wasi

$(B)/wasm/%.o: %.c $(LIBHDR) tools/wasm/api.h tools/wasm/sys/nettle/sha1.h \
    config.mk Makefile | $(WASM_SYSROOT)/include
	@mkdir -p $(@D)
	@$(WASM_CC) $(WASM_CPPFLAGS) $(WASM_CFLAGS) -c -o $@ $<

$(WASM_OUT): $(WASM_OBJ)
	@mkdir -p $(@D)
	@echo "wasm: $(WASM_CC) --target=wasm32-wasi, $(words $(WASM_OBJ)) files"
	@$(WASM_CC) $(WASM_CFLAGS) -mexec-model=reactor -Wl,--strip-all -o $@ \
	    $(WASM_OBJ)

# The wasm build's SHA-1, checked natively against nettle's.
$(B)/tests/test_sha1: tools/wasm/sha1.c tools/wasm/sys/nettle/sha1.h

# The same calls built natively, for tests/wasm to hold the module to.
$(B)/tests/wasm-native: tests/wasm/native.c tools/wasm/api.c \
    tools/wasm/api.h $(LIBHDR) $(B)/libsg.a
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) -Ilib -Itools/wasm $(CFLAGS) $(LDFLAGS) -o $@ \
	    tests/wasm/native.c tools/wasm/api.c $(B)/libsg.a $(LDLIBS)

# Install what is missing through apt-get, or say what to install.
deps:
	@sh tests/deps.sh check

deps-build:
	@sh tests/deps.sh build

# Every test once as built, then the tests of the build once more under the
# sanitizers, with the library's own checks of what it keeps incrementally
# (SG_CHECK_SUMS: NRPA's running sums of weights against sums taken afresh
# at every move), then the threaded solver under ThreadSanitizer, then a
# few seconds of each fuzz target.  The lints and the README's examples
# (which install the plain build) run in the first pass only.
check: deps
	$(MAKE) check-once
	$(MAKE) check-build B=build/san CFLAGS="$(CFLAGS) $(SANFLAGS) -DSG_CHECK_SUMS" LDFLAGS="$(LDFLAGS) $(SANFLAGS)" SG_SANITIZED=1
	$(MAKE) tsan
	$(MAKE) fuzz-brief

check-once: check-build
	@sh tests/readme-examples.sh
	@sh tests/lint-man.sh man/*.1 man/*.5
	@sh tests/lint-includes.sh
	@sh tests/lint/run.sh
	@sh tests/lint-cases.sh

# The tests of one build: its unit suites, fuzz regressions, commands, man
# pages' examples and (unsanitized) the replay page in a browser.
check-build: $(BINS) $(UNITBIN) $(TOOLS) $(B)/tests/codingame \
    $(FUZZ_TARGETS:%=$(B)/tests/fuzz-%) \
    $(if $(SG_SANITIZED),,wasm $(B)/tests/wasm-native)
	@sh tests/run-unit.sh $(UNITBIN)
	@sh tests/fuzz/regress.sh $(B)/tests $(FUZZ_TARGETS)
	@SG_BIN=$(B)/bin sh tests/cmd/run.sh
	@sh tests/tools.sh $(B)/tools
	@SG_BIN=$(B)/bin sh tests/man-examples.sh man/*.1 man/*.5
	@SG_BIN=$(B)/bin sh tests/browser/replay.sh
	@SG_BIN=$(B)/bin sh tests/browser/play.sh
	@sh tests/wasm/run.sh $(B)/tests/wasm-native $(WASM_OUT)

bench: deps-build $(BINS) $(B)/tests/speed
	@SG_BIN=$(B)/bin sh tests/bench.sh

bench-solve: deps-build $(BINS) $(B)/tests/speed
	@SG_BIN=$(B)/bin SG_SETS='$(SETS)' sh tests/bench-solve.sh $(BUDGET)

bench-lines: deps-build $(BINS) $(B)/tests/lines-rate $(B)/tests/speed
	@SG_BIN=$(B)/bin SG_PLAYERS='$(PLAYERS)' SG_SEEDS='$(SEEDS)' \
	    SG_PAIR='$(PAIR)' sh tests/bench-lines.sh

bench-codingame: deps-build $(BINS) $(B)/tests/codingame $(B)/tests/speed
	@SG_BIN=$(B)/bin SG_EVERY='$(EVERY)' SG_FIRST='$(FIRST)' \
	    sh tests/bench-codingame.sh

bench-ladder: deps-build $(BINS) $(B)/tests/speed
	@SG_BIN=$(B)/bin SG_SETS='$(SETS)' SG_LADDER='$(LADDER)' \
	    SG_OPTS='$(OPTS)' sh tests/bench-ladder.sh

demo: deps-build $(BINS)
	@SG_BIN=$(B)/bin sh tests/demo.sh

install: $(BINS)
	mkdir -p $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(MANPREFIX)/man1 \
	    $(DESTDIR)$(MANPREFIX)/man5 $(DESTDIR)$(SHAREDIR) \
	    $(DESTDIR)$(PREFIX)/share/bash-completion/completions
	cp -f $(BINS) $(DESTDIR)$(PREFIX)/bin
	cd man && cp -f $(MAN1) $(DESTDIR)$(MANPREFIX)/man1
	cd man && cp -f $(MAN5) $(DESTDIR)$(MANPREFIX)/man5
	cp -f share/standard20.txt share/lines-value.txt $(DESTDIR)$(SHAREDIR)
	if [ -f $(WASM_OUT) ]; then cp -f $(WASM_OUT) share/play.html \
	    $(DESTDIR)$(SHAREDIR); fi
	for c in $(CMDS); do cp -f share/completion.bash \
	    $(DESTDIR)$(PREFIX)/share/bash-completion/completions/$$c; done

uninstall:
	for c in $(CMDS); do rm -f $(DESTDIR)$(PREFIX)/bin/$$c \
	    $(DESTDIR)$(MANPREFIX)/man1/$$c.1 \
	    $(DESTDIR)$(PREFIX)/share/bash-completion/completions/$$c; done
	rm -f $(DESTDIR)$(MANPREFIX)/man5/$(MAN5) \
	    $(DESTDIR)$(SHAREDIR)/standard20.txt \
	    $(DESTDIR)$(SHAREDIR)/lines-value.txt \
	    $(DESTDIR)$(SHAREDIR)/sg.wasm $(DESTDIR)$(SHAREDIR)/play.html
	-rmdir $(DESTDIR)$(SHAREDIR)

clean:
	rm -rf build

.PHONY: all codingame deps deps-build check check-once check-build fuzz fuzz-build \
    fuzz-brief fuzz-regress tsan analyze bench bench-solve bench-lines \
    bench-codingame bench-ladder demo install uninstall clean train-lines wasm
