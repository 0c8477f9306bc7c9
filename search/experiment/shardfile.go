package experiment

import (
	"bufio"
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
)

// A shard's output is JSON lines: first a header naming the experiment,
// the shard and the configuration every shard of the experiment shares,
//
//	{"shard":{"experiment":"bench","k":2,"n":3,"jobs":40,"config":{...}}}
//
// then one line per job as it completes, with the job's raw measurement:
//
//	{"job":"par g9 pvsplit:4","result":{...}}
//
// Figures that relate one job to another (a speedup needs the sequential
// run of the same position, which may be in another shard) are left out
// of the results and computed when the shards are merged.

// ShardHeader is the first line of a shard's output. A file holds one
// header for each run of a shard: one shard run whole, a shard resumed
// (--resume appends a header before the jobs of each new run), or
// several shards' outputs one after the other.
type ShardHeader struct {
	// Experiment names the command whose shards these are ("bench").
	Experiment string `json:"experiment"`
	K          int    `json:"k"`
	N          int    `json:"n"`
	// Jobs is the number of jobs of the whole experiment.
	Jobs int `json:"jobs"`
	// Build is the binary that wrote the shard; nil in shards written
	// before headers named it.
	Build *Build `json:"build,omitempty"`
	// Config is what must be the same in every shard: the experiment's
	// settings, in the experiment's own form.
	Config json.RawMessage `json:"config"`
}

// NewShardHeader is the header of shard s of an experiment with jobs
// jobs and configuration config, written by this binary.
func NewShardHeader(experiment string, s Shard, jobs int, config any) (ShardHeader, error) {
	if s.N == 0 {
		s = Shard{K: 1, N: 1}
	}
	c, err := json.Marshal(config)
	if err != nil {
		return ShardHeader{}, fmt.Errorf("shard header: %w", err)
	}
	b := CurrentBuild()
	return ShardHeader{Experiment: experiment, K: s.K, N: s.N, Jobs: jobs, Build: &b, Config: c}, nil
}

// Shard returns the header's shard.
func (h ShardHeader) Shard() Shard { return Shard{K: h.K, N: h.N} }

// differs compares h with o, a header of the same experiment: "" if a
// shard's output may hold both, else the first difference, in the words
// of "... here, ... there" with h here.
func (h ShardHeader) differs(o ShardHeader) string {
	switch {
	case h.Experiment != o.Experiment:
		return fmt.Sprintf("a shard of %q here, of %q there", h.Experiment, o.Experiment)
	case !sameBuild(h.Build, o.Build):
		return fmt.Sprintf("written by %s here, by %s there", describeBuild(h.Build), describeBuild(o.Build))
	}
	if diff := configDiff(o.Config, h.Config); diff != "" {
		return diff
	}
	if h.Jobs != o.Jobs {
		return fmt.Sprintf("%d jobs here, %d there", h.Jobs, o.Jobs)
	}
	return ""
}

type shardLine struct {
	Header *ShardHeader    `json:"shard,omitempty"`
	Job    string          `json:"job,omitempty"`
	Result json.RawMessage `json:"result,omitempty"`
}

// ShardWriter writes a shard's output.
type ShardWriter struct {
	w io.Writer
}

// NewShardWriter writes the header of shard s of an experiment with
// jobs jobs and configuration config to w, and returns the writer of
// its job lines.
func NewShardWriter(w io.Writer, experiment string, s Shard, jobs int, config any) (*ShardWriter, error) {
	h, err := NewShardHeader(experiment, s, jobs, config)
	if err != nil {
		return nil, err
	}
	return StartShard(w, h)
}

// StartShard writes the header h to w and returns the writer of the job
// lines that follow it.
func StartShard(w io.Writer, h ShardHeader) (*ShardWriter, error) {
	sw := &ShardWriter{w: w}
	return sw, sw.write(shardLine{Header: &h})
}

