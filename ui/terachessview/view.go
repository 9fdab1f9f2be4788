// Package terachessview draws a game of Terachess on the board widget:
// the 16x16 checkered board with its 24 kinds of piece, and under it a line
// that names the piece under the pointer and says how it moves.
package terachessview

import (
	"image/color"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"

	"boardshelf/assets"
	"boardshelf/rules"
	"boardshelf/rules/terachess"
	"boardshelf/ui/board"
	"boardshelf/ui/i18n"
	"boardshelf/ui/pictures"
	"boardshelf/ui/view"
)

// View is the Terachess board in play.
type View struct {
	view.BoardTurner // turned by Play > Turn the board
	view.BoardAids   // the marks, coordinates and last move, as the settings ask
	game             *terachess.Game
	host             view.Host
	board            *board.Board
	pieces           *view.Pieces[terachess.Square, terachess.Move] // the piece the player is moving
	hovered          *terachess.Square

	tip     *tip
	content fyne.CanvasObject
	notes   notes // check and mate of the moves played, for the move list
}

// New shows game on a new board.
func New(game *terachess.Game, host view.Host) *View {
	v := &View{game: game, host: host, board: board.New(terachess.Size, terachess.Size)}
	v.BoardTurner = view.BoardTurner{Board: v.board, Step: 2, Sides: func(seat int) int { return 2 * seat }}
	v.BoardAids = view.BoardAids{Board: v.board, Redraw: v.Update}
	v.board.Frame = color.NRGBA{0x5a, 0x3d, 0x22, 0xff}
	v.pieces = view.NewPieces(host, view.PieceRules[terachess.Square, terachess.Move](pieceRules{game}), v.play, v.Update)
	v.pieces.OnChoose = func(terachess.Square) { v.tip.hide() } // the card would hide the moves
	v.pieces.Attach(v.board)
	v.board.OnHover = v.hover

	v.tip = newTip()
	v.content = container.NewStack(v.board, v.tip.layer)
	v.Update()
	return v
}

// PlayMenu adds the piece guide to the Play menu.
func (v *View) PlayMenu() []*fyne.MenuItem {
	return []*fyne.MenuItem{fyne.NewMenuItem(lang.L("Piece guide…"), v.ShowGuide)}
}

// Object is the board, with the card that names the piece under the
// pointer floating over it.
func (v *View) Object() fyne.CanvasObject { return v.content }

// Board gives the board widget, for tests.
func (v *View) Board() *board.Board { return v.board }

// MoveText writes a move for the move list: the piece in the language
// Boardshelf speaks, its squares, a promotion or en-passant mark, and "+"
// for check or "#" for checkmate ("Rook p1-p16#", "Pawn h15-h16=Q+"), as
// the rules mark it. The marks were noted when the moves were played (see
// notes), so the list's redraws cost a map look-up a line.
func (v *View) MoveText(m rules.Move) string {
	tm, ok := m.(terachess.Move)
	if !ok {
		return m.String()
	}
	return display(tm) + v.mark(tm)
}

// display writes a move for people, its piece named: "Knight d3-e5".
func display(m terachess.Move) string { return kindName(m.Piece.Kind()) + " " + m.Squares() }

// MoveTextAt is MoveText for the move at index ply of the line (0 for the
// first move), which tells apart the same move played twice, once with
// check and once without.
func (v *View) MoveTextAt(ply int, m rules.Move) string {
	tm, ok := m.(terachess.Move)
	if !ok {
		return m.String()
	}
	if mark, ok := v.notes.marks[plyMove{ply, tm}]; ok {
		return display(tm) + mark
	}
	return v.MoveText(m)
}

// notes remembers the mark of each move played ("+", "#" or ""). Update
// notes the moves played since it last looked (as a rule one, the last,
// which costs one check test), so redrawing the move list computes
// nothing. Moves taken back stay noted: stepping forward along the line
// again, or the list's greyed moves to redo, find them.
type notes struct {
	seen   []terachess.Move // the game's history at the last Update
	marks  map[plyMove]string
	byMove map[terachess.Move][]int // the plies at which each move was noted
}

