package experiment

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
)

func TestParseShard(t *testing.T) {
	for _, c := range []struct {
		text string
		want Shard
	}{
		{"1/1", Shard{1, 1}},
		{"2/3", Shard{2, 3}},
		{"3/3", Shard{3, 3}},
		{"10/128", Shard{10, 128}},
		{"007/8", Shard{7, 8}},
	} {
		s, err := ParseShard(c.text)
		if err != nil || s != c.want {
			t.Errorf("ParseShard(%q) = %v, %v; want %v", c.text, s, err, c.want)
		}
	}
	for _, c := range []struct{ text, want string }{
		{"3/2", "shard 3/2: K must be 1..N"},
		{"0/4", "shard 0/4: K must be 1..N (shards count from 1"},
		{"1/0", "shard 1/0: N must be at least 1"},
		{"0/0", "shard 0/0: N must be at least 1"},
		{"", `shard "": want K/N`},
		{"3", `shard "3": want K/N`},
		{"a/2", `shard "a/2": K "a" is not a whole number`},
		{"1/b", `shard "1/b": N "b" is not a whole number`},
		{"/2", `shard "/2": K is missing`},
		{"1/", `shard "1/": N is missing`},
		{"-1/2", `K "-1" is not a whole number`},
		{"+1/2", `K "+1" is not a whole number`},
		{" 1/2", `K " 1" is not a whole number`},
		{"1/2/3", `N "2/3" is not a whole number`},
		{"1/99999999999999999999", `N "99999999999999999999" is too large`},
		{"1/100001", "shard 1/100001: N must be at most 100000"},
	} {
		_, err := ParseShard(c.text)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) && !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseShard(%q): error %v, want %q", c.text, err, c.want)
		}
	}
}

// FuzzParseShard: the parser never panics, accepts only 1 <= K <= N, and
// what it accepts it writes back in a form it reads as the same shard.
func FuzzParseShard(f *testing.F) {
	for _, s := range []string{"1/1", "2/3", "3/2", "0/4", "", "/", "a/b", "1/2/3", "-1/2", "99999999999999999999/1", "٣/٤"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s, err := ParseShard(text)
		if err != nil {
			if s != (Shard{}) {
				t.Fatalf("%q: error %v with shard %v", text, err, s)
			}
			if !strings.HasPrefix(err.Error(), "shard ") {
				t.Fatalf("%q: error %q does not name the shard", text, err)
			}
			return
		}
		if s.K < 1 || s.K > s.N {
			t.Fatalf("%q: accepted %v", text, s)
		}
		again, err := ParseShard(s.String())
		if err != nil || again != s {
			t.Fatalf("%q: %v written %q reads back as %v, %v", text, s, s.String(), again, err)
		}
	})
}

func testJobs(n int) []Job {
	var jobs []Job
	for i := range n {
		jobs = append(jobs, Job{Key: fmt.Sprintf("par g%d pvsplit:%d", i%20+1, 1<<(i/20))})
	}
	return jobs
}

// TestSelectPartitions: the shards of a list are disjoint, cover it, keep
// the list's order, hold the same number of jobs to within one, and are
// the same every time.
func TestSelectPartitions(t *testing.T) {
	key := func(j Job) Job { return j }
	for _, n := range []int{1, 2, 3, 5, 7, 100, 150} {
		jobs := testJobs(100)
		seen := map[string]int{}
		var sizes []int
		for k := 1; k <= n; k++ {
			part := Select(Shard{k, n}, jobs, key)
			if again := Select(Shard{k, n}, slices.Clone(jobs), key); !slices.Equal(part, again) {
				t.Fatalf("%d/%d: two selections differ", k, n)
			}
			last := -1
			for _, j := range part {
				seen[j.Key]++
				i := slices.Index(jobs, j)
				if i <= last {
					t.Fatalf("%d/%d: out of the list's order", k, n)
				}
				last = i
			}
			sizes = append(sizes, len(part))
		}
		if len(seen) != len(jobs) {
			t.Fatalf("n=%d: %d of %d jobs selected", n, len(seen), len(jobs))
		}
		for k, c := range seen {
			if c != 1 {
				t.Fatalf("n=%d: %s selected %d times", n, k, c)
			}
		}
		if slices.Max(sizes)-slices.Min(sizes) > 1 {
			t.Errorf("n=%d: shard sizes %v", n, sizes)
		}
	}
	if got := Select(Shard{}, testJobs(5), key); len(got) != 5 {
		t.Errorf("the zero shard selects %d of 5 jobs", len(got))
	}
}

