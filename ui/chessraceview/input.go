package chessraceview

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"boardshelf/rules"
	"boardshelf/rules/chessrace"
	"boardshelf/ui/board"
	"boardshelf/ui/sound"
)

// What the player's clicks, drags and keys do. Every move played is one
// the game listed; the view only picks it.

// canRoll reports whether the die may be rolled now (by the player who
// holds two promotion halves, too, giving them up for this turn).
func (v *View) canRoll() bool {
	g := v.game
	return v.host.CanMove() && (g.Turn() == rules.Chance || g.Phase() == chessrace.PhaseChoose)
}

// roll throws the die: a face picked at random among the game's faces is
// played, while the die tumbles to show it.
func (v *View) roll() {
	if !v.canRoll() {
		if v.host.CanMove() {
			v.host.Refuse(lang.L("It is not the time to roll: the line below says what to do"))
		}
		return
	}
	g := v.game
	v.selected, v.selEntry, v.entering = nil, false, false
	if g.Phase() == chessrace.PhaseChoose {
		v.host.Play(chessrace.Move{Kind: chessrace.RollMove})
		if g.Turn() != rules.Chance {
			return
		}
	}
	v.throw()
}

// throw plays a face of the die picked at random while the die tumbles.
func (v *View) throw() {
	faces := v.game.Moves()
	v.host.Sound(sound.DieRoll)
	v.die.Roll()
	v.host.Play(faces[v.random(len(faces))])
}

// TypedKey rolls on Space and drops the choice in progress on Escape.
func (v *View) TypedKey(ev *fyne.KeyEvent) bool {
	switch ev.Name {
	case fyne.KeySpace:
		v.roll()
		return true
	case fyne.KeyEscape:
		v.selected, v.selEntry, v.entering, v.tileChosen = nil, false, false, false
		v.Update()
		return true
	}
	return false
}

func (v *View) tapped(b board.Square) {
	if !v.host.CanMove() {
		return
	}
	s := fromBoard(b)
	g := v.game
	switch g.Phase() {
	case chessrace.PhasePlace:
		for _, m := range g.LegalMoves() {
			if m.To == s {
				v.host.Play(m)
				return
			}
		}
		v.host.Refuse(lang.L("Place your piece on an empty starting ribbon (the squares on the red band)"))
	case chessrace.PhaseRoll, chessrace.PhaseReroll:
		v.host.Refuse(lang.L("Roll the die first: click Roll or the die, or press Space"))
	case chessrace.PhaseChoose:
		if v.promo == chessrace.NoFigure {
			v.host.Say(lang.L("Roll the die, or choose a figure below to spend your two promotion halves"))
			return
		}
		v.tapPiece(s)
	case chessrace.PhaseMove:
		v.tapPiece(s)
	case chessrace.PhaseTile:
		v.tapTile(s)
	}
}

// tapPiece plays the move to s of the chosen piece, or chooses the piece
// (or entry ribbon) on s. On a ribbon where the player's own piece can
// move and a new piece can enter too, the first click chooses the piece
// (the entry, after a click on the waiting pieces) and a second click
// switches to the other.
func (v *View) tapPiece(s chessrace.Square) {
	previous, prevEntry, entering := v.selected, v.selEntry, v.entering
	if previous != nil {
		if m, ok := v.moveTo(*previous, prevEntry, s); ok {
			v.selected, v.selEntry, v.entering = nil, false, false
			v.host.Play(m)
			return
		}
	}
	v.selected, v.selEntry, v.entering = nil, false, false
	piece, entry := len(v.movesOf(s, false)) > 0, len(v.movesOf(s, true)) > 0
	switch {
	case previous != nil && *previous == s && piece && entry:
		v.choose(s, !prevEntry)
	case previous != nil && *previous == s:
		// A click on the chosen piece keeps it chosen: it may have been
		// chosen for the player as the only one that can move.
		v.selected, v.selEntry = previous, prevEntry
	case piece || entry:
		v.choose(s, entry && (entering || !piece))
	default:
		v.host.Refuse(v.whyNot(s))
	}
	v.Update()
}

// choose picks the piece on s, or (entry) a new piece entering there.
func (v *View) choose(s chessrace.Square, entry bool) { v.selected, v.selEntry = &s, entry }

