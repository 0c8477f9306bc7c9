// Command frontier is a terminal workstation for parallel game-tree search
// on checkers and other games, after Paul Lu's "Parallel Search of Narrow
// Game Trees" (1993). Run without arguments it opens the workstation on
// the embedded Tinsley–Chinook 1992 test suite; its subcommands (perft,
// suite, search, bench, match, algos, games, calibrate, experiment) run
// the same machinery from the command line. The command line itself is
// package internal/cli.
package main

import (
	"context"
	"os"

	"frontier/internal/cli"
)

func main() {
	os.Exit(cli.Main(context.Background(), os.Args[1:], os.Stdout, os.Stderr))
}
