# Floods its output with answers, never waiting for a turn.
exec yes '0 0 0 0'
