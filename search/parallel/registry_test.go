package parallel_test

import (
	"slices"
	"strings"
	"testing"

	"frontier/search/engine/all"
	"frontier/search/parallel"
	"frontier/search/parallel/internal/ptest"
	"frontier/search/parallel/pvsplit"
)

// TestRegistryThesisOrder: the thesis's algorithms list first, in its
// order, whatever the order of the packages that register them; every
// algorithm says what it follows.
func TestRegistryThesisOrder(t *testing.T) {
	thesis := []string{pvsplit.PVSplit, pvsplit.PVFSplit, pvsplit.PVSplitLB, pvsplit.PVFSplitLB}
	if got := parallel.RegisteredNames(); len(got) < 4 || !slices.Equal(got[:4], thesis) {
		t.Fatalf("registered %v, want the thesis's order first", got)
	}
	for _, a := range parallel.Registered() {
		if a.Summary == "" || a.Paper == "" || a.Figure == "" {
			t.Errorf("%s: summary %q, paper %q, figure %q", a.Name, a.Summary, a.Paper, a.Figure)
		}
		if slices.Contains(thesis, a.Name) && (a.Paper != pvsplit.Paper || !strings.HasPrefix(a.Figure, "Figure ")) {
			t.Errorf("%s: paper %q, figure %q", a.Name, a.Paper, a.Figure)
		}
	}
}

// TestRegisterRefusesMistakes: a duplicate name, a bad name, no options
// type or a parameter without a setter is a programming error caught at
// start-up, and leaves the registry as it was.
func TestRegisterRefusesMistakes(t *testing.T) {
	before := parallel.RegisteredNames()
	type options struct{}
	for _, a := range []parallel.Algorithm{
		{Name: pvsplit.PVSplit, Options: options{}},
		{Name: "Upper", Options: options{}},
		{Name: "a:b", Options: options{}},
		{Name: "fine"},
		{Name: "fine", Options: options{}, Params: []parallel.Param{{Name: "x"}}},
		{Name: "fine", Options: options{}, Params: []parallel.Param{{Name: "x", Set: setNothing}, {Name: "x", Set: setNothing}}},
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Register(%+v) did not panic", a)
				}
			}()
			parallel.Register(a)
		}()
	}
	if !slices.Equal(parallel.RegisteredNames(), before) {
		t.Errorf("registry changed to %v", parallel.RegisteredNames())
	}
}

func setNothing(*parallel.Config, string) error { return nil }

// TestEveryAlgorithmHasItsOptions: every registered algorithm states the
// type of its options, Configure gives it options of that type, and
// the engine refuses options of another family's type.
func TestEveryAlgorithmHasItsOptions(t *testing.T) {
	for _, a := range parallel.Registered() {
		cfg, err := a.Configure(parallel.Config{Searchers: 2, Options: struct{}{}}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if cfg.Algorithm != a.Name || cfg.Options != a.Options {
			t.Errorf("%s: configured %q with options %#v, want %#v", a.Name, cfg.Algorithm, cfg.Options, a.Options)
		}
		_, err = parallel.New(ptest.CK, parallel.Config{Algorithm: a.Name, Searchers: 2, Options: struct{}{}}, nil, all.Family)
		if err == nil || !strings.Contains(err.Error(), "takes options of type") {
			t.Errorf("%s with options of another type: error %v", a.Name, err)
		}
	}
}
