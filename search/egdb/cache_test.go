package egdb

import (
	"context"
	"sync"
	"testing"
)

// TestLoadOnce: Load finds nothing in an empty directory, finds a
// database saved there afterwards, and hands every caller, concurrent
// ones included, the one copy it read.
func TestLoadOnce(t *testing.T) {
	dir := t.TempDir()
	if db, err := Load(dir); db != nil || err != nil {
		t.Fatalf("Load of an empty directory = %v, %v; want nil, nil", db, err)
	}
	built, err := Build(context.Background(), 2, nil, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	for n := 1; n <= 2; n++ {
		if err := built.Save(dir, n); err != nil {
			t.Fatal(err)
		}
	}
	var wg sync.WaitGroup
	got := make([]*DB, 4)
	for i := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got[i], _ = Load(dir)
		}()
	}
	wg.Wait()
	if got[0] == nil || got[0].Pieces() != 2 {
		t.Fatalf("Load after saving found %v", got[0])
	}
	for i, db := range got {
		if db != got[0] {
			t.Errorf("caller %d got another copy of the database", i)
		}
	}
	if again, _ := Load(dir + "/."); again != got[0] {
		t.Error("the same directory spelt differently was read again")
	}
}
