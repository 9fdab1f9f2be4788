package session

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"boardshelf/records"
	"boardshelf/rules"
	"boardshelf/setups"
)

// treeText writes the tree as PGN does: each variation in parentheses
// after the move it is played instead of, a NAG after its move, a
// comment in braces, the move shown in brackets.
func treeText(h *history) string {
	var parts []string
	var line func(first *Node)
	line = func(first *Node) {
		for n := first; n != nil; n = firstChild(n) {
			s := n.Move.String() + n.note.NAG
			if n == h.shown() {
				s = "[" + s + "]"
			}
			if n.note.Comment != "" {
				s += " {" + n.note.Comment + "}"
			}
			parts = append(parts, s)
			if siblings := n.parent.children; siblings[0] == n {
				for _, v := range siblings[1:] {
					parts = append(parts, "(")
					line(v)
					parts = append(parts, ")")
				}
			}
		}
	}
	line(firstChild(h.root))
	return strings.ReplaceAll(strings.ReplaceAll(strings.Join(parts, " "), "( ", "("), " )", ")")
}

// played is the game's own history, the moves it shows played.
func played(h *history) string {
	var s []string
	for _, m := range h.game.(interface{ History() []rules.Move }).History() {
		s = append(s, m.String())
	}
	return strings.Join(s, " ")
}

func TestAMoveAtAnEarlierPlyBeginsAVariationAndKeepsTheLine(t *testing.T) {
	h := historyOf(t, "terrace/long", "c2-d3", "e5-e4", "d1-e3", "b5-b4")
	h.goTo(2)
	playAll(t, h, "c1-c3", "b5-b4")
	if got := treeText(h); got != "c2-d3 e5-e4 d1-e3 (c1-c3 [b5-b4]) b5-b4" {
		t.Fatalf("the variation: %s", got)
	}
	if got := lineText(h); got != "c2-d3 e5-e4 c1-c3 [b5-b4]" {
		t.Errorf("the line followed is the variation's: %s", got)
	}
	if len(h.mainLine()) != 4 || h.shown().Main() || h.shown().VariationStart().Move.String() != "c1-c3" {
		t.Errorf("the main line is the game's; the move shown is in the variation from c1-c3")
	}
	// The main line's own move, played again, steps along it.
	h.goTo(2)
	playAll(t, h, "d1-e3")
	if got := treeText(h); got != "c2-d3 e5-e4 [d1-e3] (c1-c3 b5-b4) b5-b4" || lineText(h) != "c2-d3 e5-e4 [d1-e3] b5-b4" {
		t.Errorf("the line's own move: %s, line %s", got, lineText(h))
	}
	// So does the variation's.
	h.goTo(2)
	playAll(t, h, "c1-c3")
	if got := treeText(h); got != "c2-d3 e5-e4 d1-e3 ([c1-c3] b5-b4) b5-b4" || len(h.root.children[0].children[0].children) != 2 {
		t.Errorf("the variation's move again: %s", got)
	}
}

func TestShowingAMoveOfAnotherLineFollowsIt(t *testing.T) {
	h := historyOf(t, "terrace/long", "c2-d3", "e5-e4", "d1-e3", "b5-b4")
	h.goTo(2)
	playAll(t, h, "c1-c3", "b5-b4", "d3-d4")
	inVariation := h.shown()
	main4 := h.root.children[0].children[0].children[0].children[0]
	h.show(main4)
	if played(h) != "c2-d3 e5-e4 d1-e3 b5-b4" || lineText(h) != "c2-d3 e5-e4 d1-e3 [b5-b4]" {
		t.Errorf("showing the main line's 4th move: game %q, line %s", played(h), lineText(h))
	}
	h.show(inVariation)
	if played(h) != "c2-d3 e5-e4 c1-c3 b5-b4 d3-d4" || h.At() != 5 {
		t.Errorf("showing the variation's last move: game %q at %d", played(h), h.At())
	}
	h.show(h.root)
	if played(h) != "" || h.At() != 0 || lineText(h) != "c2-d3 e5-e4 c1-c3 b5-b4 d3-d4" {
		t.Errorf("the start keeps the line followed: %q, %s", played(h), lineText(h))
	}
}