type plyMove struct {
	ply  int
	move terachess.Move
}

// note brings the notes up to date with the game's history.
func (n *notes) note(g *terachess.Game) {
	history := g.History()
	same := 0
	for same < len(history) && same < len(n.seen) && history[same] == n.seen[same] {
		same++
	}
	if same < len(history) {
		if n.marks == nil {
			n.marks, n.byMove = map[plyMove]string{}, map[terachess.Move][]int{}
		}
		for i, c := range g.HistoryChecking(same) {
			ply := same + i
			key := plyMove{ply, history[ply]}
			if _, ok := n.marks[key]; !ok {
				n.byMove[key.move] = append(n.byMove[key.move], ply)
			}
			n.marks[key] = c.Mark()
		}
	}
	n.seen = history
}

// mark is m's mark as played (or, not played yet, as it would be played
// now). MoveText is given the move alone, not its place in the line, so a
// move played more than once with different marks is read as the move
// the position shown offers (the next one to redo, or a hint), else as
// its latest playing.
func (v *View) mark(m terachess.Move) string {
	plies := v.notes.byMove[m]
	if len(plies) > 0 {
		first := v.notes.marks[plyMove{plies[0], m}]
		agree := true
		for _, ply := range plies[1:] {
			agree = agree && v.notes.marks[plyMove{ply, m}] == first
		}
		if agree {
			return first
		}
	}
	for _, legal := range v.game.MovesFrom(m.From) {
		if legal == m {
			return v.game.Mark(m)
		}
	}
	if len(plies) > 0 {
		return v.notes.marks[plyMove{slices.Max(plies), m}]
	}
	return ""
}

// Notice is "Check!" while the side to move is in check.
func (v *View) Notice() string {
	if v.game.InCheck() && !v.game.Status().Over {
		return lang.L("Check!")
	}
	return ""
}

func toSquare(s board.Square) terachess.Square {
	return terachess.SquareAt(s.File, s.Rank)
}

// pieceRules answers the questions of the pieces' choosing from the game.
type pieceRules struct{ *terachess.Game }

func (pieceRules) Square(s board.Square) terachess.Square { return toSquare(s) }
func (pieceRules) To(m terachess.Move) terachess.Square   { return m.To }

func (r pieceRules) Piece(sq terachess.Square) (int, rules.Word, bool) {
	p := r.PieceAt(sq)
	return int(p.Color()), p.Kind().Word(), !p.IsEmpty()
}

// Board colours: a white square at the right end of each player's first
// rank, as in chess.
var (
	lightSquare  = color.NRGBA{0xee, 0xd8, 0xb2, 0xff}
	darkSquare   = color.NRGBA{0xb3, 0x86, 0x5e, 0xff}
	selectedTint = color.NRGBA{0x40, 0x9c, 0xff, 0x80}
	lastMoveTint = color.NRGBA{0xf6, 0xe0, 0x3a, 0x78}
	checkTint    = color.NRGBA{0xe8, 0x1c, 0x1c, 0x90}
)

// picture is the design of a piece.
func picture(p terachess.Piece) fyne.Resource {
	if p.IsEmpty() {
		return nil
	}
	return design(p.Kind().String(), p.Color().String())
}

// design is the picture of a kind of piece ("Rhinoceros") in a colour
// ("white"), one for every square and the guide (see package pictures).
func design(kind, colour string) fyne.Resource {
	return pictures.Named("terachess-"+kind+"-"+colour, func() fyne.Resource { return assets.TerachessPiece(kind, colour) })
}

