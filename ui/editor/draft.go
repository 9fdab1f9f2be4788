// Package editor is the Terrace setup editor: a board on which players
// design their own starting positions, check them, save them as setup
// files and play them. The draft and its edits (this file) are plain Go;
// editor.go puts them on screen.
package editor

import (
	"maps"
	"slices"

	"boardshelf/rules"
	"boardshelf/rules/terrace"
	"boardshelf/setups"

	"fyne.io/fyne/v2/lang"
)

// Draft is a setup being designed.
type Draft struct {
	Name        string
	Description string
	Seats       []setups.Seat    // colours and letters, in turn order
	Size        int              // 6 or 8
	First       int              // seat that moves first
	Goals       []terrace.Square // goals chosen in the file, kept as they were; nil derives them
	Pieces      map[terrace.Square]terrace.Piece
}

// seatsFor gives the usual seats for a number of players.
func seatsFor(players int) []setups.Seat {
	letters := map[string]string{"white": "W", "black": "B", "red": "R", "blue": "U"}
	var seats []setups.Seat
	for _, colour := range terrace.DefaultNames(players) {
		seats = append(seats, setups.Seat{Colour: colour, Letter: letters[colour]})
	}
	return seats
}

// NewDraft is an empty 6x6 board for two.
func NewDraft() Draft {
	return Draft{Name: lang.L("My setup"), Size: 6, Seats: seatsFor(2), Pieces: map[terrace.Square]terrace.Piece{}}
}

// FromSetup starts a draft from a Terrace setup.
func FromSetup(s *setups.Setup) (Draft, bool) {
	p, ok := setups.Position[terrace.Position](s)
	if !ok {
		return Draft{}, false
	}
	return Draft{
		Name: s.Name, Description: s.Description, Seats: slices.Clone(s.Seats),
		Size: p.Size, First: p.First, Goals: explicitGoals(p), Pieces: maps.Clone(p.Pieces),
	}, true
}

// explicitGoals keeps a position's goals only where they differ from the
// derived ones, so that moving a T in the editor still moves its goal.
func explicitGoals(p terrace.Position) []terrace.Square {
	derived := terrace.DefaultGoals(p.Size, p.Players, p.Pieces)
	if p.Goals == nil || slices.Equal(p.Goals, derived) {
		return nil
	}
	return slices.Clone(p.Goals)
}

func (d Draft) clone() Draft {
	d.Seats = slices.Clone(d.Seats)
	d.Goals = slices.Clone(d.Goals)
	d.Pieces = maps.Clone(d.Pieces)
	return d
}

func (d Draft) equal(o Draft) bool {
	return d.Name == o.Name && d.Description == o.Description && slices.Equal(d.Seats, o.Seats) &&
		d.Size == o.Size && d.First == o.First && slices.Equal(d.Goals, o.Goals) && maps.Equal(d.Pieces, o.Pieces)
}

// Position is the draft as a starting position.
func (d Draft) Position() terrace.Position {
	p := terrace.Position{Size: d.Size, Players: len(d.Seats), First: d.First, Pieces: maps.Clone(d.Pieces)}
	for _, s := range d.Seats {
		p.Names = append(p.Names, s.Colour)
	}
	p.Goals = terrace.DefaultGoals(p.Size, p.Players, p.Pieces)
	if len(d.Goals) == p.Players {
		p.Goals = slices.Clone(d.Goals)
	}
	return p
}

// Problems lists what keeps the draft from being saved or played, as
// words to translate (the seats as rules.Seats).
func (d Draft) Problems() []rules.Explanation {
	var out []rules.Explanation
	if d.Name == "" {
		out = append(out, rules.Explain("the setup has no name"))
	}
	return append(out, d.Position().Faults()...)
}

// Encode is the draft as a setup file.
func (d Draft) Encode() []byte {
	return setups.EncodeTerrace(d.Name, d.Description, d.Seats, d.Position())
}

// Counts gives how many pieces each seat has of each size; index 0 counts
// the T.
func (d Draft) Counts() [][]int {
	counts := make([][]int, len(d.Seats))
	for i := range counts {
		counts[i] = make([]int, terrace.MaxPieceSize(d.Size)+1)
	}
	for _, pc := range d.Pieces {
		if pc.Seat >= len(counts) {
			continue
		}
		switch {
		case pc.T:
			counts[pc.Seat][0]++
		case pc.Size < len(counts[pc.Seat]):
			counts[pc.Seat][pc.Size]++
		}
	}
	return counts
}

// Opposite is the seat across the board from seat, whose army the 180
// degree turn of seat's fills: the other player of two, the player facing
// across with four; -1 when nobody sits opposite (the left army of three).
func (d Draft) Opposite(seat int) int {
	switch len(d.Seats) {
	case 2:
		return 1 - seat
	case 3:
		if seat != 1 {
			return 2 - seat
		}
	case 4:
		return (seat + 2) % 4
	}
	return -1
}

// History is a draft with undo and redo, and a note of what was saved.
type History struct {
	now    Draft
	undo   []Draft
	redo   []Draft
	saved  Draft
	typing string // the text field being typed in, whose keystrokes make one change
}

// NewHistory starts editing d, counting it as saved.
func NewHistory(d Draft) *History { return &History{now: d.clone(), saved: d.clone()} }

// Draft is the current state.
func (h *History) Draft() Draft { return h.now }