// TestSelectMixes: dealing by hash does not align with the list's
// structure; here 5 searcher counts over 5 shards, where dealing the
// list in order would give each shard one searcher count.
func TestSelectMixes(t *testing.T) {
	var jobs []Job
	for pos := 1; pos <= 20; pos++ {
		for _, p := range []int{1, 2, 4, 8, 16} {
			jobs = append(jobs, Job{Key: fmt.Sprintf("par g%d pvsplit:%d", pos, p)})
		}
	}
	for k := 1; k <= 5; k++ {
		counts := map[string]bool{}
		for _, j := range Select(Shard{k, 5}, jobs, func(j Job) Job { return j }) {
			counts[j.Key[strings.LastIndex(j.Key, ":"):]] = true
		}
		if len(counts) < 3 {
			t.Errorf("shard %d/5 holds only the searcher counts %v", k, counts)
		}
	}
}

// TestSelectStrata: each shard gets the same number of every stratum's
// jobs to within one, and the mixture of searcher counts stays.
func TestSelectStrata(t *testing.T) {
	var jobs []Job
	for pos := 1; pos <= 20; pos++ {
		for _, algo := range []string{"pvsplit", "pvfsplit", "pvsplit-lb", "pvfsplit-lb"} {
			for _, p := range []int{1, 2, 4, 8, 16} {
				jobs = append(jobs, Job{Key: fmt.Sprintf("par g%d %s:%d", pos, algo, p), Stratum: fmt.Sprint(pos)})
			}
		}
	}
	for _, n := range []int{3, 8, 16} {
		count := map[[2]string]int{}
		searchers := map[int]map[string]bool{}
		for i, k := range Assign(jobs, n) {
			count[[2]string{fmt.Sprint(k), jobs[i].Stratum}]++
			if searchers[k] == nil {
				searchers[k] = map[string]bool{}
			}
			searchers[k][jobs[i].Key[strings.LastIndex(jobs[i].Key, ":"):]] = true
		}
		for pos := 1; pos <= 20; pos++ {
			lo, hi := 20/n, (20+n-1)/n
			for k := 1; k <= n; k++ {
				if c := count[[2]string{fmt.Sprint(k), fmt.Sprint(pos)}]; c < lo || c > hi {
					t.Errorf("n=%d: shard %d holds %d jobs of position %d, want %d to %d", n, k, c, pos, lo, hi)
				}
			}
		}
		for k := 1; k <= n; k++ {
			if len(searchers[k]) < 4 {
				t.Errorf("n=%d: shard %d holds only the searcher counts %v", n, k, searchers[k])
			}
		}
	}
}

// TestSelectGroups: jobs of a group stay together, and equal keys are
// one group.
func TestSelectGroups(t *testing.T) {
	var jobs []Job
	for pos := 1; pos <= 9; pos++ {
		for _, kind := range []string{"ref", "par 2", "par 4", "par 4"} {
			jobs = append(jobs, Job{Key: fmt.Sprintf("%s g%d", kind, pos), Group: fmt.Sprintf("g%d", pos)})
		}
	}
	jobs = append(jobs, Job{Key: "alone"}, Job{Key: "alone"})
	shardOf := Assign(jobs, 4)
	where := map[string]int{}
	for i, j := range jobs {
		u := j.unit()
		if k, ok := where[u]; ok && k != shardOf[i] {
			t.Fatalf("group %s split over shards %d and %d", u, k, shardOf[i])
		}
		where[u] = shardOf[i]
	}
	count := map[int]int{}
	for _, k := range where {
		count[k]++
	}
	for k := 1; k <= 4; k++ {
		if count[k] < 2 || count[k] > 3 {
			t.Errorf("shard %d holds %d of 10 groups", k, count[k])
		}
	}
}