// WriteJob writes the result of the job named key, a whole line in one
// write, so that a shard killed between two jobs leaves complete lines.
func (sw *ShardWriter) WriteJob(key string, result any) error {
	r, err := json.Marshal(result)
	if err != nil {
		return fmt.Errorf("job %s: %w", key, err)
	}
	return sw.write(shardLine{Job: key, Result: r})
}

func (sw *ShardWriter) write(l shardLine) error {
	b, err := json.Marshal(l)
	if err != nil {
		return err
	}
	_, err = sw.w.Write(append(b, '\n'))
	return err
}

// ShardSet is the shards of one experiment, read from their files.
type ShardSet struct {
	// Header is the first header read; its experiment, build and
	// configuration are every header's.
	Header ShardHeader
	// Files names the file of each header read, and Shards its shard,
	// in order (a file that holds several runs is named once for each).
	Files  []string
	Shards []Shard
	// Results holds each job's result by key, once Check has chosen
	// among the copies read.
	Results map[string]json.RawMessage
	// Warnings are what Check kept among copies of a job that differ
	// where that is no error (the real machine measures other times on
	// each run).
	Warnings []string
	// Torn, if AllowTorn is set, names the files whose last line was
	// cut short (a shard still writing it, or killed while it did).
	AllowTorn bool
	Torn      []string
	// Only, when set, names the configurations a merge reports (a
	// bench's algorithms as its run named them: "ybwc", "pvsplit:16"),
	// so that the finished part of a sweep cut short can be reported:
	// Check then counts as missing only the jobs Need says are needed.
	Only []string
	Need func(key string) bool

	runs   []shardRun
	copies map[string][]jobCopy // every copy of each job, in reading order
	where  map[string]string    // "file:line" of each job's result kept
}

// shardRun is one header and the job lines after it.
type shardRun struct {
	file  string
	line  int // the header's
	shard Shard
}

func (r shardRun) String() string {
	return fmt.Sprintf("%s (shard %s from line %d)", r.file, r.shard, r.line)
}

// jobCopy is one line with a job's result.
type jobCopy struct {
	run    int // index in runs
	at     string
	result json.RawMessage
}

// ErrNotShard is wrapped by the errors of ReadShard and ReadShardFiles
// for a file that does not begin with a shard header.
var ErrNotShard = errors.New("not a shard's output")

// ReadShardFiles reads the outputs of shards of one experiment, in the
// numeric order of their names (SortPaths: out-2 before out-10, as the
// shards were numbered, whatever order a shell's glob gave). Lines that
// are not JSON, headers of different experiments, builds or
// configurations, and files without a header are errors naming the file
// and line.
func ReadShardFiles(paths []string) (*ShardSet, error) {
	set := &ShardSet{}
	if err := set.ReadFiles(paths); err != nil {
		return nil, err
	}
	return set, nil
}

// ReadFiles reads the files into the set, in SortPaths's order.
func (set *ShardSet) ReadFiles(paths []string) error {
	for _, p := range SortPaths(paths) {
		f, err := os.Open(p)
		if err != nil {
			return err
		}
		err = set.Read(p, f)
		f.Close()
		if err != nil {
			return err
		}
	}
	if len(set.Files) == 0 {
		return fmt.Errorf("no shard files")
	}
	return nil
}

// Modified reports whether the shards were built from a tree with
// uncommitted changes, whose builds of one commit cannot be told apart.
func (set *ShardSet) Modified() bool { return set.Header.Build != nil && set.Header.Build.Modified }

// maxShardLine bounds one line of a shard's output.
const maxShardLine = 64 << 20

