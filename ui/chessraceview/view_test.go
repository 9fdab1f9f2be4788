package chessraceview

import (
	"math"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/rules"
	"boardshelf/rules/chessrace"
	"boardshelf/ui/board"
)

func TestPlacingTheFirstPieces(t *testing.T) {
	v, h := newView(t, chessrace.DefaultTrack, 4)
	if got := v.Prompt(); got != "Yellow: place a piece on a starting ribbon" {
		t.Errorf("prompt %q", got)
	}
	if got, want := marked(v), []string{"i1", "i2", "i3", "i4"}; !slices.Equal(got, want) {
		t.Errorf("marks %v, want the empty ribbons %v", got, want)
	}
	if pieceName(v, "i2") != "ghost-yellow" {
		t.Errorf("an empty ribbon shows %q, want yellow's faded piece", pieceName(v, "i2"))
	}
	tap(v, "k2")
	if len(h.Played) != 0 || !strings.Contains(h.Said, "empty starting ribbon") {
		t.Errorf("a tap off the ribbons played %v, said %q", h.Played, h.Said)
	}
	for _, s := range []string{"i2", "i2", "i4", "i1", "i3"} {
		tap(v, s) // the second tap on i2 finds it taken
	}
	if got := strings.Join(h.Played, " "); got != "+i2 +i4 +i1 +i3" {
		t.Errorf("placed %s", got)
	}
	if pieceName(v, "i4") != "stack-red" || pieceName(v, "i3") != "stack-green" {
		t.Errorf("i4 shows %q, i3 %q", pieceName(v, "i4"), pieceName(v, "i3"))
	}
	if got := v.Prompt(); got != "Yellow: roll" || v.game.Turn() != rules.Chance || v.Seat() != 0 {
		t.Errorf("after the set-up: prompt %q, turn %d, seat %d", got, v.game.Turn(), v.Seat())
	}
}

func TestRollingPlaysALegalFace(t *testing.T) {
	v, h := newView(t, chessrace.DefaultTrack, 2)
	h.PlayAll("+i1", "+i4")
	if v.die.hint != "Roll" || v.panel.roll.Disabled() {
		t.Errorf("the die should invite a roll: hint %q, Roll enabled %v", v.die.hint, !v.panel.roll.Disabled())
	}
	v.SetDice(func(n int) int {
		if n != 6 {
			t.Errorf("the die has %d faces", n)
		}
		return 3
	})
	if !space(v) {
		t.Fatal("Space was not taken as a roll")
	}
	if got := strings.Join(h.Played, " "); got != "+i1 +i4 roll:N" {
		t.Fatalf("played %s", got)
	}
	if v.die.face != chessrace.Knight || v.die.shown != chessrace.Knight || v.die.rolling {
		t.Errorf("the die rests on %v showing %v", v.die.face, v.die.shown)
	}
	if got := v.Prompt(); got != "Yellow: move a piece as a Knight, or enter a new one" {
		t.Errorf("prompt %q", got)
	}
	if !v.panel.roll.Disabled() || !strings.HasPrefix(v.panel.help.Text, "Knight:") {
		t.Errorf("after the roll: Roll enabled %v, help %q", !v.panel.roll.Disabled(), v.panel.help.Text)
	}
	space(v) // nothing to roll now
	if len(h.Played) != 3 || !strings.Contains(h.Said, "not the time to roll") {
		t.Errorf("a second Space played %v, said %q", h.Played, h.Said)
	}

	// The real die: the Roll button plays one of the faces the game offers.
	v2, h2 := newView(t, chessrace.DefaultTrack, 3)
	h2.PlayAll("+i1", "+i2", "+i3")
	seen := map[string]bool{}
	for range 30 {
		test.Tap(v2.panel.roll)
		last := h2.Played[len(h2.Played)-1]
		seen[last] = true
		if !strings.HasPrefix(last, "roll:") || !strings.ContainsAny(last[5:], "PRBNQK") {
			t.Fatalf("Roll played %s", last)
		}
		if v2.Prompt() == "Yellow: roll" {
			t.Fatal("the prompt did not change after the roll")
		}
		h2.Game.Undo()
		h2.Played = h2.Played[:len(h2.Played)-1]
		v2.Update()
	}
	if len(seen) < 3 {
		t.Errorf("30 rolls gave only %v", seen)
	}
}

