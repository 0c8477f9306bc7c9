package experiment

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// withBuild rewrites the build in every header of a shard's output, as
// another binary would have written it; nil removes it, as shards
// written before headers named their build.
func withBuild(t *testing.T, out string, b *Build) string {
	t.Helper()
	var lines []string
	for _, l := range strings.SplitAfter(out, "\n") {
		var sl shardLine
		if l == "" || json.Unmarshal([]byte(l), &sl) != nil || sl.Header == nil {
			lines = append(lines, l)
			continue
		}
		sl.Header.Build = b
		data, err := json.Marshal(sl)
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, string(data)+"\n")
	}
	return strings.Join(lines, "")
}

// TestShardBuilds: merge refuses shards of two builds, naming both; old
// shards, without a build, go only with each other.
func TestShardBuilds(t *testing.T) {
	jobs := testJobs(12)
	cfg := testConfig{Depth: 7, Suite: "s"}
	one, two := writeShard(t, jobs, Shard{1, 2}, cfg, nil), writeShard(t, jobs, Shard{2, 2}, cfg, nil)
	old := &Build{Version: "(devel)", Revision: "71ccd19f00000000000000000000000000000000", Go: "go1.26.0"}
	for _, c := range []struct {
		name     string
		a, b     string
		want     string
		notError bool
	}{
		{"same build", one, two, "", true},
		{"other commit", one, withBuild(t, two, old), "b:1: written by another build than a: frontier (devel) at 71ccd19f0000, go1.26.0 here, " + CurrentBuild().String() + " there", false},
		{"dirty", withBuild(t, one, old), withBuild(t, two, &Build{Version: old.Version, Revision: old.Revision, Modified: true, Go: old.Go}), "with uncommitted changes, go1.26.0 here, frontier (devel) at 71ccd19f0000, go1.26.0 there", false},
		{"other Go", withBuild(t, one, old), withBuild(t, two, &Build{Version: old.Version, Revision: old.Revision, Go: "go1.25.1"}), "go1.25.1 here", false},
		{"no build", one, withBuild(t, two, nil), "b:1: written by another build than a: a frontier that did not record its build", false},
		{"both old", withBuild(t, one, nil), withBuild(t, two, nil), "", true},
	} {
		set, err := readShards(map[string]string{"a": c.a, "b": c.b}, "a", "b")
		if c.notError {
			if err != nil {
				t.Errorf("%s: %v", c.name, err)
			} else if err := set.Check(jobs); err != nil {
				t.Errorf("%s: %v", c.name, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.name, err, c.want)
		}
	}
}

// TestShardGroupsFromOneRun: on the real machine a group's jobs (a
// position's reference and parallel runs) are kept from one run.
func TestShardGroupsFromOneRun(t *testing.T) {
	var jobs []Job
	for pos := 1; pos <= 6; pos++ {
		for _, kind := range []string{"ref", "par 2", "par 4"} {
			jobs = append(jobs, Job{Key: fmt.Sprintf("%s g%d", kind, pos), Group: fmt.Sprintf("g%d", pos), Timed: true})
		}
	}
	cfg := testConfig{Depth: 7, Suite: "s"}
	runs := map[string]string{}
	for k := 1; k <= 2; k++ {
		for _, run := range []string{"a", "b"} {
			run := run
			runs[fmt.Sprint(run, k)] = writeShard(t, jobs, Shard{k, 2}, cfg, func(key string) any { return map[string]string{"v": key, "run": run} })
		}
	}
	// A shard killed after its first two lines of results, then run
	// again whole: each group is kept from the run that holds it whole.
	lines := strings.SplitAfter(runs["a1"], "\n")
	cut := strings.Join(lines[:3], "")
	set, err := readShards(map[string]string{"cut": cut, "b1": runs["b1"], "a2": runs["a2"]}, "cut", "b1", "a2")
	if err != nil {
		t.Fatal(err)
	}
	if err := set.Check(jobs); err != nil {
		t.Fatal(err)
	}
	if len(set.Warnings) != 0 {
		t.Errorf("warnings %q", set.Warnings)
	}
	for _, j := range Select(Shard{1, 2}, jobs, func(j Job) Job { return j }) {
		var v struct{ V, Run string }
		if err := set.Decode(j.Key, &v); err != nil || v.Run != "b" {
			t.Errorf("%s: kept %+v from %s, want run b's (%v)", j.Key, v, set.Where(j.Key), err)
		}
	}

	// Two whole runs of a group: the first kept, with a warning.
	set, err = readShards(runs, "a1", "b1", "a2")
	if err != nil {
		t.Fatal(err)
	}
	if err := set.Check(jobs); err != nil {
		t.Fatal(err)
	}
	if len(set.Warnings) != 3 || !strings.Contains(set.Warnings[0], "ran whole in a1 (shard 1/2 from line 1) and in b1 (shard 1/2 from line 1), with other figures; keeping the first") {
		t.Errorf("warnings %q", set.Warnings)
	}

	// A group split over runs, no run holding it whole, is an error.
	var first, second []string
	for i, l := range strings.SplitAfter(runs["a1"], "\n") {
		if i == 0 || !strings.Contains(l, `"par 4 `) {
			first = append(first, l)
		}
	}
	for i, l := range strings.SplitAfter(runs["b1"], "\n") {
		if i == 0 || strings.Contains(l, `"par 4 `) {
			second = append(second, l)
		}
	}
	set, err = readShards(map[string]string{"x": strings.Join(first, ""), "y": strings.Join(second, ""), "a2": runs["a2"]}, "x", "y", "a2")
	if err != nil {
		t.Fatal(err)
	}
	if err := set.Check(jobs); err == nil || !strings.Contains(err.Error(), "are split over runs, and no run holds them all: ref g") || !strings.Contains(err.Error(), " at y:") {
		t.Errorf("split group: %v", err)
	}
}

// TestShardMisplacedJob: a job line under the header of a shard it does
// not belong to is an error naming its line.
func TestShardMisplacedJob(t *testing.T) {
	jobs := testJobs(12)
	cfg := testConfig{Depth: 7, Suite: "s"}
	one, two := writeShard(t, jobs, Shard{1, 2}, cfg, nil), writeShard(t, jobs, Shard{2, 2}, cfg, nil)
	lines := strings.SplitAfter(two, "\n")
	set, err := readShards(map[string]string{"a": one + lines[1], "b": two}, "a", "b")
	if err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("a:%d: job ", strings.Count(one, "\n")+1)
	if err := set.Check(jobs); err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "belongs to shard 2/2, not to 1/2") {
		t.Errorf("misplaced: %v", err)
	}
}

