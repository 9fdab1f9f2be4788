package online

import (
	"testing"

	"boardshelf/rules"
)

// rollDie has every participant reveal its share of the roll under way.
func rollDie(t *testing.T, l *Log, ids []Identity) {
	t.Helper()
	for _, id := range ids {
		if l.State().Game().Turn() != rules.Chance {
			t.Fatal("the die rolled before every share was in")
		}
		e, err := l.Reveal(id, t0)
		if err != nil {
			t.Fatal(err)
		}
		mustAdd(t, l, e)
	}
	if l.State().Game().Turn() == rules.Chance {
		t.Fatal("every share is in and the die has not rolled")
	}
}

func TestTheDieRollsFromEveryonesShares(t *testing.T) {
	l, ids := newTable(t, "chessrace/classic", "none")
	faces := map[string]int{}
	for range 60 {
		if l.State().Game().Turn() == rules.Chance {
			rollDie(t, l, ids)
			p := l.State().Played[len(l.State().Played)-1]
			faces[p.Move.String()]++
			continue
		}
		play(t, l, ids, -1, t0)
	}
	if len(faces) < 4 {
		t.Fatalf("30 rolls showed only %v", faces)
	}
	again, err := Replay(l.Entries())
	if err != nil || again.Head() != l.Head() {
		t.Fatalf("the rolls do not replay: %v", err)
	}
}

func TestAShareMustFollowItsCommitment(t *testing.T) {
	l, ids := newTable(t, "chessrace/classic", "none")
	for l.State().Game().Turn() != rules.Chance {
		play(t, l, ids, -1, t0)
	}
	e, _ := l.Reveal(ids[0], t0)
	mustAdd(t, l, e)
	refusedFor(t, l, l.Next(ids[0], KindReveal, -1, e.Body, -1, t0), NotAllowed)
	// A share the participant did not commit to: another game's chain.
	other := diceChain(ids[1], NewGameID())
	refusedFor(t, l, l.Next(ids[1], KindReveal, -1, other[DiceChain-1], -1, t0), BadDice)
	refusedFor(t, l, l.Next(player(9), KindReveal, -1, other[DiceChain-1], -1, t0), NotHolder)
}
