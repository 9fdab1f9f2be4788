package sixmakingview

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"boardshelf/rules"
	"boardshelf/rules/sixmaking"
	"boardshelf/ui/board"
)

// diskUnder is the disk of the tower on sq under the point at of its
// square (as the board reports it, see board.OnTappedAt): the number of
// disks from that one to the top, 0 when the point misses the tower.
func (v *View) diskUnder(sq sixmaking.Square, at fyne.Position) int {
	h := v.game.Height(sq)
	lifted := 0
	if s := v.selected; s != nil && s.from == sq {
		lifted = s.count
	}
	if disk, on := diskAt(float64(at.X*100), float64(at.Y*100), h, lifted); on {
		return h - disk
	}
	return 0
}

// DiskPoint is where disk i (0 the bottom one) of the tower on sq is drawn
// in the board widget, as the view shows it now: the middle of its rim. It
// is the point a click finds that disk at, for tests.
func (v *View) DiskPoint(sq sixmaking.Square, i int) fyne.Position {
	h := v.game.Height(sq)
	lifted := 0
	if s := v.selected; s != nil && s.from == sq {
		lifted = s.count
	}
	geo := v.board.Geometry()
	y := faceY(i, h, lifted) + thickness(h)/2
	return geo.Pos(fromSquare(sq)).AddXY(geo.Cell/2, float32(y/100)*geo.Cell)
}

// pressedAt remembers which disk a drag may start from.
func (v *View) pressedAt(bs board.Square, at fyne.Position) {
	sq := toSquare(bs)
	v.press = &pressed{square: sq, count: v.diskUnder(sq, at)}
}

// tappedAt handles a click on a square of the board: on a glowing tower it
// moves the selected part there; on a tower it chooses the disks from the
// one clicked to the top (a click beside the disks takes the whole tower;
// a click on the chosen split again lets go); on an empty square it places
// a disk.
func (v *View) tappedAt(bs board.Square, at fyne.Position) {
	if !v.mayAct() {
		return
	}
	sq := toSquare(bs)
	count := v.diskUnder(sq, at)
	g := v.game
	h := g.Height(sq)
	s := v.selected
	switch {
	case s != nil && sq != s.from && h > 0:
		if m, ok := v.towerMove(s.from, sq, s.count); ok {
			v.play(m)
			return
		}
		if g.WhyNot(s.from, sq, s.count) == sixmaking.KoRefused {
			v.host.Refuse(v.koText(sq, s.count))
			return
		}
		v.choose(sq, count)
	case s != nil && sq == s.from:
		if count == 0 || count == s.count {
			v.cancel()
			return
		}
		v.choose(sq, count)
	case s != nil:
		v.cancel()
		v.host.Refuse(lang.L("A tower lands only on another tower; click the empty square again to place a disk there"))
	case h > 0:
		v.choose(sq, count)
	default:
		v.place(sq)
	}
}

// choose selects the top count disks of the tower on sq (all when count is
// 0), or says why that tower cannot move.
func (v *View) choose(sq sixmaking.Square, count int) {
	g := v.game
	h := g.Height(sq)
	if count == 0 {
		count = h
	}
	v.placing = false
	if !v.canMoveFrom(sq) {
		v.selected = nil
		v.host.Refuse(v.noLanding(sq))
		v.Update()
		return
	}
	v.selected = &selection{from: sq, count: count}
	v.sayHint()
	v.Update()
}

// noLanding says that no part of the tower on sq has a tower to land on.
func (v *View) noLanding(sq sixmaking.Square) string {
	return lang.L("The {{.Piece}} on {{.Square}} has no tower to land on",
		map[string]any{"Piece": pieceName(v.game.PieceAt(sq)), "Square": sq.String()})
}

// canMoveFrom reports whether some part of the tower on sq can move.
func (v *View) canMoveFrom(sq sixmaking.Square) bool {
	for k := 1; k <= v.game.Height(sq); k++ {
		if len(v.game.Targets(sq, k)) > 0 {
			return true
		}
	}
	return false
}

// sayHint says which disks are chosen and the piece they move as.
func (v *View) sayHint() {
	s := v.selected
	if s == nil {
		return
	}
	g := v.game
	h := g.Height(s.from)
	// Short, for the status line: "c3: top 2 of 5 disks (Queen)".
	words := map[string]any{"Square": s.from.String(), "Count": s.count, "Height": h, "Piece": pieceName(g.PieceAt(s.from))}
	var text string
	switch {
	case h == 1:
		text = lang.L("{{.Square}}: 1 disk ({{.Piece}})", words)
	case s.count < h:
		text = lang.N("{{.Square}}: top {{.Count}} of {{.Height}} disks ({{.Piece}})", s.count, words)
	default:
		text = lang.N("{{.Square}}: all {{.Height}} disks ({{.Piece}})", h, words)
	}
	if len(g.Targets(s.from, s.count)) == 0 {
		text = lang.L("{{.Chosen}}: Ko forbids their only landing", map[string]any{"Chosen": text})
	}
	v.host.Say(text)
}

// cancel lets go of the selected tower or reserve disk.
func (v *View) cancel() {
	if v.selected == nil && !v.placing {
		return
	}
	v.selected, v.placing = nil, false
	v.host.Say("")
	v.Update()
}

// place puts a disk on the empty square sq, or says why it cannot.
func (v *View) place(sq sixmaking.Square) {
	if m, ok := v.legal(sixmaking.Placement(sq)); ok {
		v.play(m)
		return
	}
	v.placing = false
	v.host.Refuse(v.noDiskLeft(v.game.ToMove()))
	v.Update()
}