func TestPromotingAVariationMakesItTheMainLine(t *testing.T) {
	h := historyOf(t, "terrace/long", "c2-d3", "e5-e4", "d1-e3", "b5-b4")
	h.goTo(2)
	playAll(t, h, "c1-c3", "b5-b4")
	h.goTo(3)
	playAll(t, h, "e4-e3") // a variation in the variation
	h.promote(h.shown())
	if got := treeText(h); got != "c2-d3 e5-e4 c1-c3 (d1-e3 b5-b4) [e4-e3] (b5-b4)" {
		t.Errorf("promoted: %s", got)
	}
	if lineText(h) != "c2-d3 e5-e4 c1-c3 [e4-e3]" || played(h) != "c2-d3 e5-e4 c1-c3 e4-e3" {
		t.Errorf("promoting moves nothing on the board: %s", lineText(h))
	}
	if m := h.mainLine(); len(m) != 4 || m[3].Move.String() != "e4-e3" {
		t.Errorf("the main line: %v", m)
	}
}

func TestDeletingAVariationShowsWhereItBegan(t *testing.T) {
	h := historyOf(t, "terrace/long", "c2-d3", "e5-e4", "d1-e3", "b5-b4")
	h.goTo(2)
	playAll(t, h, "c1-c3", "b5-b4")
	if h.remove(h.root.children[0]) {
		t.Error("the main line was deleted")
	}
	if !h.remove(h.shown()) {
		t.Fatal("the variation was not deleted")
	}
	if got := treeText(h); got != "c2-d3 [e5-e4] d1-e3 b5-b4" || played(h) != "c2-d3 e5-e4" {
		t.Errorf("after deleting the variation shown: %s, game %q", got, played(h))
	}
	// Deleting a variation not shown leaves the position alone.
	playAll(t, h, "c1-c3")
	h.show(h.root.children[0].children[0].children[0].children[0])
	h.remove(h.root.children[0].children[0].children[1])
	if got := treeText(h); got != "c2-d3 e5-e4 d1-e3 [b5-b4]" || played(h) != "c2-d3 e5-e4 d1-e3 b5-b4" {
		t.Errorf("after deleting a variation not shown: %s", got)
	}
}

func TestAGameThatNeverBranchesReplacesItsLine(t *testing.T) {
	h := historyOf(t, "terrace/long", "c2-d3", "e5-e4", "d1-e3", "b5-b4")
	h.goTo(2)
	m, _ := rules.ParseMove(h.game, "c1-c3")
	if err := h.play(m, 0, false); err != nil {
		t.Fatal(err)
	}
	if got := treeText(h); got != "c2-d3 e5-e4 [c1-c3]" {
		t.Errorf("the new line replaces the old: %s", got)
	}
	h.undo()
	if got := treeText(h); got != "c2-d3 [e5-e4] d1-e3 b5-b4" {
		t.Errorf("undo brings the old line back, the new one gone: %s", got)
	}
}

// A game against the computer branches only once it is over; a shared
// game never does; a game at one table always.
func TestOnlyAnalysisBranches(t *testing.T) {
	if s, _ := newSession(t, Config{}); !s.Branching() {
		t.Error("a game at one table should branch")
	}
	s, _ := newSession(t, Config{Seats: []Driver{Person{}, &driver{}}})
	if s.Branching() {
		t.Error("a game against the computer in progress should not branch")
	}
	s.Play(rules.Resign)
	if !s.Branching() {
		t.Error("a game against the computer that is over should branch")
	}
	if s, _ := newSession(t, Config{Shared: true}); s.Branching() {
		t.Error("a shared game should not branch")
	}
}

