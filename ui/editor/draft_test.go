package editor

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"boardshelf/rules/terrace"
	"boardshelf/setups"
	"boardshelf/ui/i18n"
)

func sq(s string) terrace.Square {
	q, err := terrace.ParseSquare(s)
	if err != nil {
		panic(err)
	}
	return q
}

var whiteT = terrace.Piece{Seat: 0, Size: 1, T: true}

func TestEditsUndoAndRedo(t *testing.T) {
	h := NewHistory(NewDraft())
	h.Place(sq("a1"), whiteT)
	h.Place(sq("c1"), terrace.Piece{Seat: 0, Size: 3})
	h.Move(sq("c1"), sq("d2"))
	if _, ok := h.Draft().Pieces[sq("d2")]; !ok || len(h.Draft().Pieces) != 2 {
		t.Fatalf("after place, place, move: %v", h.Draft().Pieces)
	}
	h.Remove(sq("a1"))
	h.Undo()
	h.Undo()
	if _, ok := h.Draft().Pieces[sq("c1")]; !ok || len(h.Draft().Pieces) != 2 {
		t.Errorf("two undos should bring back c1 and a1: %v", h.Draft().Pieces)
	}
	h.Redo()
	if _, ok := h.Draft().Pieces[sq("d2")]; !ok {
		t.Error("redo should move the piece again")
	}
	h.Place(sq("f6"), terrace.Piece{Seat: 1, Size: 1, T: true})
	if h.CanRedo() {
		t.Error("a new edit should drop what could be redone")
	}
	h.Move(sq("b4"), sq("b5")) // nothing there: no change recorded
	h.Undo()
	if _, ok := h.Draft().Pieces[sq("f6")]; ok {
		t.Error("an edit that changed nothing was recorded")
	}
}

func TestTypingIsOneChange(t *testing.T) {
	h := NewHistory(NewDraft())
	for _, name := range []string{"C", "Co", "Cor", "Corner"} {
		h.SetName(name)
	}
	h.SetDescription("Quick")
	h.SetName("Corner rush")
	h.Undo()
	if h.Draft().Name != "Corner" || h.Draft().Description != "Quick" {
		t.Errorf("undo should take back the last burst of typing: %q %q", h.Draft().Name, h.Draft().Description)
	}
	h.Undo()
	h.Undo()
	if h.Draft().Name != "My setup" || h.CanUndo() {
		t.Errorf("the first burst of typing should go in one undo: %q", h.Draft().Name)
	}
}

func TestMirrorTurnsTheArmyToTheOpposite(t *testing.T) {
	h := NewHistory(NewDraft())
	h.Place(sq("a1"), whiteT)
	h.Place(sq("b2"), terrace.Piece{Seat: 0, Size: 3})
	h.Place(sq("e5"), terrace.Piece{Seat: 1, Size: 2}) // black's old piece goes
	h.Mirror(0)
	want := map[terrace.Square]terrace.Piece{
		sq("a1"): whiteT, sq("b2"): {Seat: 0, Size: 3},
		sq("f6"): {Seat: 1, Size: 1, T: true}, sq("e5"): {Seat: 1, Size: 3},
	}
	if !reflect.DeepEqual(h.Draft().Pieces, want) {
		t.Errorf("mirrored: %v", h.Draft().Pieces)
	}
	h.SetPlayers(4)
	if got := h.Draft().Opposite(1); got != 3 {
		t.Errorf("with four players the left army faces the right one, got %d", got)
	}
	h.SetPlayers(3)
	if h.Draft().Opposite(1) != -1 || h.Draft().Opposite(2) != 0 {
		t.Error("with three players only bottom and top face each other")
	}
}

