package ai

import (
	"context"
	"testing"

	"boardshelf/ai/internal/aitest"
	"boardshelf/ai/search"
	"boardshelf/rules"
)

// mateInTwo is Terachess with White to mate in two: a Rook checks on the
// back rank, the Black Rook blocks on h16 and is taken with mate. Either
// White Rook can begin it; nothing mates at once.
func mateInTwo(t testing.TB) rules.Game {
	return aitest.TerachessFEN(t, aitest.FEN16("w", map[int]string{16: "15k", 15: "14pp", 14: "7r8", 1: "RR6K7"}))
}

// playLine plays line on a copy of g, failing the test at an illegal move.
func playLine(t *testing.T, g rules.Game, line []rules.Move) rules.Game {
	t.Helper()
	c := g.Clone()
	for i, m := range line {
		if err := c.Play(m); err != nil {
			t.Fatalf("move %d of the line %v: %v", i+1, line, err)
		}
	}
	return c
}

func TestLineIsLegalAndBeginsWithTheMove(t *testing.T) {
	longer := 0
	for _, s := range starts {
		for _, lvl := range []Level{Medium, Hard} {
			g := aitest.MidGame(t, s.start(t), 12, 5)
			r, err := Search(context.Background(), g, lvl, Options{Steps: 20000, Seed: 3})
			if err != nil {
				t.Fatalf("%s at %v: %v", s.name, lvl, err)
			}
			if len(r.Line) == 0 || r.Line[0] != r.Move || len(r.Line) > search.MaxLine {
				t.Errorf("%s at %v: line %v for the move %v", s.name, lvl, r.Line, r.Move)
			}
			playLine(t, g, r.Line)
			if len(r.Line) > 1 {
				longer++
			}
		}
	}
	if longer < len(starts) {
		t.Errorf("only %d of %d searches expect a reply to their move", longer, 2*len(starts))
	}
}

func TestLineOfAMateInTwoIsTheMate(t *testing.T) {
	g := mateInTwo(t)
	for _, lvl := range []Level{Medium, Hard} {
		r, err := Search(context.Background(), g, lvl, Options{Steps: 200000, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Line) != 3 {
			t.Fatalf("at %v: line %v, want the three plies of the mate", lvl, r.Line)
		}
		end := playLine(t, g, r.Line)
		if st := end.Status(); !st.Over || len(st.Winners) != 1 || st.Winners[0] != g.Turn() {
			t.Errorf("at %v: the line %v ends in %+v, not White's mate", lvl, r.Line, st)
		}
	}
}

// With three lines asked for, both Rook checks of the mate in two come
// first with a mate's score, and the third move below them.
func TestBestLinesOfAMateInTwo(t *testing.T) {
	g := mateInTwo(t)
	r, err := Search(context.Background(), g, Hard, Options{Steps: 200000, Seed: 1, Lines: 3})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Best) != 3 {
		t.Fatalf("%d lines, want 3: %+v", len(r.Best), r.Best)
	}
	for i, l := range r.Best {
		mates := l.Score > search.WinBound
		if mates != (i < 2) {
			t.Errorf("line %d: %v scores %d", i+1, l.Move, l.Score)
		}
		if len(l.Chances) != 2 {
			t.Errorf("line %d: chances %v", i+1, l.Chances)
		}
	}
	if r.Best[0].Move == r.Best[1].Move || r.Best[0].Move != r.Move && r.Best[1].Move != r.Move {
		t.Errorf("best lines %+v for the move %v", r.Best, r.Move)
	}
}

// The tree searches rank their best moves by visits: as many as asked,
// each a different legal move with each seat's chance.
func TestTreeSearchGivesItsBestLines(t *testing.T) {
	for _, s := range starts {
		if s.name != "chessrace" && s.name != "chessrace 4 players" {
			continue
		}
		g := aitest.MidGame(t, s.start(t), 12, 5)
		r, err := Search(context.Background(), g, Hard, Options{Steps: 3000, Seed: 3, Lines: 2})
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Best) != 2 || r.Best[0].Move != r.Move || r.Best[1].Move == r.Move {
			t.Fatalf("%s: best lines %+v for the move %v", s.name, r.Best, r.Move)
		}
		for _, l := range r.Best {
			playLine(t, g, []rules.Move{l.Move})
			if len(l.Chances) != g.Players() {
				t.Errorf("%s: %v has chances %v", s.name, l.Move, l.Chances)
			}
		}
	}
}