type validRow struct {
	Nodes int `json:"nodes"`
}

func (r *validRow) Validate() error {
	if r.Nodes < 1 {
		return errors.New("no nodes")
	}
	return nil
}

// TestShardDecodeValidates: a result that is not a measurement is an
// error naming its line, not a row of zeros.
func TestShardDecodeValidates(t *testing.T) {
	jobs := testJobs(4)
	cfg := testConfig{Depth: 7, Suite: "s"}
	for _, c := range []struct {
		result, want string
	}{
		{`{}`, `a:2: job "par g1 pvsplit:1": bad result: no nodes`},
		{`null`, `a:2: job "par g1 pvsplit:1": empty result`},
		{`{"nodes":"many"}`, `a:2: job "par g1 pvsplit:1": malformed result`},
		{`[1]`, `malformed result`},
	} {
		text := writeShard(t, jobs, Shard{1, 1}, cfg, func(key string) any { return map[string]int{"nodes": 5} })
		lines := strings.SplitAfter(text, "\n")
		lines[1] = `{"job":"par g1 pvsplit:1","result":` + c.result + "}\n"
		set, err := readShards(map[string]string{"a": strings.Join(lines, "")}, "a")
		if err != nil {
			t.Fatal(err)
		}
		if err := set.Check(jobs); err != nil {
			t.Fatal(err)
		}
		var r validRow
		if err := set.Decode("par g1 pvsplit:1", &r); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.result, err, c.want)
		}
		if err := set.Decode("par g2 pvsplit:1", &r); err != nil || r.Nodes != 5 {
			t.Errorf("a good result: %+v, %v", r, err)
		}
	}
}

