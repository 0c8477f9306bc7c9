package search

//go:generate go run ./internal/kernelgen/cmd

// kernel searches the node at ply of the searcher it was made for, with
// the algorithm of the searcher's options: a generated, game-specific
// copy of principalVariation or alphaBeta (see package kernelgen).
type kernel func(alpha, beta, depth, ply int) int

// kernels are the generated kernels' constructors, one per game: each
// returns a kernel for s if s is a searcher of its game, nil otherwise.
var kernels []func(s any) kernel
