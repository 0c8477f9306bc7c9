//go:build !amd64

package tt

func prefetch(addr uintptr) {}
