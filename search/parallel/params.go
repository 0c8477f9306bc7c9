package parallel

import (
	"fmt"
	"strconv"

	"frontier/search"
)

// Parameters and their parsers, for the families' registrations. A
// family's options are a value of its own type in Config.Options; a
// parameter's setter changes one field of them (Option, Update).

// Option makes a parameter that sets a field of the options of type O
// (the family's): set parses value into o.
func Option[O any](name, def, doc string, set func(o *O, value string) error) Param {
	return Param{Name: name, Default: def, Doc: doc, Set: func(cfg *Config, v string) error {
		return Update(cfg, func(o *O) error { return set(o, v) })
	}}
}

// Update applies f to cfg's options, of type O (nil counts as O's zero
// value), and keeps the result if f succeeds.
func Update[O any](cfg *Config, f func(o *O) error) error {
	var o O
	if cfg.Options != nil {
		var ok bool
		if o, ok = cfg.Options.(O); !ok {
			return fmt.Errorf("options of type %T, not %T", cfg.Options, o)
		}
	}
	if err := f(&o); err != nil {
		return err
	}
	cfg.Options = o
	return nil
}

// MinSplitParam is the minsplit parameter of the families that hand a
// node at or below it whole to one searcher, its field field(o) of the
// options O (0 for DefaultMinGranularity).
func MinSplitParam[O any](field func(o *O) *int) Param {
	return Option(
		"minsplit", strconv.Itoa(DefaultMinGranularity),
		"remaining depth in plies at and below which a node goes whole to one searcher (the thesis's minimum granularity)",
		func(o *O, v string) error { return SetPlies(field(o), v) })
}

// SetPlies reads a depth in plies.
func SetPlies(dst *int, v string) error {
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 || n > search.MaxDepth {
		return fmt.Errorf("want a whole number of plies from 1 to %d", search.MaxDepth)
	}
	*dst = n
	return nil
}

// SetBool reads true or false (also 1 and 0).
func SetBool(dst *bool, v string) error {
	b, err := strconv.ParseBool(v)
	if err != nil {
		return fmt.Errorf("want true or false")
	}
	*dst = b
	return nil
}

// SetCount reads a whole number from 1 to MaxSearchers.
func SetCount(dst *int, v string) error {
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 || n > MaxSearchers {
		return fmt.Errorf("want a whole number from 1 to %d", MaxSearchers)
	}
	*dst = n
	return nil
}
