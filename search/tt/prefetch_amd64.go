package tt

// prefetch asks the processor to start loading the cache line at addr.
// It never faults and changes nothing observable.
//
//go:noescape
func prefetch(addr uintptr)
