package play

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"boardshelf/ai"
	"boardshelf/records"
	"boardshelf/rules"
)

// playNotation plays moves by their notation through the screen.
func playNotation(t *testing.T, p *Screen, moves ...string) {
	t.Helper()
	for _, text := range moves {
		m, err := rules.ParseMove(p.game, text)
		if err != nil {
			t.Fatal(err)
		}
		p.Play(m)
	}
}

// rowTexts are the move list's rows as they read.
func rowTexts(p *Screen) []string {
	var rows []string
	for i := range p.moveList.Length() {
		text, _ := p.moveRow(i)
		rows = append(rows, text)
	}
	return rows
}

// A move played at an earlier position of a game at one table begins a
// variation: the move list shows it indented under the move it is
// played instead of, the game's own line kept; a click on any move goes
// there.
func TestTheMoveListShowsAVariation(t *testing.T) {
	u := start(t, "terrace/long")
	p := u.play
	playNotation(t, p, "c2-d3", "e5-e4", "d1-e3", "b5-b4")
	p.GoTo(2)
	playNotation(t, p, "c1-c3")
	rows := rowTexts(p)
	if len(rows) != 5 || !strings.HasPrefix(rows[2], "3. ") || !strings.HasPrefix(rows[3], "\u20033. ") ||
		!strings.Contains(rows[3], "c1-c3") || !strings.HasPrefix(rows[4], "4. ") || !strings.Contains(rows[4], "b5-b4") {
		t.Fatalf("the move list: %q", rows)
	}
	if _, bold := p.moveRow(3); !bold || shownLabel(u.win, rows[3]) == nil {
		t.Errorf("the variation's move should be drawn, in bold as the move shown")
	}
	p.moveList.Select(4) // the main line's b5-b4
	if p.At() != 4 || lineOf(p) != "c2-d3 e5-e4 d1-e3 b5-b4" {
		t.Errorf("a click on the main line's last move: at %d of %q", p.At(), lineOf(p))
	}
	p.moveList.Select(3)
	if p.At() != 3 || lineOf(p) != "c2-d3 e5-e4 c1-c3" {
		t.Errorf("a click on the variation: at %d of %q", p.At(), lineOf(p))
	}
	if r := p.Record(); len(r.Moves) != 4 || len(r.Notes.Variations) != 1 || r.TakenBack != 2 {
		t.Errorf("the record keeps the main line and the variation, shown where it begins: %+v", r)
	}
}

// Against the computer, while the game goes on, a move at an earlier
// position replaces the line as before: no variation.
func TestAGameAgainstTheComputerDoesNotBranch(t *testing.T) {
	u, queue := startWith(t, "terrace/long", Human, Player{true, ai.Easy})
	p := u.play
	playNotation(t, p, "c2-d3")
	step(t, queue)
	p.GoTo(0)
	playNotation(t, p, "c1-c3")
	if rows := rowTexts(p); len(rows) != 1 {
		t.Errorf("the move list: %q", rows)
	}
}

// moveRowNamed is the move list's row that reads text.
func moveRowNamed(t *testing.T, p *Screen, text string) *moveRowWidget {
	t.Helper()
	for _, o := range test.LaidOutObjects(p.moveList) {
		if r, ok := o.(*moveRowWidget); ok && r.content.Objects[0].(*widget.Label).Text == text {
			return r
		}
	}
	t.Fatalf("no row reads %q", text)
	return nil
}

// popUpItem is the item of the pop-up menu on top that reads text: the
// innermost object that takes a tap and holds the text.
func popUpItem(w fyne.Window, text string) fyne.Tappable {
	top := w.Canvas().Overlays().Top()
	if top == nil {
		return nil
	}
	var item fyne.Tappable
	for _, o := range test.LaidOutObjects(top) {
		tappable, ok := o.(fyne.Tappable)
		if !ok {
			continue
		}
		for _, inner := range test.LaidOutObjects(o) {
			if c, ok := inner.(*canvas.Text); ok && c.Text == text {
				item = tappable
			}
		}
	}
	return item
}

