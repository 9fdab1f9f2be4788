package sixmaking

import (
	"slices"
	"testing"
)

// Each case lists where k disks from one tower may go: the pattern comes
// from the source tower's full height, targets must be towers, and sliders
// stop at the first tower in each line.
func TestMovementPatterns(t *testing.T) {
	tests := []struct {
		name    string
		towers  string
		from    string
		k       int
		targets string
	}{
		{"pawn steps onto orthogonal neighbours only", "c3:L c4:D d3:L b2:D d4:D c1:L", "c3", 1, "c4 d3"},
		{"pawn at the edge", "a1:L a2:D b2:D", "a1", 1, "a2"},
		{"pawn never lands on an empty square", "c3:L c5:D", "c3", 1, ""},
		{"rook slides to the first tower", "a1:LD a3:L a5:D", "a1", 2, "a3"},
		{"rook in four directions over empty squares", "c3:LL c5:D e3:D c1:L a3:L e5:D", "c3", 1, "a3 c1 c5 e3"},
		{"rook does not move diagonally", "c3:LL d4:D b2:D", "c3", 2, ""},
		{"rook cannot pass the first tower", "a1:LL b1:D e1:D", "a1", 2, "b1"},
		{"knight leaps over towers", "c3:LDL b3:D c4:D d3:D c2:D b2:D b4:D d4:D d2:D e4:L a2:D", "c3", 3, "a2 e4"},
		{"knight from a corner", "a1:DDD b3:L c2:L b2:L", "a1", 1, "b3 c2"},
		{"knight does not slide or step", "c3:DDD c4:L d4:L", "c3", 3, ""},
		{"bishop slides diagonally to the first tower", "a1:LLLL c3:D e5:D", "a1", 4, "c3"},
		{"bishop in four directions", "c3:LLLL e5:D a5:L a1:L e1:D c5:L", "c3", 2, "a1 a5 e1 e5"},
		{"bishop does not move orthogonally", "c3:LLLL c5:D e3:D", "c3", 4, ""},
		{"queen in all eight directions", "c3:LLLLL c5:D e5:D e3:D e1:D c1:D a1:D a3:D a5:D", "c3", 5,
			"a1 a3 a5 c1 c5 e1 e3 e5"},
		{"queen stops at the first tower", "a1:LLLLL a2:D a5:D b2:D e5:D c1:D e1:D", "a1", 3, "a2 b2 c1"},
		{"the top disk of a Knight tower leaps", "b1:LDD c3:L b2:L", "b1", 1, "c3"},
		{"the top two of a Bishop tower move diagonally", "b2:LDDL c3:L b4:L", "b2", 2, "c3"},
		{"the top disk of a Rook tower slides", "a1:DL a4:D", "a1", 1, "a4"},
		{"the top disk of a Queen tower slides", "a1:DLLLL d4:D", "a1", 1, "d4"},
		{"more disks than the tower holds", "a1:L a2:D", "a1", 2, ""},
		{"no disks", "a1:L a2:D", "a1", 0, ""},
		{"an empty square has no targets", "a1:L a2:D", "b1", 1, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := start(t, board5(tt.towers))
			got := names(g.Targets(sq(tt.from), tt.k))
			if want := sorted(tt.targets); !slices.Equal(got, want) {
				t.Errorf("targets of %d from %s = %v, want %v", tt.k, tt.from, got, want)
			}
			// Moves agrees with Targets: every target, every count.
			var fromMoves []string
			for _, m := range g.Moves() {
				if m := m.(Move); !m.Place && m.From == sq(tt.from) && m.Count == tt.k {
					fromMoves = append(fromMoves, m.To.String())
				}
			}
			slices.Sort(fromMoves)
			if !slices.Equal(fromMoves, got) {
				t.Errorf("Moves from %s with %d disks land on %v, Targets says %v", tt.from, tt.k, fromMoves, got)
			}
		})
	}
}

// A tower of h disks offers h moves to each target: 1..h disks from the top.
func TestEveryCountToEveryTarget(t *testing.T) {
	g := start(t, board5("a1:LDL b3:D c2:L"))
	want := sorted("1a1-b3 2a1-b3 a1-b3 1a1-c2 2a1-c2 a1-c2")
	if got := towerMoves(g); !slices.Equal(got, want) {
		t.Errorf("tower moves = %v, want %v", got, want)
	}
}

func TestMovedDisksKeepTheirOrder(t *testing.T) {
	tests := []struct {
		move, from, to string // the towers on a1 and b2 afterwards
	}{
		{"1a1-b2", "LDDL", "LD"},
		{"2a1-b2", "LDD", "LLD"},
		{"3a1-b2", "LD", "LDLD"},
		{"4a1-b2", "L", "LDDLD"},
	}
	for _, tt := range tests {
		t.Run(tt.move, func(t *testing.T) {
			g := start(t, board5("a1:LDDLD b2:L"))
			play(t, g, tt.move)
			if got := disks(g.Tower(sq("a1"))); got != tt.from {
				t.Errorf("a1 = %q, want %q", got, tt.from)
			}
			if got := disks(g.Tower(sq("b2"))); got != tt.to {
				t.Errorf("b2 = %q, want %q", got, tt.to)
			}
		})
	}
}

// Either player may move any tower, whatever colour is on top.
func TestAnyTowerForEitherPlayer(t *testing.T) {
	for _, first := range []Color{Light, Dark} {
		s := board5("a1:L a2:L c3:D c4:D")
		s.First = first
		g := start(t, s)
		want := sorted("a1-a2 a2-a1 c3-c4 c4-c3")
		if got := towerMoves(g); !slices.Equal(got, want) {
			t.Errorf("%v to move: tower moves = %v, want %v", first, got, want)
		}
	}
}

func TestPlacement(t *testing.T) {
	s := board5("a1:L")
	s.Reserve = [2]int{1, 3}
	g := start(t, s)
	var placements []string
	for _, m := range g.Moves() {
		if m.(Move).Place {
			placements = append(placements, m.String())
		}
	}
	if len(placements) != 24 || slices.Contains(placements, "a1") {
		t.Fatalf("placements = %v, want the 24 empty squares", placements)
	}
	play(t, g, "c3")
	if got := disks(g.Tower(sq("c3"))); got != "L" || g.Reserve(Light) != 0 {
		t.Fatalf("after c3: c3 = %q, light's reserve %d; want L and 0", got, g.Reserve(Light))
	}
	play(t, g, "e5") // dark
	for _, m := range g.Moves() {
		if m.(Move).Place {
			t.Fatalf("light has no disk left but may play %v", m)
		}
	}
}