// writeShard writes shard s of jobs, each result {"v": key} (or what
// alter makes of it).
func writeShard(t testing.TB, jobs []Job, s Shard, config any, alter func(key string) any) string {
	t.Helper()
	var b bytes.Buffer
	w, err := NewShardWriter(&b, "test", s, len(jobs), config)
	if err != nil {
		t.Fatal(err)
	}
	for _, j := range Select(s, jobs, func(j Job) Job { return j }) {
		var res any = map[string]string{"v": j.Key}
		if alter != nil {
			res = alter(j.Key)
		}
		if err := w.WriteJob(j.Key, res); err != nil {
			t.Fatal(err)
		}
	}
	return b.String()
}

type testConfig struct {
	Depth int    `json:"depth"`
	Suite string `json:"suite"`
}

func readShards(files map[string]string, order ...string) (*ShardSet, error) {
	set := &ShardSet{}
	for _, name := range order {
		if err := set.Read(name, strings.NewReader(files[name])); err != nil {
			return nil, err
		}
	}
	return set, nil
}

func TestShardFilesRoundTrip(t *testing.T) {
	jobs := testJobs(30)
	cfg := testConfig{Depth: 7, Suite: "s"}
	files := map[string]string{}
	for k := 1; k <= 3; k++ {
		files[fmt.Sprint(k)] = writeShard(t, jobs, Shard{k, 3}, cfg, nil)
	}
	// A shard read twice is kept once; the order of files does not matter.
	set, err := readShards(files, "3", "1", "2", "1")
	if err != nil {
		t.Fatal(err)
	}
	if err := set.Check(jobs); err != nil {
		t.Fatal(err)
	}
	if len(set.Results) != 30 || len(set.Warnings) != 0 || set.Header.Experiment != "test" || set.Header.Jobs != 30 {
		t.Fatalf("%d results, warnings %v, header %+v", len(set.Results), set.Warnings, set.Header)
	}
	for _, j := range jobs {
		var v struct{ V string }
		if err := set.Decode(j.Key, &v); err != nil || v.V != j.Key {
			t.Fatalf("%s: %+v %v", j.Key, v, err)
		}
	}

	// So are shards concatenated into one file.
	files["all"] = files["1"] + files["2"] + files["3"]
	set, err = readShards(files, "all")
	if err != nil {
		t.Fatal(err)
	}
	if err := set.Check(jobs); err != nil || len(set.Shards) != 3 || len(set.Files) != 3 {
		t.Fatalf("concatenated: %v, shards %v", err, set.Shards)
	}

	// A missing shard is named.
	set, err = readShards(files, "1", "3")
	if err != nil {
		t.Fatal(err)
	}
	if err := set.Check(jobs); err == nil || !strings.Contains(err.Error(), "10 of 30 jobs missing (10 of shard 2/3)") {
		t.Errorf("shard 2 missing: %v", err)
	}

	// A duplicate of a simulated job with other figures is an error
	// naming both lines; of a timed one, a warning, the first kept.
	files["1again"] = writeShard(t, jobs, Shard{1, 3}, cfg, func(key string) any { return map[string]string{"v": "other"} })
	set, err = readShards(files, "1", "2", "3", "1again")
	if err != nil {
		t.Fatal(err)
	}
	if err := set.Check(jobs); err == nil || !strings.Contains(err.Error(), "1again:2: job ") || !strings.Contains(err.Error(), "has other figures than at 1:2") {
		t.Errorf("simulated duplicate: %v", err)
	}
	timed := slices.Clone(jobs)
	for i := range timed {
		timed[i].Timed = true
	}
	if err := set.Check(timed); err != nil {
		t.Fatal(err)
	}
	if len(set.Warnings) != 10 || !strings.HasPrefix(set.Warnings[0], "1again:2: job ") || !strings.Contains(set.Warnings[0], "already read from 1:2") {
		t.Errorf("warnings %q", set.Warnings)
	}
	var v struct{ V string }
	if err := set.Decode(Select(Shard{1, 3}, jobs, func(j Job) Job { return j })[0].Key, &v); err != nil || v.V == "other" {
		t.Errorf("kept %+v, %v", v, err)
	}

	// A job the experiment does not have is an error naming its line.
	set, _ = readShards(files, "1", "2", "3")
	if err := set.Check(jobs[:29]); err == nil || !strings.Contains(err.Error(), "30 jobs") {
		t.Errorf("fewer jobs: %v", err)
	}
}