func TestSortPaths(t *testing.T) {
	got := SortPaths([]string{"out-10.jsonl", "out-2.jsonl", "out-1.jsonl", "b/out-1.jsonl", "out-1.jsonl.err", "a10/x", "a9/x", "out-03.jsonl"})
	want := []string{"a9/x", "a10/x", "b/out-1.jsonl", "out-1.jsonl", "out-1.jsonl.err", "out-2.jsonl", "out-03.jsonl", "out-10.jsonl"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

// TestReadShardFilesOrder: files are read in numeric order, whatever
// order they are given in, so "the first copy" is that of out-2, not
// out-10.
func TestReadShardFilesOrder(t *testing.T) {
	jobs := testJobs(20)
	dir := t.TempDir()
	var paths []string
	for k := 1; k <= 10; k++ {
		p := filepath.Join(dir, fmt.Sprintf("out-%d.jsonl", k))
		if err := os.WriteFile(p, []byte(writeShard(t, jobs, Shard{k, 10}, testConfig{Depth: 7}, nil)), 0o644); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, p)
	}
	slices.Sort(paths) // as a glob gives them: out-1, out-10, out-2...
	set, err := ReadShardFiles(paths)
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range set.Shards {
		if s.K != i+1 || filepath.Base(set.Files[i]) != fmt.Sprintf("out-%d.jsonl", i+1) {
			t.Fatalf("read %v from %v", set.Shards, set.Files)
		}
	}
}

func TestLoads(t *testing.T) {
	var jobs []Job
	for pos := 1; pos <= 5; pos++ {
		for p := range 4 {
			jobs = append(jobs, Job{Key: fmt.Sprintf("par g%d %d", pos, p), Group: fmt.Sprintf("g%d", pos)})
		}
	}
	loads := Loads(jobs, 8)
	empty, total, groups := 0, 0, 0
	for _, l := range loads {
		if l.Jobs == 0 {
			empty++
		}
		if l.Jobs != 4*l.Groups {
			t.Errorf("%v: %d jobs in %d groups", l.Shard, l.Jobs, l.Groups)
		}
		total += l.Jobs
		groups += l.Groups
	}
	if len(loads) != 8 || empty != 3 || total != 20 || groups != 5 {
		t.Errorf("loads %+v", loads)
	}
}

func TestResolveShard(t *testing.T) {
	for _, c := range []struct {
		text string
		env  map[string]string
		want Shard
		from string
		err  string
	}{
		{text: "3/8", want: Shard{3, 8}},
		{text: "auto", env: map[string]string{"SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_COUNT": "16"}, want: Shard{3, 16}, from: "SLURM_ARRAY_TASK_ID=3 of SLURM_ARRAY_TASK_COUNT=16"},
		{text: "auto/16", env: map[string]string{"SLURM_ARRAY_TASK_ID": "5", "SLURM_ARRAY_TASK_COUNT": "2"}, want: Shard{5, 16}, from: "SLURM_ARRAY_TASK_ID=5"},
		{text: "auto", env: map[string]string{"SLURM_ARRAY_TASK_ID": "5", "SLURM_ARRAY_TASK_COUNT": "2"}, err: "task 5 of an array of 2 (SLURM_ARRAY_TASK_ID=5 of SLURM_ARRAY_TASK_COUNT=2): the array must run from 1 to N (sbatch --array=1-N); to run some shards of a sweep again, give the sweep's N: --shard auto/N"},
		{text: "auto", env: map[string]string{"SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_COUNT": "16"}, err: "gives shard 0 of 16, but shards run from 1 to N: submit the array as sbatch --array=1-N"},
		{text: "auto", env: map[string]string{"SLURM_ARRAY_TASK_ID": "3"}, err: "SLURM_ARRAY_TASK_ID is set but SLURM_ARRAY_TASK_COUNT is not"},
		{text: "auto/4", env: map[string]string{"JOB_COMPLETION_INDEX": "0"}, want: Shard{1, 4}, from: "JOB_COMPLETION_INDEX=0"},
		{text: "auto/4", env: map[string]string{"JOB_COMPLETION_INDEX": "3"}, want: Shard{4, 4}},
		{text: "auto/4", env: map[string]string{"JOB_COMPLETION_INDEX": "4"}, err: "gives shard 5 of 4"},
		{text: "auto", env: map[string]string{"JOB_COMPLETION_INDEX": "3"}, err: "Kubernetes gives the task's index (JOB_COMPLETION_INDEX=3) but not how many tasks there are: give --shard auto/N"},
		{text: "auto/16", env: map[string]string{"PBS_ARRAY_INDEX": "16"}, want: Shard{16, 16}},
		{text: "auto/16", env: map[string]string{"PBS_ARRAYID": "7"}, want: Shard{7, 16}},
		{text: "auto/16", env: map[string]string{"SGE_TASK_ID": "9"}, want: Shard{9, 16}},
		{text: "auto/16", env: map[string]string{"SGE_TASK_ID": "undefined"}, err: "no job array's index in the environment"},
		{text: "auto", err: "no job array's index in the environment (SLURM_ARRAY_TASK_ID, SLURM_ARRAY_TASK_COUNT, JOB_COMPLETION_INDEX, PBS_ARRAY_INDEX, PBS_ARRAYID, SGE_TASK_ID)"},
		{text: "auto/16", env: map[string]string{"SLURM_ARRAY_TASK_ID": "3", "SGE_TASK_ID": "3"}, err: "several schedulers, SLURM_ARRAY_TASK_ID=3 (Slurm) and SGE_TASK_ID=3 (Grid Engine)"},
		{text: "auto/x", env: map[string]string{"SGE_TASK_ID": "3"}, err: `N "x" is not a whole number`},
		{text: "auto/16", env: map[string]string{"SGE_TASK_ID": "-3"}, err: `SGE_TASK_ID="-3": the index "-3" is not a whole number`},
		{text: "auto/0", env: map[string]string{"SGE_TASK_ID": "1"}, err: "N must be at least 1"},
		{text: "auto/1000000", env: map[string]string{"SGE_TASK_ID": "1"}, err: "N must be at most 100000"},
		{text: "autox", err: `shard "autox": want K/N`},
	} {
		lookup := func(k string) (string, bool) { v, ok := c.env[k]; return v, ok }
		s, from, err := ResolveShard(c.text, lookup)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%s %v: %v, %v; want error %q", c.text, c.env, s, err, c.err)
			}
			continue
		}
		if err != nil || s != c.want || c.from != "" && from != c.from {
			t.Errorf("%s %v: %v from %q, %v; want %v from %q", c.text, c.env, s, from, err, c.want, c.from)
		}
	}
}