func TestMarksAreTheMovesOfTheRules(t *testing.T) {
	v, h := newView(t, chessrace.DefaultTrack, 2)
	h.PlayAll("+i1", "+i4", "roll:R")
	// Before a piece is chosen the movable one is lit and faded pieces
	// stand on the ribbons where a new one may enter, beside the pieces
	// standing on them.
	if v.board.Cell(toBoard(sq("i1"))).Tint != movableTint || pieceName(v, "i2") != "ghost-yellow" {
		t.Errorf("i1 tint %v, i2 shows %q", v.board.Cell(toBoard(sq("i1"))).Tint, pieceName(v, "i2"))
	}
	if pieceName(v, "i4") != "enter-yellow-over-red" || v.board.Cell(toBoard(sq("i4"))).Tint == movableTint {
		t.Errorf("i4 shows %q: red's piece should be drawn with yellow's faded one beside it, not lit", pieceName(v, "i4"))
	}
	tap(v, "i1")
	want := targets(pieceMoves(v.game, "i1"))
	if got := marked(v); len(got) == 0 || !slices.Equal(got, want) {
		t.Errorf("marks %v, want the rook's moves %v", got, want)
	}
	if !slices.Contains(want, "xi4") {
		t.Errorf("the rook on i1 should be able to capture red on i4: %v", want)
	}
	tap(v, "c7") // the pool: the choice is dropped
	if len(marked(v)) != 0 || len(h.Played) != 3 {
		t.Errorf("a tap on the scenery: marks %v, played %v", marked(v), h.Played)
	}
	tap(v, "i3") // an entry ribbon: a new piece's moves from there
	if got, want := marked(v), targets(v.game.MovesFrom(sq("i3"))); len(got) == 0 || !slices.Equal(got, want) {
		t.Errorf("marks of an entry on i3 %v, want %v", got, want)
	}
	tap(v, "c7")
	h.PlayAll("i1-l1", "roll:R", "i4-l4", "roll:B")
	tap(v, "l4")
	if len(marked(v)) != 0 || h.Said != "That is Red's piece; Yellow is to move" {
		t.Errorf("a tap on red's piece: marks %v, said %q", marked(v), h.Said)
	}
}

// pieceMoves are the moves of the piece standing on square name, entries
// left out.
func pieceMoves(g *chessrace.Game, name string) []chessrace.Move {
	var out []chessrace.Move
	for _, m := range g.MovesFrom(sq(name)) {
		if !m.Enter {
			out = append(out, m)
		}
	}
	return out
}

// entries are the moves of a new piece entering on ribbon name.
func entries(g *chessrace.Game, name string) []chessrace.Move {
	var out []chessrace.Move
	for _, m := range g.MovesFrom(sq(name)) {
		if m.Enter {
			out = append(out, m)
		}
	}
	return out
}

// A new piece may enter on a ribbon where a piece stands: the faded piece
// beside it is clicked (or dragged) like any other; where the player's
// own piece stands, a second click switches between the piece and the
// entry.
func TestEnteringOnAnOccupiedRibbonWithTheMouse(t *testing.T) {
	v, h := newView(t, chessrace.DefaultTrack, 2)
	h.PlayAll("+i1", "+i4", "roll:R")
	at := func(s string) board.Cell { return v.board.Cell(toBoard(sq(s))) }

	// Red stands on i4: a click there is yellow's entry.
	tap(v, "i4")
	if v.selected == nil || *v.selected != sq("i4") || !v.selEntry {
		t.Fatalf("a tap on i4 chose %v (entry %v), want the entry on i4", v.selected, v.selEntry)
	}
	if got, want := marked(v), targets(entries(v.game, "i4")); len(got) == 0 || !slices.Equal(got, want) {
		t.Errorf("marks %v, want the entries from i4 %v", got, want)
	}
	if pieceName(v, "i4") != "enter-yellow-over-red-chosen" || at("i4").Tint != selectedTint {
		t.Errorf("the chosen entry on i4 shows %q, tint %v", pieceName(v, "i4"), at("i4").Tint)
	}
	tap(v, "l4")
	if got := h.Played[len(h.Played)-1]; got != "+i4-l4" {
		t.Fatalf("tapping i4 then l4 played %s", got)
	}
	if pieceName(v, "i4") != "stack-red" || pieceName(v, "l4") != "stack-yellow" {
		t.Errorf("after +i4-l4: i4 shows %q, l4 %q", pieceName(v, "i4"), pieceName(v, "l4"))
	}

	// Yellow's own piece stands on i1: the first click chooses it, the
	// second the new piece entering there, the third the piece again.
	h.PlayAll("roll:P", "i4-j4", "roll:R")
	if pieceName(v, "i1") != "enter-yellow-over-yellow" || at("i1").Tint != movableTint {
		t.Errorf("i1 shows %q, tint %v: yellow's movable piece with a new one beside it", pieceName(v, "i1"), at("i1").Tint)
	}
	tap(v, "i1")
	if v.selected == nil || v.selEntry || !slices.Equal(marked(v), targets(pieceMoves(v.game, "i1"))) {
		t.Errorf("first tap on i1: entry %v, marks %v", v.selEntry, marked(v))
	}
	if got := v.panel.help.Text; got != "Your piece on i1 is chosen. Click i1 again for a new piece." {
		t.Errorf("the help line says %q", got)
	}
	tap(v, "i1")
	if v.selected == nil || !v.selEntry || !slices.Equal(marked(v), targets(entries(v.game, "i1"))) {
		t.Errorf("second tap on i1: entry %v, marks %v", v.selEntry, marked(v))
	}
	if got := v.panel.help.Text; got != "A new piece enters on i1. Click i1 again for your piece there." || pieceName(v, "i1") != "enter-yellow-over-yellow-chosen" {
		t.Errorf("the help line says %q, i1 shows %q", got, pieceName(v, "i1"))
	}
	tap(v, "i1")
	if v.selected == nil || v.selEntry {
		t.Errorf("third tap on i1: entry %v", v.selEntry)
	}
	tap(v, "i1")
	tap(v, "n1")
	if got := h.Played[len(h.Played)-1]; got != "+i1-n1" {
		t.Fatalf("the entry on i1 to n1 played %s", got)
	}

	// After a click on the waiting pieces a ribbon means an entry at once.
	v, h = newView(t, chessrace.DefaultTrack, 2)
	h.PlayAll("+i1", "+i4", "roll:R")
	test.Tap(v.panel.reserves[0])
	tap(v, "i1")
	if v.selected == nil || !v.selEntry {
		t.Errorf("after the reserve, a tap on i1 chose entry %v", v.selEntry)
	}
	tap(v, "k1")
	if got := h.Played[len(h.Played)-1]; got != "+i1-k1" {
		t.Fatalf("played %s", got)
	}
}

