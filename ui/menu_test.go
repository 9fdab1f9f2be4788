package ui

import (
	"boardshelf/assets"
	"boardshelf/ui/view/viewtest"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// Every game's help fits a small window: its text scrolls, and the Close
// button stays inside the window, below the text.
func TestHelpFitsASmallWindow(t *testing.T) {
	for _, setup := range []string{"terrace/long", "terachess/standard", "sixmaking/sixth", "chessrace/classic"} {
		u := start(t, setup)
		u.win.Resize(fyne.NewSize(800, 560))
		u.showHowTo()
		room := u.win.Canvas().Size()
		var closeBtn *widget.Button
		var text *container.Scroll
		for _, o := range test.LaidOutObjects(u.win.Canvas().Overlays().Top()) {
			switch o := o.(type) {
			case *widget.Button:
				closeBtn = o
			case *container.Scroll:
				text = o
			}
		}
		if closeBtn == nil || text == nil {
			t.Fatalf("%s: the help has no Close button or no scrolling text", setup)
		}
		at := fyne.CurrentApp().Driver().AbsolutePositionForObject
		if end := at(closeBtn).Y + closeBtn.Size().Height; end > room.Height {
			t.Errorf("%s: the Close button ends at %.0f, below the %.0f px window", setup, end, room.Height)
		}
		if textEnd := at(text).Y + text.Size().Height; textEnd > at(closeBtn).Y {
			t.Errorf("%s: the text runs under the Close button", setup)
		}
	}
}

// About > Licences shows the licences shipped, Boardshelf's first.
func TestTheLicencesAreShown(t *testing.T) {
	u := start(t)
	u.showAbout()
	viewtest.Press(t, u.win, "Licences…")
	var list *widget.List
	for _, o := range test.LaidOutObjects(u.win.Canvas().Overlays().Top()) {
		if l, ok := o.(*widget.List); ok {
			list = l
		}
	}
	if list == nil {
		t.Fatal("the licences are not listed")
	}
	shown := func() string { // the lines in sight
		var lines []string
		for _, o := range test.LaidOutObjects(list) {
			if t, ok := o.(*canvas.Text); ok && t.Visible() {
				lines = append(lines, t.Text)
			}
		}
		return strings.Join(lines, "\n")
	}
	if !strings.Contains(shown(), "BSD") {
		t.Errorf("the licences begin: %.200q", shown())
	}
	list.ScrollTo(slices.IndexFunc(strings.Split(assets.Notices, "\n"), func(l string) bool { return strings.Contains(l, "fyne.io/fyne/v2") }))
	if !strings.Contains(shown(), "fyne.io/fyne/v2") {
		t.Errorf("Fyne's licence is not among them: %.200q", shown())
	}
}
