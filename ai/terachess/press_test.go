package terachess

import (
	"testing"

	"boardshelf/ai/internal/aitest"
	"boardshelf/ai/search"
	tera "boardshelf/rules/terachess"
)

// aheadPosition is a game in which White, to move, stands three Rooks
// ahead: cmd/match's first such position, after a move of Black's.
func aheadPosition(t *testing.T) *tera.Game {
	t.Helper()
	g := aitest.OpenSetup(t, "../../cmd/match/positions/terachess-ahead-1.toml").(*tera.Game)
	if g.SideToMove() != tera.Black {
		t.Fatal("the position is no longer Black's move")
	}
	if err := newTerachessPosition(g, terachessPress{}).Play(g.AppendLegalMoves(nil)[0]); err != nil {
		t.Fatal(err)
	}
	return g
}

// A side presses only when its search starts three Rooks ahead.
func TestTerachessPressesOnlyFarAhead(t *testing.T) {
	start := newTerachessPosition(tera.New(), terachessPressing)
	if start.pressing {
		t.Error("a side pressed in the opening position")
	}
	g := aitest.OpenSetup(t, "../../cmd/match/positions/terachess-ahead-1.toml").(*tera.Game)
	behind := newTerachessPosition(g, terachessPressing)
	if behind.pressing {
		t.Error("Black, three Rooks behind, pressed")
	}
	ahead := newTerachessPosition(aheadPosition(t), terachessPressing)
	if !ahead.pressing || ahead.presser != tera.White || ahead.pressAttack < terachessPressing.from/terachessPressing.attackPer {
		t.Errorf("White, three Rooks ahead: pressing %v for %v, attack times %d more", ahead.pressing, ahead.presser, ahead.pressAttack)
	}
	if ahead.pressValue() <= 0 {
		t.Errorf("White's press is worth %d", ahead.pressValue())
	}
}

// The pull kept move by move while pressing equals one worked out afresh.
func TestTerachessPressFollowsTheGame(t *testing.T) {
	g := aheadPosition(t)
	pos := newTerachessPosition(g, terachessPressing)
	aitest.RandomWalk[tera.Move](t, g, pos, 300, func(when string) {
		want := newTerachessPosition(g, terachessPressing)
		want.pressing, want.presser = true, pos.presser
		want.countAttack()
		if pos.score != want.score || pos.attack != want.attack || pos.pull != want.pull {
			t.Fatalf("%s: pull %v and attack %v, afresh %v and %v", when, pos.pull, pos.attack, want.pull, want.attack)
		}
	})
}

// While pressing, the press a move adds, which its gain tells futility
// pruning so that it does not pass over a quiet move that presses, is what
// the move changes in the press (to the rounding of the pull's eighths),
// for the presser's moves and the defender's.
func TestTerachessPressChangeIsTold(t *testing.T) {
	g := aheadPosition(t)
	pos := newTerachessPosition(g, terachessPressing)
	for range 2 {
		moves := g.AppendLegalMoves(nil)
		for _, m := range moves {
			if m.Piece.Kind() == tera.King {
				continue // it moves the target: its press is not told
			}
			before, told := pos.pressValue(), pos.pressChange(m)
			cappedBefore, cappedTold := pos.pressed(), pos.pressGain(m, pos.change(m))
			if err := pos.Play(m); err != nil {
				t.Fatal(err)
			}
			changed, cappedChanged := pos.pressValue()-before, pos.pressed()-cappedBefore
			pos.Undo()
			if search.Abs(changed-told) > 1 || search.Abs(cappedChanged-cappedTold) > 1 {
				t.Fatalf("%v for %v: the press told %d, changed by %d; capped, told %d, changed by %d",
					m, m.Piece.Color(), told, changed, cappedTold, cappedChanged)
			}
		}
		if err := pos.Play(moves[0]); err != nil {
			t.Fatal(err)
		}
	}
}

// The press counts for no more than the lead beyond three Rooks, so that
// no line that gives the lead back below that gains by pressing.
func TestTerachessPressIsWorthNoMoreThanTheLeadBeyondThreeRooks(t *testing.T) {
	pos := newTerachessPosition(aheadPosition(t), terachessPressing)
	if pos.pressValue() <= 0 {
		t.Fatal("no press to cap")
	}
	lead := pos.lead()
	if got, want := pos.pressed(), min(pos.pressValue(), lead-terachessPressing.from); got != want {
		t.Errorf("at a lead of %d the press counts %d, want %d", lead, got, want)
	}
	pos.score = terachessPressing.from + 10 // as if the lead had been given back
	if pos.presser == tera.Black {
		pos.score = -pos.score
	}
	if got := pos.pressed(); got != 10 {
		t.Errorf("ten points beyond three Rooks the press counts %d", got)
	}
	pos.score = 0
	if got := pos.pressed(); got != 0 {
		t.Errorf("at an even score the press counts %d", got)
	}
}
