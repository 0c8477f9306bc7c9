#!/bin/sh
# Regenerates docs/screens/ws-*.txt: the workstation as an analyst's
# daily tool (issue 24) captured from the real binary in tmux, with an
# empty settings directory. Run from the repository's root:
#   sh docs/workstation-screens.sh
# The searches are sequential to a fixed depth or simulated, so lines,
# scores and counts are the same on every machine; times and n/s are
# wall-clock. docs/walkthrough.sh captures the tour of a first session.
set -eu
out=docs/screens
tmp=$(mktemp -d)
sock=frontier-ws-$$
trap 'tmux -L $sock kill-server 2>/dev/null || true; rm -rf "$tmp"' EXIT
go build -o "$tmp/frontier" .
mkdir -p "$tmp/files"
touch "$tmp/files/games-1992.pdn" "$tmp/files/games-1993.pdn" "$tmp/files/notes.txt"

# shot NAME W H ENV ARGS KEYS... : start the workstation at W×H with ENV
# and ARGS, send each key (a word "wait:TEXT" waits until TEXT is on the
# screen, "text:TEXT" types TEXT), capture.
shot() {
	name=$1 w=$2 h=$3 env=$4 args=$5
	shift 5
	tmux -L $sock kill-server 2>/dev/null || true
	sleep 0.5
	rm -rf "$tmp/config"
	tmux -L $sock new-session -d -s doc -x "$w" -y "$h" \
		"cd $tmp/files && env HOME=$tmp XDG_CONFIG_HOME=$tmp/config TERM=xterm-256color $env $tmp/frontier $args; sleep 30"
	for k in "wait:Board" "$@"; do
		case $k in
		wait:*)
			want=${k#wait:}
			i=0
			until tmux -L $sock capture-pane -p -t doc | grep -qF -- "$want"; do
				i=$((i + 1))
				[ $i -lt 900 ] || { echo "$name: timed out waiting for $want" >&2; tmux -L $sock capture-pane -p -t doc >&2; exit 1; }
				sleep 0.1
			done
			;;
		text:*) tmux -L $sock send-keys -t doc -l "${k#text:}"; sleep 0.2 ;;
		*) tmux -L $sock send-keys -t doc "$k"; sleep 0.2 ;;
		esac
	done
	tmux -L $sock capture-pane -p -t doc >"$out/$name.txt"
	echo "$out/$name.txt"
}

u8="LANG=en_US.UTF-8"
seq5="A A d d" # seq, depth 3; one more d: 5
# Game review: game 5 checked at depth 5 (B), per side its accuracy and
# marks under a graph of nine rows.
shot ws-review-120x40 120 40 "$u8" "" Tab Down Enter "wait:test position g5" $seq5 B "wait:game analysed"
# The Searchers pane's sentence and its help page: PVSplit on 16
# simulated searchers, starving.
shot ws-searchers-sentence-120x40 120 40 "$u8" "" A "wait:next: pvsplit" r "wait:d9" space
shot ws-pane-help-searchers-120x40 120 40 "$u8" "" Tab Tab Tab Tab "?"
shot ws-pane-help-overheads-120x40 120 40 "$u8" "" Tab Tab Tab Tab Tab Tab "?"
# Play: the setup's level and handicap, then the opponent in Controls.
shot ws-play-setup-120x40 120 40 "$u8" "" P Down Down Down Left Left Down Down Down Down Down Right
shot ws-play-opponent-120x40 120 40 "$u8" "" P Down Down Down Left Left Down Down Down Down Down Right Enter "wait:your opponent"
# Chess: the board editor; mates written #N; a move typed without
# capitals.
shot ws-chess-editor-120x40 120 40 "$u8" "--game chess" E
shot ws-chess-mate-120x40 120 40 "$u8" "--game chess" $seq5 d r "wait:finished d5"
shot ws-chess-typed-80x24 80 24 "$u8" "--game chess" : q d
# Tab completion at the o prompt.
shot ws-open-complete-80x24 80 24 "$u8" "" o text:ga Tab
# Without colour, in ASCII: the empty dark squares dotted.
shot ws-nocolor-ascii-80x24 80 24 "LANG=C NO_COLOR=1" "--glyphs ascii"
