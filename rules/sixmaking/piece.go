package sixmaking

import "boardshelf/rules"

// Piece is the chess piece a tower moves as, chosen by its height.
type Piece int8

const (
	NoPiece Piece = iota // an empty square
	Pawn                 // height 1: one step orthogonally
	Rook                 // height 2: orthogonally to the first tower
	Knight               // height 3: an L-shaped leap
	Bishop               // height 4: diagonally to the first tower
	Queen                // height 5: any of 8 directions to the first tower
	King                 // height 6 or more: the tower that ends the game
)

// PieceFor gives the piece a tower of the given height moves as.
func PieceFor(height int) Piece {
	switch {
	case height <= 0:
		return NoPiece
	case height >= 6:
		return King
	}
	return Piece(height)
}

// Word is the piece's name as a word of the rules, to be translated.
func (p Piece) Word() rules.Word { return rules.Word(p.String()) }

// String is the piece's name, "Pawn" .. "King"; empty for NoPiece.
func (p Piece) String() string {
	switch p {
	case NoPiece:
		return ""
	case Pawn:
		return "Pawn"
	case Rook:
		return "Rook"
	case Knight:
		return "Knight"
	case Bishop:
		return "Bishop"
	case Queen:
		return "Queen"
	case King:
		return "King"
	}
	return "?"
}

// Letter is the piece's chess letter, "P", "R", "N", "B", "Q" or "K"; empty
// for NoPiece.
func (p Piece) Letter() string {
	if p == Knight {
		return "N"
	}
	name := p.String()
	if name == "" {
		return ""
	}
	return name[:1]
}
