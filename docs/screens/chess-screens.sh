#!/bin/sh
# Regenerates docs/screens/chess-*.txt: the chess workstation captured
# from the real binary in tmux, with an empty settings directory. Run
# from the repository's root: sh docs/screens/chess-screens.sh
set -e
bin=$(mktemp -d)/frontier
go build -o "$bin" .
home=$(mktemp -d)
out=docs/screens
shot() { # name width height keys-after-start... (the command is in $cmd)
	name=$1 w=$2 h=$3
	shift 3
	sock="chess-shots-$$-$name" # a server per capture: none is reused while it shuts down
	tmux -L "$sock" new-session -d -s chess-shot -x "$w" -y "$h" "env HOME=$home XDG_CONFIG_HOME=$home LANG=en_US.UTF-8 $cmd"
	sleep 2
	for k in "$@"; do
		case $k in
		wait*) sleep "${k#wait}" ;;
		*) tmux -L "$sock" send-keys -t chess-shot "$k" ;;
		esac
		sleep 0.3
	done
	tmux -L "$sock" capture-pane -p -t chess-shot >"$out/$name"
	tmux -L "$sock" kill-server 2>/dev/null || true
}
cmd="$bin --game chess --glyphs unicode"
# Bratko-Kopec 1: an analysis of 3 s, stopped; the best move's squares
# marked, the PV in SAN.
shot chess-120x40.txt 120 40 r wait3 s
shot chess-80x24.txt 80 24 r wait3 s
# The move prompt: ':' then Q lists the queen's moves.
shot chess-typing-80x24.txt 80 24 : Q
cmd="$bin --game chess --glyphs ascii"
shot chess-ascii-120x40.txt 120 40 r wait3 s
shot chess-ascii-80x24.txt 80 24 r wait3 s
# A game against the engine on the default clock (5 min + 3 s), 1. e4.
cmd="$bin --game chess --glyphs unicode"
shot chess-play-120x40.txt 120 40 P Enter e 4 Enter wait5
shot chess-play-80x24.txt 80 24 P Enter e 4 Enter wait5
cmd="$bin --epd /work/shared/data/kaufman.epd --glyphs unicode"
shot chess-epd-120x40.txt 120 40 wait1
# A PGN file's game (Anderssen-Kieseritzky, London 1851), at its end.
cmd="$bin --pgn docs/screens/chess-immortal.pgn --glyphs unicode"
shot chess-pgn-120x40.txt 120 40 End
