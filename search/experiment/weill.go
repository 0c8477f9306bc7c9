package experiment

import (
	"fmt"
	"strings"

	"frontier/search/parallel/abdada"
	"frontier/search/parallel/ybwc"
)

// Weill's comparison of ABDADA and YBWC (Weill 1996, §3) on our games:
// both algorithms in the simulator at 2 to 32 searchers, their speedup
// over the sequential engine and their transposition-table traffic, with
// the figures Weill's text gives beside ours.

// WeillCheckersDepth is the comparison's default depth on checkers: the
// whole comparison (ten configurations on twenty positions) takes
// minutes in the simulator, against an hour at the bench's depth 15.
const WeillCheckersDepth = 13

// WeillAlgos are the engine specs of the two algorithms Weill compares:
// with granularity above 0, YBWC's minsplit; ABDADA has no minimum
// granularity (every node is shared through the table).
func WeillAlgos(granularity int) string {
	if granularity != 0 {
		return fmt.Sprintf("%s,minsplit=%d,%s", ybwc.YBWC, granularity, abdada.ABDADA)
	}
	return ybwc.YBWC + "," + abdada.ABDADA
}

// WeillFigure is a figure of Weill's text (his Figures 3-6 are graphs
// whose values the text does not give).
type WeillFigure struct {
	Algo      string  `json:"algo"`
	Searchers int     `json:"searchers,omitempty"`
	Speedup   float64 `json:"speedup,omitempty"`
	// ReadsPerWrite is the ratio of table read messages to write
	// messages.
	ReadsPerWrite float64 `json:"reads_per_write,omitempty"`
	Where         string  `json:"where"`
}

// WeillFigures are the figures of Weill 1996. The speedups at 32 are
// relative (against the same program on one processor, the table's
// entries kept constant); our speedups are against the sequential
// engine, so absolute in his words.
var WeillFigures = []WeillFigure{
	{Algo: ybwc.YBWC, Searchers: 32, Speedup: 18.4, Where: "chess, Bratko-Kopec, depth 8, alpha-beta, CM5 (§3.2)"},
	{Algo: ybwc.YBWC, Searchers: 32, Speedup: 14.3, Where: "chess, Bratko-Kopec, depth 8, Negascout, CM5 (§3.2)"},
	{Algo: ybwc.YBWC, Searchers: 32, Speedup: 20.7, Where: "Othello, 50 game positions, depth 11, CM5 (§3.2)"},
	{Algo: abdada.ABDADA, Searchers: 32, Speedup: 28, Where: "chess, Bratko-Kopec, depth 9, Cray T3D, \"about 28\" (§5)"},
	{Algo: ybwc.YBWC, ReadsPerWrite: 1.35, Where: "chess, Bratko-Kopec (§3.3)"},
	{Algo: abdada.ABDADA, ReadsPerWrite: 1.7, Where: "chess, Bratko-Kopec (§3.3)"},
}

// WeillRow is one algorithm at one number of searchers.
type WeillRow struct {
	Summary
	// TableOpsPerNode and ReadsPerWrite are ratios of totals over the
	// positions.
	TableOpsPerNode float64       `json:"table_ops_per_node"`
	ReadsPerWrite   float64       `json:"reads_per_write"`
	Weill           []WeillFigure `json:"weill,omitempty"`
}

// AlgoName is the algorithm of a row's spec: "pvfsplit-lb" for
// "pvfsplit-lb,quorum=0.5".
func AlgoName(algo string) string {
	name, _, _ := strings.Cut(algo, ",")
	return name
}

// WeillRows summarizes the YBWC and ABDADA runs among rows, per
// algorithm and number of searchers, with Weill's figures of each.
func WeillRows(rows []Row) []WeillRow {
	var out []WeillRow
	for _, g := range GroupRows(rows) {
		if AlgoName(g.Algo) != ybwc.YBWC && AlgoName(g.Algo) != abdada.ABDADA {
			continue
		}
		sums := Summarize(g.Rows)
		if len(sums) != 1 {
			continue
		}
		r := WeillRow{Summary: sums[0]}
		var ops, nodes, reads, writes uint64
		for _, x := range g.Rows {
			ops, nodes, reads, writes = ops+x.TableOps, nodes+x.Nodes, reads+x.TableReads, writes+x.TableWrites
		}
		r.TableOpsPerNode = ratio(ops, nodes)
		r.ReadsPerWrite = ratio(reads, writes)
		for _, w := range WeillFigures {
			if w.Algo == g.Algo && (w.Searchers == g.Searchers || w.Searchers == 0) {
				r.Weill = append(r.Weill, w)
			}
		}
		out = append(out, r)
	}
	return out
}
