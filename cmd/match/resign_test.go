package main

import "testing"

// The resign rule ends a game only when both searches agree, each for its
// own run of moves; one side's gloom alone, or a run broken by an even
// score, does not end it.
func TestResignNeedsBothSearchesToAgree(t *testing.T) {
	rule := &resignRule{score: 1000, moves: 3}
	lost, won, even := reply{score: -1200, scored: true}, reply{score: 1500, scored: true}, reply{score: 40, scored: true}
	tests := []struct {
		name  string
		plies []reply // side 0, side 1, side 0, ...
		loser int
		over  bool
		atPly int
	}{
		{"both agree for three moves each", []reply{lost, won, lost, won, lost, won}, 0, true, 5},
		{"side 1 behind, side 0 ahead", []reply{won, lost, won, lost, won, lost}, 1, true, 5},
		{"only the loser sees it", []reply{lost, even, lost, even, lost, even, lost, even}, 0, false, 0},
		{"an even score breaks the run", []reply{lost, won, lost, won, even, won, lost, won}, 0, false, 0},
		{"a search without scores never adjudicates", []reply{{score: -5000}, won, {score: -5000}, won, {score: -5000}, won}, 0, false, 0},
	}
	for _, tc := range tests {
		w := resignWatch{rule: rule}
		over, at, loser := false, 0, 0
		for i, r := range tc.plies {
			if loser, over = w.see(i%2, r); over {
				at = i
				break
			}
		}
		if over != tc.over || over && (loser != tc.loser || at != tc.atPly) {
			t.Errorf("%s: over %v, loser %d at ply %d; want %v, %d at %d", tc.name, over, loser, at, tc.over, tc.loser, tc.atPly)
		}
	}
}

func TestParseResign(t *testing.T) {
	if r, err := parseResign("1500, 4"); err != nil || *r != (resignRule{1500, 4}) {
		t.Errorf("1500, 4: %+v, %v", r, err)
	}
	for _, bad := range []string{"", "1500", "x,4", "1500,0", "-1,3"} {
		if _, err := parseResign(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}