// Dirty reports whether there are changes since the draft was last saved.
func (h *History) Dirty() bool { return !h.now.equal(h.saved) }

// MarkSaved records the current draft as saved.
func (h *History) MarkSaved() { h.saved = h.now.clone() }

// MarkUnsaved records that the draft is saved nowhere (its file is gone).
func (h *History) MarkUnsaved() { h.saved = Draft{} }

// CanUndo and CanRedo report whether there is something to take back.
func (h *History) CanUndo() bool { return len(h.undo) > 0 }
func (h *History) CanRedo() bool { return len(h.redo) > 0 }

// Undo takes back the last change.
func (h *History) Undo() {
	h.typing = ""
	if len(h.undo) > 0 {
		h.redo = append(h.redo, h.now)
		h.now = h.undo[len(h.undo)-1]
		h.undo = h.undo[:len(h.undo)-1]
	}
}

// Redo makes the last change taken back again.
func (h *History) Redo() {
	h.typing = ""
	if len(h.redo) > 0 {
		h.undo = append(h.undo, h.now)
		h.now = h.redo[len(h.redo)-1]
		h.redo = h.redo[:len(h.redo)-1]
	}
}

// change applies an edit; an edit that changes nothing is not recorded.
func (h *History) change(edit func(d *Draft)) {
	h.typing = ""
	h.record(edit)
}

func (h *History) record(edit func(d *Draft)) {
	next := h.now.clone()
	edit(&next)
	if next.equal(h.now) {
		return
	}
	h.undo = append(h.undo, h.now)
	h.redo = nil
	h.now = next
}

// typed applies an edit of a text field; the keystrokes typed in one field
// without anything else in between are taken back together.
func (h *History) typed(field string, edit func(d *Draft)) {
	if h.typing == field && len(h.undo) > 0 {
		edit(&h.now)
		h.redo = nil
		return
	}
	h.record(edit)
	h.typing = field
}

// Place puts a piece on a square, replacing what stood there.
func (h *History) Place(sq terrace.Square, pc terrace.Piece) {
	h.change(func(d *Draft) {
		if terrace.OnBoard(d.Size, sq) {
			d.Pieces[sq] = pc
		}
	})
}

// Remove takes the piece off a square.
func (h *History) Remove(sq terrace.Square) {
	h.change(func(d *Draft) { delete(d.Pieces, sq) })
}

// Move carries a piece to another square, replacing what stood there.
func (h *History) Move(from, to terrace.Square) {
	h.change(func(d *Draft) {
		pc, ok := d.Pieces[from]
		if !ok || from == to || !terrace.OnBoard(d.Size, to) {
			return
		}
		delete(d.Pieces, from)
		d.Pieces[to] = pc
	})
}

// Clear empties the board.
func (h *History) Clear() {
	h.change(func(d *Draft) { d.Pieces = map[terrace.Square]terrace.Piece{} })
}

// Mirror gives the seat opposite to seat the army of seat turned by 180
// degrees round the centre, as the standard positions are built; the
// opposite seat's pieces are replaced.
func (h *History) Mirror(seat int) {
	h.change(func(d *Draft) {
		to := d.Opposite(seat)
		if to < 0 {
			return
		}
		for sq, pc := range d.Pieces {
			if pc.Seat == to {
				delete(d.Pieces, sq)
			}
		}
		for sq, pc := range maps.Clone(d.Pieces) {
			if pc.Seat == seat {
				pc.Seat = to
				d.Pieces[terrace.Square{File: d.Size - 1 - sq.File, Rank: d.Size - 1 - sq.Rank}] = pc
			}
		}
	})
}

// SetSize changes the board; pieces that no longer fit (off the smaller
// board, or of a size it does not have) are taken off.
func (h *History) SetSize(n int) {
	h.change(func(d *Draft) {
		d.Size = n
		for sq, pc := range d.Pieces {
			if !terrace.OnBoard(n, sq) || pc.Size > terrace.MaxPieceSize(n) {
				delete(d.Pieces, sq)
			}
		}
		d.Goals = nil // the corners moved
	})
}

// SetPlayers changes the number of seats to the usual colours for that
// many. Each colour keeps its pieces (white and black stay when two of four
// remain); the pieces of colours that leave are taken off.
func (h *History) SetPlayers(n int) {
	h.change(func(d *Draft) {
		if n == len(d.Seats) {
			return
		}
		seats := seatsFor(n)
		seatOf := func(old int) int {
			return slices.IndexFunc(seats, func(s setups.Seat) bool { return s.Colour == d.Seats[old].Colour })
		}
		for sq, pc := range d.Pieces {
			if pc.Seat = seatOf(pc.Seat); pc.Seat < 0 {
				delete(d.Pieces, sq)
			} else {
				d.Pieces[sq] = pc
			}
		}
		d.First = max(seatOf(d.First), 0)
		d.Seats = seats
		d.Goals = nil
	})
}

// SetFirst chooses the seat that moves first.
func (h *History) SetFirst(seat int) {
	h.change(func(d *Draft) { d.First = seat })
}

// SetName and SetDescription change the words of the setup.
func (h *History) SetName(name string) { h.typed("name", func(d *Draft) { d.Name = name }) }
func (h *History) SetDescription(text string) {
	h.typed("description", func(d *Draft) { d.Description = text })
}
