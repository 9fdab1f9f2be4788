package chessrace

import "strings"

// MoveKind says what sort of action a Move is.
type MoveKind int8

const (
	// PlaceMove puts a player's first piece on an empty ribbon at set-up:
	// "+i2".
	PlaceMove MoveKind = iota + 1
	// RollMove is a player holding two promotion halves choosing to roll
	// the die after all: "roll".
	RollMove
	// FaceMove is the die (the rules.Chance seat) showing Figure: "roll:Q".
	FaceMove
	// PieceMove moves a piece as Figure: "i2-k4", a capture "i2xk4", an
	// entry "+i2-k4"; with two promotion halves spent "Q:i2-k4", pulling a
	// covered piece out of its stack "pull:Q:i2-k4".
	PieceMove
	// TileMove places or relocates a tile after a king move ("block@e7",
	// "mud1@c4>") or takes it off the board ("mud2-").
	TileMove
	// SkipMove leaves the tiles as they are after a king move: "skip".
	SkipMove
)

// Move is one legal action; Game.Moves lists them. Its fields tell the view
// what happens; its String is the notation.
type Move struct {
	Kind   MoveKind
	Figure Figure // FaceMove: the face; PieceMove: how the piece moves

	// PieceMove only:
	Promoted bool   // two promotion halves are spent to choose Figure
	Pull     bool   // a covered piece is pulled out of the stack on From
	Enter    bool   // a waiting piece enters on the ribbon From
	From     Square // where the piece starts
	Via      Square // the mud tile that diverted the piece (zero if none)
	To       Square // where the piece ends (PlaceMove and TileMove: the square)
	Capture  bool   // the piece ends on another player's piece
	Finish   bool   // the piece completes its lap and goes home

	// TileMove only:
	Tile   Tile
	Arrow  Dir  // a mud tile's arrow
	Remove bool // the tile is taken off the board
}

func (m Move) String() string {
	switch m.Kind {
	case PlaceMove:
		return "+" + m.To.String()
	case RollMove:
		return "roll"
	case FaceMove:
		return "roll:" + m.Figure.Letter()
	case PieceMove:
		var b strings.Builder
		if m.Pull {
			b.WriteString("pull:")
		}
		if m.Pull || m.Promoted {
			b.WriteString(m.Figure.Letter() + ":")
		}
		if m.Enter {
			b.WriteByte('+')
		}
		b.WriteString(m.From.String())
		if m.Capture {
			b.WriteByte('x')
		} else {
			b.WriteByte('-')
		}
		b.WriteString(m.To.String())
		return b.String()
	case TileMove:
		if m.Remove {
			return m.Tile.String() + "-"
		}
		s := m.Tile.String() + "@" + m.To.String()
		if m.Tile.IsMud() {
			s += string(m.Arrow.Arrow())
		}
		return s
	case SkipMove:
		return "skip"
	}
	return "?"
}