// Dragging from a ribbon where a piece stands carries the new piece when
// the standing piece cannot move, and the player's own piece when it can;
// what stays behind is drawn.
func TestDraggingFromAnOccupiedRibbon(t *testing.T) {
	v, h := newView(t, chessrace.DefaultTrack, 2)
	h.PlayAll("+i1", "+i4", "roll:R")
	at := func(s string) board.Cell { return v.board.Cell(toBoard(sq(s))) }
	if c := at("i4"); c.Lifted != stackPicture([]string{"yellow"}) || c.Left != stackPicture([]string{"red"}) {
		t.Errorf("i4 would lift %v and leave %v, want a new yellow piece off red", c.Lifted, c.Left)
	}
	if c := at("i1"); c.Lifted != stackPicture([]string{"yellow"}) || c.Left != ghostPicture("yellow") {
		t.Errorf("i1 would lift %v and leave %v, want yellow's piece, leaving the faded one", c.Lifted, c.Left)
	}
	drag(v, "i4", "m4")
	if got := h.Played[len(h.Played)-1]; got != "+i4-m4" {
		t.Fatalf("dragging from i4 played %s", got)
	}
	h.PlayAll("roll:P", "i4-j4", "roll:R")
	drag(v, "i1", "m1")
	if got := h.Played[len(h.Played)-1]; got != "i1-m1" {
		t.Fatalf("dragging from i1 played %s", got)
	}
}

// A hint to enter on an occupied ribbon chooses the entry, not the piece.
func TestHintToEnterOnAnOccupiedRibbon(t *testing.T) {
	v, h := newView(t, chessrace.DefaultTrack, 2)
	h.PlayAll("+i1", "+i4", "roll:R")
	m, err := rules.ParseMove(h.Game, "+i1-m1")
	if err != nil {
		t.Fatal(err)
	}
	v.ShowHint(m)
	if v.selected == nil || *v.selected != sq("i1") || !v.selEntry || v.board.Cell(toBoard(sq("m1"))).Tint != selectedTint {
		t.Errorf("after the hint +i1-m1: selected %v, entry %v", v.selected, v.selEntry)
	}
	tap(v, "m1")
	if got := h.Played[len(h.Played)-1]; got != "+i1-m1" {
		t.Errorf("the hinted target played %s", got)
	}
}

func TestMovingByTapAndByDrag(t *testing.T) {
	v, h := newView(t, chessrace.DefaultTrack, 2)
	h.PlayAll("+i1", "+i4", "roll:R")
	tap(v, "i1")
	tap(v, "l1")
	if got := h.Played[len(h.Played)-1]; got != "i1-l1" {
		t.Fatalf("tapping i1 then l1 played %s", got)
	}
	if pieceName(v, "l1") != "stack-yellow" || pieceName(v, "i1") == "stack-yellow" {
		t.Error("the board does not show the piece on l1")
	}
	if v.board.Cell(toBoard(sq("i1"))).Tint != lastMoveTint || v.board.Cell(toBoard(sq("l1"))).Tint != lastMoveTint {
		t.Error("the last move is not lit")
	}
	if got := v.Prompt(); got != "Red: roll" {
		t.Errorf("prompt %q", got)
	}
	h.PlayAll("roll:Q")
	drag(v, "i4", "a4") // behind the starting line: refused
	if len(h.Played) != 5 || !strings.Contains(h.Said, "i4 to a4 is not a move here") {
		t.Errorf("an illegal drop: played %v, said %q", h.Played, h.Said)
	}
	drag(v, "i4", "l4")
	if got := h.Played[len(h.Played)-1]; got != "i4-l4" {
		t.Errorf("dragging i4 to l4 played %s", got)
	}
}

