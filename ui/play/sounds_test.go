package play

import (
	"math/rand/v2"
	"slices"
	"testing"

	"fyne.io/fyne/v2"

	"boardshelf/rules"
	"boardshelf/rules/terrace"
	"boardshelf/ui/sound"
)

// The sounds are asked for at the moments a player expects them: each
// move its own, a move refused, the die, "Terrace!", the end of a game.

// lastSound is the sound asked for last, 0 for none.
func (u *App) lastSound() sound.Sound {
	s := u.sounds.Sounds()
	if len(s) == 0 {
		return 0
	}
	return s[len(s)-1]
}

// playText plays a move given in notation as the player to move.
func playText(t *testing.T, u *App, text string) {
	t.Helper()
	m, err := rules.ParseMove(u.play.game, text)
	if err != nil {
		t.Fatal(err)
	}
	u.play.Play(m)
}

func TestEachMoveMakesItsSound(t *testing.T) {
	for _, c := range []struct {
		setup, move string
		want        sound.Sound
	}{
		{"terrace/long", "c2-a3", sound.Move},
		{"terrace/long", "c2-d3", sound.Climb},
		{"terrace/long", "c2xb1", sound.Capture},
		{"sixmaking/standard", "", sound.DiskPlaced},
		{"terachess", "p1p9", sound.Capture},
		{"terachess", "p1p8", sound.Move},
	} {
		t.Run(c.setup+" "+c.move, func(t *testing.T) {
			setup := c.setup
			if setup == "terachess" {
				setup = terachessSetup(t, "k15/16/16/16/16/16/16/15r/16/16/16/16/16/16/16/K14R w -")
			}
			u := start(t, setup)
			if c.move == "" {
				u.play.Play(u.play.game.Moves()[0])
			} else {
				playText(t, u, c.move)
			}
			if got := u.sounds.Sounds(); !slices.Equal(got, []sound.Sound{c.want}) {
				t.Errorf("sounds %v, want %v", got, c.want)
			}
		})
	}
}

func TestADescentAndTheComputersMove(t *testing.T) {
	u, queue := startWith(t, "terrace/long", Player{}, Player{Computer: true})
	playText(t, u, "c2-a3")
	g := u.play.game.(*terrace.Game)
	step(t, queue)
	want := sound.ComputerMove
	if last, _ := g.LastMove(); last.Capture {
		want = sound.Capture
	} else if terrace.Level(6, last.To) < terrace.Level(6, last.From) {
		want = sound.Descend
	} else if terrace.Level(6, last.To) > terrace.Level(6, last.From) {
		want = sound.Climb
	}
	if got := u.lastSound(); got != want {
		t.Errorf("the computer's %v sounds %v, want %v", g.History()[1], got, want)
	}
}

func TestARefusedMoveSoundsSoftly(t *testing.T) {
	u := start(t, "terrace/long")
	_, b := u.terrace(t)
	drag(b, "d1", "f3")
	u.sounds.Reset()
	drag(b, "a6", "a4") // a drop that is no move: refused
	if got := u.sounds.Sounds(); !slices.Equal(got, []sound.Sound{sound.Refused}) {
		t.Errorf("sounds %v, want a refusal", got)
	}
}

func TestTheDieSoundsItsRoll(t *testing.T) {
	u := start(t, "chessrace/classic")
	for u.play.game.Turn() != rules.Chance { // the pieces placed, up to the first roll
		u.play.Play(u.play.game.Moves()[0])
	}
	u.sounds.Reset()
	u.play.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace}) // roll
	if got := u.sounds.Sounds(); len(got) == 0 || got[0] != sound.DieRoll {
		t.Errorf("rolling the die sounded %v", got)
	}
	if u.play.game.Turn() == rules.Chance {
		t.Error("Space did not roll")
	}
}

func TestTerraceCallsAttention(t *testing.T) {
	u := start(t, "terrace/short")
	r := rand.New(rand.NewPCG(1, 2))
	for range 400 {
		g := u.play.game
		if g.Status().Over {
			break
		}
		u.sounds.Reset()
		moves := g.Moves()
		u.play.Play(moves[r.IntN(len(moves))])
		if u.play.notice.Text != "" && !g.Status().Over {
			if !slices.Contains(u.sounds.Sounds(), sound.Alert) {
				t.Errorf("%q without an alert: sounds %v", u.play.notice.Text, u.sounds.Sounds())
			}
			return
		}
	}
	t.Fatal("no T came under threat in the game played")
}

func TestTheEndSoundsWonOrLost(t *testing.T) {
	u := start(t, "terrace/long", Player{}, Player{Computer: true})
	u.play.Play(rules.Resign)
	if got := u.lastSound(); got != sound.Lost {
		t.Errorf("the person resigned against the computer: %v, want lost", got)
	}
	u = start(t, "terrace/long", Player{Computer: true}, Player{})
	u.play.Play(rules.Resign)
	if got := u.lastSound(); got != sound.Won {
		t.Errorf("the computer resigned to the person: %v, want won", got)
	}
}
