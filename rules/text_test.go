package rules

import (
	"strings"
	"testing"
)

func TestQuotesAreShort(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"c2-d3", `"c2-d3"`},
		{strings.Repeat("a", 32), `"` + strings.Repeat("a", 32) + `"`},
		{strings.Repeat("a", 20000), `"` + strings.Repeat("a", 32) + `…"`},
		{strings.Repeat("é", 40), `"` + strings.Repeat("é", 32) + `…"`},
		{"tab\there", `"tab\there"`},
	} {
		if got := Quote(tc.in); got != tc.want {
			t.Errorf("Quote(%.40q) = %s, want %s", tc.in, got, tc.want)
		}
	}
}

type noMoves struct{ Game }

func (noMoves) Moves() []Move  { return nil }
func (noMoves) Status() Status { return Status{} }

// A move that is not legal is named, cut short: a 20,000-character "move"
// in a record gives a message of a line.
func TestParseMoveQuotesLittle(t *testing.T) {
	_, err := ParseMove(noMoves{}, strings.Repeat("x", 20000))
	if err == nil || len(err.Error()) > 80 || !strings.Contains(err.Error(), "is not legal here") {
		t.Errorf("ParseMove of a long move: %v", err)
	}
}

// The English of words that agree with a number, as logs and tests read
// them without the UI: "1 piece", "3 pieces"; the count kept when the
// values change (seats named, quotes clipped).
func TestEnglishAgreesWithTheCount(t *testing.T) {
	pieces := func(n int) Explanation { return ExplainN(n, "%s has %d piece", "%s has %d pieces", Seat(0), n) }
	for n, want := range map[int]string{0: "seat 1 has 0 pieces", 1: "seat 1 has 1 piece", 3: "seat 1 has 3 pieces", -1: "seat 1 has -1 piece"} {
		if got := pieces(n).String(); got != want {
			t.Errorf("%d: %q, want %q", n, got, want)
		}
		if got := pieces(n).Error(); got != want {
			t.Errorf("%d as an error: %q, want %q", n, got, want)
		}
	}
	if got := pieces(1).WithArgs([]any{"white", 1}).String(); got != "white has 1 piece" {
		t.Errorf("with other values: %q", got)
	}
}
