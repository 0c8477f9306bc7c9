package main

import (
	"fmt"
	"strconv"
	"strings"

	"frontier/board/checkers"
)

// ballotCounts are the sizes of the ACF list: the generator refuses a
// source that does not have them.
var ballotCounts = map[string]int{"crossboard": 144, "mail": 12, "barred": 18}

// ballotKind classifies the attributes of a ballot. Barred wins over
// everything (a barred opening is never played), then mail play.
func ballotKind(attrs []string) (string, error) {
	has := map[string]bool{}
	for _, a := range attrs {
		has[a] = true
	}
	switch {
	case has["BARRED"]:
		return "barred", nil
	case has["MAILPLAY"]:
		return "mail", nil
	case has["CROSSBOARD"]:
		return "crossboard", nil
	}
	return "", fmt.Errorf("attributes %q name no kind", attrs)
}

// ballots reads the ACF three-move ballot table, replays each ballot's
// three moves from the initial position, checks that they reach the
// table's FEN, and returns one PDN game per ballot.
func ballots(tsv string) ([]checkers.Game, error) {
	lines := strings.Split(strings.TrimRight(strings.ReplaceAll(tsv, "\r\n", "\n"), "\n"), "\n")
	if len(lines) == 0 || !strings.HasPrefix(lines[0], "acf_no\t") {
		return nil, fmt.Errorf("want a header line starting with acf_no")
	}
	var out []checkers.Game
	counts := map[string]int{}
	for i, l := range lines[1:] {
		g, kind, err := ballot(l)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", i+2, err)
		}
		if want := len(out) + 1; g.Tag("Ballot") != strconv.Itoa(want) {
			return nil, fmt.Errorf("line %d: ballot %s, want %d", i+2, g.Tag("Ballot"), want)
		}
		counts[kind]++
		out = append(out, g)
	}
	for k, want := range ballotCounts {
		if counts[k] != want {
			return nil, fmt.Errorf("%d %s ballots, want %d", counts[k], k, want)
		}
	}
	return out, nil
}

func ballot(line string) (checkers.Game, string, error) {
	f := strings.Split(line, "\t")
	if len(f) != 5 {
		return checkers.Game{}, "", fmt.Errorf("want 5 tab-separated fields, got %d", len(f))
	}
	n, err := strconv.Atoi(f[0])
	if err != nil {
		return checkers.Game{}, "", fmt.Errorf("ballot number: %w", err)
	}
	attrs := strings.Split(f[2], "|")
	kind, err := ballotKind(attrs)
	if err != nil {
		return checkers.Game{}, "", fmt.Errorf("ballot %d: %w", n, err)
	}
	want, err := checkers.ParseFEN(f[4])
	if err != nil {
		return checkers.Game{}, "", fmt.Errorf("ballot %d: %w", n, err)
	}
	p := checkers.Start()
	var moves []checkers.Move
	for _, text := range strings.Fields(f[1]) {
		m, err := p.ParseMove(text)
		if err != nil {
			return checkers.Game{}, "", fmt.Errorf("ballot %d: %w", n, err)
		}
		moves = append(moves, m)
		p = p.Play(m)
	}
	if len(moves) != 3 {
		return checkers.Game{}, "", fmt.Errorf("ballot %d: %d moves, want 3", n, len(moves))
	}
	if p != want {
		return checkers.Game{}, "", fmt.Errorf("ballot %d: the moves reach %s, the table says %s", n, p.FEN(), want.FEN())
	}
	tags := []checkers.Tag{
		{Name: "Event", Value: fmt.Sprintf("ACF three-move ballot %d", n)},
		{Name: "Ballot", Value: strconv.Itoa(n)},
		{Name: "Kind", Value: kind},
		{Name: "Attributes", Value: strings.Join(attrs, " ")},
	}
	if name := strings.TrimSpace(f[3]); name != "" {
		tags = append(tags, checkers.Tag{Name: "Name", Value: name})
	}
	tags = append(tags, checkers.Tag{Name: "Result", Value: "*"})
	return checkers.Game{Tags: tags, Start: checkers.Start(), Moves: moves, Result: checkers.ResultUnknown}, kind, nil
}
