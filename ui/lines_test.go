package ui

import (
	"path/filepath"
	"reflect"
	"testing"

	"boardshelf/records"
	"boardshelf/rules"
)

// Variations, comments, NAGs and marks survive saving a game and opening
// it again, and a screen drawn afresh (a new language).
func TestVariationsAndMarksSurviveSaveAndLoad(t *testing.T) {
	u := start(t, "terrace/long")
	p := u.play
	for _, text := range []string{"c2-d3", "e5-e4", "d1-e3", "b5-b4"} {
		m, err := rules.ParseMove(p.Game(), text)
		if err != nil {
			t.Fatal(err)
		}
		p.Play(m)
	}
	p.GoTo(2)
	m, _ := rules.ParseMove(p.Game(), "c1-c3")
	p.Play(m)
	p.SetNAG(p.Shown(), "!?")
	p.SetComment(p.Shown(), "quieter")
	p.SetMarks([]records.Mark{{From: "c3", To: "c5", Colour: "blue"}, {From: "e4", Colour: "red"}})
	p.GoTo(0)
	p.SetComment(p.Shown(), "the start")
	end := p.Shown()
	for len(end.Children()) > 0 {
		end = end.Children()[0] // the main line's end
	}
	p.Show(end)
	want := p.Record()
	if len(want.Notes.Variations) != 1 || len(want.Notes.Comments) != 2 || len(want.Notes.Marks) != 1 {
		t.Fatalf("the record's notes: %+v", want.Notes)
	}
	name := filepath.Join(t.TempDir(), "game"+recordExt)
	u.writeRecord(p, name)

	u.showPicker()
	u.openFile(name)
	if u.play == nil {
		t.Fatal("the record does not open")
	}
	got := u.play.Record()
	if !reflect.DeepEqual(got.Notes, want.Notes) || !reflect.DeepEqual(got.Moves, want.Moves) || u.play.At() != 4 {
		t.Errorf("opened again: %+v at %d\nsaved %+v", got.Notes, u.play.At(), want.Notes)
	}
	u.reshow(u.play)
	if again := u.play.Record(); !reflect.DeepEqual(again.Notes, want.Notes) {
		t.Errorf("drawn afresh: %+v", again.Notes)
	}
}
