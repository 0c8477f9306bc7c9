package main

import (
	"fmt"
	"math"
	"strconv"
)

// A handful of figures in the thesis text are misprinted. Each row
// records how it differs from the page, so a reader can always get back
// to what was printed. A printed value is replaced only when it can be
// recomputed from other figures of the same row (search overhead from
// the node counts, speedup from the times) and the printed column
// average agrees with the recomputed value but not with the printed
// one. Everything else that does not add up is kept as printed, with a
// note.

// correction names one misprinted figure. printed guards against a
// changed source: the generator fails if the page no longer says it.
type correction struct {
	table   string
	game    int
	column  string // "overhead" or "speedup"
	printed string
	why     string
}

const c4OverheadWhy = "only the node-count values for games 8, 9, 13 and 14 reproduce the printed average of 15.9%"

var corrections = []correction{
	{"C.4", 8, "overhead", "19.9", c4OverheadWhy},
	{"C.4", 13, "overhead", "32.1", c4OverheadWhy},
	{"C.4", 14, "overhead", "32.50", c4OverheadWhy},
	{"C.4", 37, "speedup", "2.41", "only 2.31 reproduces the printed average speedup of 1.88"},
}

// sig3 rounds x to three significant figures, the precision the thesis
// prints.
func sig3(x float64) float64 {
	if x == 0 {
		return 0
	}
	p := math.Pow(10, 3-math.Ceil(math.Log10(math.Abs(x))))
	return math.Round(x*p) / p
}

func fmtFloat(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }

// overheadFromNodes is the thesis's search overhead: the parallel
// search's extra nodes as a percentage of the sequential search's.
func overheadFromNodes(nodes, seqNodes int64) float64 {
	return sig3((float64(nodes)/float64(seqNodes) - 1) * 100)
}

// applyErrata fills in missing figures, applies the corrections and
// notes rows whose figures do not agree with each other.
func applyErrata(th *thesis) error {
	seq := map[int]seqRow{}
	for _, r := range th.seq {
		seq[r.Game] = r
	}
	used := make([]bool, len(corrections))
	for ti := range th.runs {
		t := &th.runs[ti]
		for ri := range t.Rows {
			r := &t.Rows[ri]
			s := seq[r.Game]
			derivedOverhead := overheadFromNodes(r.Nodes, s.Nodes)
			derivedSpeedup := sig3(s.Seconds / r.Seconds)
			if r.overheadMissing {
				r.Overhead = derivedOverhead
				r.Errata = append(r.Errata, fmt.Sprintf("search overhead not printed; %s%% computed from the node count", fmtFloat(derivedOverhead)))
			}
			corrected := map[string]bool{}
			for ci, c := range corrections {
				if c.table != t.ID || c.game != r.Game {
					continue
				}
				used[ci] = true
				corrected[c.column] = true
				switch c.column {
				case "overhead":
					if r.printedOverhead != c.printed {
						return fmt.Errorf("Table %s game %d: overhead printed %q, correction expects %q", t.ID, r.Game, r.printedOverhead, c.printed)
					}
					r.Overhead = derivedOverhead
					r.Errata = append(r.Errata, fmt.Sprintf("search overhead printed as %s; %s%% from the node count, as %s", c.printed, fmtFloat(derivedOverhead), c.why))
				case "speedup":
					if r.printedSpeedup != c.printed {
						return fmt.Errorf("Table %s game %d: speedup printed %q, correction expects %q", t.ID, r.Game, r.printedSpeedup, c.printed)
					}
					r.Speedup = derivedSpeedup
					r.Errata = append(r.Errata, fmt.Sprintf("speedup printed as %s; %s s / %s s = %s, and %s", c.printed, fmtFloat(s.Seconds), fmtFloat(r.Seconds), fmtFloat(derivedSpeedup), c.why))
				}
			}
			if !corrected["overhead"] && !r.overheadMissing && math.Abs(derivedOverhead-r.Overhead) > math.Max(0.06, 0.01*math.Abs(r.Overhead)) {
				r.Errata = append(r.Errata, fmt.Sprintf("the node count gives %s%% search overhead, not the printed %s%%; %s",
					fmtFloat(derivedOverhead), r.printedOverhead, whichAverage(t, ri, derivedOverhead)))
			}
			if !corrected["speedup"] && math.Abs(derivedSpeedup-r.Speedup) > 0.01*r.Speedup {
				r.Errata = append(r.Errata, fmt.Sprintf("the times give speedup %s, not the printed %s", fmtFloat(derivedSpeedup), r.printedSpeedup))
			}
		}
	}
	for ci, u := range used {
		if !u {
			return fmt.Errorf("correction %+v matched no row", corrections[ci])
		}
	}
	return nil
}

