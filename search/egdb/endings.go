package egdb

import (
	"fmt"
	"math/rand/v2"

	"frontier/board/checkers"
)

// WonKingEndings returns n positions of three black kings against two
// white kings, Black to move, no capture due for either side, that db
// says Black wins in more than minPlies plies: the endings the engine
// must convert (issue 17), drawn reproducibly from seed. db must hold
// five pieces.
func WonKingEndings(db *DB, seed uint64, n, minPlies int) ([]checkers.Position, error) {
	rng := rand.New(rand.NewPCG(seed, seed^0x9E3779B97F4A7C15))
	var out []checkers.Position
	for tries := 0; len(out) < n; tries++ {
		if tries > 1000*n {
			return out, fmt.Errorf("found %d won 3-vs-2 king endings in %d tries", len(out), tries)
		}
		var p checkers.Position
		for i, s := range rng.Perm(32)[:5] {
			pc := checkers.BlackKing
			if i >= 3 {
				pc = checkers.WhiteKing
			}
			p.Put(checkers.Square(s+1), pc)
		}
		q := p.PlayNull()
		if p.HasCapture() || q.HasCapture() {
			continue
		}
		if v, ok := db.Probe(&p); ok && v.Result == Win && v.Plies > minPlies {
			out = append(out, p)
		}
	}
	return out, nil
}
