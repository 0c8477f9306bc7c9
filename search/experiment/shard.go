package experiment

import (
	"cmp"
	"fmt"
	"hash/fnv"
	"slices"
	"strconv"
	"strings"
)

// Shard is slice K of N of an experiment's job list, so that a sweep
// too long for one machine can run on N of them and be joined again
// (see docs/cluster.md). Shards are numbered from 1, like Slurm's array
// tasks; the zero Shard is the whole list.
type Shard struct {
	K, N int
}

// MaxShards bounds N: more shards than any sweep has jobs, and few
// enough that a table of them fits in memory.
const MaxShards = 100000

// ParseShard reads "K/N", with 1 <= K <= N <= MaxShards.
func ParseShard(text string) (Shard, error) {
	ks, ns, ok := strings.Cut(text, "/")
	if !ok {
		return Shard{}, fmt.Errorf("shard %q: want K/N, slice K of N counted from 1, e.g. 2/8", text)
	}
	k, err := shardNumber(ks)
	if err != nil {
		return Shard{}, fmt.Errorf("shard %q: K %v", text, err)
	}
	n, err := shardNumber(ns)
	if err != nil {
		return Shard{}, fmt.Errorf("shard %q: N %v", text, err)
	}
	if n < 1 {
		return Shard{}, fmt.Errorf("shard %s: N must be at least 1", text)
	}
	if n > MaxShards {
		return Shard{}, fmt.Errorf("shard %s: N must be at most %d", text, MaxShards)
	}
	if k < 1 || k > n {
		hint := ""
		if k == 0 {
			hint = " (shards count from 1: a 0-based index such as Kubernetes' JOB_COMPLETION_INDEX needs 1 added)"
		}
		return Shard{}, fmt.Errorf("shard %s: K must be 1..N%s", text, hint)
	}
	return Shard{K: k, N: n}, nil
}

// shardNumber reads a decimal number of digits only: no sign, no
// spaces, so that every Shard has one spelling.
func shardNumber(s string) (int, error) {
	if s == "" {
		return 0, fmt.Errorf("is missing")
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return 0, fmt.Errorf("%q is not a whole number", s)
		}
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, fmt.Errorf("%q is too large", s)
	}
	return n, nil
}

// String writes the shard as ParseShard reads it; the zero Shard is "1/1".
func (s Shard) String() string {
	if s.N == 0 {
		return "1/1"
	}
	return fmt.Sprintf("%d/%d", s.K, s.N)
}

// Whole reports whether the shard is the whole job list.
func (s Shard) Whole() bool { return s.N <= 1 }

// Job identifies one unit of an experiment's work for sharding.
type Job struct {
	// Key names the job; it is unique in its list, and it is what a
	// shard's output line is labelled with.
	Key string
	// Group, if set, keeps jobs together: every job of a group goes to
	// the same shard (a real-machine speedup compares runs on the same
	// machine). Jobs without a group are each a group of their own.
	Group string
	// Stratum, if set, spreads jobs evenly: each shard gets the same
	// number of the groups of a stratum to within one. A position is a
	// good stratum, since how long a search takes depends first on the
	// position. A group's stratum is that of its first job.
	Stratum string
	// Timed is set for a job whose figures include wall-clock times,
	// which differ from run to run (the real machine). A job that is not
	// timed (the simulator's) gives the same figures on every run, so
	// two copies of it that differ are an error when shards are merged.
	Timed bool
}

// unit is the group a job is sharded with.
func (j Job) unit() string {
	if j.Group != "" {
		return j.Group
	}
	return j.Key
}

