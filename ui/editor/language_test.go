package editor

import (
	"fmt"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"boardshelf/rules/terrace"

	"boardshelf/ui/i18n"
	"boardshelf/ui/view/viewtest"
)

// The editor in French and German, in a small window (800x600 less a title
// bar) and a large one, shows all of its words, with two players and with
// four.
func TestTheEditorFitsInEveryLanguage(t *testing.T) {
	t.Cleanup(func() { i18n.Use("en") })
	for _, code := range []string{"fr", "de"} {
		i18n.Use(code)
		for _, players := range []string{"2", "4"} {
			for _, size := range []fyne.Size{{Width: 776, Height: 552}, {Width: 1280, Height: 876}} {
				e, h := open(t, NewDraft(), "")
				e.players.SetSelected(players)
				h.win.Resize(size)
				what := code + ", " + players + " players, " + sizeText(size)
				viewtest.Fits(t, h.win, what)
				e.Choose(&whiteT)
				test.TapAt(e.board, at(e, "a1"))
				e.showMirrorMenu()
				viewtest.Fits(t, h.win, what+", the mirror menu")
				h.win.Canvas().Overlays().Top().Hide()
				e.ConfirmLeave(func() {})
				viewtest.Fits(t, h.win, what+", unsaved changes")
			}
		}
	}
}

func sizeText(s fyne.Size) string { return fmt.Sprintf("%.0fx%.0f", s.Width, s.Height) }

// A change of language rewords the editor at once and keeps the player's
// work: what can be undone, the unsaved changes, the piece chosen, the
// message, and where the divider stands.
func TestRewordSpeaksTheNewLanguageAndKeepsTheWork(t *testing.T) {
	t.Cleanup(func() { i18n.Use("en") })
	e, h := open(t, NewDraft(), "")
	black2 := terrace.Piece{Seat: 1, Size: 2}
	choose(t, e, 1, 2)
	test.TapAt(e.board, at(e, "c3"))
	e.split.Offset = 0.5
	old := e.Content()

	i18n.Use("fr")
	e.Reword()
	if e.Content() == old {
		t.Fatal("Content is still the screen in English")
	}
	h.win.SetContent(e.Content())
	words := shownWords(h.win.Content())
	for _, want := range []string{"Annuler", "Rétablir", "Vider le plateau", "Ouvrir…", "Enregistrer", "Supprimer", "Jouer", "Fermer",
		"Position", "Pièces", "Plateau", "Joueurs", "Commence", "Nom", "Pas prête :", "• Blanc n’a pas de T"} {
		if !slices.Contains(words, want) {
			t.Errorf("no %q in French; the editor shows %q", want, words)
		}
	}
	for _, english := range []string{"Undo", "Clear board", "Pieces", "Not ready:"} {
		if slices.Contains(words, english) {
			t.Errorf("%q is still in English", english)
		}
	}
	if !e.Dirty() {
		t.Error("the unsaved change is no longer unsaved")
	}
	if e.split.Offset != 0.5 {
		t.Errorf("the divider moved from 0.5 to %v", e.split.Offset)
	}
	if e.tool == nil || *e.tool != black2 || chosenItems(e) != 1 {
		t.Errorf("the piece chosen is %v, %d shown chosen; want black's 2", e.tool, chosenItems(e))
	}
	test.TapAt(e.board, at(e, "d4"))
	if e.Draft().Pieces[sq("d4")] != black2 {
		t.Errorf("a click placed %v, not the piece chosen", e.Draft().Pieces)
	}
	test.Tap(e.undoBtn)
	test.Tap(e.undoBtn)
	if n := len(e.Draft().Pieces); n != 0 || e.Dirty() {
		t.Errorf("two undos leave %d pieces, dirty %v: the edit before the change is not undone", n, e.Dirty())
	}

	// The message is worded again too.
	e.Choose(nil)
	test.TapAt(e.board, at(e, "c3"))
	i18n.Use("de")
	e.Reword()
	if want := "Wählen Sie zuerst rechts eine Figur und klicken Sie dann auf die Felder, auf die sie soll."; e.Message() != want {
		t.Errorf("the message reads %q in German", e.Message())
	}
}

// shownWords are the lines of words drawn under o.
func shownWords(o fyne.CanvasObject) []string {
	var out []string
	for _, o := range test.LaidOutObjects(o) {
		if text, ok := o.(*canvas.Text); ok && text.Visible() && text.Text != "" {
			out = append(out, text.Text)
		}
	}
	return out
}

// chosenItems counts the palette's pieces shown chosen.
func chosenItems(e *Editor) int {
	n := 0
	for _, o := range test.LaidOutObjects(e.palette) {
		if item, ok := o.(*paletteItem); ok && item.chosen {
			n++
		}
	}
	return n
}
