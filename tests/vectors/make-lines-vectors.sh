#!/bin/sh
# Regenerate tests/data/lines/ with the real JDK (javac and java 17 or later).
# Run from the top of the tree; the unit tests read the files and never Java.
set -eu
LC_ALL=C
export LC_ALL
out=tests/data/lines
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
javac -d "$tmp" tests/vectors/LinesVectors.java
mkdir -p "$out"
for what in nextint bytes setup games; do
	java -cp "$tmp" LinesVectors "$what" >"$tmp/$what.txt"
	mv "$tmp/$what.txt" "$out/$what.txt"
done
java -version 2>&1 | sed -n 1p | sed 's/^/# made by /' >"$out/README"
echo "# files: nextint.txt bytes.txt setup.txt games.txt (see tests/vectors/LinesVectors.java)" >>"$out/README"
