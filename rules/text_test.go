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
