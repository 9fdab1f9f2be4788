package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
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
	tapOverlayButton(t, u.win, "Licences…")
	text := overlayText(u.win)
	for _, o := range test.LaidOutObjects(u.win.Canvas().Overlays().Top()) {
		if g, ok := o.(*widget.TextGrid); ok {
			text = g.Text()
		}
	}
	if !strings.Contains(text, "BSD") || !strings.Contains(text, "fyne.io/fyne/v2") {
		t.Errorf("the licences shown: %.200q", text)
	}
}
