//go:build !race

package ptest

const Race = false
