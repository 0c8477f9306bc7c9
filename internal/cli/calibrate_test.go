package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"frontier/search/account"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// TestCalibrateJSON: the JSON carries the measured costs and a --sim-cost
// string that the simulator accepts.
func TestCalibrateJSON(t *testing.T) {
	if testing.Short() {
		t.Skip("times the machine")
	}
	var out bytes.Buffer
	if err := runCalibrate(context.Background(), &out, calibrateFlags{depth: 5, rounds: 1, scale: 10, asJSON: true, threads: 1}); err != nil {
		t.Fatal(err)
	}
	var got struct {
		NodeNs  float64 `json:"node_ns"`
		SimCost string  `json:"sim_cost"`
	}
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatalf("%v in %s", err, out.String())
	}
	if got.NodeNs <= 0 || !strings.HasPrefix(got.SimCost, "node=10,") {
		t.Fatalf("node %v ns, sim cost %q", got.NodeNs, got.SimCost)
	}
	if _, err := account.ParseCosts(got.SimCost); err != nil {
		t.Fatal(err)
	}
}

// TestCalibrateThreadsWrite: with --threads 2 the model gains the
// contention terms, and --write saves a cost file that --sim-cost @FILE
// reads back as the same model.
func TestCalibrateThreadsWrite(t *testing.T) {
	if testing.Short() {
		t.Skip("times the machine")
	}
	if runtime.GOMAXPROCS(0) < 2 {
		t.Skip("needs two CPUs")
	}
	path := filepath.Join(t.TempDir(), "here.cost")
	var out bytes.Buffer
	f := calibrateFlags{depth: 5, rounds: 1, scale: 10, asJSON: true, threads: 2, crowdTime: 50 * time.Millisecond, write: path}
	if err := runCalibrate(context.Background(), &out, f); err != nil {
		t.Fatal(err)
	}
	var got struct {
		SimCost    string `json:"sim_cost"`
		Contention struct {
			Threads []int   `json:"threads"`
			Crowd   []int64 `json:"crowd_permille"`
		} `json:"contention"`
	}
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatalf("%v in %s", err, out.String())
	}
	if len(got.Contention.Threads) != 2 || got.Contention.Crowd[0] != 1000 {
		t.Fatalf("contention %+v, want counts 1 and 2 and a crowd of 1000 at one", got.Contention)
	}
	if !strings.Contains(got.SimCost, "crowd=2:") {
		t.Fatalf("sim cost %q has no crowd", got.SimCost)
	}
	fromFile, err := account.ParseCosts("@" + path)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := account.ParseCosts(got.SimCost)
	if fromFile != want {
		t.Fatalf("the file reads as %v, the printed model as %v", fromFile, want)
	}
	if err := runCalibrate(context.Background(), &out, calibrateFlags{depth: 5, rounds: 1, scale: 10, threads: 0}); err == nil {
		t.Error("--threads 0 was taken")
	}
}