// Assign returns the shard, 1..n, of each job. It is a pure function of
// the jobs' keys, groups and strata, their order and n: every machine
// computes the same assignment without talking to the others.
//
// The groups are ordered by stratum, in the order the strata come in the
// list, and within a stratum by a hash of their names, then dealt out in
// turn. So shards hold the same number of groups to within one, and the
// same number of each stratum's; and within a stratum each gets a mixture
// of the rest (algorithms, searcher counts). Dealing the list in its own
// order would align with its structure: with 5 searcher counts and 5
// shards, one shard would get every 16-searcher run.
func Assign(jobs []Job, n int) []int {
	if n < 1 {
		n = 1
	}
	type group struct {
		name    string
		stratum int
		hash    uint64
	}
	var groups []group
	seen := map[string]bool{}
	strata := map[string]int{}
	for _, j := range jobs {
		u := j.unit()
		if seen[u] {
			continue
		}
		seen[u] = true
		st, ok := strata[j.Stratum]
		if !ok {
			st = len(strata)
			strata[j.Stratum] = st
		}
		groups = append(groups, group{u, st, shardHash(u)})
	}
	slices.SortFunc(groups, func(a, b group) int {
		return cmp.Or(cmp.Compare(a.stratum, b.stratum), cmp.Compare(a.hash, b.hash), strings.Compare(a.name, b.name))
	})
	shardOf := make(map[string]int, len(groups))
	for i, g := range groups {
		shardOf[g.name] = i%n + 1
	}
	out := make([]int, len(jobs))
	for i, j := range jobs {
		out[i] = shardOf[j.unit()]
	}
	return out
}

// shardHash is FNV-1a followed by the SplitMix64 finalizer, which spreads
// a change in the last byte of similar names ("g1", "g5") over every bit.
// Both are fixed algorithms: the assignment is the same on every machine
// and every Go version.
func shardHash(s string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(s))
	x := h.Sum64()
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	x ^= x >> 31
	return x
}

// Select returns the jobs of shard s, in their order in jobs; job
// describes each for Assign. The zero Shard and 1/1 select every job.
func Select[T any](s Shard, jobs []T, job func(T) Job) []T {
	if s.Whole() {
		return slices.Clone(jobs)
	}
	ids := make([]Job, len(jobs))
	for i, j := range jobs {
		ids[i] = job(j)
	}
	var out []T
	for i, k := range Assign(ids, s.N) {
		if k == s.K {
			out = append(out, jobs[i])
		}
	}
	return out
}

// SortPaths returns the paths in the order of ComparePaths: out-2.jsonl
// before out-10.jsonl, as the shards were numbered, where a shell's glob
// puts out-10 first.
func SortPaths(paths []string) []string {
	out := slices.Clone(paths)
	slices.SortStableFunc(out, ComparePaths)
	return out
}

// ComparePaths compares two names as text, except that runs of digits
// compare as numbers: "out-9" < "out-10".
func ComparePaths(a, b string) int {
	for a != "" && b != "" {
		da, db := digitRun(a), digitRun(b)
		if da > 0 && db > 0 {
			na, nb := strings.TrimLeft(a[:da], "0"), strings.TrimLeft(b[:db], "0")
			if c := cmp.Or(cmp.Compare(len(na), len(nb)), strings.Compare(na, nb)); c != 0 {
				return c
			}
			a, b = a[da:], b[db:]
			continue
		}
		if a[0] != b[0] {
			return cmp.Compare(a[0], b[0])
		}
		a, b = a[1:], b[1:]
	}
	return cmp.Compare(len(a), len(b))
}

// digitRun is the length of the ASCII digits that s begins with.
func digitRun(s string) int {
	n := 0
	for n < len(s) && s[n] >= '0' && s[n] <= '9' {
		n++
	}
	return n
}

// ShardLoad is what one shard of a split would run.
type ShardLoad struct {
	Shard Shard
	// Jobs is the number of jobs; Groups the number of groups among
	// them (positions, on the real machine), 0 where jobs have none.
	Jobs, Groups int
}

// Loads splits jobs over n shards, as Assign does, and says what each
// shard would run: so a sweep can be sized before it is submitted.
func Loads(jobs []Job, n int) []ShardLoad {
	if n < 1 {
		n = 1
	}
	out := make([]ShardLoad, n)
	groups := make([]map[string]bool, n)
	for k := range out {
		out[k].Shard = Shard{K: k + 1, N: n}
		groups[k] = map[string]bool{}
	}
	for i, k := range Assign(jobs, n) {
		out[k-1].Jobs++
		if g := jobs[i].Group; g != "" {
			groups[k-1][g] = true
		}
	}
	for k := range out {
		out[k].Groups = len(groups[k])
	}
	return out
}