// A tree's variations and notes, written as a record's and read back
// onto a new session, make the same tree.
func TestTheTreeSurvivesARecord(t *testing.T) {
	s, _ := newSession(t, Config{})
	play := func(moves ...string) {
		for _, text := range moves {
			m, err := rules.ParseMove(s.Game(), text)
			if err != nil {
				t.Fatal(err)
			}
			s.Play(m)
		}
	}
	play("c2-d3", "e5-e4", "d1-e3", "b5-b4")
	s.GoTo(2)
	play("c1-c3", "b5-b4")
	s.SetNote(s.Shown(), Note{Comment: "the better try", NAG: "!?"})
	s.GoTo(3)
	play("e4-e3")
	s.SetNote(s.Tree(), Note{Comment: "a quiet start", Marks: []records.Mark{{From: "c2", To: "d3", Colour: "green"}}})
	s.SetNote(s.Tree(), Note{NAG: "!"}) // the start is no move: no NAG
	s.Show(s.Tree().Children()[0].Children()[0].Children()[0].Children()[0])
	want := treeText(s.hist)
	if want != "c2-d3 e5-e4 d1-e3 (c1-c3 b5-b4!? {the better try} (e4-e3)) [b5-b4]" {
		t.Fatalf("the tree: %s", want)
	}
	r := records.Record{Game: "terrace", Setup: string(mustSource(t, "terrace/long")), Seats: []string{"white", "black"}}
	for _, m := range s.MainLine() {
		r.Moves = append(r.Moves, m.Move.String())
	}
	r.Notes = s.Notes()
	back, err := records.Decode("saved.toml", records.Encode(r))
	if err != nil {
		t.Fatal(err)
	}
	_, g, steps, err := back.Replay("saved.toml")
	if err != nil {
		t.Fatal(err)
	}
	var line []Played
	for _, st := range steps {
		line = append(line, Played{st.Move, st.Seat})
	}
	again := New(Config{Game: g, Line: line, At: len(line), Notes: back.Notes})
	if got := treeText(again.hist); got != want {
		t.Errorf("read back: %s\nwant        %s", got, want)
	}
	if got := again.Tree().Note(); got.Comment != "a quiet start" || len(got.Marks) != 1 || got.Marks[0].String() != "c2-d3 green" {
		t.Errorf("the start's note: %+v", got)
	}
}

func mustSource(t *testing.T, id string) []byte {
	t.Helper()
	s, err := setups.Default.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	return s.Source
}

// A move that began a variation and waits for Confirm, taken back, takes
// its variation with it.
func TestAMoveTakenBackTakesItsVariation(t *testing.T) {
	s, _ := newSession(t, Config{Confirm: func() bool { return true }})
	for _, text := range []string{"c2-d3", "e5-e4", "d1-e3"} {
		m, _ := rules.ParseMove(s.Game(), text)
		s.Play(m)
		s.Confirm()
	}
	s.GoTo(2)
	m, _ := rules.ParseMove(s.Game(), "c1-c3")
	s.Play(m)
	s.TakeBack()
	if got := treeText(s.hist); got != "c2-d3 [e5-e4] d1-e3" {
		t.Errorf("taken back: %s", got)
	}
}

// Trees grown at random, in every game — moves played, other positions
// shown, variations begun inside variations, notes written — come back
// whole through a record.
func TestRandomTreesSurviveARecord(t *testing.T) {
	for i, id := range []string{"terrace/long", "terachess/standard", "sixmaking/standard", "chessrace/classic-3"} {
		g, err := setups.Open(id)
		if err != nil {
			t.Fatal(err)
		}
		s := New(Config{Game: g, Seed: 1})
		rng := rand.New(rand.NewPCG(uint64(i), 9))
		var nodes []*Node
		for range 120 {
			switch k := rng.IntN(10); {
			case k < 7:
				if moves := s.Game().Moves(); len(moves) > 0 && !s.Game().Status().Over {
					s.Play(moves[rng.IntN(len(moves))])
					nodes = append(nodes, s.Shown())
				}
			case k < 9 && len(nodes) > 0:
				s.Show(nodes[rng.IntN(len(nodes))])
			default:
				s.SetNote(s.Shown(), Note{Comment: fmt.Sprint("note ", k), NAG: records.NAGs[rng.IntN(len(records.NAGs))]})
			}
		}
		want := treeText(s.hist)
		r := records.Record{Game: strings.Split(id, "/")[0], Setup: string(mustSource(t, id))}
		for _, m := range s.MainLine() {
			r.Moves = append(r.Moves, m.Move.String())
		}
		r.Notes = s.Notes()
		back, err := records.Decode("random.toml", records.Encode(r))
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		_, end, steps, err := back.Replay("random.toml")
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		var line []Played
		for _, st := range steps {
			line = append(line, Played{st.Move, st.Seat})
		}
		again := New(Config{Game: end, Line: line, At: len(line), Notes: back.Notes})
		got := treeText(again.hist)
		// The position shown differs (the main line's end); the tree not.
		if strip(got) != strip(want) || len(r.Notes.Variations) == 0 {
			t.Errorf("%s, %d variations: read back\n%s\nwant\n%s", id, len(r.Notes.Variations), got, want)
		}
	}
}

// strip takes the brackets of the move shown off a tree's text.
func strip(s string) string { return strings.NewReplacer("[", "", "]", "").Replace(s) }