// canPlace reports whether the player to move may place a disk somewhere.
func (v *View) canPlace() bool {
	return slices.ContainsFunc(v.game.Moves(), func(m rules.Move) bool { return m.(sixmaking.Move).Place })
}

// towerMove finds the legal move of count disks from one tower to another.
func (v *View) towerMove(from, to sixmaking.Square, count int) (rules.Move, bool) {
	return v.legal(sixmaking.Move{From: from, To: to, Count: count, Whole: count == v.game.Height(from)})
}

// legal finds m among the legal moves.
func (v *View) legal(m sixmaking.Move) (rules.Move, bool) {
	for _, legal := range v.game.Moves() {
		if legal == m {
			return legal, true
		}
	}
	return nil, false
}

func (v *View) play(m rules.Move) {
	v.selected, v.placing, v.dragging, v.hovered = nil, false, false, false
	v.host.Play(m)
}

// noDiskLeft says that the player of colour c has no disk to place.
func (v *View) noDiskLeft(c sixmaking.Color) string {
	return lang.L("{{.Seat}} has no disk left to place: move a tower", map[string]any{"Seat": v.name(c)})
}

// koText explains, in words short enough for the status line, why a target
// is not offered.
func (v *View) koText(to sixmaking.Square, count int) string {
	return lang.L("Ko: {{.Disks}} back to {{.Square}} would undo {{.Seat}}'s move", map[string]any{
		"Disks": lang.N("{{.Count}} disks", count, map[string]any{"Count": count}), "Square": to.String(),
		"Seat": v.name(v.game.ToMove().Opponent())})
}

// dragStart lets the player drag the chosen part of a tower, or the disks
// from the one the mouse went down on to the top.
func (v *View) dragStart(bs board.Square) bool {
	sq := toSquare(bs)
	h := v.game.Height(sq)
	if !v.mayAct() || h == 0 {
		return false
	}
	// The disks chosen before go, if the press was on them; a press lower
	// down takes from that disk up.
	count := h
	chosen := v.selected != nil && v.selected.from == sq
	if chosen {
		count = v.selected.count
	}
	if p := v.press; p != nil && p.square == sq && p.count > 0 && (!chosen || p.count > count) {
		count = p.count
	}
	if !v.canMoveFrom(sq) {
		v.host.Refuse(v.noLanding(sq))
		return false
	}
	v.selected = &selection{from: sq, count: count}
	v.placing, v.dragging = false, true
	v.sayHint()
	v.Update()
	return true
}

func (v *View) dropped(fromB, toB board.Square, onBoard bool) {
	v.dragging = false
	s := v.selected
	from, to := toSquare(fromB), toSquare(toB)
	switch {
	case s == nil || s.from != from:
	case !onBoard:
		v.host.Refuse(lang.L("Dropped off the board: the disks go back"))
	case to == from: // picked up and put back: stays chosen, as after a click
	default:
		if m, ok := v.towerMove(from, to, s.count); ok {
			v.play(m)
			return
		}
		v.host.Refuse(v.whyNot(from, to, s.count))
	}
	v.Update()
}

// whyNot explains why count disks from one square cannot land on another.
func (v *View) whyNot(from, to sixmaking.Square, count int) string {
	switch v.game.WhyNot(from, to, count) {
	case sixmaking.KoRefused:
		return v.koText(to, count)
	case sixmaking.EmptyRefused:
		return lang.L("{{.Square}} is empty: a tower lands only on another tower", map[string]any{"Square": to.String()})
	}
	return lang.L("The {{.Piece}} on {{.From}} cannot reach {{.To}}",
		map[string]any{"Piece": pieceName(v.game.PieceAt(from)), "From": from.String(), "To": to.String()})
}

// hover explains, while a part is chosen, the square under the pointer: why
// Ko forbids it, or what landing there would build.
func (v *View) hover(bs board.Square, onBoard bool) {
	s := v.selected
	if s == nil || !v.mayAct() {
		return
	}
	to := toSquare(bs)
	text := ""
	if onBoard && to != s.from {
		switch v.game.WhyNot(s.from, to, s.count) {
		case sixmaking.KoRefused:
			text = v.koText(to, s.count)
		case sixmaking.NotRefused:
			text = v.buildText(s, to)
		}
	}
	switch {
	case text != "":
		v.host.Say(text)
		v.hovered = true
	case v.hovered:
		v.hovered = false
		v.sayHint()
	}
}

// buildText says, briefly, what the chosen part would build on to.
func (v *View) buildText(s *selection, to sixmaking.Square) string {
	l := v.game.Landing(s.from, to, s.count)
	words := map[string]any{"Square": to.String(), "Top": v.name(l.Top), "Piece": pieceName(l.Piece), "Height": l.Height}
	switch {
	case l.King && v.game.Sixth():
		return lang.L("King on {{.Square}}, {{.Top}} on top: {{.Top}} scores", words)
	case l.King:
		return lang.L("King on {{.Square}}, {{.Top}} on top: {{.Top}} wins", words)
	}
	// A tower built on another is two disks high at least.
	return lang.N("{{.Square}}: {{.Piece}} of {{.Height}}, {{.Top}} on top", l.Height, words)
}

// TypedKey changes the split with the arrow keys (Up takes one disk more,
// Down one fewer) and lets go with Escape.
func (v *View) TypedKey(ev *fyne.KeyEvent) bool {
	s := v.selected
	if s == nil || !v.mayAct() {
		return false
	}
	switch ev.Name {
	case fyne.KeyUp:
		s.count = min(s.count+1, v.game.Height(s.from))
	case fyne.KeyDown:
		s.count = max(s.count-1, 1)
	case fyne.KeyEscape:
		v.cancel()
		return true
	default:
		return false
	}
	v.sayHint()
	v.Update()
	return true
}
