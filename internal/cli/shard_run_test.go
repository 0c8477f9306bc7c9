package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestMain lets a test run frontier as a process of its own, to kill it:
// with FRONTIER_TEST_MAIN set to a JSON list of arguments the test
// binary is frontier.
func TestMain(m *testing.M) {
	if args := os.Getenv("FRONTIER_TEST_MAIN"); args != "" {
		var list []string
		if err := json.Unmarshal([]byte(args), &list); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		os.Exit(Main(context.Background(), list, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// shardArgs is bench smallSimBench as shard s, its output in out.
func shardArgs(s, out string, more ...string) []string {
	args := append(append([]string{}, smallSimBench...), "--shard", s, "--out", out)
	return append(args, more...)
}

// clearSchedulers empties every scheduler's variable for the test, so
// that the one the test sets is the only one.
func clearSchedulers(t *testing.T) {
	for _, v := range []string{"SLURM_ARRAY_TASK_ID", "SLURM_ARRAY_TASK_COUNT", "JOB_COMPLETION_INDEX", "PBS_ARRAY_INDEX", "PBS_ARRAYID", "SGE_TASK_ID"} {
		t.Setenv(v, "")
	}
}

// TestShardAuto: --shard auto takes K (and from Slurm N) from a job
// array's variables, and writes the same shard as --shard K/N.
func TestShardAuto(t *testing.T) {
	want := writeShards(t, 3, smallSimBench...)
	dir := t.TempDir()
	for _, c := range []struct {
		name, shard string
		env         func(k int) map[string]string
		from        string
	}{
		{"slurm", "auto", func(k int) map[string]string {
			return map[string]string{"SLURM_ARRAY_TASK_ID": fmt.Sprint(k), "SLURM_ARRAY_TASK_COUNT": "3"}
		}, "(SLURM_ARRAY_TASK_ID=%d of SLURM_ARRAY_TASK_COUNT=3)"},
		{"kubernetes", "auto/3", func(k int) map[string]string { return map[string]string{"JOB_COMPLETION_INDEX": fmt.Sprint(k - 1)} }, "(JOB_COMPLETION_INDEX=%d)"},
		{"pbs", "auto/3", func(k int) map[string]string { return map[string]string{"PBS_ARRAY_INDEX": fmt.Sprint(k)} }, "(PBS_ARRAY_INDEX=%d)"},
		{"torque", "auto/3", func(k int) map[string]string { return map[string]string{"PBS_ARRAYID": fmt.Sprint(k)} }, "(PBS_ARRAYID=%d)"},
		{"sge", "auto/3", func(k int) map[string]string { return map[string]string{"SGE_TASK_ID": fmt.Sprint(k)} }, "(SGE_TASK_ID=%d)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			for k := 1; k <= 3; k++ {
				clearSchedulers(t)
				for v, x := range c.env(k) {
					t.Setenv(v, x)
				}
				out := filepath.Join(dir, fmt.Sprintf("%s-%d.jsonl", c.name, k))
				_, progress, err := runCLI(t, "bench", shardArgs(c.shard, out)...)
				if err != nil {
					t.Fatal(err)
				}
				index := k
				if c.name == "kubernetes" {
					index = k - 1
				}
				if from := fmt.Sprintf(c.from, index); !strings.Contains(progress, fmt.Sprintf("shard %d/3 %s: ", k, from)) {
					t.Errorf("shard %d: progress %q does not say %s", k, progress, from)
				}
				got, _ := os.ReadFile(out)
				exp, _ := os.ReadFile(want[k-1])
				if string(got) != string(exp) {
					t.Errorf("shard %d: --shard %s wrote\n%s\n--shard %d/3 wrote\n%s", k, c.shard, got, k, exp)
				}
			}
		})
	}
	clearSchedulers(t)
	t.Setenv("JOB_COMPLETION_INDEX", "0")
	if _, _, err := runCLI(t, "bench", shardArgs("auto", filepath.Join(dir, "x.jsonl"))...); err == nil || !strings.Contains(err.Error(), "bench: bad --shard: shard auto: Kubernetes gives the task's index (JOB_COMPLETION_INDEX=0) but not how many tasks there are: give --shard auto/N") {
		t.Errorf("Kubernetes without N: %v", err)
	}
	clearSchedulers(t)
	if _, _, err := runCLI(t, "experiment", "narrow-wide", "--quick", "--shard", "auto"); err == nil || !strings.Contains(err.Error(), "no job array's index in the environment") {
		t.Errorf("no scheduler: %v", err)
	}
}

// TestShardJobs: --jobs sizes a sweep: the job count, and per shard the
// jobs and, on the real machine, the positions; the empty shards are
// named, and a shard run without jobs says so.
func TestShardJobs(t *testing.T) {
	real := []string{"--algos", "pvsplit", "--searchers", "2,4", "--pos", "g1,g5,g9", "--depth", "5", "--hash", "8"}
	out, _, err := runCLI(t, "bench", append(real, "--jobs")...)
	if err != nil {
		t.Fatal(err)
	}
	if want := "bench: 9 jobs on 3 positions; on the real machine a position's jobs stay in one shard, so at most 3 shards have work\n"; out != want {
		t.Errorf("--jobs: %q, want %q", out, want)
	}
	out, _, err = runCLI(t, "bench", append(real, "--jobs", "--shard", "1/5")...)
	if err != nil {
		t.Fatal(err)
	}
	var empty []string
	jobs, positions := 0, 0
	for _, l := range strings.Split(out, "\n") {
		f := strings.Fields(l)
		if len(f) >= 3 && strings.HasSuffix(f[0], "/5") {
			var j, p int
			fmt.Sscan(f[1], &j)
			fmt.Sscan(f[2], &p)
			jobs += j
			positions += p
			if j == 0 {
				empty = append(empty, f[0])
			}
		}
	}
	if jobs != 9 || positions != 3 || len(empty) != 2 || !strings.Contains(out, "2 of 5 shards would be empty") ||
		!strings.Contains(out, "there are 3 positions for 5 shards: give N of 3 or less") {
		t.Errorf("--jobs --shard 1/5:\n%s", out)
	}
	// The empty shard says so, and writes its header alone.
	file := filepath.Join(t.TempDir(), "empty.jsonl")
	_, progress, err := runCLI(t, "bench", append(real, "--shard", empty[0], "--out", file)...)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(progress, "warning: shard "+empty[0]+" has no jobs: on the real machine a position's jobs stay in one shard") {
		t.Errorf("progress of an empty shard: %q", progress)
	}
	if data, _ := os.ReadFile(file); strings.Count(string(data), "\n") != 1 {
		t.Errorf("an empty shard wrote %q", data)
	}
	// The simulator deals out each job; narrow-wide and workspan size
	// their sweeps the same way.
	out, _, err = runCLI(t, "bench", append(smallSimBench, "--jobs", "--shard", "auto/30")...)
	if err == nil || !strings.Contains(err.Error(), "no job array's index") {
		t.Errorf("--jobs with auto and no scheduler: %v %q", err, out)
	}
	out, _, err = runCLI(t, "bench", append(smallSimBench, "--jobs", "--shard", "1/30")...)
	if err != nil || !strings.HasPrefix(out, "bench: 21 jobs, each dealt out on its own (the simulator): at most 21 shards have work") ||
		!strings.Contains(out, "9 of 30 shards would be empty") {
		t.Errorf("sim --jobs: %v\n%s", err, out)
	}
	for _, sub := range [][]string{{"narrow-wide", "--quick", "--jobs"}, {"workspan", "--game", "tictactoe4", "--depth", "3", "--searchers", "1,2", "--jobs"}} {
		out, _, err := runExperimentCLI(t, sub[0], sub[1:]...)
		if err != nil || !strings.HasPrefix(out, sub[0]+": ") || !strings.Contains(out, " jobs, each dealt out on its own") {
			t.Errorf("%v: %v\n%s", sub, err, out)
		}
	}
}

// TestShardResume: --out appends, an existing file is kept unless
// --resume goes on with it, and a shard cut short at any line, even in
// the middle of one, and resumed merges into the same bytes as the
// whole run.
func TestShardResume(t *testing.T) {
	whole, _, err := runCLI(t, "bench", smallSimBench...)
	if err != nil {
		t.Fatal(err)
	}
	files := writeShards(t, 2, smallSimBench...)
	if _, _, err := runCLI(t, "bench", shardArgs("1/2", files[0])...); err == nil || !strings.Contains(err.Error(), "out-1.jsonl exists: give --resume to go on with it") {
		t.Errorf("an existing output without --resume: %v", err)
	}
	if _, _, err := runCLI(t, "bench", append(smallSimBench, "--shard", "1/2", "--resume")...); err == nil || !strings.Contains(err.Error(), "give --out") {
		t.Errorf("--resume without --out: %v", err)
	}
	if _, _, err := runCLI(t, "bench", append(smallSimBench, "--resume")...); err == nil || !strings.Contains(err.Error(), "--resume goes on with a shard's output") {
		t.Errorf("--resume without --shard: %v", err)
	}
	if _, _, err := runCLI(t, "bench", shardArgs("2/2", files[0], "--resume")...); err == nil || !strings.Contains(err.Error(), "out-1.jsonl:1: holds shard 1/2, not 2/2") {
		t.Errorf("--resume with another shard's file: %v", err)
	}
	data, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(data), "\n")
	dir := t.TempDir()
	for cut := 1; cut < len(lines)-1; cut += 3 {
		for _, torn := range []string{"", lines[cut][:len(lines[cut])/2]} {
			path := filepath.Join(dir, fmt.Sprintf("out-1-%d-%d.jsonl", cut, len(torn)))
			os.WriteFile(path, []byte(strings.Join(lines[:cut], "")+torn), 0o644)
			_, progress, err := runCLI(t, "bench", shardArgs("1/2", path, "--resume")...)
			if err != nil {
				t.Fatal(err)
			}
			if wantDone := fmt.Sprintf(", %d done before, ", cut-1); cut > 1 && !strings.Contains(progress, wantDone) {
				t.Errorf("cut at %d: progress %q, want %q", cut, progress, wantDone)
			}
			if torn != "" && !strings.Contains(progress, fmt.Sprintf("out-1-%d-%d.jsonl:%d: removed the last line, cut short by a kill", cut, len(torn), cut+1)) {
				t.Errorf("cut at %d: progress %q does not say the torn line was removed", cut, progress)
			}
			merged, _, err := runExperimentCLI(t, "merge", path, files[1])
			if err != nil {
				t.Fatal(err)
			}
			if merged != whole {
				t.Errorf("cut at line %d (torn %q) and resumed: merged report differs from the whole run", cut, torn)
			}
		}
	}
	// Resuming a complete shard runs nothing and adds a header.
	_, progress, err := runCLI(t, "bench", shardArgs("1/2", files[0], "--resume")...)
	if err != nil || !strings.Contains(progress, "0 to run") {
		t.Errorf("resuming a complete shard: %v %q", err, progress)
	}
}

// TestShardKilledAndResumed: a shard killed with SIGKILL in the middle
// of its run, then resumed, merges into the same bytes as the whole run
// (the simulator is deterministic).
func TestShardKilledAndResumed(t *testing.T) {
	args := []string{"--algos", "pvsplit,pvfsplit-lb", "--searchers", "1,2,4", "--sim", "--pos", "g1,g5,g9", "--depth", "9", "--hash", "8"}
	out := filepath.Join(t.TempDir(), "out-1.jsonl")
	list, _ := json.Marshal(append(append([]string{"bench"}, args...), "--shard", "1/1", "--out", out))
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), "FRONTIER_TEST_MAIN="+string(list))
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// Killed as soon as it says its second job is done.
	sc := bufio.NewScanner(stderr)
	done := 0
	for sc.Scan() {
		if strings.HasSuffix(sc.Text(), " left") {
			if done++; done == 2 {
				break
			}
		}
	}
	cmd.Process.Signal(syscall.SIGKILL)
	go func() {
		for sc.Scan() {
		}
	}()
	err = cmd.Wait()
	data, _ := os.ReadFile(out)
	held := strings.Count(string(data), "\n") - 1
	const jobs = 3 * (1 + 2*3)
	if held >= jobs || held < 2 || !strings.HasSuffix(string(data), "\n") {
		t.Fatalf("the killed shard (%v) held %d of %d jobs, want some", err, held, jobs)
	}
	t.Logf("killed after %d of %d jobs", held, jobs)
	start := time.Now()
	_, progress, err := runCLI(t, "bench", append(args, "--shard", "1/1", "--out", out, "--resume")...)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(progress, fmt.Sprintf("%d done before, %d to run", held, jobs-held)) {
		t.Errorf("progress %q", progress)
	}
	t.Logf("resumed in %v", time.Since(start))
	for _, format := range []string{"table", "json"} {
		whole, _, err := runCLI(t, "bench", append(args, "--format", format)...)
		if err != nil {
			t.Fatal(err)
		}
		merged, _, err := runExperimentCLI(t, "merge", "--format", format, out)
		if err != nil {
			t.Fatal(err)
		}
		if merged != whole {
			t.Errorf("%s: the killed and resumed shard merges into\n%s\nthe whole run printed\n%s", format, merged, whole)
		}
	}
}