func TestEnteringANewPieceWithTheMouse(t *testing.T) {
	v, h := newView(t, chessrace.DefaultTrack, 2)
	h.PlayAll("+i1", "+i4", "roll:N")
	test.Tap(v.panel.reserves[1])
	if !strings.Contains(h.Said, "Those are Red's pieces") || v.entering {
		t.Errorf("red's reserve: said %q, entering %v", h.Said, v.entering)
	}
	test.Tap(v.panel.reserves[0])
	if !v.entering || v.board.Cell(toBoard(sq("i2"))).Tint != movableTint || v.board.Cell(toBoard(sq("i3"))).Tint != movableTint {
		t.Fatal("clicking the waiting pieces should light the ribbons to enter on")
	}
	tap(v, "i3")
	want := targets(v.game.MovesFrom(sq("i3")))
	if got := marked(v); !slices.Equal(got, want) || len(got) == 0 {
		t.Fatalf("marks %v, want the knight's entries from i3 %v", got, want)
	}
	tap(v, "k2")
	if got := h.Played[len(h.Played)-1]; got != "+i3-k2" {
		t.Fatalf("played %s", got)
	}
	if v.game.Waiting(0) != 1 || v.panel.reserves[0].pieces.Resource != reservePicture("yellow", 1) {
		t.Errorf("yellow should have one piece waiting, and the reserve show it")
	}
}

func TestACaptureRollsAgainForTheSamePiece(t *testing.T) {
	v, h := newView(t, chessrace.DefaultTrack, 2)
	h.PlayAll("+i1", "+i2")
	dice(v, chessrace.Rook, chessrace.Knight)
	test.Tap(v.panel.roll)
	tap(v, "i1")
	tap(v, "i2")
	if got := h.Played[len(h.Played)-1]; got != "i1xi2" {
		t.Fatalf("played %s", got)
	}
	if got := v.Prompt(); got != "Capture! Yellow: roll again and move the same piece" {
		t.Errorf("prompt %q", got)
	}
	if pieceName(v, "i2") != "stack-red-yellow" {
		t.Errorf("i2 shows %q, want yellow on top of red", pieceName(v, "i2"))
	}
	test.Tap(v.die) // a click on the die rolls too
	if got := v.Prompt(); got != "Yellow: move the capturing piece as a Knight" {
		t.Errorf("prompt %q", got)
	}
	// The capturing piece is the only one that may move: it is chosen.
	if v.selected == nil || *v.selected != sq("i2") {
		t.Fatalf("selected %v, want i2", v.selected)
	}
	if got, want := marked(v), targets(v.game.MovesFrom(sq("i2"))); len(got) == 0 || !slices.Equal(got, want) {
		t.Errorf("marks %v, want %v", got, want)
	}
	// Only yellow leaves the stack when it is dragged or slides; red stays.
	if c := v.board.Cell(toBoard(sq("i2"))); c.Lifted != stackPicture([]string{"yellow"}) || c.Left != stackPicture([]string{"red"}) {
		t.Errorf("i2 would lift %v and leave %v, want yellow off red", c.Lifted, c.Left)
	}
	tap(v, "i3") // no entries while the capturing piece must move
	if !strings.Contains(h.Said, "Only the capturing piece on i2 may move") {
		t.Errorf("said %q", h.Said)
	}
	tap(v, "i2")
	tap(v, "k3")
	if pieceName(v, "i2") != "stack-red" || pieceName(v, "k3") != "stack-yellow" || v.Prompt() != "Red: roll" {
		t.Errorf("after i2-k3: i2 %q, k3 %q, prompt %q", pieceName(v, "i2"), pieceName(v, "k3"), v.Prompt())
	}
}

// A piece stays covered only when the capturing piece had no move on the
// roll again; a seeded random game soon gives one.
func TestTappingACoveredPieceSaysWhy(t *testing.T) {
	var covered chessrace.Square
	g := playUntil(t, 4, 5, func(g *chessrace.Game) bool {
		_, must := g.MustMove()
		covered = coveredPiece(g)
		return g.Phase() == chessrace.PhaseMove && !must && !covered.IsZero()
	})
	v, h := showGame(t, g)
	tap(v, covered.String())
	if want := "Your piece on " + covered.String() + " is covered"; !strings.HasPrefix(h.Said, want) {
		t.Errorf("said %q, want %q", h.Said, want)
	}
	stack := g.Stack(covered)
	if want := "stack-" + strings.Join(v.seatColours(stack), "-"); len(stack) < 2 || pieceName(v, covered.String()) != want {
		t.Errorf("%s shows %q, want %q", covered, pieceName(v, covered.String()), want)
	}
	// Pulled out with two halves, the covered piece is the one that leaves.
	if c := v.board.Cell(toBoard(covered)); c.Lifted != stackPicture([]string{v.colours[g.Seat()]}) {
		t.Errorf("%s would lift %v, want the covered %s piece", covered, c.Lifted, v.colours[g.Seat()])
	}
}

