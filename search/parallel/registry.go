package parallel

import (
	"fmt"
	"reflect"
	"slices"
	"strings"

	"frontier/board"
	"frontier/search"
)

// The registry: every parallel algorithm registers itself once, from its
// family's package, with what a person choosing it needs to know (a
// summary, the paper and figure it follows), its parameters and the type
// of its options. Command lines, the workstation's pickers, `frontier
// algos` and the registry-wide tests all read this one list, so an
// algorithm that registers is available and tested everywhere on the day
// it lands. Package search/engine turns a spec such as
// "pvfsplit-lb:16,quorum=0.25" into an engine through it, and through
// its family's constructor (see New).

// Algorithm describes a registered parallel algorithm.
type Algorithm struct {
	// Name is how the algorithm is chosen: lower case, no ':', ',' or '='.
	Name string
	// Summary says in one line what the algorithm does.
	Summary string
	// Paper and Figure say what it follows: "Lu 1993", "Figure 4.1".
	Paper  string
	Figure string
	// Rank orders the listing: lower first, then by registration. Files
	// register in the order of their names, which is no order for a
	// reader; the thesis's algorithms rank 1-4, and each later family
	// takes its own tens (Lazy SMP 20).
	Rank int
	// Params are the algorithm's parameters, in the order they are listed.
	Params []Param
	// Reference names the sequential engine its paper measures it
	// against when that is not seq: "alphabeta" for the DIB family, whose
	// bench report adds relative efficiency against it.
	Reference string
	// Shares says in a sentence where the algorithm finds work to share,
	// with the thesis's sections, and Starved what its starved
	// searchers mean: the searchers pane says them under the bars, so
	// that no pane has to know the algorithm by its name. Either may be
	// empty (the pane then counts split nodes and moves left).
	Shares, Starved string
	// Options is the zero value of the family's options type
	// (pvsplit.Options, ...): what Configure starts from and applies the
	// parameters to, and the type by which the family's constructor
	// knows its own algorithms.
	Options any
}

// Param is a parameter of an algorithm, given as key=value in a spec.
type Param struct {
	Name string
	// Default is the value used when the parameter is not given, as text
	// (it may depend on the machine, as "35000 (sim), 10ms (real)").
	Default string
	// Doc says what the parameter means, in one line.
	Doc string
	// Set applies value to cfg.Options (see Option), cfg.Sim already
	// set. Its error says what would be accepted; the caller names the
	// parameter.
	Set func(cfg *Config, value string) error
}

// Setting is a parameter's value as given in a spec.
type Setting struct {
	Name, Value string
}

// MaxSearchers is the most searchers an engine may have: the simulator's
// scale target. The real machine accepts the same range, although beyond
// its cores the timings say nothing about speedup.
const MaxSearchers = 1024

var registry []Algorithm

// Register adds an algorithm; call it from an init function of the
// algorithm's family package. Listing order is Rank's. It panics on a
// malformed or duplicate registration: that is a programming error.
func Register(a Algorithm) {
	if a.Name == "" || a.Name != strings.ToLower(a.Name) || strings.ContainsAny(a.Name, ":,= ") {
		panic(fmt.Sprintf("parallel.Register: bad algorithm name %q", a.Name))
	}
	if a.Options == nil {
		panic(fmt.Sprintf("parallel.Register: %s: no options type", a.Name))
	}
	if _, ok := Lookup(a.Name); ok {
		panic(fmt.Sprintf("parallel.Register: %q registered twice", a.Name))
	}
	seen := map[string]bool{}
	for _, p := range a.Params {
		if p.Name == "" || p.Set == nil || seen[p.Name] || strings.ContainsAny(p.Name, ":,= ") {
			panic(fmt.Sprintf("parallel.Register: %s: bad or duplicate parameter %q", a.Name, p.Name))
		}
		seen[p.Name] = true
	}
	registry = append(registry, a)
	slices.SortStableFunc(registry, func(x, y Algorithm) int { return x.Rank - y.Rank })
}

// Registered returns every registered algorithm in listing order (Rank).
func Registered() []Algorithm { return slices.Clone(registry) }

// RegisteredNames returns the names of Registered.
func RegisteredNames() []string {
	names := make([]string, len(registry))
	for i, a := range registry {
		names[i] = a.Name
	}
	return names
}

// Lookup returns the registered algorithm called name.
func Lookup(name string) (Algorithm, bool) {
	for _, a := range registry {
		if a.Name == name {
			return a, true
		}
	}
	return Algorithm{}, false
}

// Param returns the algorithm's parameter called name.
func (a Algorithm) Param(name string) (Param, bool) {
	for _, p := range a.Params {
		if p.Name == name {
			return p, true
		}
	}
	return Param{}, false
}

// ParamNames lists the algorithm's parameter names, for error messages.
func (a Algorithm) ParamNames() []string {
	names := make([]string, len(a.Params))
	for i, p := range a.Params {
		names[i] = p.Name
	}
	return names
}

// Configure returns base with the algorithm's name, and its options
// with every setting applied to them. Searchers, Sim and the rest come
// from base, and so do the options when they are of the algorithm's
// type (else they start from its zero options); a setting that does not
// exist or does not parse is an error naming it.
func (a Algorithm) Configure(base Config, settings []Setting) (Config, error) {
	cfg := base
	cfg.Algorithm = a.Name
	if cfg.Options == nil || reflect.TypeOf(cfg.Options) != reflect.TypeOf(a.Options) {
		cfg.Options = a.Options
	}
	for _, s := range settings {
		p, ok := a.Param(s.Name)
		if !ok {
			return cfg, fmt.Errorf("%s has no parameter %q (%s)", a.Name, s.Name, paramList(a))
		}
		if err := p.Set(&cfg, s.Value); err != nil {
			return cfg, fmt.Errorf("%s: bad %s=%s: %w", a.Name, s.Name, s.Value, err)
		}
	}
	return cfg, nil
}

// Start configures the algorithm (see Configure) and starts its engine
// on sh, its root search made by build (see New).
func Start[G search.Game[P, M], P any, M board.Move](g G, a Algorithm, base Config, settings []Setting, sh *search.Shared, build func(*Engine[G, P, M]) RootAlgorithm[G, P, M]) (*Engine[G, P, M], error) {
	cfg, err := a.Configure(base, settings)
	if err != nil {
		return nil, err
	}
	return New(g, cfg, sh, build)
}

// paramList names an algorithm's parameters for an error message.
func paramList(a Algorithm) string {
	if len(a.Params) == 0 {
		return "it takes none"
	}
	return "its parameters: " + strings.Join(a.ParamNames(), ", ")
}
