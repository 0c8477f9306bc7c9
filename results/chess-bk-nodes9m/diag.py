import subprocess, sys
# usage: python3 diag.py ./frontier   (UCI defaults: the playing search)
binary = sys.argv[1] if len(sys.argv) > 1 else "./frontier"
cases = [("BK.02","3r1k2/4npp1/1ppr3p/p6P/P2PPPP1/1NR5/5K2/2R5 w - - 0 1",["d4d5","f2f3"]),
("BK.03","2q1rr1k/3bbnnp/p2p1pp1/2pPp3/PpP1P1P1/1P2BNNP/2BQ1PRK/7R b - - 0 1",["f6f5","e7d8"]),
("BK.09","2kr1bnr/pbpq4/2n1pp2/3p3p/3P1P1B/2N2N1Q/PPP3PP/2KR1B1R w - - 0 1",["f4f5","d1e1"]),
("BK.11","2r1nrk1/p2q1ppp/bp1p4/n1pPp3/P1P1P3/2PBB1N1/4QPPP/R4RK1 w - - 0 1",["f2f4","e2a2"]),
("BK.17","r2q1rk1/1ppnbppp/p2p1nb1/3Pp3/2P1P1P1/2N2N1P/PPB1QP2/R1B2RK1 b - - 0 1",["h7h5","f6e8"]),
("BK.23","r1bqk2r/pp2bppp/2p5/3pP3/P2Q1P2/2N1B3/1PP3PP/R4RK1 b kq - 0 1",["f7f6","c8f5"])]
for name, fen, moves in cases:
    res = []
    for mv in moves:
        p = subprocess.Popen(["nice","-n","10",binary,"uci"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        p.stdin.write(f"uci\nsetoption name Hash value 64\nisready\nposition fen {fen}\ngo nodes 3000000 searchmoves {mv}\n"); p.stdin.flush()
        last = ""
        for line in p.stdout:
            if line.startswith("info") and " score " in line: last = line
            if line.startswith("bestmove"): break
        p.stdin.write("quit\n"); p.stdin.flush(); p.wait()
        f = last.split()
        d = f[f.index("depth")+1]; sc = " ".join(f[f.index("score")+1:f.index("score")+3])
        res.append(f"{mv} d{d} {sc}")
    print(name, " | ".join(res), flush=True)
