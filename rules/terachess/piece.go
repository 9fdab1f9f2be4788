package terachess

import "boardshelf/rules"

// Kind is one of the 24 kinds of piece. NoKind marks an empty square.
type Kind uint8

// The kinds, in the order of the piece guide.
const (
	NoKind Kind = iota
	King
	Queen
	Rook
	Bishop
	Knight
	Pawn
	Corporal
	Prince
	Amazon
	Marshall
	Cardinal
	Elephant
	Machine
	Lion
	Antelope
	Camel
	Bull
	Buffalo
	Cannon
	Bow
	Star
	Ship
	Eagle
	Rhinoceros
	kindLimit // one past the last kind
)

type kindInfo struct {
	name        string
	letter      byte              // upper case, as White's in the position text
	promotion   Kind              // what the piece becomes on its last rank, or NoKind
	description rules.Explanation // how it moves, as words to translate
}

var kindInfos = [kindLimit]kindInfo{
	King:       {"King", 'K', NoKind, rules.Explain("Steps one square in any direction. It must never be left attacked; there is no castling.")},
	Queen:      {"Queen", 'Q', NoKind, rules.Explain("Slides any distance along ranks, files and diagonals.")},
	Rook:       {"Rook", 'R', NoKind, rules.Explain("Slides any distance along ranks and files.")},
	Bishop:     {"Bishop", 'B', NoKind, rules.Explain("Slides any distance along diagonals.")},
	Knight:     {"Knight", 'N', Buffalo, rules.Explain("Leaps two squares one way and one square sideways, as in chess. Promotes to Buffalo on the last rank.")},
	Pawn:       {"Pawn", 'P', Queen, rules.Explain("Steps one square forward, or two if both are empty, from any rank; captures one square diagonally forward, also en passant. Promotes to Queen on the last rank.")},
	Corporal:   {"Corporal", 'O', Queen, rules.Explain("Moves like a Pawn and may also step one square diagonally forward without capturing. Promotes to Queen on the last rank.")},
	Prince:     {"Prince", 'I', Amazon, rules.Explain("Steps one square in any direction like a King but is not royal, and may step two squares straight forward onto an empty square through an empty one. Promotes to Amazon on the last rank.")},
	Amazon:     {"Amazon", 'A', NoKind, rules.Explain("Moves as a Queen or as a Knight.")},
	Marshall:   {"Marshall", 'M', NoKind, rules.Explain("Moves as a Rook or as a Knight.")},
	Cardinal:   {"Cardinal", 'C', NoKind, rules.Explain("Moves as a Bishop or as a Knight.")},
	Elephant:   {"Elephant", 'E', Lion, rules.Explain("Leaps one or two squares diagonally. Promotes to Lion on the last rank.")},
	Machine:    {"Machine", 'D', Lion, rules.Explain("Leaps one or two squares along a rank or file. Promotes to Lion on the last rank.")},
	Lion:       {"Lion", 'L', NoKind, rules.Explain("Leaps to any square at most two squares away in every direction (the 24 squares around it).")},
	Antelope:   {"Antelope", 'G', Star, rules.Explain("Leaps two or three squares along a rank, file or diagonal. Promotes to Star on the last rank.")},
	Camel:      {"Camel", 'J', Buffalo, rules.Explain("Leaps three squares one way and one square sideways. Promotes to Buffalo on the last rank.")},
	Bull:       {"Bull", 'T', Buffalo, rules.Explain("Leaps three squares one way and two squares sideways. Promotes to Buffalo on the last rank.")},
	Buffalo:    {"Buffalo", 'F', NoKind, rules.Explain("Leaps as a Knight, a Camel or a Bull.")},
	Cannon:     {"Cannon", 'Z', NoKind, rules.Explain("Slides along ranks and files without capturing; captures by jumping exactly one piece on the line and taking the first piece beyond it.")},
	Bow:        {"Bow", 'W', NoKind, rules.Explain("Slides along diagonals without capturing; captures by jumping exactly one piece on the line and taking the first piece beyond it.")},
	Star:       {"Star", 'S', NoKind, rules.Explain("Slides along ranks, files and diagonals without capturing; captures by jumping exactly one piece on the line and taking the first piece beyond it.")},
	Ship:       {"Ship", 'X', Eagle, rules.Explain("Steps one square diagonally; if that square is empty it may go on sliding straight up or down, away from where it started. Promotes to Eagle on the last rank.")},
	Eagle:      {"Eagle", 'H', NoKind, rules.Explain("Steps one square diagonally; if that square is empty it may go on sliding along the rank or the file, away from where it started.")},
	Rhinoceros: {"Rhinoceros", 'U', NoKind, rules.Explain("Leaps as a Knight; if that square is empty it may go on sliding diagonally further in the direction of the leap.")},
}

