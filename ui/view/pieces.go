package view

import (
	"fyne.io/fyne/v2/lang"

	"boardshelf/rules"
	"boardshelf/ui/board"
	"boardshelf/ui/i18n"
)

// Square is a game's own square: comparable, and written in its notation
// ("c3").
type Square interface {
	comparable
	String() string
}

// PieceRules is what Pieces asks of a game, in the game's own squares and
// moves. Every answer comes from the rules; Pieces decides none.
type PieceRules[S Square, M any] interface {
	// Square is the game's square for a square of the board widget.
	Square(board.Square) S
	// MovesFrom lists the legal moves of the piece on sq now: none when
	// sq is empty, the piece is not the mover's, or it is stuck.
	MovesFrom(sq S) []M
	// To is the square a move goes to.
	To(m M) S
	// Piece tells whose piece stands on sq and its name as a word of the
	// rules ("Antelope"), "" in a game whose pieces have none; ok is false
	// when sq is empty.
	Piece(sq S) (seat int, name rules.Word, ok bool)
	// Turn is the seat to move.
	Turn() int
	// WhyNot says why the piece on from may not go to to ("a piece
	// steps down only one level at a time"), as words to translate.
	WhyNot(from, to S) rules.Explanation
}

// Pieces is how a player moves pieces on a board with the mouse, the same
// in every game of pieces. A click on a piece of the player to move
// chooses it (the view marks its moves, see Targets); a click on one of
// their squares plays the move; a click on the chosen piece again, or on
// any other square, lets go, and a click on another of the player's pieces
// chooses that one. A piece can be dragged to its square as well; dropped
// off the board or where it may not go, it goes back and the player is
// told why, and put back where it was picked up it stays chosen, as after
// a click. A click on another player's piece, or on a piece that cannot
// move, says so, with the seats named as the host names them.
//
// The view holds a Pieces, attaches it to its board (Attach), reads the
// choice when it redraws (Chosen, Targets, Hinted) and plays the moves
// the player makes (the play function given to NewPieces).
type Pieces[S Square, M any] struct {
	host   Host
	rules  PieceRules[S, M]
	play   func(M)
	redraw func()

	// OnChoose, when set, is told of every piece the player chooses, by a
	// click or by picking it up, before the board is redrawn: a view may
	// explain a mark or put away a card that would hide the moves.
	OnChoose func(sq S)

	chosen bool
	at     S
	hinted bool
	hint   M // a suggested move of the piece on hintAt, while hinted
	hintAt S
}

// NewPieces makes the choosing of pieces for a view of rules: play plays a
// move the player made (as a rule through the host, after any question the
// view has to ask), and redraw is the view's Update.
func NewPieces[S Square, M any](host Host, rules PieceRules[S, M], play func(M), redraw func()) *Pieces[S, M] {
	return &Pieces[S, M]{host: host, rules: rules, play: play, redraw: redraw}
}

// Attach takes the board's clicks and drags.
func (p *Pieces[S, M]) Attach(b *board.Board) {
	b.OnTapped = p.Tapped
	b.OnDragStart = p.DragStart
	b.OnDropped = p.Dropped
}

// Chosen is the square of the piece chosen, if one is.
func (p *Pieces[S, M]) Chosen() (S, bool) { return p.at, p.chosen }

// Choose chooses the piece on sq as a click on it would, without a word
// or a redraw (for a view's own input, and tests).
func (p *Pieces[S, M]) Choose(sq S) { p.set(sq, true) }

// LetGo lets go of the piece chosen, without a redraw.
func (p *Pieces[S, M]) LetGo() {
	var none S
	p.set(none, false)
}

// set changes the choice. A hint lasts while its piece stays chosen.
func (p *Pieces[S, M]) set(sq S, chosen bool) {
	p.at, p.chosen = sq, chosen
	if p.hinted && (!chosen || sq != p.hintAt) {
		p.hinted = false
	}
}

// Targets lists the moves of the piece chosen, for the view to mark. When
// it has none, or the player may not move now (the game is over, a
// computer is thinking), the choice lapses and there are none.
func (p *Pieces[S, M]) Targets() []M {
	if !p.chosen {
		return nil
	}
	moves := p.rules.MovesFrom(p.at)
	if len(moves) == 0 || !p.host.CanMove() {
		p.LetGo()
		return nil
	}
	return moves
}