// TestOpenShardOutput: a new output file, one that exists (refused
// without --resume), and resuming one cut short by a kill.
func TestOpenShardOutput(t *testing.T) {
	jobs := testJobs(12)
	cfg := testConfig{Depth: 7, Suite: "s"}
	h, err := NewShardHeader("test", Shard{1, 2}, len(jobs), cfg)
	if err != nil {
		t.Fatal(err)
	}
	mine := Select(Shard{1, 2}, jobs, func(j Job) Job { return j })
	path := filepath.Join(t.TempDir(), "out-1.jsonl")
	o, res, err := OpenShardOutput(path, h, jobs, false)
	if err != nil || len(res.Done) != 0 {
		t.Fatal(res, err)
	}
	for _, j := range mine[:3] {
		if err := o.WriteJob(j.Key, map[string]string{"v": j.Key}); err != nil {
			t.Fatal(err)
		}
	}
	o.Close()
	if _, _, err := OpenShardOutput(path, h, jobs, false); err == nil || !strings.Contains(err.Error(), "out-1.jsonl exists: give --resume") {
		t.Errorf("existing file without --resume: %v", err)
	}
	// A kill cut the fourth line short.
	f, _ := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	f.WriteString(`{"job":"` + mine[3].Key + `","res`)
	f.Close()
	o, res, err = OpenShardOutput(path, h, jobs, true)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Done) != 3 || !res.Done[mine[2].Key] || res.Runs != 1 || !strings.HasSuffix(res.Dropped, "out-1.jsonl:5") {
		t.Errorf("resumed %+v", res)
	}
	for _, j := range mine[3:] {
		if !res.Done[j.Key] {
			o.WriteJob(j.Key, map[string]string{"v": j.Key})
		}
	}
	o.Close()
	set, err := ReadShardFiles([]string{path})
	if err != nil {
		t.Fatal(err)
	}
	if len(set.Shards) != 2 || len(set.copies) != len(mine) {
		t.Errorf("%d runs, %d jobs after resuming", len(set.Shards), len(set.copies))
	}
	if _, res, err = OpenShardOutput(path, h, jobs, true); err != nil || len(res.Done) != len(mine) || res.Runs != 2 || res.Dropped != "" {
		t.Errorf("resumed again: %+v, %v", res, err)
	}

	// Another shard's file, another experiment's, another build's.
	other, _ := NewShardHeader("test", Shard{2, 2}, len(jobs), cfg)
	deeper, _ := NewShardHeader("test", Shard{1, 2}, len(jobs), testConfig{Depth: 9, Suite: "s"})
	oldBuild := h
	oldBuild.Build = &Build{Revision: "71ccd19", Go: "go1.26.0"}
	for _, c := range []struct {
		h    ShardHeader
		want string
	}{
		{other, "out-1.jsonl:1: holds shard 1/2, not 2/2"},
		{deeper, "out-1.jsonl:1: not the output of this command, so --resume cannot go on with it: depth is 9 here, 7 there"},
		{oldBuild, "out-1.jsonl:1: not the output of this command, so --resume cannot go on with it: written by frontier at 71ccd19, go1.26.0 here"},
	} {
		if _, _, err := OpenShardOutput(path, c.h, jobs, true); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("error %v, want %q", err, c.want)
		}
	}
}