// coveredPiece is a square where the player to move has a piece under
// another player's.
func coveredPiece(g *chessrace.Game) chessrace.Square {
	for _, s := range squares(g.Track()) {
		stack := g.Stack(s)
		if len(stack) > 1 && stack[len(stack)-1] != g.Seat() && slices.Contains(stack, g.Seat()) {
			return s
		}
	}
	return chessrace.Square{}
}

func TestTilesWithTheMouse(t *testing.T) {
	v, h := newView(t, chessrace.DefaultTrack, 2)
	h.PlayAll("+i1", "+i4", "roll:K")
	tap(v, "i1")
	tap(v, "j2")
	if got := v.Prompt(); got != "Yellow: place or move a tile, or skip" {
		t.Fatalf("after a king move: prompt %q", got)
	}
	if !v.panel.tileRow.Visible() || !v.panel.skip.Visible() || v.panel.figureRow.Visible() {
		t.Error("the tile controls should show")
	}
	// The block from beside the board: its squares are marked.
	test.Tap(v.panel.tiles[0])
	var want []chessrace.Move
	for _, m := range v.game.LegalMoves() {
		if m.Kind == chessrace.TileMove && m.Tile == chessrace.Block {
			want = append(want, m)
		}
	}
	if got := marked(v); len(got) == 0 || !slices.Equal(got, targets(want)) {
		t.Fatalf("marks %v, want the block's squares %v", got, targets(want))
	}
	tap(v, "i3") // a ribbon: no tile goes there
	if !strings.Contains(h.Said, "cannot go on i3") {
		t.Errorf("said %q", h.Said)
	}
	test.Tap(v.panel.tiles[0])
	tap(v, "e10")
	if got := h.Played[len(h.Played)-1]; got != "block@e10" || pieceName(v, "e10") != "block" {
		t.Fatalf("played %s; e10 shows %q", got, pieceName(v, "e10"))
	}

	// Red places mud with its arrow pointing west.
	h.PlayAll("roll:K", "i4-j4")
	test.Tap(v.panel.tiles[1])
	test.Tap(v.panel.arrows[3])
	var west []chessrace.Move
	for _, m := range v.game.LegalMoves() {
		if m.Kind == chessrace.TileMove && m.Tile == chessrace.Mud1 && m.Arrow == chessrace.West {
			west = append(west, m)
		}
	}
	if got := marked(v); !slices.Equal(got, targets(west)) {
		t.Errorf("marks %v, want the west-pointing mud's squares %v", got, targets(west))
	}
	tap(v, "o8")
	if got := h.Played[len(h.Played)-1]; got != "mud1@o8<" || pieceName(v, "o8") != "mud-west" {
		t.Fatalf("played %s; o8 shows %q", got, pieceName(v, "o8"))
	}

	// Yellow drags the block along the top straight; red drags the mud
	// off the board; yellow skips with the button.
	h.PlayAll("roll:K", "j2-k2")
	drag(v, "e10", "h11")
	if got := h.Played[len(h.Played)-1]; got != "block@h11" || pieceName(v, "e10") != "" {
		t.Errorf("dragging the block played %s", got)
	}
	h.PlayAll("roll:K", "j4-k4")
	drag(v, "o8", "o8")
	b := v.board
	start := b.SquareCentre(toBoard(sq("o8")))
	b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: start.AddXY(-2000, 0)}, Dragged: fyne.NewDelta(-2000, 0)})
	b.DragEnd()
	if got := h.Played[len(h.Played)-1]; got != "mud1-" || pieceName(v, "o8") != "" {
		t.Errorf("dragging the mud off the board played %s", got)
	}
	h.PlayAll("roll:K", "k2-l2")
	test.Tap(v.panel.skip)
	if got := h.Played[len(h.Played)-1]; got != "skip" || v.Prompt() != "Red: roll" {
		t.Errorf("Skip played %s; prompt %q", got, v.Prompt())
	}
}

func TestSpendingPromotionHalves(t *testing.T) {
	v, h := newView(t, chessrace.DefaultTrack, 2)
	h.PlayAll("+i1", "+i4", "roll:P", "i1-k1", "roll:R", "i4-l4", "roll:P", "k1-l1", "roll:R", "l4-l3")
	if got := v.Prompt(); got != "Yellow: roll, or spend two halves below" {
		t.Fatalf("prompt %q", got)
	}
	if v.panel.reserves[0].halves.Resource != halvesPicture(2) || !v.panel.figureRow.Visible() {
		t.Error("yellow's two halves and the figure buttons should show")
	}
	tap(v, "l1")
	if !strings.Contains(h.Said, "choose a figure below") || len(marked(v)) != 0 {
		t.Errorf("a tap before choosing: said %q, marks %v", h.Said, marked(v))
	}
	test.Tap(v.panel.figures[chessrace.Queen-chessrace.Pawn])
	if got := v.Prompt(); got != "Yellow: move a piece as a Queen, or enter a new one (two promotion halves)" {
		t.Errorf("prompt %q", got)
	}
	if h.PromptsChanged != 1 || v.panel.promoteLabel.Text != "now move as a Queen:" {
		t.Errorf("the host was told %d times, the panel says %q: not what to do now", h.PromptsChanged, v.panel.promoteLabel.Text)
	}
	tap(v, "l1")
	var want []chessrace.Move
	for _, m := range v.game.MovesFrom(sq("l1")) {
		if m.Figure == chessrace.Queen {
			want = append(want, m)
		}
	}
	if got := marked(v); len(got) == 0 || !slices.Equal(got, targets(want)) {
		t.Fatalf("marks %v, want the queen's moves %v", got, targets(want))
	}
	tap(v, "p1")
	if got := h.Played[len(h.Played)-1]; got != "Q:l1-p1" || v.game.Halves(0) != 0 {
		t.Errorf("played %s, halves %d", got, v.game.Halves(0))
	}
	if v.panel.reserves[0].halves.Resource != halvesPicture(0) {
		t.Error("the halves are still shown")
	}
}

