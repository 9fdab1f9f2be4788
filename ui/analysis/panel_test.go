package analysis

import (
	"math/rand/v2"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// Whatever the chances, the bars' whole percentages add up to 100, and
// each is its chance rounded up or down.
func TestPercentagesAddUpTo100(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		chances := make([]float64, 2+r.IntN(3))
		sum := 0.0
		for i := range chances {
			chances[i] = r.Float64()
			sum += chances[i]
		}
		total := 0
		got := Percentages(func() []float64 {
			for i := range chances {
				chances[i] /= sum
			}
			return chances
		}())
		for i, pc := range got {
			total += pc
			if f := chances[i] * 100; float64(pc) < f-1 || float64(pc) > f+1 {
				t.Fatalf("%v reads %v", chances, got)
			}
		}
		if total != 100 {
			t.Fatalf("%v reads %v: %d%%", chances, got, total)
		}
	}
	if got := Percentages([]float64{1. / 3, 1. / 3, 1. / 3}); got[0]+got[1]+got[2] != 100 {
		t.Errorf("thirds read %v", got)
	}
}

// A new position empties the bars and the lines, so that none of the old
// judgement is read as the new one's.
func TestThinkingForgetsTheLastJudgement(t *testing.T) {
	test.NewTempApp(t)
	p := New([]Seat{{Name: "White"}, {Name: "Black"}})
	p.Show(Judgement{Chances: []float64{0.6, 0.4}, Mover: "White", Lines: []Line{{Move: "e2-e4", Chance: 0.6}}, Best: "e2-e4 e7-e5", Depth: 7})
	if got := p.Percents(); got[0] != "60%" || got[1] != "40%" || !p.rows[0].Visible() {
		t.Fatalf("shown: %q", got)
	}
	p.Thinking()
	if got := p.Percents(); got[0] != "–" || p.rows[0].Visible() || p.best.Visible() {
		t.Errorf("after a new position: %q, the lines still shown %v", got, p.rows[0].Visible())
	}
}

// In a short room (four seats beside the board at 800x600) the panel goes
// compact and needs less height, its state beside the mover; with room it
// is laid out as before.
func TestThePanelGoesCompactInAShortRoom(t *testing.T) {
	test.NewTempApp(t)
	p := New([]Seat{{Name: "Yellow"}, {Name: "Red"}, {Name: "Blue"}, {Name: "Green"}})
	p.Show(Judgement{Chances: []float64{0.4, 0.3, 0.2, 0.1}, Mover: "Yellow", Depth: 9, Best: "a1-a2 b1-b2 c1-c2",
		Lines: []Line{{Move: "a1-a2", Chance: 0.4}, {Move: "a1-a3", Chance: 0.38}, {Move: "a1-a4", Chance: 0.3}}})
	p.SetRoom(1000)
	roomy := p.Object().MinSize().Height
	if p.Compact() || !p.heading.Visible() {
		t.Fatal("the panel is compact with room")
	}
	p.SetRoom(roomy - 1)
	compact := p.Object().MinSize().Height
	if !p.Compact() || compact >= roomy-1 || p.heading.Visible() || !p.moverState.Visible() || p.moverState.Text != "Depth 9, thinking…" {
		t.Errorf("in %.0f px the panel needs %.0f (compact %v), the state beside the mover reads %q", roomy-1, compact, p.Compact(), p.moverState.Text)
	}
	p.SetRoom(1000)
	if p.Compact() || p.Object().MinSize().Height != roomy {
		t.Errorf("given room again the panel needs %.0f px, was %.0f", p.Object().MinSize().Height, roomy)
	}
}

// In a compact panel "Best moves for …" keeps its words and the state
// beside it is cut short, where the row is too narrow for both.
func TestTheMoverKeepsItsWordsBesideTheState(t *testing.T) {
	test.NewTempApp(t)
	p := New([]Seat{{Name: "Yellow"}, {Name: "Red"}, {Name: "Blue"}, {Name: "Green"}})
	p.Show(Judgement{Chances: []float64{0.4, 0.3, 0.2, 0.1}, Mover: "Yellow", Depth: 12,
		Lines: []Line{{Move: "a1-a2", Chance: 0.4}}})
	w := test.NewWindow(p.Object())
	t.Cleanup(w.Close)
	p.SetRoom(10)
	w.Resize(fyne.NewSize(fullWidth(p.mover)*1.3+10, 400)) // too narrow for the state in full
	if !p.Compact() {
		t.Fatal("the panel is not compact")
	}
	if p.mover.Size().Width < fullWidth(p.mover) || p.moverState.Size().Width <= 0 || p.moverState.Size().Width >= fullWidth(p.moverState) || p.moverState.Position().X < p.mover.Size().Width {
		t.Errorf("the mover has %.0f px of the %.0f its words need, the state %.0f px", p.mover.Size().Width, fullWidth(p.mover), p.moverState.Size().Width)
	}
}
