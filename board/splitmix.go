package board

// SplitMix64 is the splitmix64 generator (Steele, Lea and Flood, "Fast
// splittable pseudorandom number generators", 2014): a 64-bit state
// advanced by a fixed odd increment and put through Mix64. The games'
// Zobrist keys and the synthetic trees draw from it, so that keys and
// trees are the same on every machine and in every run.
type SplitMix64 struct{ state uint64 }

// NewSplitMix64 returns the generator whose first word is
// Mix64(seed + Golden64).
func NewSplitMix64(seed uint64) *SplitMix64 { return &SplitMix64{state: seed} }

// Golden64 is splitmix64's increment, 2^64 divided by the golden ratio.
const Golden64 = 0x9E3779B97F4A7C15

// Next returns the generator's next word.
func (g *SplitMix64) Next() uint64 {
	g.state += Golden64
	return Mix64(g.state)
}

// Mix64 is splitmix64's finaliser: a bijection on 64 bits whose output
// bits each depend on every input bit, so that distinct inputs give
// distinct, well-mixed outputs.
func Mix64(z uint64) uint64 {
	z ^= z >> 30
	z *= 0xBF58476D1CE4E5B9
	z ^= z >> 27
	z *= 0x94D049BB133111EB
	return z ^ z>>31
}