// Read adds the shard output in r, named name in messages, to the set:
// one shard's output, or several one after the other.
func (set *ShardSet) Read(name string, r io.Reader) error {
	br := bufio.NewReaderSize(r, 64<<10)
	line := 0
	var header *ShardHeader
	for {
		text, err := readLine(br)
		if err != nil && err != io.EOF {
			return fmt.Errorf("%s:%d: %w", name, line+1, err)
		}
		if len(text) == 0 && err == io.EOF {
			break
		}
		line++
		torn := err == io.EOF // no newline at the end
		text = bytes.TrimSpace(text)
		if len(text) == 0 {
			continue
		}
		at := fmt.Sprintf("%s:%d", name, line)
		var l shardLine
		if err := json.Unmarshal(text, &l); err != nil {
			if torn && set.AllowTorn && header != nil {
				set.Torn = append(set.Torn, at)
				break
			}
			return fmt.Errorf("%s: malformed line (a shard killed while writing?): %v", at, err)
		}
		if header == nil && l.Header == nil {
			return fmt.Errorf("%s: %w: the first line is not a shard header (write shards with --shard K/N)", at, ErrNotShard)
		}
		if l.Header != nil {
			if err := set.addHeader(at, *l.Header); err != nil {
				return err
			}
			header = l.Header
			set.Files = append(set.Files, name)
			set.Shards = append(set.Shards, header.Shard())
			set.runs = append(set.runs, shardRun{file: name, line: line, shard: header.Shard()})
			continue
		}
		if l.Job == "" || len(l.Result) == 0 {
			return fmt.Errorf("%s: malformed line: want {\"job\":...,\"result\":...}", at)
		}
		set.addResult(at, l.Job, l.Result)
	}
	if header == nil {
		return fmt.Errorf("%s: %w: the file is empty", name, ErrNotShard)
	}
	return nil
}

// readLine reads one line without its newline; io.EOF with the text of
// a last line that has none.
func readLine(br *bufio.Reader) ([]byte, error) {
	var out []byte
	for {
		chunk, err := br.ReadSlice('\n')
		out = append(out, chunk...)
		if len(out) > maxShardLine {
			return nil, fmt.Errorf("line longer than %d MiB", maxShardLine>>20)
		}
		switch err {
		case nil:
			return out[:len(out)-1], nil
		case bufio.ErrBufferFull:
			continue
		default:
			return out, err
		}
	}
}

func (set *ShardSet) addHeader(at string, h ShardHeader) error {
	if h.N < 1 || h.K < 1 || h.K > h.N || h.N > MaxShards {
		return fmt.Errorf("%s: bad shard %d/%d in the header", at, h.K, h.N)
	}
	if set.copies == nil {
		set.Header = h
		set.copies = map[string][]jobCopy{}
		return nil
	}
	first := set.Files[0]
	if h.Experiment != set.Header.Experiment {
		return fmt.Errorf("%s: a shard of %q, but %s holds one of %q", at, h.Experiment, first, set.Header.Experiment)
	}
	if !sameBuild(h.Build, set.Header.Build) {
		return fmt.Errorf("%s: written by another build than %s: %s here, %s there; merge the shards of one build (run every shard with the same frontier binary)",
			at, first, describeBuild(h.Build), describeBuild(set.Header.Build))
	}
	if diff := h.differs(set.Header); diff != "" {
		return fmt.Errorf("%s: not the same experiment as %s: %s", at, first, diff)
	}
	return nil
}

func (set *ShardSet) addResult(at, key string, result json.RawMessage) {
	var compact bytes.Buffer
	if json.Compact(&compact, result) == nil {
		result = compact.Bytes()
	}
	set.copies[key] = append(set.copies[key], jobCopy{run: len(set.runs) - 1, at: at, result: slices.Clone(result)})
}

// Where returns the file and line of the result Check kept for a job.
func (set *ShardSet) Where(key string) string { return set.where[key] }

// Decode decodes the result of the job named key, as Check kept it, into
// v. A result that does not decode into v, that v's Validate method (if
// it has one) rejects, or that one of expect rejects (a row of another
// position than its job's...) is an error naming its file and line: a
// "result":{} must not become a row of zeros and NaNs.
func (set *ShardSet) Decode(key string, v any, expect ...func() error) error {
	raw, ok := set.Results[key]
	if !ok {
		return fmt.Errorf("job %q: no result", key)
	}
	err := DecodeResult(raw, v)
	for _, e := range expect {
		if err != nil {
			break
		}
		if err = e(); err != nil {
			err = fmt.Errorf("bad result: %w", err)
		}
	}
	if err != nil {
		return fmt.Errorf("%s: job %q: %w", set.where[key], key, err)
	}
	return nil
}

