# Dies of a signal after reading its first line.
read -r line
kill -SEGV $$