// A right click on a move opens its menu, whose marks set the move's NAG,
// shown after it and kept in the record.
func TestARightClickOnAMoveSetsItsNAG(t *testing.T) {
	u := start(t, "terrace/long")
	p := u.play
	playNotation(t, p, "c2-d3", "e5-e4", "d1-e3")
	second, _ := p.moveRow(1)
	row := moveRowNamed(t, p, second)
	test.TapSecondary(row)
	item := popUpItem(u.win, "?!  Dubious move")
	if item == nil {
		t.Fatal("the move's menu has no ?!")
	}
	saved := u.saved
	test.Tap(item)
	if text, _ := p.moveRow(1); text != second+" ?!" {
		t.Errorf("the row reads %q", text)
	}
	if r := p.Record(); r.Notes.NAGs[records.Place{Ply: 2}] != "?!" || u.saved == saved {
		t.Errorf("the record's NAGs: %v; kept: %v", r.Notes.NAGs, u.saved > saved)
	}
	// The mark chosen again is taken off.
	test.TapSecondary(moveRowNamed(t, p, second+" ?!"))
	test.Tap(popUpItem(u.win, "?!  Dubious move"))
	if text, _ := p.moveRow(1); text != second {
		t.Errorf("the mark chosen again should come off: %q", text)
	}
}

// The marks drawn in a position are kept with it.
func TestMarksAreKeptPerPosition(t *testing.T) {
	u := start(t, "terrace/long")
	p := u.play
	playNotation(t, p, "c2-d3", "e5-e4")
	arrow := []records.Mark{{From: "d3", To: "d4", Colour: "green"}, {From: "e4", Colour: "red"}}
	p.SetMarks(arrow)
	p.GoTo(1)
	if len(p.Marks()) != 0 {
		t.Errorf("another position shows the marks: %v", p.Marks())
	}
	p.GoTo(2)
	if got := p.Marks(); len(got) != 2 || got[0] != arrow[0] || got[1] != arrow[1] {
		t.Errorf("the marks back: %v", got)
	}
	if r := p.Record(); len(r.Notes.Marks[records.Place{Ply: 2}]) != 2 {
		t.Errorf("the record's marks: %v", r.Notes.Marks)
	}
}

// Comment… asks for the move's comment, shown under it once kept.
func TestACommentIsWrittenFromTheMovesMenu(t *testing.T) {
	u := start(t, "terrace/long")
	p := u.play
	playNotation(t, p, "c2-d3", "e5-e4")
	first, _ := p.moveRow(0)
	test.TapSecondary(moveRowNamed(t, p, first))
	test.Tap(popUpItem(u.win, "Comment…"))
	var entry *widget.Entry
	for _, o := range test.LaidOutObjects(u.win.Canvas().Overlays().Top()) {
		if e, ok := o.(*widget.Entry); ok {
			entry = e
		}
	}
	if entry == nil {
		t.Fatal("no entry for the comment")
	}
	test.Type(entry, "the usual start")
	keep := false
	for _, o := range test.LaidOutObjects(u.win.Canvas().Overlays().Top()) {
		if b, ok := o.(*widget.Button); ok && b.Text == "Keep" {
			test.Tap(b)
			keep = true
		}
	}
	if !keep {
		t.Fatal("the dialog has no Keep")
	}
	if text, _ := p.moveRow(0); text != first+"\nthe usual start" {
		t.Errorf("the row reads %q", text)
	}
	if r := p.Record(); r.Notes.Comments[records.Place{Ply: 1}] != "the usual start" {
		t.Errorf("the record's comments: %v", r.Notes.Comments)
	}
}

// A variation's menu promotes it to the main line, or deletes it; the
// main line's offers neither.
func TestPromotingAndDeletingFromTheMenu(t *testing.T) {
	u := start(t, "terrace/long")
	p := u.play
	playNotation(t, p, "c2-d3", "e5-e4", "d1-e3")
	p.GoTo(2)
	playNotation(t, p, "c1-c3")
	menu := p.moveMenu(p.Shown())
	main := p.moveMenu(p.Shown().Parent().Children()[0])
	items := func(m *fyne.Menu) map[string]*fyne.MenuItem {
		byLabel := map[string]*fyne.MenuItem{}
		for _, it := range m.Items {
			byLabel[it.Label] = it
		}
		return byLabel
	}
	if !items(main)["Promote variation"].Disabled || !items(main)["Delete variation"].Disabled {
		t.Error("the main line's menu offers to promote or delete it")
	}
	items(menu)["Promote variation"].Action()
	if r := p.Record(); strings.Join(r.Moves, " ") != "c2-d3 e5-e4 c1-c3" || r.Notes.Variations[0].Moves[0] != "d1-e3" {
		t.Errorf("promoted: %v, %+v", r.Moves, r.Notes.Variations)
	}
	old := p.moveMenu(p.Shown().Parent().Children()[1])
	items(old)["Delete variation"].Action()
	if rows := rowTexts(p); len(rows) != 3 || len(p.Record().Notes.Variations) != 0 {
		t.Errorf("deleted: %q", rows)
	}
}
