package chess

// Magic bitboards for the sliding pieces. For each square, mask holds
// the squares on the piece's rays whose occupancy can change its attacks
// (the rays without their last square, which is attacked whether or not
// it is occupied). The occupied squares of the mask, multiplied by the
// square's magic number, keep in their top bits an index into a table of
// attack sets that is unique for every arrangement that leads to
// different attacks: a lookup is an AND, a multiply, a shift and a load.
//
// The magic numbers are our own: findMagics searches them with a
// fixed-seed generator, and magic_numbers.go holds what it found.
type magic struct {
	mask   uint64
	magic  uint64
	shift  uint8
	offset uint32 // start of the square's part of the shared table
}

var (
	rookMagics   [64]magic
	bishopMagics [64]magic
	rookTable    []uint64
	bishopTable  []uint64
)

var (
	rookDirs   = [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	bishopDirs = [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
)

// rookAttacks returns the squares a rook on s attacks with occ occupied.
func rookAttacks(s Square, occ uint64) uint64 {
	m := &rookMagics[s]
	return rookTable[m.offset+uint32(((occ&m.mask)*m.magic)>>m.shift)]
}

// bishopAttacks returns the squares a bishop on s attacks with occ
// occupied.
func bishopAttacks(s Square, occ uint64) uint64 {
	m := &bishopMagics[s]
	return bishopTable[m.offset+uint32(((occ&m.mask)*m.magic)>>m.shift)]
}

func queenAttacks(s Square, occ uint64) uint64 {
	return rookAttacks(s, occ) | bishopAttacks(s, occ)
}

// slideAttacks walks the rays from s in dirs, stopping at (and
// including) the first occupied square: the slow reference the tables
// are built from.
func slideAttacks(s Square, occ uint64, dirs [4][2]int) uint64 {
	var a uint64
	for _, d := range dirs {
		f, r := s.File()+d[0], s.Rank()+d[1]
		for f >= 0 && f < 8 && r >= 0 && r < 8 {
			b := bit(SquareAt(f, r))
			a |= b
			if occ&b != 0 {
				break
			}
			f, r = f+d[0], r+d[1]
		}
	}
	return a
}

// relevantMask is slideAttacks on an empty board without each ray's last
// square.
func relevantMask(s Square, dirs [4][2]int) uint64 {
	var m uint64
	for _, d := range dirs {
		f, r := s.File()+d[0], s.Rank()+d[1]
		for {
			nf, nr := f+d[0], r+d[1]
			if f < 0 || f > 7 || r < 0 || r > 7 || nf < 0 || nf > 7 || nr < 0 || nr > 7 {
				break
			}
			m |= bit(SquareAt(f, r))
			f, r = nf, nr
		}
	}
	return m
}

// magicSeed seeds the search for magic numbers.
const magicSeed = 0x6d61676963_2026

// initMagics fills the attack tables from the magic numbers in
// magic_numbers.go, which findMagics wrote (TestMagicsReproduce checks
// that it still finds the same ones). Searching at every start would
// cost most of a second, paid by every command of the program, since
// the registry imports every game.
func initMagics() {
	rookTable = fillMagics(&rookMagics, &rookMagicNumbers, rookDirs)
	bishopTable = fillMagics(&bishopMagics, &bishopMagicNumbers, bishopDirs)
}

// fillMagics sets up each square's magic and fills the shared table.
func fillMagics(ms *[64]magic, numbers *[64]uint64, dirs [4][2]int) []uint64 {
	var table []uint64
	for s := Square(0); s < 64; s++ {
		mask := relevantMask(s, dirs)
		n := popcount(mask)
		m := magic{mask: mask, magic: numbers[s], shift: uint8(64 - n), offset: uint32(len(table))}
		part := make([]uint64, 1<<n)
		for sub := uint64(0); ; {
			part[(sub*m.magic)>>m.shift] = slideAttacks(s, sub, dirs)
			if sub = (sub - mask) & mask; sub == 0 {
				break
			}
		}
		ms[s] = m
		table = append(table, part...)
	}
	return table
}

// findMagics searches a magic number for every square: random numbers
// with few bits set (the AND of three draws) from the generator seeded
// with magicSeed are tried until one maps every subset of the square's
// mask to an index whose attack set is either unused or the same. The
// rook's squares come first, then the bishop's, from one generator.
func findMagics() (rook, bishop [64]uint64) {
	rng := xorshift(magicSeed)
	rook = findMagicsFor(rookDirs, &rng)
	bishop = findMagicsFor(bishopDirs, &rng)
	return rook, bishop
}

func findMagicsFor(dirs [4][2]int, rng *xorshift) [64]uint64 {
	var out [64]uint64
	occs := make([]uint64, 0, 4096)
	atts := make([]uint64, 0, 4096)
	epoch := make([]uint32, 4096) // which try last wrote used[i]
	used := make([]uint64, 4096)
	try := uint32(0)
	for s := Square(0); s < 64; s++ {
		mask := relevantMask(s, dirs)
		occs, atts = occs[:0], atts[:0]
		// Every subset of mask (the carry-rippler enumeration).
		for sub := uint64(0); ; {
			occs = append(occs, sub)
			atts = append(atts, slideAttacks(s, sub, dirs))
			if sub = (sub - mask) & mask; sub == 0 {
				break
			}
		}
		shift := uint8(64 - popcount(mask))
		for {
			cand := rng.next() & rng.next() & rng.next()
			if popcount((mask*cand)>>56) < 6 {
				continue // too few high bits: rarely a good magic
			}
			try++
			ok := true
			for i, o := range occs {
				idx := (o * cand) >> shift
				if epoch[idx] != try {
					epoch[idx], used[idx] = try, atts[i]
				} else if used[idx] != atts[i] {
					ok = false
					break
				}
			}
			if ok {
				out[s] = cand
				break
			}
		}
	}
	return out
}

// xorshift is Marsaglia's xorshift64* generator: small, fast and the
// same everywhere.
type xorshift uint64

func (x *xorshift) next() uint64 {
	*x ^= *x >> 12
	*x ^= *x << 25
	*x ^= *x >> 27
	return uint64(*x) * 0x2545F4914F6CDD1D
}
