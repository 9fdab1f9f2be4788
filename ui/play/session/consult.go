package session

import (
	"boardshelf/ai"
	"boardshelf/rules"
)

// Hint looks for the move the hardest level would play for the person to
// move, and tells it (Hinted).
func (s *Session) Hint() {
	if s.phase != ToMove || s.game.Turn() == rules.Chance {
		return
	}
	ctx, current := s.begin(Hinting)
	game, opts := s.game.Clone(), ai.Options{Seed: s.seed(), Steps: s.cfg.Steps}
	s.changed(Event{Kind: WorkStarted, Seat: s.SeatToMove()})
	spawn(s.cfg.Spawn, func() {
		m, err := ai.BestMoveWith(ctx, game, ai.Hard, opts)
		s.post(func() {
			if current() {
				s.stop()
				s.changed(Event{Kind: Hinted, Seat: s.SeatToMove(), Move: m, Err: err})
			}
		})
	})
}

// DrawAnswerers are the seats asked to agree to a draw offerer offers,
// the people at this table and the others (whose computer judges): every
// seat still in the game but the offerer.
func (s *Session) DrawAnswerers(offerer int) (people, others []int) {
	out, eliminates := s.game.(rules.Eliminating)
	for seat := range s.game.Players() {
		switch {
		case seat == offerer || eliminates && out.Eliminated(seat):
		case s.AtTable(seat):
			people = append(people, seat)
		default:
			others = append(others, seat)
		}
	}
	return people, others
}

// ConsiderDraw plays the draw offerer offers once the people at the table
// have agreed: the computer judges the position for the other seats, off
// the owner's goroutine, and accepts unless it finds the offerer clearly
// behind (DrawDeclined).
func (s *Session) ConsiderDraw(offerer int) {
	if s.phase != ToMove {
		return
	}
	_, others := s.DrawAnswerers(offerer)
	if len(others) == 0 {
		s.Play(rules.Draw)
		return
	}
	ctx, current := s.begin(Judging)
	game := s.game.Clone()
	s.changed(Event{Kind: WorkStarted, Seat: offerer})
	spawn(s.cfg.Spawn, func() {
		lead, err := ai.Assess(ctx, game)
		s.post(func() {
			if !current() {
				return
			}
			s.stop()
			switch {
			case err != nil:
				s.changed(Event{Kind: DrawDeclined, Seat: -1, Other: offerer, Err: err})
			case lead < -1 && len(others) == 1:
				s.changed(Event{Kind: DrawDeclined, Seat: others[0], Other: offerer})
			case lead < -1:
				s.changed(Event{Kind: DrawDeclined, Seat: -1, Other: offerer})
			default:
				s.Play(rules.Draw)
			}
		})
	})
}
