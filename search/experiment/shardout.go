package experiment

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// ShardOutput is a shard's output file, to which each job's line is
// appended as the job completes: a shard killed or evicted keeps every
// job it finished, in whole lines, and --resume goes on from there.
type ShardOutput struct {
	*ShardWriter
	f    *os.File
	path string
}

// Resumed says what an output file already held.
type Resumed struct {
	// Done holds the jobs that need not run again: every job the file
	// holds, except that a group's jobs (a position's on the real
	// machine) count only if one run holds the whole group, since they
	// must come from one run.
	Done map[string]bool
	// Runs is the number of runs the file held.
	Runs int
	// Dropped, if set, is the place of a last line cut short by a kill,
	// removed from the file.
	Dropped string
}

// OpenShardOutput opens path for the output of the shard of header h of
// an experiment with job list jobs. A path that does not exist, or is
// empty, is created. One with content is an error unless resume is set;
// then it must hold runs of the same shard with the same header (the
// same experiment, settings and build), its last line is removed if a
// kill cut it short, and the jobs it holds are returned so that the
// caller runs only the others. Either way h is written as the header of
// the new run, and the caller appends the job lines.
func OpenShardOutput(path string, h ShardHeader, jobs []Job, resume bool) (*ShardOutput, Resumed, error) {
	res := Resumed{Done: map[string]bool{}}
	data, err := os.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return nil, res, err
	case len(bytes.TrimSpace(data)) > 0 && !resume:
		return nil, res, fmt.Errorf("%s exists: give --resume to go on with it (the jobs it holds are not run again), or remove it", path)
	case len(bytes.TrimSpace(data)) > 0:
		if res, err = resumeFrom(path, data, h, jobs); err != nil {
			return nil, res, err
		}
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		return nil, res, err
	}
	if res.Dropped != "" {
		if err := f.Truncate(int64(bytes.LastIndexByte(data, '\n') + 1)); err != nil {
			f.Close()
			return nil, res, fmt.Errorf("%s: cutting the torn last line: %w", path, err)
		}
	}
	w, err := StartShard(f, h)
	if err != nil {
		f.Close()
		return nil, res, fmt.Errorf("%s: %w", path, err)
	}
	return &ShardOutput{ShardWriter: w, f: f, path: path}, res, nil
}

// Close closes the file.
func (o *ShardOutput) Close() error {
	if err := o.f.Close(); err != nil {
		return fmt.Errorf("%s: %w", o.path, err)
	}
	return nil
}

// resumeFrom reads the content of an output file to be resumed.
func resumeFrom(path string, data []byte, h ShardHeader, jobs []Job) (Resumed, error) {
	res := Resumed{Done: map[string]bool{}}
	whole := data
	if i := bytes.LastIndexByte(data, '\n'); i+1 < len(data) && len(bytes.TrimSpace(data[i+1:])) > 0 {
		whole = data[:i+1]
		res.Dropped = fmt.Sprintf("%s:%d", path, bytes.Count(whole, []byte("\n"))+1)
	}
	set := &ShardSet{}
	if err := set.Read(path, bytes.NewReader(whole)); err != nil {
		return res, err
	}
	if set.Header.Shard() != h.Shard() {
		return res, fmt.Errorf("%s:%d: holds shard %s, not %s: give --resume the file of the same shard", path, set.runs[0].line, set.Header.Shard(), h.Shard())
	}
	if diff := h.differs(set.Header); diff != "" {
		return res, fmt.Errorf("%s:%d: not the output of this command, so --resume cannot go on with it: %s (here is this command, there the file)", path, set.runs[0].line, diff)
	}
	res.Runs = len(set.runs)
	mine := map[string]bool{}
	for i, k := range Assign(jobs, h.N) {
		if k == h.K {
			mine[jobs[i].Key] = true
		}
	}
	for key, cs := range set.copies {
		if !mine[key] {
			return res, fmt.Errorf("%s: job %q is not one of shard %s's", cs[0].at, key, h.Shard())
		}
	}
	groups := map[string][]string{}
	for _, j := range jobs {
		if !mine[j.Key] {
			continue
		}
		if j.Group == "" {
			if len(set.copies[j.Key]) > 0 {
				res.Done[j.Key] = true
			}
			continue
		}
		groups[j.Group] = append(groups[j.Group], j.Key)
	}
	for _, keys := range groups {
		for r := range set.runs {
			all := true
			for _, k := range keys {
				hasRun := false
				for _, c := range set.copies[k] {
					hasRun = hasRun || c.run == r
				}
				all = all && hasRun
			}
			if all {
				for _, k := range keys {
					res.Done[k] = true
				}
				break
			}
		}
	}
	return res, nil
}
