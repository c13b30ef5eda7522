# Stops reading: closes its input at once, then never answers.
exec 0<&-
exec sleep 30