func TestBoardAndPlayersChanges(t *testing.T) {
	h := NewHistory(NewDraft())
	h.SetSize(8)
	h.SetPlayers(4)
	h.Place(sq("h8"), terrace.Piece{Seat: 3, Size: 4})
	h.Place(sq("c3"), terrace.Piece{Seat: 1, Size: 2})
	h.SetFirst(3)
	h.SetSize(6) // h8 is off the 6x6 board
	if _, ok := h.Draft().Pieces[sq("h8")]; ok || len(h.Draft().Pieces) != 1 {
		t.Errorf("shrinking the board keeps %v", h.Draft().Pieces)
	}
	h.Place(sq("a1"), terrace.Piece{Seat: 2, Size: 3}) // black's, seat 2 of four
	h.SetPlayers(2)                                    // red and blue leave, and the first seat with them
	if pc := h.Draft().Pieces[sq("a1")]; len(h.Draft().Pieces) != 1 || pc.Seat != 1 || h.Draft().First != 0 || len(h.Draft().Seats) != 2 {
		t.Errorf("two players: pieces %v, first %d", h.Draft().Pieces, h.Draft().First)
	}
}

func TestProblemsAndCounts(t *testing.T) {
	h := NewHistory(NewDraft())
	h.SetName("")
	got := problems(h.Draft())
	want := []string{"the setup has no name", "White has no T", "Black has no T"}
	if !slices.Equal(got, want) {
		t.Errorf("problems of an empty nameless draft: %q", got)
	}
	h.SetName("x")
	h.Place(sq("a1"), whiteT)
	h.Place(sq("a2"), whiteT)
	h.Place(sq("f6"), terrace.Piece{Seat: 1, Size: 1, T: true})
	h.Place(sq("c3"), terrace.Piece{Seat: 1, Size: 2})
	h.Place(sq("d3"), terrace.Piece{Seat: 1, Size: 2})
	if got := problems(h.Draft()); !slices.Equal(got, []string{"White has 2 Ts; each player has exactly one"}) {
		t.Errorf("problems: %q", got)
	}
	if got := h.Draft().Counts(); !reflect.DeepEqual(got, [][]int{{2, 0, 0, 0}, {1, 0, 2, 0}}) {
		t.Errorf("counts: %v", got)
	}
}

func TestDirtyUntilSaved(t *testing.T) {
	h := NewHistory(NewDraft())
	if h.Dirty() {
		t.Error("a fresh draft has no changes")
	}
	h.Place(sq("a1"), whiteT)
	if !h.Dirty() {
		t.Error("a placed piece is a change")
	}
	h.Undo()
	if h.Dirty() {
		t.Error("undoing back to the saved draft leaves no change")
	}
	h.Redo()
	h.MarkSaved()
	if h.Dirty() {
		t.Error("saved")
	}
}

// A position built in the editor, written out and read back by the setup
// reader, is the same position with the same name, description and seats.
func TestRoundTripThroughTheSetupReader(t *testing.T) {
	h := NewHistory(NewDraft())
	h.SetName(`Corner "rush"`)
	h.SetDescription("Both Ts near home.\nFour players.")
	h.SetSize(8)
	h.SetPlayers(4)
	h.SetFirst(2)
	for seat, s := range []string{"b1", "a2", "g8", "h7"} {
		h.Place(sq(s), terrace.Piece{Seat: seat, Size: 1, T: true})
	}
	h.Place(sq("d4"), terrace.Piece{Seat: 3, Size: 4})
	d := h.Draft()
	s, err := setups.Parse("corner.toml", "terrace/corner", d.Encode())
	if err != nil {
		t.Fatalf("%v\n%s", err, d.Encode())
	}
	p, _ := setups.Position[terrace.Position](s)
	if s.Name != d.Name || s.Description != d.Description || !reflect.DeepEqual(s.Seats, d.Seats) || !reflect.DeepEqual(p, d.Position()) {
		t.Errorf("read back differently:\n%+v\n%+v", p, d.Position())
	}
	back, ok := FromSetup(s)
	if !ok || !back.equal(d) {
		t.Errorf("the draft from the file differs: %+v", back)
	}
	if !strings.Contains(string(d.Encode()), "first = \"black\"") {
		t.Error("the first seat is not written")
	}
}

// problems are the draft's problems in words, the seats named by their
// colours as the editor names them.
func problems(d Draft) []string {
	var out []string
	for _, p := range d.Problems() {
		out = append(out, i18n.Explain(p, d.seatName))
	}
	return out
}
