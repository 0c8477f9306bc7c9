package parallel_test

import (
	"context"
	"testing"

	"frontier/search"
	"frontier/search/engine/all"
	"frontier/search/parallel"
	"frontier/search/parallel/abdada"
	"frontier/search/parallel/internal/ptest"
	"frontier/search/parallel/ybwc"
)

// TestTableOpsCounted: the algorithms Weill's comparison measures count
// their table reads and writes (experiment weill divides them by the
// nodes), and the counts are of the size of a search's nodes: every node
// above the leaves reads the table once or so and writes it once.
func TestTableOpsCounted(t *testing.T) {
	pos := ptest.Positions(t, 7)[2]
	for _, algo := range []string{ybwc.YBWC, ybwc.DPVSplit, abdada.ABDADA} {
		cfg := ptest.Configure(t, parallel.Config{Algorithm: algo, Searchers: 4, Sim: true},
			parallel.Setting{Name: "minsplit", Value: "2"}, parallel.Setting{Name: "exclusive", Value: "2"})
		e := ptest.New(t, cfg, all.Family)
		if _, err := search.Iterate(context.Background(), ptest.CK, pos, search.Limits{Depth: 8}, e, nil); err != nil {
			t.Fatal(err)
		}
		r := e.Report()
		e.Close()
		if r.TableReads == 0 || r.TableWrites == 0 || r.TableOps < r.TableReads+r.TableWrites {
			t.Fatalf("%s: %d reads, %d writes, %d operations", algo, r.TableReads, r.TableWrites, r.TableOps)
		}
		if algo != abdada.ABDADA && r.TableOps != r.TableReads+r.TableWrites {
			t.Errorf("%s: %d operations, but %d reads and %d writes", algo, r.TableOps, r.TableReads, r.TableWrites)
		}
		perNode := float64(r.TableOps) / float64(r.Nodes)
		t.Logf("%s: %.2f operations a node, %.2f reads a write", algo, perNode, float64(r.TableReads)/float64(r.TableWrites))
		if perNode < 0.2 || perNode > 4 {
			t.Errorf("%s: %.2f table operations a node (%d over %d nodes)", algo, perNode, r.TableOps, r.Nodes)
		}
		if rw := float64(r.TableReads) / float64(r.TableWrites); rw < 1 {
			t.Errorf("%s: %.2f reads a write: every store follows a probe", algo, rw)
		}
	}
}
