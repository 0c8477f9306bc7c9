package experiment

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
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

// ShardHeader is the first line of a shard's output.
type ShardHeader struct {
	// Experiment names the command whose shards these are ("bench").
	Experiment string `json:"experiment"`
	K          int    `json:"k"`
	N          int    `json:"n"`
	// Jobs is the number of jobs of the whole experiment.
	Jobs int `json:"jobs"`
	// Config is what must be the same in every shard: the experiment's
	// settings, in the experiment's own form.
	Config json.RawMessage `json:"config"`
}

// Shard returns the header's shard.
func (h ShardHeader) Shard() Shard { return Shard{K: h.K, N: h.N} }

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
	if s.N == 0 {
		s = Shard{K: 1, N: 1}
	}
	c, err := json.Marshal(config)
	if err != nil {
		return nil, fmt.Errorf("shard header: %w", err)
	}
	sw := &ShardWriter{w: w}
	h := ShardHeader{Experiment: experiment, K: s.K, N: s.N, Jobs: jobs, Config: c}
	return sw, sw.write(shardLine{Header: &h})
}

// WriteJob writes the result of the job named key.
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
	// Header is the first file's header; its Config is every file's.
	Header ShardHeader
	// Files names the files read, and Shards their shards, in order (a
	// file that holds several shards is named once for each).
	Files  []string
	Shards []Shard
	// Results holds each job's result by key.
	Results map[string]json.RawMessage
	// Warnings are duplicate jobs whose results differ: the first was
	// kept (a real-machine shard run twice measures different times).
	Warnings []string

	where map[string]string // "file:line" of each job's result
}

// ErrNotShard is wrapped by the errors of ReadShard and ReadShardFiles
// for a file that does not begin with a shard header.
var ErrNotShard = errors.New("not a shard's output")

// ReadShardFiles reads the outputs of shards of one experiment. Lines
// that are not JSON, headers of different experiments or configurations,
// and files without a header are errors naming the file and line; a job
// found twice is kept once.
func ReadShardFiles(paths []string) (*ShardSet, error) {
	set := &ShardSet{}
	for _, p := range paths {
		f, err := os.Open(p)
		if err != nil {
			return nil, err
		}
		err = set.Read(p, f)
		f.Close()
		if err != nil {
			return nil, err
		}
	}
	if len(set.Files) == 0 {
		return nil, fmt.Errorf("no shard files")
	}
	return set, nil
}

// maxShardLine bounds one line of a shard's output.
const maxShardLine = 64 << 20

// Read adds the shard output in r, named name in messages, to the set:
// one shard's output, or several one after the other.
func (set *ShardSet) Read(name string, r io.Reader) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), maxShardLine)
	line := 0
	var header *ShardHeader
	for sc.Scan() {
		line++
		text := bytes.TrimSpace(sc.Bytes())
		if len(text) == 0 {
			continue
		}
		at := fmt.Sprintf("%s:%d", name, line)
		var l shardLine
		if err := json.Unmarshal(text, &l); err != nil {
			return fmt.Errorf("%s: malformed line (a shard killed while writing?): %v", at, err)
		}
		if header == nil && l.Header == nil {
			return fmt.Errorf("%s: %w: the first line is not a shard header (write shards with --shard K/N)", at, ErrNotShard)
		}
		if l.Header != nil {
			// Shards' outputs may be concatenated into one file
			// (GNU parallel prints each job's output in one piece).
			if err := set.addHeader(at, *l.Header); err != nil {
				return err
			}
			header = l.Header
			set.Files = append(set.Files, name)
			set.Shards = append(set.Shards, header.Shard())
			continue
		}
		if l.Job == "" || len(l.Result) == 0 {
			return fmt.Errorf("%s: malformed line: want {\"job\":...,\"result\":...}", at)
		}
		set.addResult(at, l.Job, l.Result)
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("%s:%d: %w", name, line+1, err)
	}
	if header == nil {
		return fmt.Errorf("%s: %w: the file is empty", name, ErrNotShard)
	}
	return nil
}

func (set *ShardSet) addHeader(at string, h ShardHeader) error {
	if h.N < 1 || h.K < 1 || h.K > h.N {
		return fmt.Errorf("%s: bad shard %d/%d in the header", at, h.K, h.N)
	}
	if set.Results == nil {
		set.Header = h
		set.Results = map[string]json.RawMessage{}
		set.where = map[string]string{}
		return nil
	}
	first := set.Files[0]
	if h.Experiment != set.Header.Experiment {
		return fmt.Errorf("%s: a shard of %q, but %s holds one of %q", at, h.Experiment, first, set.Header.Experiment)
	}
	if diff := configDiff(set.Header.Config, h.Config); diff != "" {
		return fmt.Errorf("%s: not the same experiment as %s: %s", at, first, diff)
	}
	if h.Jobs != set.Header.Jobs {
		return fmt.Errorf("%s: not the same experiment as %s: %d jobs here, %d there", at, first, h.Jobs, set.Header.Jobs)
	}
	return nil
}

func (set *ShardSet) addResult(at, key string, result json.RawMessage) {
	var compact bytes.Buffer
	if json.Compact(&compact, result) == nil {
		result = compact.Bytes()
	}
	if prev, ok := set.Results[key]; ok {
		if !bytes.Equal(prev, result) {
			set.Warnings = append(set.Warnings, fmt.Sprintf("%s: job %q was already read from %s with other figures; keeping the first", at, key, set.where[key]))
		}
		return
	}
	set.Results[key] = slices.Clone(result)
	set.where[key] = at
}

// Where returns the file and line a job's result was read from.
func (set *ShardSet) Where(key string) string { return set.where[key] }

// Decode decodes the result of the job named key into v.
func (set *ShardSet) Decode(key string, v any) error {
	raw, ok := set.Results[key]
	if !ok {
		return fmt.Errorf("job %q: no result", key)
	}
	if err := json.Unmarshal(raw, v); err != nil {
		return fmt.Errorf("%s: job %q: %v", set.where[key], key, err)
	}
	return nil
}

// Check compares the results with the experiment's job list: a result
// of a job not in the list is an error naming its line, and so are
// missing jobs, with the shards they belong to.
func (set *ShardSet) Check(jobs []Job) error {
	if len(jobs) != set.Header.Jobs {
		return fmt.Errorf("%s: the header counts %d jobs, this experiment has %d (shards written by another version of frontier?)",
			set.Files[0], set.Header.Jobs, len(jobs))
	}
	known := make(map[string]bool, len(jobs))
	for _, j := range jobs {
		known[j.Key] = true
	}
	var stray []string
	for key := range set.Results {
		if !known[key] {
			stray = append(stray, set.where[key])
		}
	}
	if len(stray) > 0 {
		slices.Sort(stray)
		return fmt.Errorf("%s: a job this experiment does not have", stray[0])
	}
	shardOf := Assign(jobs, set.Header.N)
	var missing []string
	short := map[int]int{}
	for i, j := range jobs {
		if _, ok := set.Results[j.Key]; !ok {
			missing = append(missing, j.Key)
			short[shardOf[i]]++
		}
	}
	if len(missing) == 0 {
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
	return fmt.Errorf("%s: %s", msg, strings.Join(missing, "; "))
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
