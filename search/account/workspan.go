package account

// Work and critical path, as Kuszmaul 1995 (§3, "Critical path and
// work") measures them on StarTech. The work W is the busy time of every
// thread, idle time excluded: the machine's accounts already hold it.
// The critical path C is the longest chain of dependent work, measured
// by the algorithm that timestamps it as it runs (Jamboree's spanClock),
// and added up over root searches by the Engine (Spanner). An infinite
// machine without scheduling costs would finish in C; no machine of P
// threads can finish in less than W/P.

// WorkSpan is the work and critical path of a run and what follows from
// them (Kuszmaul 1995 §3): the average parallelism W/C, and, given the
// time T_S of the best sequential search of the same problem, the
// efficiency T_S/W.
type WorkSpan struct {
	Work        Time    `json:"work"`                  // W: busy time of every thread
	Span        Time    `json:"span,omitempty"`        // C: the critical path; 0 if the algorithm does not timestamp
	Parallelism float64 `json:"parallelism,omitempty"` // W/C
}