// Validator is a result that can say whether it holds a measurement.
type Validator interface {
	Validate() error
}

// DecodeResult decodes a job's result into v and, if v is a Validator,
// validates it.
func DecodeResult(raw json.RawMessage, v any) error {
	if len(bytes.TrimSpace(raw)) == 0 || bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
		return fmt.Errorf("empty result")
	}
	if err := json.Unmarshal(raw, v); err != nil {
		return fmt.Errorf("malformed result: %v", err)
	}
	if val, ok := v.(Validator); ok {
		if err := val.Validate(); err != nil {
			return fmt.Errorf("bad result: %w", err)
		}
	}
	return nil
}

// Check compares the results with the experiment's job list and keeps
// one result of each job:
//
//   - a job not in the list, or one in a shard it does not belong to, is
//     an error naming its line;
//   - a job that is not Timed (the simulator's) gives the same figures on
//     every run: two copies that differ are an error naming both lines
//     (a shard of other settings or another build in the same folder);
//   - the jobs of a Group (a position's, on the real machine) are kept
//     from one run that holds them all, so that a speedup divides two
//     times measured on the same machine in the same run; a group split
//     over runs with no run holding it whole is an error;
//   - missing jobs are an error naming the shards they belong to.
func (set *ShardSet) Check(jobs []Job) error {
	if len(set.Files) == 0 {
		return fmt.Errorf("no shard files")
	}
	if len(jobs) != set.Header.Jobs {
		return fmt.Errorf("%s: the header counts %d jobs, this experiment has %d (shards written by another version of frontier?)",
			set.Files[0], set.Header.Jobs, len(jobs))
	}
	index := make(map[string]int, len(jobs))
	for i, j := range jobs {
		index[j.Key] = i
	}
	var stray []string
	for key, cs := range set.copies {
		if _, ok := index[key]; !ok {
			stray = append(stray, cs[0].at)
		}
	}
	if len(stray) > 0 {
		slices.SortFunc(stray, compareWhere)
		return fmt.Errorf("%s: a job this experiment does not have", stray[0])
	}
	// Every line must be in the shard of its header: a header copied
	// onto another shard's lines, or a file of another N renamed,
	// would otherwise pass.
	assigned := map[int][]int{}
	shardOf := func(n int) []int {
		if a, ok := assigned[n]; ok {
			return a
		}
		assigned[n] = Assign(jobs, n)
		return assigned[n]
	}
	var misplaced []string
	for key, cs := range set.copies {
		for _, c := range cs {
			run := set.runs[c.run]
			if k := shardOf(run.shard.N)[index[key]]; k != run.shard.K {
				misplaced = append(misplaced, fmt.Sprintf("%s: job %q belongs to shard %d/%d, not to %s, the shard of the header at line %d",
					c.at, key, k, run.shard.N, run.shard, run.line))
			}
		}
	}
	if len(misplaced) > 0 {
		slices.SortFunc(misplaced, compareWhere)
		return errors.New(misplaced[0])
	}
	set.Results = make(map[string]json.RawMessage, len(jobs))
	set.where = make(map[string]string, len(jobs))
	set.Warnings = nil
	keep := func(key string, c jobCopy) {
		set.Results[key] = c.result
		set.where[key] = c.at
	}
	// Copies of a job that is not timed must agree.
	for _, j := range jobs {
		cs := set.copies[j.Key]
		if j.Timed || len(cs) < 2 {
			continue
		}
		for _, c := range cs[1:] {
			if !bytes.Equal(c.result, cs[0].result) {
				return fmt.Errorf("%s: job %q has other figures than at %s; a simulated job gives the same figures on every run, so these are shards of different runs (old files beside new ones?): merge only one sweep's files",
					c.at, j.Key, cs[0].at)
			}
		}
	}
	// The jobs of a group come from one run (those needed, in a merge
	// that reports part of a sweep).
	groups := map[string][]int{}
	var groupOrder []string
	for i, j := range jobs {
		if j.Group == "" || set.Need != nil && !set.Need(j.Key) {
			continue
		}
		if _, ok := groups[j.Group]; !ok {
			groupOrder = append(groupOrder, j.Group)
		}
		groups[j.Group] = append(groups[j.Group], i)
	}
	for _, g := range groupOrder {
		members := groups[g]
		complete := true
		for _, i := range members {
			complete = complete && len(set.copies[jobs[i].Key]) > 0
		}
		if !complete {
			continue // missing jobs are named below
		}
		var whole []int // runs holding every job of the group
		for r := range set.runs {
			all := true
			for _, i := range members {
				all = all && slices.ContainsFunc(set.copies[jobs[i].Key], func(c jobCopy) bool { return c.run == r })
			}
			if all {
				whole = append(whole, r)
			}
		}
		if len(whole) == 0 {
			var parts []string
			for _, i := range members {
				parts = append(parts, fmt.Sprintf("%s at %s", jobs[i].Key, set.copies[jobs[i].Key][0].at))
			}
			return fmt.Errorf("the jobs of %s are split over runs, and no run holds them all: %s; a speedup divides two times measured in one run on one machine, so run their shard again (--resume runs the whole group again)",
				g, strings.Join(parts, ", "))
		}
		r := whole[0]
		differ := false
		for _, i := range members {
			cs := set.copies[jobs[i].Key]
			c := cs[slices.IndexFunc(cs, func(c jobCopy) bool { return c.run == r })]
			keep(jobs[i].Key, c)
			for _, o := range cs {
				differ = differ || !bytes.Equal(o.result, c.result) && slices.Contains(whole, o.run)
			}
		}
		if differ {
			var others []string
			for _, o := range whole[1:] {
				others = append(others, set.runs[o].String())
			}
			set.Warnings = append(set.Warnings, fmt.Sprintf("the jobs of %s ran whole in %s and in %s, with other figures; keeping the first",
				g, set.runs[r], strings.Join(others, ", ")))
		}
	}
	// Other jobs: the first copy (they all agree, or are timed).
	for _, j := range jobs {
		cs := set.copies[j.Key]
		if j.Group != "" || len(cs) == 0 {
			continue
		}
		keep(j.Key, cs[0])
		if j.Timed {
			for _, c := range cs[1:] {
				if !bytes.Equal(c.result, cs[0].result) {
					set.Warnings = append(set.Warnings, fmt.Sprintf("%s: job %q was already read from %s with other figures; keeping the first", c.at, j.Key, cs[0].at))
				}
			}
		}
	}
	return set.checkMissing(jobs)
}

