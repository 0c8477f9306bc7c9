//go:build race

package othello

// raceEnabled is set under the race detector, which slows the perft walks
// some tenfold; the tests then stop a few plies earlier. The code is
// single-threaded, so the shallower run loses nothing the detector could
// find.
const raceEnabled = true