// TestResumeGroups: on the real machine a resumed shard runs again every
// group it did not finish in one run.
func TestResumeGroups(t *testing.T) {
	var jobs []Job
	for pos := 1; pos <= 4; pos++ {
		for _, kind := range []string{"ref", "par 2", "par 4"} {
			jobs = append(jobs, Job{Key: fmt.Sprintf("%s g%d", kind, pos), Group: fmt.Sprintf("g%d", pos), Timed: true})
		}
	}
	h, _ := NewShardHeader("test", Shard{1, 1}, len(jobs), testConfig{})
	path := filepath.Join(t.TempDir(), "out.jsonl")
	o, _, err := OpenShardOutput(path, h, jobs, false)
	if err != nil {
		t.Fatal(err)
	}
	for _, j := range jobs[:5] { // g1 whole, g2 in part
		o.WriteJob(j.Key, map[string]string{"v": j.Key})
	}
	o.Close()
	_, res, err := OpenShardOutput(path, h, jobs, true)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Done) != 3 || !res.Done["par 4 g1"] || res.Done["ref g2"] {
		t.Errorf("done %v", res.Done)
	}
}

func TestProgress(t *testing.T) {
	jobs := testJobs(30)
	cfg := testConfig{Depth: 7, Suite: "s"}
	one := writeShard(t, jobs, Shard{1, 3}, cfg, nil)
	two := strings.SplitAfter(writeShard(t, jobs, Shard{2, 3}, cfg, nil), "\n")
	set := &ShardSet{AllowTorn: true}
	if err := set.Read("a", strings.NewReader(one)); err != nil {
		t.Fatal(err)
	}
	// A shard still writing its fourth line.
	if err := set.Read("b", strings.NewReader(strings.Join(two[:4], "")+two[4][:10])); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(set.Torn, []string{"b:5"}) {
		t.Errorf("torn %v", set.Torn)
	}
	ps := set.Progress(jobs)
	if len(ps) != 3 {
		t.Fatalf("%+v", ps)
	}
	for i, want := range [][2]int{{10, 10}, {10, 3}, {10, 0}} {
		if ps[i].Jobs != want[0] || ps[i].Done != want[1] || ps[i].Shard != (Shard{i + 1, 3}) {
			t.Errorf("shard %d: %+v, want %v", i+1, ps[i], want)
		}
	}
	if ps[2].Runs != 0 || len(ps[2].Missing) != 3 || ps[1].Files[0] != "b" {
		t.Errorf("%+v", ps)
	}
}

// FuzzShardRead: reading any bytes as a shard's output, then checking,
// following and decoding what was read, never panics.
func FuzzShardRead(f *testing.F) {
	jobs := testJobs(6)
	for i := range jobs {
		if i%2 == 0 {
			jobs[i].Group = "g"
		}
	}
	good := writeShard(f, jobs, Shard{1, 2}, testConfig{Depth: 7}, nil)
	f.Add([]byte(good), false)
	f.Add([]byte(good[:len(good)-7]), true)
	f.Add([]byte(good+good), false)
	f.Add([]byte(`{"shard":{"experiment":"x","k":1,"n":1,"jobs":6,"config":{}}}`+"\n"+`{"job":"par g1 pvsplit:1","result":{}}`), false)
	f.Add([]byte(`{"shard":{"k":2,"n":1}}`), true)
	f.Fuzz(func(t *testing.T, data []byte, torn bool) {
		set := &ShardSet{AllowTorn: torn}
		if err := set.Read("f", strings.NewReader(string(data))); err != nil {
			return
		}
		set.Progress(jobs)
		if set.Check(jobs) != nil {
			return
		}
		for _, j := range jobs {
			var r validRow
			set.Decode(j.Key, &r)
		}
	})
}
