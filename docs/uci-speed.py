#!/usr/bin/env python3
"""Nodes per CPU second of a UCI engine as a GUI runs it (issue 27).

    python3 docs/uci-speed.py HASH_MIB NODES BINARY [BINARY ...]

Each binary is started as `BINARY uci`, given `setoption name Hash value
HASH_MIB` and `ucinewgame` once, then the 24 Bratko-Kopec positions one
after another with `go nodes NODES`, the table kept from one to the next
as in a game. Printed per binary: the process's user and system CPU
seconds, the nodes its last info lines report, nodes per CPU second, and
the huge pages the process held after the first search (AnonHugePages
of /proc/PID/smaps_rollup, Linux only). The binaries run one after the
other in the order given; alternate them over several calls and compare
medians, as the machine is shared.
"""
import os
import resource
import subprocess
import sys

EPD = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared", "data", "bratko-kopec.epd")


def fens(path):
    for line in open(path):
        if line.strip() and not line.startswith("#"):
            yield " ".join(line.split()[:4]) + " 0 1"


def huge_kib(pid):
    try:
        for line in open(f"/proc/{pid}/smaps_rollup"):
            if line.startswith("AnonHugePages:"):
                return int(line.split()[1])
    except OSError:
        pass
    return -1


def run(binary, hash_mib, nodes, positions):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    p = subprocess.Popen([binary, "uci"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(s):
        p.stdin.write(s + "\n")
        p.stdin.flush()

    last = ""

    def wait(prefix):
        nonlocal last
        while True:
            line = p.stdout.readline()
            if not line:
                raise SystemExit(f"{binary}: engine ended before {prefix!r}")
            if line.startswith(prefix):
                return line
            if " nodes " in line:
                last = line

    send("uci")
    wait("uciok")
    send(f"setoption name Hash value {hash_mib}")
    send("isready")
    wait("readyok")
    send("ucinewgame")
    total, huge = 0, -1
    for i, fen in enumerate(positions):
        send("position fen " + fen)
        send(f"go nodes {nodes}")
        wait("bestmove")
        words = last.split()
        total += int(words[words.index("nodes") + 1])
        if i == 0:
            huge = huge_kib(p.pid)
    send("quit")
    p.wait()
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    user, sys_ = after.ru_utime - before.ru_utime, after.ru_stime - before.ru_stime
    print(f"{binary}: hash {hash_mib} MiB, user {user:.2f} s, sys {sys_:.2f} s, nodes {total}, "
          f"{total / (user + sys_) / 1000:.0f} k nodes/cpu-s, huge pages {huge} KiB", flush=True)


def main():
    if len(sys.argv) < 4:
        raise SystemExit(__doc__)
    hash_mib, nodes = int(sys.argv[1]), int(sys.argv[2])
    positions = list(fens(os.environ.get("BK_EPD", EPD)))
    for binary in sys.argv[3:]:
        run(binary, hash_mib, nodes, positions)


if __name__ == "__main__":
    main()
