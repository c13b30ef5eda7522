# A file that cannot be opened
sg-show nonexistent.txt