// checkMissing names the jobs without a result (of those set.Need
// needs, when it is set) and their shards.
func (set *ShardSet) checkMissing(jobs []Job) error {
	shardOf := Assign(jobs, set.Header.N)
	var missing []string
	held := 0
	short := map[int]int{}
	for i, j := range jobs {
		if set.Need != nil && !set.Need(j.Key) {
			continue
		}
		if _, ok := set.Results[j.Key]; !ok {
			if len(set.copies[j.Key]) > 0 {
				held++ // read, but its group is not whole
				continue
			}
			missing = append(missing, j.Key)
			short[shardOf[i]]++
		}
	}
	if len(missing)+held == 0 {
		return nil
	}
	sameN := true
	for _, s := range set.Shards {
		sameN = sameN && s.N == set.Header.N
	}
	var where []string
	if sameN {
		for k := 1; k <= set.Header.N; k++ {
			if short[k] > 0 {
				where = append(where, fmt.Sprintf("%d of shard %d/%d", short[k], k, set.Header.N))
			}
		}
	}
	msg := fmt.Sprintf("%d of %d jobs missing", len(missing), len(jobs))
	if len(where) > 0 {
		msg += " (" + strings.Join(where, ", ") + ")"
	}
	if len(missing) > 3 {
		missing = append(missing[:3], "...")
	}
	if len(missing) > 0 {
		msg += ": " + strings.Join(missing, "; ") + ";"
	}
	if held > 0 {
		msg += fmt.Sprintf(" %d more were read but are not kept, their position's other jobs being missing (a speedup divides times measured in one run)", held)
	}
	return errors.New(strings.TrimSuffix(msg, ";"))
}

