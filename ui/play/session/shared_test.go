package session

import (
	"context"
	"testing"

	"boardshelf/rules"
	"boardshelf/setups"
)

// source holds a shared game's moves, given by the test.
type source struct{ moves chan rules.Move }

func (s source) Await(ctx context.Context, ply int, game rules.Game) (rules.Move, error) {
	select {
	case m := <-s.moves:
		return m, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// sharedSession is a game of setup shared with another app that plays seat
// 1; the session's posts run when the test takes them.
func sharedSession(t *testing.T, setup string, waiting *bool) (*Session, source, chan func()) {
	t.Helper()
	s, _ := setups.Default.Load(setup)
	g, _ := s.NewGame()
	src := source{moves: make(chan rules.Move, 1)}
	posted := make(chan func(), 8)
	ses := New(Config{Game: g, Seats: []Driver{Person{}, Remote{From: src}}, Shared: true,
		Post: func(f func()) { posted <- f }, Waiting: func() bool { return *waiting },
		Events: func(e Event) {
			if e.Kind == Answered {
				e.Land()
			}
		}})
	ses.Start()
	return ses, src, posted
}

func TestASharedGameWaitsForItsPlayers(t *testing.T) {
	waiting := true
	ses, _, _ := sharedSession(t, "terrace/short", &waiting)
	if ses.Phase() != Waiting || ses.CanMove() {
		t.Fatalf("with a seat free the phase is %v", ses.Phase())
	}
	waiting = false
	ses.Wake()
	if !ses.CanMove() {
		t.Fatalf("with every seat taken the phase is %v", ses.Phase())
	}
}

func TestASharedGameTakesItsMovesFromTheSharedGame(t *testing.T) {
	waiting := false
	ses, src, posted := sharedSession(t, "terrace/short", &waiting)
	ses.Play(ses.Game().Moves()[0])
	if ses.Phase() != Thinking {
		t.Fatalf("after the person's move the phase is %v", ses.Phase())
	}
	reply := ses.Game().Moves()[0]
	src.moves <- reply
	(<-posted)()
	if len(ses.Line()) != 2 || ses.Line()[1].Move.String() != reply.String() {
		t.Fatalf("the line is %v", ses.Line())
	}
	// Nobody takes back on their own, nor starts a line from an earlier position.
	ses.Undo()
	ses.GoTo(0)
	ses.Play(ses.Game().Moves()[0])
	if len(ses.Line()) != 2 || ses.Phase() != Browsing {
		t.Fatalf("looking back, a move changed the line to %v (phase %v)", ses.Line(), ses.Phase())
	}
	ses.GoTo(2)
	// The players agreed to take the reply and the move back.
	ses.TakeBackTo(0)
	if len(ses.Line()) != 0 || !ses.CanMove() {
		t.Fatalf("after the take-back the line is %v", ses.Line())
	}
	// The other app's player resigns on this one's turn.
	ses.Apply(rules.ResignOf(1))
	if st := ses.Game().Status(); !st.Over || st.Winners[0] != 0 || ses.Line()[0].Seat != 1 {
		t.Fatalf("after the other's resignation the game is %+v, line %v", st, ses.Line())
	}
}
