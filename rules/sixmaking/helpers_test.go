package sixmaking

import (
	"slices"
	"strings"
	"testing"

	"boardshelf/rules"
)

// towers reads towers written as "a1:LLD b3:D": a square, then its disks
// bottom to top, L for light and D for dark.
func towers(spec string) []Tower {
	var out []Tower
	for _, field := range strings.Fields(spec) {
		name, disks, _ := strings.Cut(field, ":")
		t := Tower{Square: sq(name)}
		for _, c := range disks {
			t.Disks = append(t.Disks, map[rune]Color{'L': Light, 'D': Dark}[c])
		}
		out = append(out, t)
	}
	return out
}

// disks writes a tower's colours bottom to top as L and D.
func disks(tower []Color) string {
	var b strings.Builder
	for _, c := range tower {
		b.WriteString(map[Color]string{Light: "L", Dark: "D"}[c])
	}
	return b.String()
}

// board5 is a 5x5 setup with the given towers and small reserves, light to
// move; the tests change what they need.
func board5(spec string) Setup {
	return Setup{Size: 5, Reserve: [2]int{3, 3}, Towers: towers(spec)}
}

// start builds a game or fails the test.
func start(t testing.TB, s Setup) *Game {
	t.Helper()
	g, err := New(s)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return g
}

func sq(s string) Square {
	q, err := ParseSquare(s)
	if err != nil {
		panic(err)
	}
	return q
}

// notations gives the sorted notation of moves.
func notations[M rules.Move](moves []M) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.String()
	}
	slices.Sort(out)
	return out
}

// names gives the sorted names of squares.
func names(squares []Square) []string {
	out := make([]string, len(squares))
	for i, s := range squares {
		out[i] = s.String()
	}
	slices.Sort(out)
	return out
}

func sorted(s string) []string {
	out := strings.Fields(s)
	slices.Sort(out)
	return out
}

// play makes moves given in notation, failing the test on any refusal.
func play(t *testing.T, g rules.Game, moves ...string) {
	t.Helper()
	for _, s := range moves {
		m, err := rules.ParseMove(g, s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		if err := g.Play(m); err != nil {
			t.Fatalf("play %s: %v", s, err)
		}
	}
}

// towerMoves lists the notation of the tower moves (not placements) now legal.
func towerMoves(g *Game) []string {
	var out []string
	for _, m := range g.Moves() {
		if !m.(Move).Place {
			out = append(out, m.String())
		}
	}
	slices.Sort(out)
	return out
}