// Rolling with two halves in hand gives them up for the turn and rolls.
func TestRollingInsteadOfPromoting(t *testing.T) {
	v, h := newView(t, chessrace.DefaultTrack, 2)
	h.PlayAll("+i1", "+i4", "roll:P", "i1-k1", "roll:R", "i4-l4", "roll:P", "k1-l1", "roll:R", "l4-l3")
	dice(v, chessrace.Bishop)
	space(v)
	if got := strings.Join(h.Played[len(h.Played)-2:], " "); got != "roll roll:B" || v.game.Halves(0) != 2 {
		t.Errorf("Space with two halves played %s; halves %d", got, v.game.Halves(0))
	}
}

func TestAFinishedPieceGoesToTheWinnersCircle(t *testing.T) {
	v, h := newView(t, chessrace.DefaultTrack, 3)
	race(t, h, 1, func() bool { return v.game.Home(1) == 1 })
	if got := pieceName(v, v.circle[0].String()); got != "home-red" {
		t.Errorf("the middle of the winner's circle shows %q, want red's piece", got)
	}
	if v.game.Track().Kind(v.circle[0]) != chessrace.Circle {
		t.Errorf("%s is not in the winner's circle", v.circle[0])
	}
	if last, _ := v.game.LastMove(); !strings.HasSuffix(v.MoveText(last), ", home") {
		t.Errorf("the move list does not say %s went home", last)
	}
}

func TestThePromptSaysWhenATurnPasses(t *testing.T) {
	v, _ := showGame(t, playUntil(t, 4, 3, (*chessrace.Game).Passed))
	passer := v.name(v.previousSeat())
	if got := v.Prompt(); !strings.HasPrefix(got, passer+" has no move: turn passes. "+v.name(v.Seat())+": roll") {
		t.Errorf("prompt %q", got)
	}
	if !v.die.dim || v.die.face == chessrace.NoFigure {
		t.Error("the die should show the figure that gave no move, faded")
	}
}

func TestMoveListWords(t *testing.T) {
	v, _ := newView(t, chessrace.DefaultTrack, 2)
	for _, tc := range []struct {
		move rules.Move
		want string
	}{
		{chessrace.Move{Kind: chessrace.PlaceMove, To: sq("i2")}, "places a piece on i2"},
		{chessrace.Move{Kind: chessrace.FaceMove, Figure: chessrace.Knight}, "rolls a Knight"},
		{chessrace.Move{Kind: chessrace.RollMove}, "rolls, keeping the halves"},
		{chessrace.Move{Kind: chessrace.PieceMove, Figure: chessrace.Rook, From: sq("i2"), To: sq("k2"), Capture: true}, "i2xk2"},
		{chessrace.Move{Kind: chessrace.PieceMove, Figure: chessrace.Rook, From: sq("e2"), To: sq("j2"), Finish: true}, "e2-j2, home"},
		{chessrace.Move{Kind: chessrace.PieceMove, Figure: chessrace.Queen, Promoted: true, From: sq("l1"), To: sq("p1")}, "l1-p1 as a Queen (halves)"},
		{chessrace.Move{Kind: chessrace.PieceMove, Figure: chessrace.Knight, Promoted: true, Pull: true, From: sq("e2"), To: sq("f4")}, "pulled out, e2-f4 as a Knight (halves)"},
		{chessrace.Move{Kind: chessrace.TileMove, Tile: chessrace.Mud2, Remove: true}, "takes mud2 off the board"},
		{chessrace.Move{Kind: chessrace.TileMove, Tile: chessrace.Mud1, To: sq("c4"), Arrow: chessrace.East}, "puts mud1 on c4, arrow right"},
		{chessrace.Move{Kind: chessrace.TileMove, Tile: chessrace.Block, To: sq("e7")}, "puts block on e7"},
		{chessrace.Move{Kind: chessrace.SkipMove}, "leaves the tiles"},
		{rules.Resign, "resign"},
	} {
		if got := v.MoveText(tc.move); got != tc.want {
			t.Errorf("%v: %q, want %q", tc.move, got, tc.want)
		}
	}
}