func TestShardFilesErrors(t *testing.T) {
	jobs := testJobs(6)
	good := writeShard(t, jobs, Shard{1, 2}, testConfig{Depth: 7, Suite: "s"}, nil)
	other := writeShard(t, jobs, Shard{2, 2}, testConfig{Depth: 9, Suite: "s"}, nil)
	lines := strings.SplitAfter(good, "\n")
	for _, c := range []struct {
		name, second, want string
		notShard           bool
	}{
		{"depth", other, "b:1: not the same experiment as a: depth is 9 here, 7 there", false},
		{"more jobs", writeShard(t, testJobs(7), Shard{2, 2}, testConfig{Depth: 7, Suite: "s"}, nil), "b:1: not the same experiment as a: 7 jobs here, 6 there", false},
		{"experiment", strings.Replace(good, `"experiment":"test"`, `"experiment":"narrow-wide"`, 1), `b:1: a shard of "narrow-wide", but a holds one of "test"`, false},
		{"malformed", lines[0] + lines[1] + `{"job":"x","res` + "\n", "b:3: malformed line", false},
		{"no result", lines[0] + `{"job":"x"}` + "\n", `b:2: malformed line: want {"job":...,"result":...}`, false},
		{"second header", lines[0] + lines[1] + strings.Replace(lines[0], `"jobs":6`, `"jobs":5`, 1), "b:3: not the same experiment as a: 5 jobs here, 6 there", false},
		{"no header", lines[1], "b:1: not a shard's output: the first line is not a shard header", true},
		{"report line", `{"algo":"pvsplit","searchers":2}` + "\n", "b:1: not a shard's output", true},
		{"empty", "\n\n", "b: not a shard's output: the file is empty", true},
		{"bad shard", strings.Replace(lines[0], `"k":1`, `"k":3`, 1), "b:1: bad shard 3/2 in the header", false},
		{"huge N", strings.Replace(lines[0], `"n":2`, `"n":1000000000000`, 1), "b:1: bad shard 1/1000000000000 in the header", false},
	} {
		_, err := readShards(map[string]string{"a": good, "b": c.second}, "a", "b")
		if err == nil || !strings.Contains(err.Error(), c.want) || errors.Is(err, ErrNotShard) != c.notShard {
			t.Errorf("%s: error %v, want %q", c.name, err, c.want)
		}
	}
}

// TestShardLineFormat: the header and job lines as docs/cluster.md shows
// them.
func TestShardLineFormat(t *testing.T) {
	var b bytes.Buffer
	w, err := NewShardWriter(&b, "bench", Shard{2, 3}, 40, testConfig{Depth: 7, Suite: "s"})
	if err != nil {
		t.Fatal(err)
	}
	if err := w.WriteJob("ref g1", map[string]int{"nodes": 5}); err != nil {
		t.Fatal(err)
	}
	build, _ := json.Marshal(CurrentBuild())
	want := `{"shard":{"experiment":"bench","k":2,"n":3,"jobs":40,"build":` + string(build) + `,"config":{"depth":7,"suite":"s"}}}
{"job":"ref g1","result":{"nodes":5}}
`
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
	for _, l := range strings.Split(strings.TrimSpace(b.String()), "\n") {
		if !json.Valid([]byte(l)) {
			t.Errorf("invalid JSON %s", l)
		}
	}
}
