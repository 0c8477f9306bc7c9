//go:build race

package ptest

// Race is set when the tests run under the race detector, which
// slows the search some tenfold: the value checks then use fewer
// positions, enough to exercise every interleaving path for races, while
// the plain `go test ./...` run checks all of them.
const Race = true
