//go:build !race

package egdb

const raceEnabled = false
