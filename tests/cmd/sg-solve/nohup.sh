# Under nohup (SIGHUP ignored) a hangup does not stop the run: it finishes
# its board and exits 0; without nohup, SIGHUP stops it (exit 129).  The
# second run has SIGHUP at its default even when the tests themselves run
# under nohup, which a shell cannot undo for its children (POSIX).
set -e
. "$SRCDIR/tests/cmd/stop.sh"
sg-gen -s 1 -n 1 > board
(trap '' HUP; exec sg-solve -t 2 board > game) &
stop_after 0.5 HUP $!
expect_status 0 "ignored HUP"
sg-verify -q game
env --default-signal=HUP sg-solve -t 100 board > game &
stop_after 0.5 HUP $!
expect_status 129 HUP
sg-verify -q game
