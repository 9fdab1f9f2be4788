package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"

	"boardshelf/interchange"
	"boardshelf/interchange/boardspace"
	"boardshelf/records"
)

// A Boardspace game opens as a game with no file of its own (Save game
// asks where, never writing over the other program's file), each of its
// moves played; exported again, it reads as the same game.
func TestABoardspaceGameOpensAndExportsAgain(t *testing.T) {
	u := start(t, "terrace/short")
	sample := filepath.Join("..", "interchange", "boardspace", "testdata", "standard-people.sgf")
	u.openFile(sample)
	if u.play == nil || u.play.Setup().Game != "sixmaking" {
		t.Fatal("the Boardspace game did not open")
	}
	if u.play.File() != "" {
		t.Errorf("the imported game is kept in %s", u.play.File())
	}
	if !strings.Contains(u.play.Message(), "Imported from standard-people.sgf (Boardspace SGF)") {
		t.Errorf("the screen says %q", u.play.Message())
	}
	imported := lineOf(u.play)
	if n := len(u.play.Line()); n != 25 {
		t.Errorf("%d moves imported, want the file's 25", n)
	}

	out := filepath.Join(t.TempDir(), "again.sgf")
	w, err := storage.Writer(storage.NewFileURI(out))
	if err != nil {
		t.Fatal(err)
	}
	u.writeExport(u.recordOf(u.play), foreignFormats(), w)
	if !strings.Contains(u.play.Message(), "Exported to "+out+" (Boardspace SGF)") {
		t.Errorf("after the export the screen says %q", u.play.Message())
	}
	again, _, err := interchange.ReadFile(foreignFormats(), out)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(again.Moves, " "); got != imported {
		t.Errorf("exported and read again:\n%s\nimported:\n%s", got, imported)
	}
}

// A foreign file with a move that is not legal opens nothing: the game on
// screen stays, and the player reads which move it is.
func TestAnIllegalForeignGameIsRefusedInWords(t *testing.T) {
	u := start(t, "terrace/short")
	before := u.play
	u.openFile(filepath.Join("..", "interchange", "boardspace", "testdata", "illegal.sgf"))
	if u.play != before {
		t.Error("a game that is not legal replaced the game on screen")
	}
	if text := overlayText(u.win); !strings.Contains(text, "This game cannot be imported") || !strings.Contains(text, "move 5") {
		t.Errorf("the window says %q", text)
	}
}

// A game no other program's format holds is not exported, in words; an
// export that fails leaves the file chosen as it was.
func TestAGameNoFormatHoldsIsNotExported(t *testing.T) {
	u := start(t, "chessrace/classic")
	u.exportGameAs()
	if text := overlayText(u.win); !strings.Contains(text, "No other program's format holds games of Chess Race yet") {
		t.Errorf("the window says %q", text)
	}
	out := filepath.Join(t.TempDir(), "kept.sgf")
	if err := os.WriteFile(out, []byte("as it was"), 0o644); err != nil {
		t.Fatal(err)
	}
	w, err := storage.Writer(storage.NewFileURI(out))
	if err != nil {
		t.Fatal(err)
	}
	u.writeExport(records.Record{Game: "terrace"}, []*interchange.Format{boardspace.Format}, w)
	if data, _ := os.ReadFile(out); string(data) != "as it was" {
		t.Errorf("a failed export left %q", data)
	}
}

// A game of another program dropped on the window opens as Import does.
func TestAForeignGameDroppedOnTheWindowOpens(t *testing.T) {
	u := start(t, "terrace/short")
	sample, err := filepath.Abs(filepath.Join("..", "interchange", "jocly", "testdata", "engine-notes.pjn"))
	if err != nil {
		t.Fatal(err)
	}
	u.dropped(fyne.NewPos(10, 10), []fyne.URI{storage.NewFileURI(sample)})
	if u.play == nil || u.play.Setup().Game != "terachess" || len(u.play.Line()) == 0 {
		t.Fatal("the Jocly game dropped did not open")
	}
	if !strings.Contains(u.play.Message(), "Imported from engine-notes.pjn (Jocly PJN)") {
		t.Errorf("the screen says %q", u.play.Message())
	}
}

// Export as… offers no format that cannot hold the game on screen, and
// says why: Abstract Play plays Terrace with two players only.
func TestExportTellsWhyNoFormatHoldsTheGame(t *testing.T) {
	u := start(t, "terrace/three-player")
	u.exportGameAs()
	if text := overlayText(u.win); !strings.Contains(text, "This game cannot be exported") || !strings.Contains(text, "two players") {
		t.Errorf("the window says %q", text)
	}
}

// A move that is not legal in another program's game names its seat as
// the app does, in the player's language: "Black", not "player 2".
func TestAnIllegalForeignMoveNamesTheSeatByItsColour(t *testing.T) {
	u := start(t, "terrace/short")
	u.openFile(filepath.Join("..", "interchange", "abstractplay", "testdata", "illegal.json"))
	if text := overlayText(u.win); !strings.Contains(text, "not legal") || strings.Contains(text, "player 2") || !strings.Contains(text, "Black") {
		t.Errorf("the window says %q", text)
	}
}