// ribbonChoice says, when the chosen ribbon offers both the player's piece
// standing there and a new piece entering, which one is chosen and how to
// pick the other; "" otherwise.
func (v *View) ribbonChoice() string {
	if v.selected == nil {
		return ""
	}
	s := *v.selected
	if len(v.movesOf(s, !v.selEntry)) == 0 {
		return ""
	}
	where := map[string]any{"Square": s.String()}
	if v.selEntry {
		return lang.L("A new piece enters on {{.Square}}. Click {{.Square}} again for your piece there.", where)
	}
	return lang.L("Your piece on {{.Square}} is chosen. Click {{.Square}} again for a new piece.", where)
}

// whyNot says why the piece on s (or the empty square s) has no move, as
// the rules tell it.
func (v *View) whyNot(s chessrace.Square) string {
	g := v.game
	figure := g.Figure()
	if v.promo != chessrace.NoFigure {
		figure = v.promo
	}
	words := map[string]any{"Square": s.String(), "Figure": figureName(figure), "Mover": v.name(g.Seat())}
	switch g.WhyNot(s, figure) {
	case chessrace.CapturerOnly:
		must, _ := g.MustMove()
		return lang.L("Only the capturing piece on {{.Square}} may move", map[string]any{"Square": must.String()})
	case chessrace.CannotEnter:
		return lang.L("A new piece cannot enter on {{.Square}} as a {{.Figure}}", words)
	case chessrace.NothingThere:
		return lang.L("Click one of your pieces (the highlighted ones), then where it goes")
	case chessrace.Covered:
		return lang.L("Your piece on {{.Square}} is covered: it cannot move until it is uncovered", words)
	case chessrace.NotYours:
		stack := g.Stack(s)
		words["Owner"] = v.name(stack[len(stack)-1])
		return lang.L("That is {{.Owner}}'s piece; {{.Mover}} is to move", words)
	}
	return lang.L("The piece on {{.Square}} has no move as a {{.Figure}}", words)
}

// tapTile chooses a tile on the board, or puts the chosen one on s.
func (v *View) tapTile(s chessrace.Square) {
	if v.tileChosen {
		for _, m := range v.placements(v.tile, v.arrow) {
			if m.To == s {
				v.tileChosen = false
				v.host.Play(m)
				return
			}
		}
	}
	if ts, ok := v.tileAt(s); ok && !(v.tileChosen && v.tile == ts.Tile) {
		v.chooseTile(ts.Tile)
		return
	}
	placeable := v.tileChosen && len(v.placements(v.tile, v.arrow)) > 0
	switch where := map[string]any{"Square": s.String()}; {
	case placeable && v.tile.IsMud():
		v.host.Refuse(lang.L("The mud tile cannot go on {{.Square}}: tiles keep off the ribbons and the pieces, and never touch each other", where))
	case placeable:
		v.host.Refuse(lang.L("The block cannot go on {{.Square}}: tiles keep off the ribbons and the pieces, and never touch each other", where))
	default:
		v.host.Say(lang.L("Click a tile on the board or below it, then a marked square; or skip"))
	}
	v.tileChosen = false
	v.Update()
}

// chooseTile picks a tile to place or move. A mud tile on the board keeps
// its arrow until another is chosen; one from beside the board takes an
// arrow it can be placed with.
func (v *View) chooseTile(t chessrace.Tile) {
	if !v.host.CanMove() || len(v.tileMoves(t)) == 0 {
		return
	}
	v.tile, v.tileChosen = t, true
	if ts := v.game.Tiles()[t]; ts.OnBoard && t.IsMud() {
		v.arrow = ts.Arrow
	} else if len(v.placements(t, v.arrow)) == 0 {
		for _, d := range []chessrace.Dir{chessrace.North, chessrace.East, chessrace.South, chessrace.West} {
			if len(v.placements(t, d)) > 0 {
				v.arrow = d
				break
			}
		}
	}
	v.Update()
}

// chooseArrow sets the arrow mud tiles are placed with.
func (v *View) chooseArrow(d chessrace.Dir) {
	v.arrow = d
	v.Update()
}

// takeOff takes the chosen tile off the board.
func (v *View) takeOff() {
	if !v.tileChosen {
		return
	}
	for _, m := range v.tileMoves(v.tile) {
		if m.Remove {
			v.tileChosen = false
			v.host.Play(m)
			return
		}
	}
}

// skip leaves the tiles as they are.
func (v *View) skip() {
	for _, m := range v.game.LegalMoves() {
		if m.Kind == chessrace.SkipMove && v.host.CanMove() {
			v.tileChosen = false
			v.host.Play(m)
			return
		}
	}
}