// Update redraws every square from the game.
func (v *View) Update() {
	g := v.game
	v.notes.note(g)
	targets := v.pieces.Targets()
	selected, isSelected := v.pieces.Chosen()
	hinted, isHinted := v.pieces.Hinted()
	marks := map[terachess.Square]board.Mark{}
	for _, m := range targets {
		marks[m.To] = board.MoveMark
		if m.IsCapture() {
			marks[m.To] = board.CaptureMark
		}
	}
	last, hasLast := g.LastMove()
	checked := terachess.Square(0)
	inCheck := g.InCheck()
	if inCheck {
		checked = g.KingSquare(g.SideToMove())
	}
	for f := range terachess.Size {
		for r := range terachess.Size {
			sq := terachess.SquareAt(f, r)
			c := board.Cell{Ground: darkSquare, Piece: picture(g.PieceAt(sq)), Mark: marks[sq]}
			if (f+r)%2 == 1 {
				c.Ground = lightSquare
			}
			switch {
			case isSelected && sq == selected,
				isHinted && sq == hinted.To: // where the hinted move goes
				c.Tint = selectedTint
			case inCheck && sq == checked:
				c.Tint = checkTint
			case hasLast && !v.HideLastMove && (sq == last.From || sq == last.To):
				c.Tint = lastMoveTint
			}
			v.board.SetCell(board.Square{File: f, Rank: r}, c)
		}
	}
	v.board.Refresh()
}

// play makes a move and tells what the board alone may not make plain.
func (v *View) play(m terachess.Move) {
	v.host.Play(m)
	switch {
	case m.Promotion != terachess.NoKind:
		v.host.Say(lang.L("The {{.Piece}} promotes to {{.Promotion}} on {{.Square}}", map[string]any{
			"Piece": kindName(m.Piece.Kind()), "Promotion": kindName(m.Promotion), "Square": m.To.String()}))
	case m.EnPassant:
		v.host.Say(lang.L("En passant: the {{.Piece}} takes the {{.Captured}} that passed {{.Square}}", map[string]any{
			"Piece": kindName(m.Piece.Kind()), "Captured": kindName(m.Captured.Kind()), "Square": m.To.String()}))
	}
}

// hover shows the card of the piece under the pointer; off the pieces it
// goes.
func (v *View) hover(s board.Square, onBoard bool) {
	var sq *terachess.Square
	if onBoard {
		if t := toSquare(s); !v.game.PieceAt(t).IsEmpty() {
			sq = &t
		}
	}
	if (sq == nil) == (v.hovered == nil) && (sq == nil || *sq == *v.hovered) {
		return
	}
	v.showInfo(sq)
}

// showInfo shows the card of the piece on sq, or hides it for nil. While
// a piece is selected the card stays away: it would hide the moves.
func (v *View) showInfo(sq *terachess.Square) {
	v.hovered = sq
	if _, chosen := v.pieces.Chosen(); sq == nil || chosen {
		v.tip.hide()
		return
	}
	p := v.game.PieceAt(*sq)
	if p.IsEmpty() {
		v.tip.hide()
		return
	}
	at := board.Square{File: sq.File(), Rank: sq.Rank()}
	name := lang.L("{{.Side}} {{.Piece}} on {{.Square}}", map[string]any{
		"Side": v.host.SeatName(int(p.Color())), "Piece": kindName(p.Kind()), "Square": sq.String()})
	v.tip.show(picture(p), name, i18n.Explain(p.Kind().Description(), v.host.SeatName), v.board.Geometry(), at)
}

// InfoText is what the card of the piece under the pointer says, for tests.
func (v *View) InfoText() string { return v.tip.Text() }

// AnimateMove slides a computer's piece to its square, then plays it.
func (v *View) AnimateMove(m rules.Move, d time.Duration, then func()) {
	tm, ok := m.(terachess.Move)
	if !ok {
		then()
		return
	}
	from, to := board.Square{File: tm.From.File(), Rank: tm.From.Rank()}, board.Square{File: tm.To.File(), Rank: tm.To.Rank()}
	v.board.Animate(from, to, d, then)
}

// ShowHint selects the piece of a suggested move, so its moves show.
func (v *View) ShowHint(m rules.Move) {
	if tm, ok := m.(terachess.Move); ok {
		v.pieces.Hint(tm.From, tm)
		v.showInfo(&tm.From)
		v.Update()
	}
}

// MoveSquares places a move on the board (view.MoveSquarer).
func (v *View) MoveSquares(m rules.Move) (from, to board.Square, ok bool) {
	tm, ok := m.(terachess.Move)
	at := func(s terachess.Square) board.Square { return board.Square{File: s.File(), Rank: s.Rank()} }
	return at(tm.From), at(tm.To), ok
}
