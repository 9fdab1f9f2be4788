package board

import "testing"

func TestSquareNamesReadBack(t *testing.T) {
	b := New(16, 16)
	for _, s := range []Square{{0, 0}, {15, 15}, {7, 9}} {
		got, ok := b.SquareNamed(s.Name())
		if !ok || got != s {
			t.Errorf("%v is named %q, read back as %v %v", s, s.Name(), got, ok)
		}
	}
	if (Square{File: 15, Rank: 15}).Name() != "p16" {
		t.Errorf("the last square of 16x16 is %q", Square{File: 15, Rank: 15}.Name())
	}
	for _, bad := range []string{"", "a", "q1", "a0", "a17", "a01", "A1", "a-1", "a1x"} {
		if _, ok := b.SquareNamed(bad); ok {
			t.Errorf("%q read as a square of 16x16", bad)
		}
	}
}