// TestExperimentStatus: status follows a sweep as it runs: jobs done and
// missing per shard, shards without output, a line being written.
func TestExperimentStatus(t *testing.T) {
	files := writeShards(t, 3, smallSimBench...)
	dir := filepath.Dir(files[0])
	data, _ := os.ReadFile(files[1])
	lines := strings.SplitAfter(string(data), "\n")
	os.WriteFile(files[1], []byte(strings.Join(lines[:3], "")+lines[3][:10]), 0o644)
	os.Remove(files[2])
	out, _, err := runExperimentCLI(t, "status", dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"bench: 21 jobs in 3 shards, written by frontier",
		"1/3    7     7     0        1     " + files[0],
		"2/3    7     2     5        1     " + files[1],
		"3/3    7     0     7        0     -",
		"9 of 21 jobs done: 1 shards complete, 1 started and not complete (running, or stopped: run them again with --resume), 1 without output",
		files[1] + ":4: the last line is cut short",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("status lacks %q:\n%s", want, out)
		}
	}
	if _, _, err := runExperimentCLI(t, "merge", dir); err == nil || !strings.Contains(err.Error(), "out-2.jsonl:4: malformed line") {
		t.Errorf("merge of a line being written: %v", err)
	}
	if _, _, err := runExperimentCLI(t, "status", t.TempDir()); err == nil || !strings.Contains(err.Error(), "a folder with no .jsonl files") {
		t.Errorf("status of an empty folder: %v", err)
	}
}

