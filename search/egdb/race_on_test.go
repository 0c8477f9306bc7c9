//go:build race

package egdb

// raceEnabled is set under the race detector, which slows the tests
// tenfold: they check fewer slices.
const raceEnabled = true
