// Package all links every engine into package engine: the sequential
// engines, every family of parallel algorithms (package parallel's
// registry), and every game type they are built for. It registers its
// Backend with package engine when it is imported, so a program imports
// it for that effect (internal/cli does), as a program that uses
// database/sql imports its driver; so do the tests that build engines.
//
// It also holds the typed constructor (Build, New), generic over a game's
// types, which the type-erased engine.BuildGame reaches through the one
// list of game types (games.go), and the one list of families
// (family.go): what a new family or a new game type adds a line to.
package all
