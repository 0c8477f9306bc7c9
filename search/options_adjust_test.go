package search

import (
	"strings"
	"testing"
)

func TestOptionsAdjust(t *testing.T) {
	play := PlayOptions()
	o, err := play.Adjust("+singular,-qstt, etc")
	if err != nil {
		t.Fatal(err)
	}
	want := play
	want.Singular, want.QuiesceTT, want.ETC = true, false, true
	if o != want {
		t.Errorf("Adjust(+singular,-qstt,etc) = %+v, want %+v", o, want)
	}
	if o, err = play.Adjust("none"); err != nil || o != DefaultOptions() {
		t.Errorf("Adjust(none) = %+v, %v; want the default options", o, err)
	}
	if o, err = play.Adjust("none,lmr"); err != nil || !o.LMR || o.NullMove {
		t.Errorf("Adjust(none,lmr) = %+v, %v", o, err)
	}
	if o, err = play.Adjust("-aspiration=16"); err != nil || o.Aspiration != 0 {
		t.Errorf("Adjust(-aspiration=16) = %+v, %v", o, err)
	}
	for _, bad := range []struct{ list, says string }{
		{"+bogus", `"bogus"`},
		{"lmr,,see", "empty part (item 2)"},
		{"-", "empty part"},
		{"lmr,none", "none comes first"},
		{"aspiration=x", "aspiration=N"},
	} {
		_, err := play.Adjust(bad.list)
		if err == nil || !strings.Contains(err.Error(), bad.says) || !strings.Contains(err.Error(), bad.list) {
			t.Errorf("Adjust(%q) = %v, want an error naming the list and saying %s", bad.list, err, bad.says)
		}
	}
}