// Hint chooses the piece a suggested move m moves, on from, and keeps m
// until another piece is chosen, so that the view can show where it goes.
func (p *Pieces[S, M]) Hint(from S, m M) {
	p.set(from, true)
	p.hinted, p.hint, p.hintAt = true, m, from
}

// Hinted is the suggested move, while its piece stays chosen.
func (p *Pieces[S, M]) Hinted() (M, bool) { return p.hint, p.hinted }

// Tapped takes a click on a square of the board (board.OnTapped).
func (p *Pieces[S, M]) Tapped(b board.Square) {
	if !p.host.CanMove() {
		return
	}
	sq := p.rules.Square(b)
	previous, had := p.Chosen()
	p.LetGo()
	if had {
		if m, ok := p.moveTo(previous, sq); ok {
			p.play(m)
			return
		}
	}
	if !had || previous != sq { // a second click on the chosen piece lets go
		p.tryChoose(sq)
	}
	p.redraw()
}

// tryChoose chooses the piece on sq, or says why it cannot be chosen; an
// empty square says nothing.
func (p *Pieces[S, M]) tryChoose(sq S) {
	seat, name, ok := p.rules.Piece(sq)
	turn := p.rules.Turn()
	switch {
	case !ok:
	case seat != turn && name == "":
		p.host.Refuse(lang.L("That is {{.Owner}}'s piece; {{.Mover}} is to move",
			map[string]any{"Owner": p.host.SeatName(seat), "Mover": p.host.SeatName(turn)}))
	case seat != turn:
		p.host.Refuse(lang.L("That is {{.Owner}}'s {{.Piece}}; {{.Mover}} is to move",
			map[string]any{"Owner": p.host.SeatName(seat), "Piece": lang.L(string(name)), "Mover": p.host.SeatName(turn)}))
	case len(p.rules.MovesFrom(sq)) == 0:
		p.host.Refuse(stuck(name, sq))
	default:
		p.chose(sq)
	}
}

// chose chooses the piece on sq for the player and tells the view.
func (p *Pieces[S, M]) chose(sq S) {
	p.Choose(sq)
	if p.OnChoose != nil {
		p.OnChoose(sq)
	}
}

// stuck says that the piece named name on sq cannot move.
func stuck(name rules.Word, sq interface{ String() string }) string {
	if name == "" {
		return lang.L("The piece on {{.Square}} has no legal move", map[string]any{"Square": sq.String()})
	}
	return lang.L("The {{.Piece}} on {{.Square}} has no legal move", map[string]any{"Piece": lang.L(string(name)), "Square": sq.String()})
}

// DragStart lets the player pick up a piece that can move
// (board.OnDragStart); a piece of theirs that cannot says so.
func (p *Pieces[S, M]) DragStart(b board.Square) bool {
	if !p.host.CanMove() {
		return false
	}
	sq := p.rules.Square(b)
	if len(p.rules.MovesFrom(sq)) == 0 {
		if seat, name, ok := p.rules.Piece(sq); ok && seat == p.rules.Turn() {
			p.host.Refuse(stuck(name, sq))
		}
		return false
	}
	p.chose(sq)
	p.redraw()
	return true
}

// Dropped plays the move of the piece dropped on a square, or says why it
// goes back (board.OnDropped).
func (p *Pieces[S, M]) Dropped(fromB, toB board.Square, onBoard bool) {
	from, to := p.rules.Square(fromB), p.rules.Square(toB)
	switch {
	case !onBoard:
		p.host.Refuse(lang.L("Dropped off the board: the piece goes back"))
	case from == to:
		return // picked up and put back: stays chosen, as after a click
	default:
		if m, ok := p.moveTo(from, to); ok {
			p.LetGo()
			p.play(m)
			return
		}
		p.host.Refuse(lang.L("{{.From}} to {{.To}}: {{.Why}}", map[string]any{
			"From": from.String(), "To": to.String(), "Why": i18n.Explain(p.rules.WhyNot(from, to), p.host.SeatName)}))
	}
	p.LetGo()
	p.redraw()
}

// moveTo finds the legal move from one square to another.
func (p *Pieces[S, M]) moveTo(from, to S) (M, bool) {
	for _, m := range p.rules.MovesFrom(from) {
		if p.rules.To(m) == to {
			return m, true
		}
	}
	var none M
	return none, false
}
