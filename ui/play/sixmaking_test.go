package play

import (
	"boardshelf/rules/sixmaking"
	"boardshelf/ui/board"
	"boardshelf/ui/sixmakingview"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

func (u *App) sixmaking(t *testing.T) (*sixmaking.Game, *sixmakingview.View) {
	t.Helper()
	if u.play == nil {
		t.Fatal("no game is being played")
	}
	return u.play.game.(*sixmaking.Game), u.play.view.(*sixmakingview.View)
}

// click clicks the window where a point of the board is, as the mouse
// does: whatever lies topmost there takes it.
func click(u *App, v *sixmakingview.View, p fyne.Position) {
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(v.Board()).Add(p)
	test.TapCanvas(u.win.Canvas(), at)
}

func squareCentre(v *sixmakingview.View, s sixmaking.Square) fyne.Position {
	return v.Board().SquareCentre(boardSquare(s))
}

// playByMouse makes a legal move with clicks: a placement on its square; a
// tower move by clicking the disk where the split goes, then the target.
func playByMouse(t *testing.T, u *App, m sixmaking.Move) {
	t.Helper()
	g, v := u.sixmaking(t)
	before := u.play.moveList.Length()
	if m.Place {
		click(u, v, squareCentre(v, m.To))
	} else {
		click(u, v, v.DiskPoint(m.From, g.Height(m.From)-m.Count))
		click(u, v, squareCentre(v, m.To))
	}
	if u.play.moveList.Length() != before+1 {
		t.Fatalf("clicking %v played nothing; the status line says %q", m, u.play.message.Text)
	}
	if last, _ := g.LastMove(); last != m {
		t.Fatalf("clicking %v played %v", m, last)
	}
}

// greedy picks a move that builds high, a King only for the mover.
func greedy(g *sixmaking.Game) sixmaking.Move {
	best, bestScore := sixmaking.Move{}, -1000
	for _, lm := range g.Moves() {
		m := lm.(sixmaking.Move)
		score := 1
		if !m.Place {
			score = g.Height(m.To) + m.Count
			disks := g.Tower(m.From)
			if score >= 6 && disks[len(disks)-1] != g.ToMove() {
				score = -100
			} else if score >= 6 {
				score = 100
			}
		}
		if score > bestScore {
			best, bestScore = m, score
		}
	}
	return best
}

// Whole games, every move made with the mouse, to the end dialog.
func TestWholeSixMakingGamesByMouse(t *testing.T) {
	for _, id := range []string{"sixmaking/standard", "sixmaking/small", "sixmaking/sixth"} {
		t.Run(id, func(t *testing.T) {
			u := start(t, id)
			g, _ := u.sixmaking(t)
			for n := 0; !g.Status().Over; n++ {
				if n == 500 {
					t.Fatal("no end after 500 moves")
				}
				playByMouse(t, u, greedy(g))
			}
			st := g.Status()
			t.Logf("%d moves: %s", u.play.moveList.Length(), st.Reason)
			if len(st.Winners) != 1 {
				t.Fatalf("the game ended without a winner: %+v", st)
			}
			winner := []string{"Light", "Dark"}[st.Winners[0]]
			if text := overlayText(u.win); !strings.Contains(text, winner+" wins!") {
				t.Errorf("the end dialog says %q, want %s to win", text, winner)
			}
			if id == "sixmaking/sixth" && g.Score(sixmaking.Color(st.Winners[0])) != 6 {
				t.Errorf("Sixth MaKING ended with %d points for the winner", g.Score(sixmaking.Color(st.Winners[0])))
			}
		})
	}
}

// writeSixMaking puts a Six MaKING setup with towers in a temporary file.
func writeSixMaking(t *testing.T, keys, board string) string {
	t.Helper()
	text := "game = \"sixmaking\"\nname = \"Test\"\nsize = 5\n" + keys + "\nboard = \"\"\"\n" + board + "\n\"\"\"\n"
	path := filepath.Join(t.TempDir(), "test.toml")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// Dark builds the King, but light's disk is on top: light wins.
func TestAKingOpensTheEndDialogNamingTheWinner(t *testing.T) {
	u := start(t, writeSixMaking(t, "disks = 6\nfirst = \"dark\"", `
		.     .  .  .  .
		.     .  .  .  .
		.     .  .  .  .
		D     .  .  .  .
		DDDDL .  .  .  L`))
	g, v := u.sixmaking(t)
	if u.play.status.Text != "Dark: place a disk or move a tower" {
		t.Errorf("status %q", u.play.status.Text)
	}
	playByMouse(t, u, sixmaking.Move{From: six("a1"), To: six("a2"), Count: 5, Whole: true})
	if st := g.Status(); !st.Over || !slices.Equal(st.Winners, []int{0}) {
		t.Fatalf("status %+v", st)
	}
	text := overlayText(u.win)
	if !strings.Contains(text, "Light wins!") || !strings.Contains(text, "Dark built a King on a2 with Light on top: Light wins.") {
		t.Errorf("end dialog says %q", text)
	}
	if u.play.moveList.Length() != 1 || u.play.describe(0, u.play.Line()[0]) != "Dark  a1-a2" {
		t.Errorf("move list: %d, %q", u.play.moveList.Length(), u.play.describe(0, u.play.Line()[0]))
	}
	u.play.Undo()
	if g.Status().Over || g.Height(six("a1")) != 5 || v.Board().Cell(boardSquare(six("a1"))).Piece == nil {
		t.Error("undo should take the King apart again")
	}
	u.play.Redo()
	if !g.Status().Over {
		t.Error("redo should build the King again")
	}
}

// The pointer passes through the layer that takes the clicks: hovering a
// target that Ko forbids explains it in the status line.
func TestHoveringAKoTargetInTheWindow(t *testing.T) {
	u := start(t, writeSixMaking(t, "disks = 5", `
		.  .  .  .  D
		.  .  .  .  .
		.  .  .  .  .
		D  .  .  .  .
		LL .  .  .  .`))
	g, v := u.sixmaking(t)
	playByMouse(t, u, sixmaking.Move{From: six("a1"), To: six("a2"), Count: 1})
	click(u, v, v.DiskPoint(six("a2"), 1))
	hover := fyne.CurrentApp().Driver().AbsolutePositionForObject(v.Board()).Add(squareCentre(v, six("a1")))
	test.MoveMouse(u.win.Canvas(), hover)
	if want := "Ko: 1 disk back to a1 would undo Light's move"; !strings.HasPrefix(u.play.message.Text, want) {
		t.Errorf("the status line says %q, want it to start %q", u.play.message.Text, want)
	}
	click(u, v, squareCentre(v, six("a1")))
	if u.play.moveList.Length() != 1 || g.Turn() != int(sixmaking.Dark) {
		t.Error("the Ko move was played")
	}
}

func TestSixthMaKINGScoresInTheWindow(t *testing.T) {
	u := start(t, writeSixMaking(t, "disks = 8\nvariant = \"sixth\"\ntarget = 4\nscore = { light = 1, dark = 2 }", `
		.     .  .  .  .
		.     .  .  .  .
		.     .  .  .  L
		D     .  .  .  .
		DDDDL .  .  .  .`))
	g, _ := u.sixmaking(t)
	playByMouse(t, u, sixmaking.Move{From: six("a1"), To: six("a2"), Count: 5, Whole: true})
	if g.Status().Over || g.Score(sixmaking.Light) != 2 {
		t.Fatalf("after the King: over %v, light's score %d", g.Status().Over, g.Score(sixmaking.Light))
	}
	if u.play.notice.Text != "King on a2: Light scores (2 of 4)" {
		t.Errorf("notice %q", u.play.notice.Text)
	}
	if u.win.Canvas().Overlays().Top() != nil {
		t.Error("a King in Sixth MaKING is not the end")
	}
	if u.play.status.Text != "Dark: place a disk" {
		t.Errorf("status %q", u.play.status.Text)
	}
}

// six names a Six MaKING square.
func six(name string) sixmaking.Square {
	s, err := sixmaking.ParseSquare(name)
	if err != nil {
		panic(err)
	}
	return s
}

func boardSquare(s sixmaking.Square) board.Square { return board.Square{File: s.File, Rank: s.Rank} }
