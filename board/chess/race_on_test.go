//go:build race

package chess

// raceEnabled is set under the race detector, which slows the perft walks
// some tenfold; the tests then leave out the largest counts. The code is
// single-threaded, so the smaller run loses nothing the detector could
// find.
const raceEnabled = true