// TestMergeSources: merge and plot read a folder, and standard input.
func TestMergeSources(t *testing.T) {
	files := writeShards(t, 3, smallSimBench...)
	whole, _, err := runCLI(t, "bench", smallSimBench...)
	if err != nil {
		t.Fatal(err)
	}
	var all []byte
	for _, f := range files {
		data, _ := os.ReadFile(f)
		all = append(all, data...)
	}
	dir := filepath.Dir(files[0])
	for _, c := range []struct {
		args  []string
		stdin string
	}{
		{[]string{dir}, ""},
		{[]string{"-"}, string(all)},
		{[]string{files[0], "-"}, string(all[len(mustRead(t, files[0])):])},
	} {
		root := New()
		var out, errOut strings.Builder
		root.SetOut(&out)
		root.SetErr(&errOut)
		root.SetIn(strings.NewReader(c.stdin))
		root.SetArgs(append([]string{"experiment", "merge"}, c.args...))
		if err := root.Execute(); err != nil || out.String() != whole {
			t.Errorf("merge %v: %v\n%s", c.args, err, out.String())
		}
		root = New()
		out.Reset()
		root.SetOut(&out)
		root.SetErr(&errOut)
		root.SetIn(strings.NewReader(c.stdin))
		root.SetArgs(append([]string{"experiment", "plot"}, c.args...))
		if err := root.Execute(); err != nil || !strings.Contains(out.String(), "pvsplit") {
			t.Errorf("plot %v: %v\n%s", c.args, err, out.String())
		}
	}
	if _, _, err := runExperimentCLI(t, "merge", "-", "-"); err == nil || !strings.Contains(err.Error(), "given twice") {
		t.Errorf("merge - -: %v", err)
	}
}

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
