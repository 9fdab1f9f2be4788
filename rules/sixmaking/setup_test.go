package sixmaking

import (
	"strings"
	"testing"
)

func TestSetupErrors(t *testing.T) {
	tests := []struct {
		name  string
		edit  func(*Setup)
		error string
	}{
		{"board too small", func(s *Setup) { s.Size = 2 }, "a 2x2 board is not supported: the size must be 3 to 8"},
		{"board too large", func(s *Setup) { s.Size = 9 }, "a 9x9 board is not supported"},
		{"no size", func(s *Setup) { s.Size = 0 }, "a 0x0 board is not supported"},
		{"first player", func(s *Setup) { s.First = 2 }, "the first player must be light or dark"},
		{"tower off the board", func(s *Setup) { s.Towers = towers("f3:L") }, "square f3 is off the 5x5 board"},
		{"tower off a 4x4 board", func(s *Setup) { s.Size = 4; s.Towers = towers("e1:L") }, "square e1 is off the 4x4 board"},
		{"two towers on a square", func(s *Setup) { s.Towers = towers("b2:L c3:D b2:D") }, "two towers on b2"},
		{"a King at the start", func(s *Setup) { s.Towers = towers("b2:LLLDDDL") },
			"tower on b2 is 7 high: towers are 1-5 high at the start"},
		{"six high", func(s *Setup) { s.Towers = towers("b2:LLLDDD") }, "tower on b2 is 6 high"},
		{"no disks", func(s *Setup) { s.Towers = []Tower{{Square: sq("b2")}} }, "tower on b2 is 0 high"},
		{"unknown colour", func(s *Setup) { s.Towers = []Tower{{Square: sq("b2"), Disks: []Color{Light, 3}}} },
			"tower on b2 has a disk of unknown colour 3"},
		{"negative reserve", func(s *Setup) { s.Reserve[Dark] = -1 }, "Dark's reserve is -1 disk: it cannot be negative"},
		{"reserve beyond the board", func(s *Setup) { s.Reserve[Light] = 126 },
			"Light's reserve is 126 disks, but a 5x5 board never holds more than 125"},
		{"scores without the variant", func(s *Setup) { s.Score[Light] = 2 }, "belong to the Sixth MaKING variant"},
		{"target without the variant", func(s *Setup) { s.Target = 3 }, "belong to the Sixth MaKING variant"},
		{"negative target", func(s *Setup) { s.Sixth = true; s.Target = -1 }, "the target score is -1: it must be at least 1"},
		{"negative score", func(s *Setup) { s.Sixth = true; s.Score[Dark] = -2 }, "Dark's score of -2 cannot be: scores are never negative"},
		{"score already won", func(s *Setup) { s.Sixth = true; s.Score[Light] = 6 },
			"Light already has 6 points, but 6 wins: the game would be over"},
		{"score at a set target", func(s *Setup) { s.Sixth = true; s.Target = 3; s.Score[Dark] = 4 }, "Dark already has 4 points, but 3 wins"},
		{"nothing to play", func(s *Setup) { s.Reserve = [2]int{0, 5} }, "Light moves first but has no legal move"},
		{"towers that cannot move", func(s *Setup) { s.Reserve = [2]int{5, 0}; s.First = Dark; s.Towers = towers("a1:L c3:D") },
			"Dark moves first but has no legal move"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := Standard()
			tt.edit(&s)
			g, err := New(s)
			if err == nil {
				t.Fatalf("New accepted the setup: %+v", g)
			}
			if !strings.Contains(err.Error(), tt.error) {
				t.Errorf("error %q, want it to say %q", err, tt.error)
			}
		})
	}
}

func TestSetupsAccepted(t *testing.T) {
	tests := []struct {
		name  string
		setup Setup
		check func(*testing.T, *Game)
	}{
		{"standard", Standard(), func(t *testing.T, g *Game) {
			if g.Size() != 5 || g.Reserve(Light) != 16 || g.Reserve(Dark) != 16 || g.Turn() != 0 || g.Sixth() || g.Target() != 0 {
				t.Errorf("standard game: size %d, reserves %d/%d, turn %d, sixth %v, target %d",
					g.Size(), g.Reserve(Light), g.Reserve(Dark), g.Turn(), g.Sixth(), g.Target())
			}
		}},
		{"small", Small(), func(t *testing.T, g *Game) {
			if g.Size() != 4 || g.Reserve(Light) != 12 || g.Reserve(Dark) != 12 {
				t.Errorf("small game: size %d, reserves %d/%d", g.Size(), g.Reserve(Light), g.Reserve(Dark))
			}
		}},
		{"dark first", Setup{Size: 5, Reserve: [2]int{16, 16}, First: Dark}, func(t *testing.T, g *Game) {
			if g.Turn() != 1 || g.ToMove() != Dark {
				t.Errorf("turn %d (%v), want dark's seat 1", g.Turn(), g.ToMove())
			}
		}},
		{"variant defaults to 6 points", Setup{Size: 5, Reserve: [2]int{16, 16}, Sixth: true}, func(t *testing.T, g *Game) {
			if !g.Sixth() || g.Target() != 6 {
				t.Errorf("variant %v, target %d; want true, 6", g.Sixth(), g.Target())
			}
		}},
		{"variant with scores", Setup{Size: 4, Reserve: [2]int{3, 3}, Sixth: true, Target: 4, Score: [2]int{3, 1}},
			func(t *testing.T, g *Game) {
				if g.Target() != 4 || g.Score(Light) != 3 || g.Score(Dark) != 1 {
					t.Errorf("target %d, scores %d/%d; want 4, 3/1", g.Target(), g.Score(Light), g.Score(Dark))
				}
			}},
		{"towers and no reserve", Setup{Size: 5, Towers: towers("a1:LD a2:DDL")}, func(t *testing.T, g *Game) {
			if got := disks(g.Tower(sq("a2"))); got != "DDL" || g.Height(sq("a1")) != 2 || g.PieceAt(sq("a2")) != Knight {
				t.Errorf("a2 = %q (%v), a1 %d high", got, g.PieceAt(sq("a2")), g.Height(sq("a1")))
			}
		}},
		{"a full reserve", Setup{Size: 4, Reserve: [2]int{80, 80}}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := start(t, tt.setup)
			if g.Status().Over {
				t.Fatalf("over at the start: %s", g.Status().Reason)
			}
			if tt.check != nil {
				tt.check(t, g)
			}
		})
	}
}
