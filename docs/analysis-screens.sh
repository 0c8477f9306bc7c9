#!/bin/sh
# Regenerates docs/screens/analysis-*.txt: the analysis features of the
# workstation (issue 16) captured from the real binary in tmux, with an
# empty settings directory. Run from the repository's root:
#   sh docs/analysis-screens.sh
# The searches are sequential (seq) to a fixed depth, so the lines and
# scores are the same on every machine; times and n/s are wall-clock.
set -eu
out=docs/screens
tmp=$(mktemp -d)
trap 'tmux -L frontier-doc kill-server 2>/dev/null || true; rm -rf "$tmp"' EXIT
go build -o "$tmp/frontier" .

# shot NAME W H ENV KEYS... : start the workstation at W×H, send each key
# (a word "wait:TEXT" waits until TEXT is on the screen), capture.
shot() {
	name=$1 w=$2 h=$3 env=$4
	shift 4
	tmux -L frontier-doc kill-server 2>/dev/null || true
	sleep 0.5 # a server still exiting makes new-session fail
	rm -rf "$tmp/config"
	tmux -L frontier-doc new-session -d -s doc -x "$w" -y "$h" \
		"env HOME=$tmp XDG_CONFIG_HOME=$tmp/config TERM=xterm-256color $env $tmp/frontier"
	for k in "wait:╭─ Board" "$@"; do
		case $k in
		wait:*)
			want=${k#wait:}
			i=0
			until tmux -L frontier-doc capture-pane -p -t doc | grep -qF -- "$want"; do
				i=$((i + 1))
				[ $i -lt 600 ] || { echo "timed out waiting for $want" >&2; exit 1; }
				sleep 0.1
			done
			;;
		*) tmux -L frontier-doc send-keys -t doc "$k"; sleep 0.2 ;;
		esac
	done
	tmux -L frontier-doc capture-pane -p -t doc >"$out/$name.txt"
	tmux -L frontier-doc send-keys -t doc q 2>/dev/null || true
	echo "$out/$name.txt"
}

seq13="A A N N d d d d d d d"
# The best three moves of g1 at depth 13, the first line stepped to its
# third move on the board.
shot analysis-multipv-step-120x40 120 40 "LANG=en_US.UTF-8" $seq13 r "wait:depth 13 ·" i Right Right
shot analysis-multipv-step-80x24 80 24 "LANG=en_US.UTF-8" $seq13 r "wait:depth 13 ·" i Right Right
# The same without colour: the stepped move in brackets.
shot analysis-nocolor-step-80x24 80 24 "LANG=en_US.UTF-8 NO_COLOR=1" $seq13 r "wait:depth 13 ·" i Right Right
# Game 5 (g5 in the list: Tinsley-Chinook, 0-1) analysed at depth 9 (B)
# with Black's scores (V), then shown after its 67th ply, 34. 21-25?!
back=$(for i in $(seq 42); do printf 'Left '; done)
shot analysis-game-120x40 120 40 "LANG=en_US.UTF-8" Tab Down Enter "wait:test position g5" d d d d d V B "wait:game analysed" Tab Tab End $back
shot analysis-game-80x24 80 24 "LANG=en_US.UTF-8" Tab Down Enter "wait:test position g5" d d d d d V B "wait:game analysed" Tab End $back
# The help on one screen.
shot analysis-help-120x40 120 40 "LANG=en_US.UTF-8" "?"
