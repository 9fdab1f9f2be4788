package terachess

import (
	"fmt"
	"slices"
	"testing"

	"boardshelf/rules"
)

// Reference counts, listed with their positions under "Reference counts" in
// docs/rules/terachess.md: a change here belongs there too.
var perftReferences = []struct {
	moves  []string
	counts []uint64 // depth 1, 2, 3, ...
}{
	{nil, []uint64{40, 1_600, 72_988, 3_327_759}},
	{[]string{"h4h6"}, []uint64{40, 1_840, 83_938}},
	{[]string{"h4h6", "h13h11"}, []uint64{46, 2_116, 110_430}},
}

func TestPerftReferenceCounts(t *testing.T) {
	for _, ref := range perftReferences {
		g := New()
		play(t, g, ref.moves...)
		before := snapshot(g)
		for i, want := range ref.counts {
			if got := g.Perft(i + 1); got != want {
				t.Errorf("after %v, perft %d = %d, want %d", ref.moves, i+1, got, want)
			}
		}
		if snapshot(g) != before {
			t.Errorf("after %v, Perft changed the game", ref.moves)
		}
	}
}

// The generic rules.Perft, through the interface, agrees with the fast one.
func TestRulesPerftAgrees(t *testing.T) {
	for _, ref := range perftReferences {
		g := New()
		play(t, g, ref.moves...)
		for depth := 1; depth <= 2; depth++ {
			if got, want := rules.Perft(g, depth), g.Perft(depth); got != want {
				t.Errorf("after %v: rules.Perft(%d) = %d, Perft = %d", ref.moves, depth, got, want)
			}
		}
	}
	if got := rules.Perft(New(), 3); got != 72_988 {
		t.Errorf("rules.Perft(start, 3) = %d", got)
	}
	// Positions full of checks, screens, en passant and promotions.
	for _, fen := range []string{
		"15k/4P11/16/16/16/3pP11/16/16/16/16/16/16/16/8h7/16/K7Z7 w d12",
		"k15/16/2s13/16/16/16/5i10/6P9/16/16/3U12/16/16/16/4X11/K7W7 b -",
	} {
		g, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		for depth := 1; depth <= 3; depth++ {
			if got, want := rules.Perft(g, depth), g.Perft(depth); got != want {
				t.Errorf("%s: rules.Perft(%d) = %d, Perft = %d", fen, depth, got, want)
			}
		}
	}
}

func TestWhiteFirstMoves(t *testing.T) {
	var want []string
	for f := 'a'; f <= 'p'; f++ {
		want = append(want, fmt.Sprintf("%c4%c5", f, f), fmt.Sprintf("%c4%c6", f, f))
	}
	want = append(want, "a3c5", "p3n5", "d3c5", "d3e5", "m3l5", "m3n5", "b3b5", "o3o5")
	slices.Sort(want)
	var got []string
	for _, m := range New().Moves() {
		got = append(got, m.String())
	}
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("White's first moves:\n got  %v\n want %v", got, want)
	}
}

func benchmarkPerft(b *testing.B, depth int) {
	g := New()
	var nodes uint64
	for b.Loop() {
		nodes = g.Perft(depth)
	}
	b.ReportMetric(float64(nodes)*float64(b.N)/b.Elapsed().Seconds(), "moves/s")
}

func BenchmarkPerft3(b *testing.B) { benchmarkPerft(b, 3) }
func BenchmarkPerft4(b *testing.B) { benchmarkPerft(b, 4) }

// BenchmarkRulesPerft3 measures the generic interface path for comparison.
func BenchmarkRulesPerft3(b *testing.B) {
	g := New()
	var nodes uint64
	for b.Loop() {
		nodes = rules.Perft(g, 3)
	}
	b.ReportMetric(float64(nodes)*float64(b.N)/b.Elapsed().Seconds(), "moves/s")
}

func BenchmarkLegalMoves(b *testing.B) {
	g := New()
	play(b, g, "h4h6", "h13h11", "d3e5", "g13g11")
	for b.Loop() {
		g.LegalMoves()
	}
}
