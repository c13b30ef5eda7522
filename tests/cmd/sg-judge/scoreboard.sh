# The scoreboard of three hand-made runs, whose relative scores are known:
# best scores g1 100, g2 100, g3 60; run a's g3 timed out (0), run c lacks
# g3 (0), so a = 1 + 0.5 + 0 = 1.5, b = 0.5 + 1 + 1 = 2.5, c = 1 + 0 = 1;
# a beats b on g1 and loses g2 and g3, and so on.  A file of records with
# no findings (c, an offline run) counts its games as ok.  Groups come in
# the order of their numbers: N=7 before N=11.
cat > a <<'END'
# sg-judge g1 ok turns=9 time=900.0 slowest=500.0 peak=5.0
g1 lines:1:7:3 100
# sg-judge g2 ok turns=9 time=9500.0 slowest=3000.0 peak=95.0
g2 lines:2:11:9 50
# sg-judge g3 timeout turns=3 time=60.0 slowest=50.0 peak=100.0: turn 3: no answer within 50 ms
g3 0011/0011 30
END
cat > b <<'END'
# sg-judge g1 ok turns=9 time=900.0 slowest=500.0 peak=9.0
g1 lines:1:7:3 50
# sg-judge g2 ok turns=9 time=900.0 slowest=500.0 peak=9.0
g2 lines:2:11:9 100
# sg-judge g3 ok turns=2 time=30.0 slowest=20.0 peak=40.0
g3 0011/0011 60 0,0 2,0
END
printf '%s\n' 'g1 lines:1:7:3 100' 'g2 lines:2:11:9 0' > c
sg-judge --scoreboard --top 3 a b c
