package egdb

import "math/bits"

// binom[n][k] is the binomial coefficient C(n, k) for n ≤ 32.
var binom [33][33]uint64

func init() {
	for n := 0; n <= 32; n++ {
		binom[n][0] = 1
		for k := 1; k <= n; k++ {
			binom[n][k] = binom[n-1][k-1] + binom[n-1][k]
		}
	}
}

// rankSet returns the colex rank of the set of bit positions in m: for
// positions c0 < c1 < … it is the sum of C(ci, i+1). Sets of k elements
// drawn from n positions rank densely from 0 to C(n, k)−1.
func rankSet(m uint32) uint64 {
	var r uint64
	i := 1
	for ; m != 0; m &= m - 1 {
		r += binom[bits.TrailingZeros32(m)][i]
		i++
	}
	return r
}

// unrankSet is the inverse of rankSet for sets of k elements.
func unrankSet(r uint64, k int) uint32 {
	var m uint32
	c := 31
	for i := k; i >= 1; i-- {
		for binom[c][i] > r {
			c--
		}
		r -= binom[c][i]
		m |= 1 << uint(c)
		c--
	}
	return m
}

// squeeze removes from m the bit positions set in occ, closing the gaps:
// bit s of m becomes bit s − popcount(occ below s). It maps a king's
// square to its rank among the squares the men leave free.
func squeeze(m, occ uint32) uint32 {
	var out uint32
	for ; m != 0; m &= m - 1 {
		s := bits.TrailingZeros32(m)
		below := uint32(1)<<uint(s) - 1
		out |= 1 << uint(s-bits.OnesCount32(occ&below))
	}
	return out
}

// spread is the inverse of squeeze: bit j of m becomes the j-th bit
// position (from 0) not set in occ.
func spread(m, occ uint32) uint32 {
	var out uint32
	free := ^occ
	j := 0
	for ; m != 0; m &= m - 1 {
		t := bits.TrailingZeros32(m)
		for ; j < t; j++ {
			free &= free - 1
		}
		out |= free & -free
	}
	return out
}