// compareWhere orders "file:line" places by file, then line number.
func compareWhere(a, b string) int {
	fa, la := splitWhere(a)
	fb, lb := splitWhere(b)
	return cmp.Or(ComparePaths(fa, fb), cmp.Compare(la, lb), strings.Compare(a, b))
}

func splitWhere(s string) (string, int) {
	s, _, _ = strings.Cut(s, ": ")
	i := strings.LastIndex(s, ":")
	if i < 0 {
		return s, 0
	}
	n, err := strconv.Atoi(s[i+1:])
	if err != nil {
		return s, 0
	}
	return s[:i], n
}

// configDiff describes the first setting in which two configurations
// differ, "" if they agree.
func configDiff(a, b json.RawMessage) string {
	var ma, mb map[string]json.RawMessage
	if json.Unmarshal(a, &ma) != nil || json.Unmarshal(b, &mb) != nil {
		if bytes.Equal(a, b) {
			return ""
		}
		return fmt.Sprintf("config %s here, %s there", b, a)
	}
	keys := make([]string, 0, len(ma)+len(mb))
	for k := range ma {
		keys = append(keys, k)
	}
	for k := range mb {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range slices.Compact(keys) {
		va, vb := compactJSON(ma[k]), compactJSON(mb[k])
		if va != vb {
			return fmt.Sprintf("%s is %s here, %s there", k, vb, va)
		}
	}
	return ""
}

func compactJSON(raw json.RawMessage) string {
	if len(raw) == 0 {
		return "absent"
	}
	var b bytes.Buffer
	if json.Compact(&b, raw) != nil {
		return string(raw)
	}
	return b.String()
}

// ShardProgress is how far one shard of a sweep has come.
type ShardProgress struct {
	Shard Shard
	// Jobs is the number of the shard's jobs, Done the number of them
	// with a result in any file read.
	Jobs, Done int
	// Runs counts the headers of this shard read (a resumed shard has
	// one per run), in Files.
	Runs  int
	Files []string
	// Missing names the first few jobs without a result.
	Missing []string
}

// Progress says, for each shard of the sweep the set's first header
// belongs to (and of any other N read), how many of its jobs the files
// hold: for watching a sweep while it runs.
func (set *ShardSet) Progress(jobs []Job) []ShardProgress {
	ns := []int{set.Header.N}
	for _, r := range set.runs {
		if !slices.Contains(ns, r.shard.N) {
			ns = append(ns, r.shard.N)
		}
	}
	var out []ShardProgress
	for _, n := range ns {
		ps := make([]ShardProgress, n)
		for k := range ps {
			ps[k].Shard = Shard{K: k + 1, N: n}
		}
		for i, k := range Assign(jobs, n) {
			p := &ps[k-1]
			p.Jobs++
			if len(set.copies[jobs[i].Key]) > 0 {
				p.Done++
			} else if len(p.Missing) < 3 {
				p.Missing = append(p.Missing, jobs[i].Key)
			}
		}
		for _, r := range set.runs {
			if r.shard.N != n {
				continue
			}
			p := &ps[r.shard.K-1]
			p.Runs++
			if !slices.Contains(p.Files, r.file) {
				p.Files = append(p.Files, r.file)
			}
		}
		if n != set.Header.N {
			// Of another split, only the shards read are of interest.
			ps = slices.DeleteFunc(ps, func(p ShardProgress) bool { return p.Runs == 0 })
		}
		out = append(out, ps...)
	}
	return out
}
