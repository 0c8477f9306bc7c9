#!/bin/sh
# A new user's first session with the workstation, driven in tmux as a
# person would type it, each step said and its screen saved under
# docs/screens/walkthrough-*.txt:
#
#   1. open game 5 of the 1992 match and analyse it (the sequential
#      engine, its two best lines, depth 9);
#   2. step through the second line on the board and add it to the game
#      as a variation (i, ↓, →, enter), with a comment (;) and a
#      judgement (!);
#   3. step on: the analysis follows the board (a new search, no key),
#      and back: the position's analysis comes from the cache;
#   4. quit: the workstation asks, since the variation is not saved;
#      s saves the game with it as PDN, then quits;
#   5. reopen the file: the variation, its comment and judgement are
#      there;
#   6. the compare view (c) of PVSplit and PVFSplit on 16 simulated
#      searchers, with its help page open (?), which says what the bars,
#      counters and summary mean, with the thesis's sections.
#
# Run from the repository's root: sh docs/walkthrough.sh
# (FRONTIER_SCREENS=DIR writes the screens there instead, and
# FRONTIER_BIN=PATH runs a binary built already: the test
# TestWalkthroughInTmux runs the script so.)
# Nothing of the user's is read or written: an empty settings directory
# and a scratch directory for the saved game. The searches are
# sequential to a fixed depth, or simulated, so the lines, scores and
# counts are the same on every machine; times and n/s are wall-clock.
set -eu
out=${FRONTIER_SCREENS:-docs/screens}
tmp=$(mktemp -d)
sock=frontier-walkthrough-$$
trap 'tmux -L $sock kill-server 2>/dev/null || true; rm -rf "$tmp"' EXIT
if [ -n "${FRONTIER_BIN:-}" ]; then
	cp "$FRONTIER_BIN" "$tmp/frontier"
else
	go build -o "$tmp/frontier" .
fi
mkdir -p "$tmp/work"

# start ARGS: the workstation at 120x40 in the scratch directory.
start() {
	tmux -L $sock kill-server 2>/dev/null || true
	sleep 0.5
	tmux -L $sock new-session -d -s w -x 120 -y 40 \
		"cd $tmp/work && env HOME=$tmp/work XDG_CONFIG_HOME=$tmp/config TERM=xterm-256color LANG=en_US.UTF-8 $tmp/frontier $*; sleep 60"
	waitfor "╭─ Board"
}
say() { printf '\n== %s\n' "$*"; }
keys() {
	for k in "$@"; do
		tmux -L $sock send-keys -t w "$k"
		sleep 0.2
	done
}
text() { tmux -L $sock send-keys -t w -l "$1"; sleep 0.2; }
waitfor() {
	i=0
	until tmux -L $sock capture-pane -p -t w | grep -qF -- "$1"; do
		i=$((i + 1))
		[ $i -lt 900 ] || { echo "timed out waiting for: $1" >&2; tmux -L $sock capture-pane -p -t w >&2; exit 1; }
		sleep 0.1
	done
}
shot() {
	tmux -L $sock capture-pane -p -t w >"$out/$1.txt"
	echo "   screen: $out/$1.txt"
}

say "1. Open game 5 (tab to the games list, down, enter) and analyse it: seq (A A), depth 9 (d x5), two lines (N), r"
start
keys Tab Down Enter
waitfor "test position g5"
keys A A d d d d d N r
waitfor "depth 9 ·"
waitfor "finished d9"
shot walkthrough-1-analysis

say "2. Step through the second line (i, down, right) and add it to the game (enter); comment (;) and judge (!) it"
keys i Down Right Enter
waitfor "as a variation"
keys '\;'
text "the engine's second choice"
keys Enter '!'
waitfor "judged !"
shot walkthrough-2-variation

say "3. One ply on (right): the analysis follows the board; back (left): the cached analysis shows at once"
keys Right
waitfor "finished d9"
keys Left
waitfor "best "
shot walkthrough-3-follow

say "4. Quit (q): the variation is not saved, so it asks; s saves it as PDN (the file name, enter), then quits"
keys q
waitfor "Analysis not saved: game5."
shot walkthrough-4-quit-asks
keys s
waitfor "Save analysis to:"
keys C-u
text "game5-analysed.pdn"
keys Enter
i=0
while tmux -L $sock capture-pane -p -t w | grep -qF "Frontier"; do
	i=$((i + 1))
	[ $i -lt 100 ] || { echo "the workstation did not quit" >&2; exit 1; }
	sleep 0.1
done
echo "   saved: $(grep -c '(' "$tmp/work/game5-analysed.pdn") line(s) with a variation in game5-analysed.pdn"

say "5. Reopen the file (frontier --pdn game5-analysed.pdn), go to move 10 (right x18) and into the variation ((): its comment and judgement are kept"
start --pdn game5-analysed.pdn
keys $(seq 18 | sed 's/.*/Right/')
keys '('
waitfor "choice})"
shot walkthrough-5-reopened

say "6. The compare view (c): PVSplit against PVFSplit on 16 simulated searchers, its help page open (?)"
keys c
waitfor "At depth"
keys '?'
waitfor "Help · the compare view"
shot walkthrough-6-compare-help
keys Escape Escape q
say "done"
