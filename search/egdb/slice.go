package egdb

import (
	"fmt"
	"math/bits"
	"sort"
)

// A Slice is the set of positions with given piece counts and Black to
// move: BM black men, BK black kings, WM white men, WK white kings.
// Positions with White to move are stored as their mirror image (board
// turned half a turn, colours swapped), so one table per slice serves
// both sides to move.
type Slice struct{ BM, BK, WM, WK int }

func (s Slice) String() string {
	return fmt.Sprintf("%dm%dk-%dm%dk", s.BM, s.BK, s.WM, s.WK)
}

// Pieces is the number of pieces in the slice.
func (s Slice) Pieces() int { return s.BM + s.BK + s.WM + s.WK }

// Men is the number of men of both colours.
func (s Slice) Men() int { return s.BM + s.WM }

// Swap is the slice the positions of s reach after a move that neither
// captures nor crowns, seen from the new side to move.
func (s Slice) Swap() Slice { return Slice{s.WM, s.WK, s.BM, s.BK} }

// Men squares: a black man stands on squares 1-28 (it is crowned on
// 29-32), a white man on 5-32. Square s is bit s-1 of a square mask.
const (
	menDomain = 28
	whiteMen  = 4 // bit offset of the white men's domain
)

// dims returns the number of ranks of each of the four piece groups:
// black men among 28 squares, white men among 28, black kings among the
// squares the men leave free, white kings among those left after them.
func (s Slice) dims() (bm, wm, bk, wk uint64) {
	free := 32 - s.BM - s.WM
	return binom[menDomain][s.BM], binom[menDomain][s.WM],
		binom[free][s.BK], binom[free-s.BK][s.WK]
}

// Size is the number of indices of the slice. Indices whose black and
// white men would share a square are holes: they stand for no position.
func (s Slice) Size() uint64 {
	bm, wm, bk, wk := s.dims()
	return bm * wm * bk * wk
}

// Positions is the number of positions of the slice: its indices less
// the holes. Black men have squares 1-4 to themselves, white men 29-32,
// and they share 5-28; kings go anywhere the men leave free.
func (s Slice) Positions() uint64 {
	var men uint64
	for a := 0; a <= min(s.BM, 4); a++ { // black men on 1-4
		for b := 0; b <= min(s.WM, 4); b++ { // white men on 29-32
			shared := 24 - (s.BM - a)
			if s.BM-a > 24 || s.WM-b > shared {
				continue
			}
			men += binom[4][a] * binom[4][b] * binom[24][s.BM-a] * binom[shared][s.WM-b]
		}
	}
	_, _, bk, wk := s.dims()
	return men * bk * wk
}

// index returns the index of the position with the given square masks
// and Black to move. The masks must match the slice's counts and must
// not overlap.
func (s Slice) index(bm, bk, wm, wk uint32) uint64 {
	_, nwm, nbk, nwk := s.dims()
	men := bm | wm
	r := rankSet(bm)
	r = r*nwm + rankSet(wm>>whiteMen)
	r = r*nbk + rankSet(squeeze(bk, men))
	r = r*nwk + rankSet(squeeze(wk, men|bk))
	return r
}

// unindex is the inverse of index. ok is false for a hole.
func (s Slice) unindex(i uint64) (bm, bk, wm, wk uint32, ok bool) {
	_, nwm, nbk, nwk := s.dims()
	rwk := i % nwk
	i /= nwk
	rbk := i % nbk
	i /= nbk
	rwm := i % nwm
	rbm := i / nwm
	bm = unrankSet(rbm, s.BM)
	wm = unrankSet(rwm, s.WM) << whiteMen
	if bm&wm != 0 {
		return 0, 0, 0, 0, false
	}
	men := bm | wm
	bk = spread(unrankSet(rbk, s.BK), men)
	wk = spread(unrankSet(rwk, s.WK), men|bk)
	return bm, bk, wm, wk, true
}

// flip turns the board half a turn and swaps the colours: the position
// with White to move becomes one with Black to move and the same value.
func flip(bm, bk, wm, wk uint32) (uint32, uint32, uint32, uint32) {
	return bits.Reverse32(wm), bits.Reverse32(wk), bits.Reverse32(bm), bits.Reverse32(bk)
}

// slicesUpTo lists every slice of 1 to n pieces in an order in which
// each slice comes after every slice its moves can leave to: fewer
// pieces first (captures), then fewer men (a crowning turns a man into a
// king), then the rest in a fixed order. A slice and its Swap are
// adjacent: moves that neither capture nor crown go from one to the
// other, so they are solved together.
func slicesUpTo(n int) []Slice {
	var out []Slice
	for bm := 0; bm <= n; bm++ {
		for bk := 0; bm+bk <= n; bk++ {
			for wm := 0; bm+bk+wm <= n; wm++ {
				for wk := 0; bm+bk+wm+wk <= n; wk++ {
					s := Slice{bm, bk, wm, wk}
					if s.Pieces() > 0 {
						out = append(out, s)
					}
				}
			}
		}
	}
	key := func(s Slice) [3]int {
		// The pair's smaller member orders the pair, so both sit together.
		a, b := s, s.Swap()
		if less(b, a) {
			a = b
		}
		return [3]int{s.Pieces(), s.Men(), a.BM<<12 | a.BK<<8 | a.WM<<4 | a.WK}
	}
	sort.SliceStable(out, func(i, j int) bool {
		ki, kj := key(out[i]), key(out[j])
		if ki != kj {
			return ki[0] < kj[0] || ki[0] == kj[0] && (ki[1] < kj[1] || ki[1] == kj[1] && ki[2] < kj[2])
		}
		return less(out[i], out[j])
	})
	return out
}

func less(a, b Slice) bool {
	return a.BM<<12|a.BK<<8|a.WM<<4|a.WK < b.BM<<12|b.BK<<8|b.WM<<4|b.WK
}
