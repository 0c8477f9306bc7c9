package engine

// Info describes an engine that can be chosen by name: what pickers,
// help texts and "frontier algos" show.
type Info struct {
	Name    string
	Summary string
	Paper   string
	Figure  string
	// MinP and MaxP bound the number of searchers.
	MinP, MaxP int
	Params     []Param
	// Shares says in a sentence where the algorithm finds work to share,
	// and Starved what its starved searchers mean: the searchers pane
	// says them under the bars, so that no pane has to know the
	// algorithm by its name. Either may be empty.
	Shares, Starved string
}

// Param is a parameter of an algorithm, given as key=value in a spec.
type Param struct {
	Name string
	// Default is the value used when the parameter is not given, as text
	// (it may depend on the machine, as "35000 (sim), 10ms (real)").
	Default string
	// Doc says what the parameter means, in one line.
	Doc string
}

// List returns every engine in listing order: seq, the parallel
// algorithms in their registration order, then alphabeta, the DIB
// family's reference, after the family. It is empty when no backend is
// linked.
func List() []Info {
	if backend == nil {
		return nil
	}
	return backend.List()
}

// Names returns the names of List.
func Names() []string {
	var names []string
	for _, in := range List() {
		names = append(names, in.Name)
	}
	return names
}

// ParallelNames returns the names of the parallel algorithms only, for a
// picker that needs several searchers (the compare view).
func ParallelNames() []string {
	var names []string
	for _, in := range List() {
		if !IsSequential(in.Name) {
			names = append(names, in.Name)
		}
	}
	return names
}

// Lookup returns the Info of the engine called name.
func Lookup(name string) (Info, bool) {
	for _, in := range List() {
		if in.Name == name {
			return in, true
		}
	}
	return Info{}, false
}