// whichAverage says which of the printed and the node-count search
// overhead of row ri the table's printed average supports.
func whichAverage(t *runTable, ri int, derived float64) string {
	col := make([]float64, len(t.Rows))
	for i, r := range t.Rows {
		col[i] = r.Overhead
	}
	printedOK := agreesToRounding(mean(col), t.Printed.Overhead)
	col[ri] = derived
	derivedOK := agreesToRounding(mean(col), t.Printed.Overhead)
	switch {
	case printedOK && derivedOK:
		return "the printed average fits either, so the printed figure is kept"
	case printedOK:
		return "the printed average needs the printed figure, so the node count is the likelier misprint"
	case derivedOK:
		return "the printed average needs the node-count figure, yet the printed one is kept"
	}
	return "the printed average fits neither"
}

// averageErrata compares a table's printed Average and Std. Deviation
// rows with the ones its rows give, and describes any difference beyond
// rounding. The thesis uses the sample standard deviation (n-1).
func averageErrata(t *runTable) []string {
	var sp, ov, idle []float64
	for _, r := range t.Rows {
		sp = append(sp, r.Speedup)
		ov = append(ov, r.Overhead)
		idle = append(idle, r.Idle)
	}
	var out []string
	check := func(what string, got, printed float64, ok bool) {
		if !ok {
			out = append(out, fmt.Sprintf("the rows give %s %.4g, the table prints %s", what, got, fmtFloat(printed)))
		}
	}
	check("average speedup", mean(sp), t.Printed.Speedup, agreesToRounding(mean(sp), t.Printed.Speedup))
	check("speedup standard deviation", stddev(sp), t.Printed.SpeedupSD, sdAgrees(stddev(sp), t.Printed.SpeedupSD))
	check("average search overhead", mean(ov), t.Printed.Overhead, agreesToRounding(mean(ov), t.Printed.Overhead))
	check("search overhead standard deviation", stddev(ov), t.Printed.OverheadSD, sdAgrees(stddev(ov), t.Printed.OverheadSD))
	check("average idle time", mean(idle), t.Printed.Idle, agreesToRounding(mean(idle), t.Printed.Idle))
	check("idle time standard deviation", stddev(idle), t.Printed.IdleSD, sdAgrees(stddev(idle), t.Printed.IdleSD))
	return out
}

// sdAgrees compares standard deviations within 2%: computed from rows
// rounded to three figures, they stray further than averages do.
func sdAgrees(got, printed float64) bool {
	return math.Abs(got-printed) <= 0.02*math.Abs(printed)
}

// agreesToRounding reports whether printed is got rounded to the three
// significant figures the thesis prints, allowing for the rows
// themselves being rounded: one unit in the last printed digit.
func agreesToRounding(got, printed float64) bool {
	if printed == 0 {
		return math.Abs(got) < 0.01
	}
	unit := math.Pow(10, math.Ceil(math.Log10(math.Abs(printed)))-3)
	return math.Abs(got-printed) <= unit*1.0001
}

func mean(xs []float64) float64 {
	var s float64
	for _, x := range xs {
		s += x
	}
	return s / float64(len(xs))
}

func stddev(xs []float64) float64 {
	m := mean(xs)
	var s float64
	for _, x := range xs {
		s += (x - m) * (x - m)
	}
	return math.Sqrt(s / float64(len(xs)-1))
}