// choosePromotion picks (or, picked again, drops) the figure two
// promotion halves are spent on.
func (v *View) choosePromotion(f chessrace.Figure) {
	if !v.host.CanMove() || v.game.Phase() != chessrace.PhaseChoose {
		return
	}
	v.selected, v.selEntry, v.entering = nil, false, false
	if v.promo == f {
		v.promo = chessrace.NoFigure
	} else {
		v.promo = f
	}
	v.Update()
	v.promptChanged()
}

// tapReserve is a click on a player's waiting pieces: the ribbons where one
// of them may enter are shown.
func (v *View) tapReserve(seat int) {
	if !v.host.CanMove() {
		return
	}
	g := v.game
	switch {
	case seat != g.Seat():
		v.host.Refuse(lang.L("Those are {{.Owner}}'s pieces; {{.Mover}} is to move", map[string]any{"Owner": v.name(seat), "Mover": v.name(g.Seat())}))
	case g.Waiting(seat) == 0:
		v.host.Refuse(lang.L("All your pieces are in the race"))
	case len(v.entryRibbons()) == 0:
		v.host.Refuse(lang.L("No new piece can enter now"))
	default:
		v.selected, v.selEntry, v.entering = nil, false, true
		v.host.Say(lang.L("Click a starting ribbon to enter from, then where the new piece goes"))
	}
	v.Update()
}

func (v *View) dragStart(b board.Square) bool {
	if !v.host.CanMove() {
		return false
	}
	s := fromBoard(b)
	if v.game.Phase() == chessrace.PhaseTile {
		ts, ok := v.tileAt(s)
		if !ok || len(v.tileMoves(ts.Tile)) == 0 {
			return false
		}
		v.chooseTile(ts.Tile)
		return true
	}
	entry := v.dragsEntry(s)
	if len(v.movesOf(s, entry)) == 0 {
		return false
	}
	v.selected, v.selEntry, v.entering = &s, entry, false
	v.Update()
	return true
}

func (v *View) dropped(fromB, toB board.Square, onBoard bool) {
	from, to := fromBoard(fromB), fromBoard(toB)
	if v.game.Phase() == chessrace.PhaseTile {
		v.droppedTile(to, onBoard)
		return
	}
	switch {
	case !onBoard:
		v.host.Refuse(lang.L("Dropped off the board: the piece goes back"))
	case from == to:
		return // picked up and put back: it stays chosen, as after a click
	default:
		if m, ok := v.moveTo(from, v.selEntry, to); ok {
			v.selected, v.selEntry = nil, false
			v.host.Play(m)
			return
		}
		v.host.Refuse(lang.L("{{.From}} to {{.To}} is not a move here; the marked squares are", map[string]any{"From": from.String(), "To": to.String()}))
	}
	v.Update()
}

// droppedTile moves the dragged tile where it was dropped, or takes it off
// when dropped beside the board.
func (v *View) droppedTile(to chessrace.Square, onBoard bool) {
	if !onBoard {
		v.takeOff()
		return
	}
	for _, m := range v.placements(v.tile, v.arrow) {
		if m.To == to {
			v.tileChosen = false
			v.host.Play(m)
			return
		}
	}
	if ts, ok := v.tileAt(to); !ok || ts.Tile != v.tile {
		where := map[string]any{"Square": to.String()}
		if v.tile.IsMud() {
			v.host.Refuse(lang.L("The mud tile cannot go on {{.Square}}", where))
		} else {
			v.host.Refuse(lang.L("The block cannot go on {{.Square}}", where))
		}
	}
	v.Update()
}

// AnimateMove slides a computer's piece along its move, then plays it; out
// of a stack only that piece slides. Entries and tile moves have no piece
// on the board to slide: they are played at once. A computer's roll
// tumbles the die, as a click on Roll does.
func (v *View) AnimateMove(m rules.Move, d time.Duration, then func()) {
	if v.game.Turn() == rules.Chance {
		v.host.Sound(sound.DieRoll)
		v.die.Roll()
		then()
		return
	}
	cm, ok := m.(chessrace.Move)
	if !ok || cm.Kind != chessrace.PieceMove || cm.Enter {
		then()
		return
	}
	to := cm.To
	if cm.Finish {
		to = cm.From // the piece leaves the track: no square to slide to
	}
	v.board.Animate(toBoard(cm.From), toBoard(to), d, then)
}
