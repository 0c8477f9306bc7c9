package eval

import "fmt"

// The pattern evaluation as its fit sees it (search/tune,
// `frontier othello-patterns`): the evaluation is linear in its weights,
// so the fit needs only which weights a position uses, which pairs of
// weights a colour swap exchanges, and a way to hand the fitted values
// back. The layout of a phase's weights: PatternWeightCount() pattern
// weights, indexed as PatternFeatures lists them, then the PatternScalars
// scalar weights in the order PatternMobility, PatternParity,
// PatternBias.

// PatternPhases is the number of phases, each with its own weights.
const PatternPhases = patPhases

// PatternFeatureCount is the number of pattern weights a position uses:
// one a pattern on each of the board's eight symmetric images.
const PatternFeatureCount = 8 * patCount

// The scalar weights of a phase, as offsets after its pattern weights:
// the mobility difference, the parity (1 when the number of empty
// squares is odd) and the bias.
const (
	PatternMobility = patMobility
	PatternParity   = patParity
	PatternBias     = patBias
	PatternScalars  = patScalars
)

// PatternWeightCount returns the number of pattern weights of a phase:
// PatternFeatures lists indices below it.
func PatternWeightCount() int { return patTotal }

// PatternPhase returns the phase of a position with empties empty
// squares (0 to 64).
func PatternPhase(empties int) int { return int(patPhaseOf[empties]) }

// PatternFeatures lists the pattern weights the position (own to move
// against opp) uses, as indices into its phase's weights, with the
// mobility difference and the parity that multiply the scalar weights:
// Eval is the sum of those weights and products.
func PatternFeatures(own, opp uint64, f *[PatternFeatureCount]uint32) (mob, parity int) {
	return patFeatures(own, opp, f)
}

// PatternSwap returns the index of the pattern weight of the colour swap
// of pattern weight i's configuration (own and opponent's discs
// exchanged), i itself when the swap leaves it unchanged. The fit gives
// the two opposite weights, which makes Eval(own, opp) + Eval(opp, own)
// depend on the phase and parity alone. i must be below
// PatternWeightCount().
func PatternSwap(i int) int {
	for p := range patCount {
		if i >= patOffset[p] && i < patOffset[p]+pow3(patSquares[p]) {
			return patOffset[p] + int(patSwap(p, uint32(i-patOffset[p])))
		}
	}
	panic(fmt.Sprintf("eval.PatternSwap: index %d outside the %d pattern weights", i, patTotal))
}

// PatternWeightsFrom returns the weights w (a phase's in the layout
// above, in hundredths of a disc), copied: how a fit hands its values to
// Eval and WritePatternWeights.
func PatternWeightsFrom(w [PatternPhases][]int16) (*PatternWeights, error) {
	pw := newPatternWeights()
	for ph, ws := range w {
		if len(ws) != patPhaseSize {
			return nil, fmt.Errorf("pattern weights: phase %d has %d weights, want %d", ph, len(ws), patPhaseSize)
		}
		copy(pw.w[ph], ws)
	}
	pw.merge()
	return pw, nil
}
