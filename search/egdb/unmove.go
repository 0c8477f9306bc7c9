package egdb

// predecessors appends to out every position of the pair from which a
// move that neither captures nor crowns reaches position r (and maybe
// positions where that move was not allowed because a capture was due:
// they have no such moves, so settle ignores them). r has Black to move,
// so the move was White's: a white man came from one of the two squares
// behind it (it moves towards square 1), a white king from any
// neighbour; that square is empty now. The predecessor has White to move
// and is stored flipped, in the other table of the pair.
func (st *pairState) predecessors(out []ref, r ref) []ref {
	bm, bk, wm, wk, _ := st.tabs[r.t].slice.unindex(r.i)
	other := 0
	if len(st.tabs) == 2 {
		other = 1 - r.t
	}
	ot := st.tabs[other].slice
	empty := paddedMask(^(bm | bk | wm | wk))
	for m := wm | wk; m != 0; m &= m - 1 {
		y := m & -m
		py := paddedMask(y)
		from := (py<<4 | py<<5) & empty
		king := wk&y != 0
		if king {
			from |= (py>>4 | py>>5) & empty
		}
		for ; from != 0; from &= from - 1 {
			x := squareMask(from & -from)
			qwm, qwk := wm, wk
			if king {
				qwk = qwk&^y | x
			} else {
				qwm = qwm&^y | x
			}
			fbm, fbk, fwm, fwk := flip(bm, bk, qwm, qwk)
			out = append(out, ref{other, ot.index(fbm, fbk, fwm, fwk)})
		}
	}
	return out
}