// A hint chooses the piece and lights where it goes.
func TestHintShowsWhereThePieceGoes(t *testing.T) {
	v, h := newView(t, chessrace.DefaultTrack, 2)
	h.PlayAll("+i1", "+i4", "roll:R")
	m, err := rules.ParseMove(h.Game, "i1-k1")
	if err != nil {
		t.Fatal(err)
	}
	v.ShowHint(m)
	at := func(s string) board.Cell { return v.board.Cell(toBoard(sq(s))) }
	if v.selected == nil || *v.selected != sq("i1") || at("k1").Tint != selectedTint || at("l1").Tint == selectedTint {
		t.Errorf("after the hint i1-k1: selected %v, k1 %v, l1 %v", v.selected, at("k1").Tint, at("l1").Tint)
	}
	tap(v, "h6") // a click off the moves drops the piece, and the hint with it
	if at("k1").Tint == selectedTint {
		t.Error("the hint stays lit without its piece")
	}
}

// Finished pieces stand well inside the winner's circle, never on the
// drawn ring, three to a square at most: four squares at least, the
// nearest the middle.
func TestHomeSquaresLieInsideTheRing(t *testing.T) {
	for _, drawing := range []string{chessrace.DefaultTrack, chessrace.LongTrack} {
		track, err := chessrace.ParseDrawing(drawing)
		if err != nil {
			t.Fatal(err)
		}
		circle, home := circleSquares(track), homeSquares(track)
		x0, y0, x1, y1 := bounds(circle)
		cx, cy, r := (x0+x1)/2, (y0+y1)/2, min(x1-x0, y1-y0)/2
		from := func(s chessrace.Square) float64 {
			return math.Hypot(float64(s.Col)+0.5-float64(cx), float64(s.Rank)-0.5-float64(cy))
		}
		if len(home) < min(4, len(circle)) {
			t.Errorf("only %d squares for the finished pieces", len(home))
		}
		for _, s := range home {
			if len(home) > 4 && from(s) > float64(r)/2 || slices.ContainsFunc(circle, func(o chessrace.Square) bool {
				return !slices.Contains(home, o) && from(o) < from(s)
			}) {
				t.Errorf("%v (%.2f from the middle of a ring of radius %.1f) should not hold pieces", s, from(s), r)
			}
		}
	}
	// On the default track the ring has room for four squares inside it.
	track, _ := chessrace.ParseDrawing(chessrace.DefaultTrack)
	if n := len(homeSquares(track)); n != 4 {
		t.Errorf("the default track's circle holds pieces on %d squares, want the 4 in its middle", n)
	}
}

// boardAt800x600 is the room the board and the panel below it get on an
// 800x600 screen: the window fits the screen at 776x552, the move list
// takes its share beside them, the menu and the status line theirs.
var boardAt800x600 = fyne.NewSize(535, 470)

// germanBoardAt800x600 is that room in German, whose longer words widen
// the panel of moves and buttons beside it.
var germanBoardAt800x600 = fyne.NewSize(460, 470)

// The buttons that show only a picture have their word under them: the
// block and the mud, the mud's arrow, the figures. They fit beside the die
// and the players' rows in the part of an 800x600 window the board gets.
func TestThePanelButtonsAreLabelled(t *testing.T) {
	small := boardAt800x600
	v, h := showGameIn(t, newGame(t, chessrace.DefaultTrack, 2), small)
	h.PlayAll("+i1", "+i4", "roll:K", "i1-j2")
	checkCaptions(t, v, "tiles", v.panel.tiles, tileCaptions)
	if v.panel.arrowsCaption.Text != "Mud arrow" || !shown(v, v.panel.arrowsCaption) {
		t.Error("the arrow buttons have no word")
	}
	if v.panel.arrowsCaption.Color != theme.Color(theme.ColorNameDisabled) {
		t.Error("the arrows' word should be grey while no mud tile is chosen")
	}
	test.Tap(v.panel.tiles[1])
	if v.panel.arrowsCaption.Color != theme.Color(theme.ColorNameForeground) {
		t.Error("the arrows' word should read once the mud is chosen")
	}
	fitsBesideTheReserves(t, v, v.panel.tileRow)

	v, h = showGameIn(t, newGame(t, chessrace.DefaultTrack, 2), small)
	h.PlayAll("+i1", "+i4", "roll:P", "i1-k1", "roll:R", "i4-l4", "roll:P", "k1-l1", "roll:R", "l4-l3")
	if v.game.Phase() != chessrace.PhaseChoose {
		t.Fatalf("phase %v, want the choice of two halves", v.game.Phase())
	}
	figures := []string{"Pawn", "Rook", "Bishop", "Knight", "Queen", "King"}
	checkCaptions(t, v, "figures", v.panel.figures, figures)
	fitsBesideTheReserves(t, v, v.panel.figureRow)
}