// Kinds lists the 24 kinds in the order of the piece guide.
func Kinds() []Kind {
	kinds := make([]Kind, 0, kindLimit-1)
	for k := King; k < kindLimit; k++ {
		kinds = append(kinds, k)
	}
	return kinds
}

func (k Kind) valid() bool { return k > NoKind && k < kindLimit }

// String is the kind's English name, e.g. "Rhinoceros".
func (k Kind) String() string {
	if !k.valid() {
		return "no piece"
	}
	return kindInfos[k].name
}

// Letter is the kind's upper-case letter in the position text and notation.
func (k Kind) Letter() byte {
	if !k.valid() {
		return '.'
	}
	return kindInfos[k].letter
}

// Word is the kind's name as a word of the rules, to be translated.
func (k Kind) Word() rules.Word { return rules.Word(k.String()) }

// Description tells in a sentence or two how the kind moves, as words to
// translate.
func (k Kind) Description() rules.Explanation {
	if !k.valid() {
		return rules.Explanation{}
	}
	return kindInfos[k].description
}

// Promotion is the kind this kind becomes on reaching its last rank, or
// NoKind if it does not promote.
func (k Kind) Promotion() Kind {
	if !k.valid() {
		return NoKind
	}
	return kindInfos[k].promotion
}

// KindOfLetter finds the kind with the given letter in either case.
func KindOfLetter(letter byte) (Kind, bool) {
	if letter >= 'a' && letter <= 'z' {
		letter -= 'a' - 'A'
	}
	for k := King; k < kindLimit; k++ {
		if kindInfos[k].letter == letter {
			return k, true
		}
	}
	return NoKind, false
}

// Piece is what stands on a square: a kind and a colour, or NoPiece.
// The colour is a flag bit so "is this one of ours" is a single AND.
type Piece uint8

// NoPiece is an empty square.
const NoPiece Piece = 0

const (
	kindMask  Piece = 0x1f
	whiteFlag Piece = 0x40
	blackFlag Piece = 0x80
)

// colorFlag is the bit that marks the pieces of colour c.
func colorFlag(c Color) Piece { return whiteFlag << c }

// NewPiece returns the piece of kind k and colour c.
func NewPiece(c Color, k Kind) Piece { return Piece(k) | colorFlag(c) }

// Kind is the piece's kind, NoKind for NoPiece.
func (p Piece) Kind() Kind { return Kind(p & kindMask) }

// Color is the piece's colour (meaningless for NoPiece).
func (p Piece) Color() Color { return Color(p >> 7) }

// IsEmpty reports whether p is NoPiece.
func (p Piece) IsEmpty() bool { return p == NoPiece }

// String is the piece's letter in the position text: upper case for White,
// lower case for Black, "." for an empty square.
func (p Piece) String() string {
	if p == NoPiece {
		return "."
	}
	return string(p.letter())
}

func (p Piece) letter() byte {
	l := p.Kind().Letter()
	if p.Color() == Black {
		l += 'a' - 'A'
	}
	return l
}

// kindSet is a set of kinds as bits, for table-driven attack tests.
type kindSet uint32

func setOf(kinds ...Kind) kindSet {
	var s kindSet
	for _, k := range kinds {
		s |= 1 << k
	}
	return s
}

func (s kindSet) has(k Kind) bool { return s&(1<<k) != 0 }
