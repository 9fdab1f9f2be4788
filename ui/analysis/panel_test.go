package analysis

import (
	"math/rand/v2"
	"testing"

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
