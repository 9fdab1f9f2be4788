// Package shared plays a session's seats through a game shared with other
// apps (package online): the moves of seats held elsewhere come from the
// shared game, the moves made here go into it, and the die is the shared
// die. It holds no window: the play screen calls it on the session's
// events and on the shared game's changes.
package shared

import (
	"context"
	"time"

	"boardshelf/clock"
	"boardshelf/online"
	"boardshelf/rules"
	"boardshelf/ui/play/session"
)

// Link joins a session to the table of a shared game.
type Link struct {
	table *online.Table
	here  map[int]bool // the seats this app holds
	flag  int          // the ply at which a claim of time was last made, to make it once
}

// New links the seats here (those this app holds) to table.
func New(table *online.Table, here map[int]bool) *Link {
	return &Link{table: table, here: here, flag: -1}
}

// Table is the shared game's table.
func (l *Link) Table() *online.Table { return l.table }

// Here reports whether this app holds seat.
func (l *Link) Here(seat int) bool { return l.here[seat] }

// Await waits for the shared game's move at ply: a move of the seat to
// move. A move no driver is asked for (a resignation, a draw agreed, a
// clock run out) is left to Follow.
func (l *Link) Await(ctx context.Context, ply int, game rules.Game) (rules.Move, error) {
	told, stop := l.table.Watch()
	defer stop()
	for {
		if played := l.table.View().Played; len(played) > ply {
			if _, agreed := played[ply].Move.(rules.Agreement); !agreed {
				return rules.ParseMove(game, played[ply].Move.String())
			}
		}
		select {
		case <-told:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
}

// Die is the driver of every roll: this app gives its share of the roll
// (when it holds a seat), then the roll comes when every share is in.
func (l *Link) Die() session.Driver { return die{l} }

type die struct{ l *Link }

func (d die) Ask(ctx context.Context, req session.Request, answer func(rules.Move, error)) {
	go func() {
		if len(d.l.table.View().SeatsOf(d.l.table.Key())) > 0 {
			if err := d.l.table.Reveal(); err != nil {
				answer(nil, err)
				return
			}
		}
		m, err := d.l.Await(ctx, req.Ply, req.Game)
		if ctx.Err() == nil {
			answer(m, err)
		}
	}()
}

// Waiting reports whether a seat of the shared game is still free.
func (l *Link) Waiting() bool { return !l.table.View().Seated() }

// Drivers are the seats' drivers: those held here as local gives them,
// the others played in another app.
func (l *Link) Drivers(seats int, local func(seat int) session.Driver) []session.Driver {
	out := make([]session.Driver, seats)
	for seat := range out {
		if l.here[seat] {
			out[seat] = local(seat)
		} else {
			out[seat] = session.Remote{From: l}
		}
	}
	return out
}

// Publish puts into the shared game the moves the session played for
// this app's seats that the game does not hold yet (a move waiting for
// Confirm is not played yet).
func (l *Link) Publish(sess *session.Session) error {
	line := settled(sess)
	view := l.table.View()
	for _, p := range line[min(len(view.Played), len(line)):] {
		if p.Move == rules.Draw || !l.here[p.Seat] {
			return nil // a draw goes through an offer; another seat's move comes from the game
		}
		body, seat := p.Move.String(), p.Seat
		if a, ok := p.Move.(rules.Agreement); ok && (a == rules.Resign || isResignOf(a)) {
			body = string(rules.Resign)
		}
		if _, err := l.table.Act(online.KindMove, seat, body, clockLeft(sess, seat)); err != nil {
			return err
		}
	}
	return nil
}

func isResignOf(a rules.Agreement) bool {
	_, ok := a.Resigner()
	return ok
}

// settled is the session's line without a move waiting for Confirm.
func settled(sess *session.Session) []session.Played {
	line := sess.Line()
	if _, pending := sess.Pending(); pending {
		line = line[:len(line)-1]
	}
	return line
}

// clockLeft is seat's time left in ms as the entries carry it.
func clockLeft(sess *session.Session, seat int) int64 {
	if !sess.Clocked() {
		return -1
	}
	return sess.Clock().Left(seat).Milliseconds()
}

// Follow brings the session to the shared game: moves taken back by the
// players' agreement go, and the game's moves past the session's line that
// no driver is waiting for are played (a resignation, a draw agreed, a
// clock run out, the moves of this app's seats made before a restart).
// The clocks are then set as the game gives them.
func (l *Link) Follow(sess *session.Session) {
	view := l.table.View()
	line := settled(sess)
	same := 0
	for same < min(len(line), len(view.Played)) && line[same].Move.String() == view.Played[same].Move.String() {
		same++
	}
	if same < len(line) {
		sess.TakeBackTo(same)
	}
	for _, p := range view.Played[same:] {
		if sess.Working() == session.Asking && !l.here[p.Seat] && !agreement(p.Move) {
			break // the driver asked brings it, shown as it is played
		}
		m, err := rules.ParseMove(sess.LineEnd(), p.Move.String())
		if err != nil {
			break // the log's rules and the session's are the same: never
		}
		sess.Apply(m)
	}
	l.setClocks(sess, view)
	sess.Wake()
}

func agreement(m rules.Move) bool {
	_, ok := m.(rules.Agreement)
	return ok
}

// setClocks sets every seat's time left as the shared game gives it: the
// time left after its last move, and for the seat to move, less the time
// since its turn began.
func (l *Link) setClocks(sess *session.Session, view *online.State) {
	if !sess.Clocked() || view.Over() {
		return
	}
	toMove := rules.SeatToMove(view.Game())
	for seat := range view.Seats {
		left := view.Left[seat]
		switch view.Control.Kind {
		case clock.PerTurn, clock.Days:
			left = view.Control.Base.Milliseconds()
		}
		if seat == toMove {
			left -= l.table.Now().UnixMilli() - view.TurnBegan
		}
		sess.SetLeft(seat, time.Duration(left)*time.Millisecond)
	}
}

// ClaimTime claims the game for the clock when the seat to move, held in
// another app, is out of time by the shared game's times and the grace
// for the network's lag: the shared game decides a flag the same way in
// every app. It reports whether a claim was made.
func (l *Link) ClaimTime() bool {
	view := l.table.View()
	deadline, ok := view.Deadline()
	toMove := rules.SeatToMove(view.Game())
	if !ok || l.here[toMove] || !view.Seated() || len(view.SeatsOf(l.table.Key())) == 0 ||
		l.table.Now().UnixMilli() < deadline+online.FlagGrace.Milliseconds() || l.flag == len(view.Played) {
		return false
	}
	l.flag = len(view.Played)
	_, err := l.table.Act(online.KindFlag, toMove, "", -1)
	return err == nil
}
