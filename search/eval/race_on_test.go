//go:build race

package eval_test

// raceEnabled is set under the race detector, which slows the self-play
// tests tenfold: they play fewer games.
const raceEnabled = true
