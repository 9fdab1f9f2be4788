package session

import "boardshelf/rules"

// Played is a move in the move list, with the seat that made it (for a
// roll of the die, the player it was rolled for).
type Played struct {
	Move rules.Move
	Seat int
}

// history is the line of moves of the game in play and the position
// shown on it. Stepping back and forth (the move list, the arrow keys, Undo
// and Redo) only moves along the line. Playing a move other than the next
// one starts a new line from there; taking that move back with Undo brings
// the old line back.
type history struct {
	game     rules.Game
	line     []Played // the moves of the line, oldest first
	at       int      // how many of them the game shows played
	branches []branch // lines left for new ones, most recent last
}

// branch is a line left when a new move was played at a point of it.
type branch struct {
	at   int      // where the lines part
	tail []Played // the old line from there on
}

// Line is every move of the line.
func (h *history) Line() []Played { return h.line }

// At is how many moves of the line the game shows played.
func (h *history) At() int { return h.at }

// Played is the moves leading to the position shown.
func (h *history) Played() []Played { return h.line[:h.at] }

// play makes a move in the position shown: the line's next move goes
// forward along it; any other starts a new line.
func (h *history) play(m rules.Move, seat int) error {
	if err := h.game.Play(m); err != nil {
		return err
	}
	if h.at < len(h.line) {
		if h.line[h.at].Move.String() == m.String() {
			h.at++
			return nil
		}
		h.branches = append(h.branches, branch{at: h.at, tail: h.line[h.at:]})
		h.line = h.line[:h.at:h.at]
	}
	h.line = append(h.line, Played{m, seat})
	h.at++
	return nil
}

// back steps one move back along the line.
func (h *history) back() bool {
	if h.at == 0 {
		return false
	}
	h.game.Undo()
	h.at--
	return true
}

// forward plays the line's next move again.
func (h *history) forward() bool {
	if h.at == len(h.line) || h.game.Play(h.line[h.at].Move) != nil {
		return false
	}
	h.at++
	return true
}

// undo steps back; taking back the first move of a new line brings back
// the line it replaced.
func (h *history) undo() bool {
	if !h.back() {
		return false
	}
	if n := len(h.branches); n > 0 && h.branches[n-1].at == h.at {
		h.line = append(h.line[:h.at:h.at], h.branches[n-1].tail...)
		h.branches = h.branches[:n-1]
	}
	return true
}

// goTo shows the position after n moves of the line.
func (h *history) goTo(n int) {
	n = max(0, min(n, len(h.line)))
	for h.at > n && h.back() {
	}
	for h.at < n && h.forward() {
	}
}