// checkCaptions requires each button to show with its word right under it.
func checkCaptions(t *testing.T, v *View, what string, buttons []*widget.Button, words []string) {
	t.Helper()
	d := fyne.CurrentApp().Driver()
	for k, b := range buttons {
		c := v.panel.captions[b]
		if c == nil || c.Text != words[k] || !shown(v, b) || !shown(v, c) {
			t.Errorf("%s button %d: caption %v", what, k, c)
			continue
		}
		bp, cp := d.AbsolutePositionForObject(b), d.AbsolutePositionForObject(c)
		if cp.Y < bp.Y+b.Size().Height || cp.Y > bp.Y+b.Size().Height+12 {
			t.Errorf("%q stands at y %.0f, the button ends at %.0f", c.Text, cp.Y, bp.Y+b.Size().Height)
		}
		if mid := cp.X + c.Size().Width/2; mid < bp.X || mid > bp.X+b.Size().Width || c.MinSize().Width > b.Size().Width+8 {
			t.Errorf("%q (%.0f wide) is not under its button", c.Text, c.MinSize().Width)
		}
	}
}

// shown reports whether o and every container or widget holding it are
// visible, and o has a size.
func shown(v *View, o fyne.CanvasObject) bool {
	var walk func(x fyne.CanvasObject) bool
	walk = func(x fyne.CanvasObject) bool {
		if x == nil || !x.Visible() {
			return false
		}
		if x == o {
			return x.Size().Width > 0
		}
		var children []fyne.CanvasObject
		switch x := x.(type) {
		case *fyne.Container:
			children = x.Objects
		case fyne.Widget:
			children = test.WidgetRenderer(x).Objects()
		}
		return slices.ContainsFunc(children, walk)
	}
	return walk(v.Object())
}

// fitsBesideTheReserves requires a row of controls to end before the
// players' rows begin and to start after the die.
func fitsBesideTheReserves(t *testing.T, v *View, row fyne.CanvasObject) {
	t.Helper()
	d := fyne.CurrentApp().Driver()
	x := d.AbsolutePositionForObject(row).X
	end := x + row.MinSize().Width
	reserves := d.AbsolutePositionForObject(v.panel.reserves[0]).X
	die := d.AbsolutePositionForObject(v.die).X + v.die.Size().Width
	if x < die || end > reserves {
		t.Errorf("the row spans x %.0f to %.0f; the die ends at %.0f, the players' rows start at %.0f", x, end, die, reserves)
	}
}

// Choosing a figure for two halves changes what the player is to do
// without a move: the host is told, and the prompt says it.
func TestChoosingAFigureTellsTheHost(t *testing.T) {
	v, h := newView(t, chessrace.DefaultTrack, 2)
	h.PlayAll("+i1", "+i4", "roll:P", "i1-k1", "roll:R", "i4-l4", "roll:P", "k1-l1", "roll:R", "l4-l3")
	test.Tap(v.panel.figures[chessrace.Knight-chessrace.Pawn])
	if want := "Yellow: move a piece as a Knight, or enter a new one (two promotion halves)"; v.Prompt() != want || h.PromptsChanged != 1 {
		t.Errorf("prompt %q, want %q; the host told %d times", v.Prompt(), want, h.PromptsChanged)
	}
	test.Tap(v.panel.figures[chessrace.Knight-chessrace.Pawn]) // chosen again: dropped
	if h.PromptsChanged != 2 || !strings.HasPrefix(v.Prompt(), "Yellow: roll, or spend") || v.panel.promoteLabel.Text != "or spend two halves on:" {
		t.Errorf("after dropping the figure: told %d times, prompt %q, panel %q", h.PromptsChanged, v.Prompt(), v.panel.promoteLabel.Text)
	}
}

// The reminder of how the rolled figure moves keeps within its two lines
// at 800x600, so that the board does not jump when the die is rolled.
func TestTheFigureHelpKeepsTheBoardStill(t *testing.T) {
	v, h := showGameIn(t, newGame(t, chessrace.DefaultTrack, 2), boardAt800x600)
	h.PlayAll("+i1", "+i4")
	twoLines := widget.NewLabel("\n").MinSize().Height
	for _, f := range "PRBNQK" {
		h.PlayAll("roll:" + string(f))
		help := v.panel.help
		if got := help.MinSize().Height; got > twoLines || !strings.HasPrefix(help.Text, figureName(v.game.Figure())+":") {
			t.Errorf("after roll:%c %q needs %.0f px in %.0f px width, more than two lines (%.0f)", f, help.Text, got, help.Size().Width, twoLines)
		}
		h.Game.Undo()
		v.Update()
	}
	// So does the line that says which of piece and new piece is chosen
	// on a ribbon that offers both.
	h.PlayAll("roll:R")
	for range 2 {
		tap(v, "i1")
		if got := v.panel.help.MinSize().Height; got > twoLines || !strings.Contains(v.panel.help.Text, "Click i1 again") {
			t.Errorf("%q needs %.0f px, more than two lines (%.0f)", v.panel.help.Text, got, twoLines)
		}
	}
}
