package ui

import (
	"cmp"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"boardshelf/interchange"
	"boardshelf/interchange/formats"
	"boardshelf/records"
	"boardshelf/ui/i18n"
)

// Games kept by other programs (package interchange) open as games with
// no file of their own, so that Save never writes a Boardshelf record over
// another program's file; Export as… writes the game on screen in another
// program's format.

// foreignFormats are the other programs' formats.
func foreignFormats() []*interchange.Format {
	return slices.DeleteFunc(formats.All(), func(f *interchange.Format) bool { return f == interchange.Native })
}

// extensionsOf are the file extensions of fs.
func extensionsOf(fs []*interchange.Format) []string {
	var exts []string
	for _, f := range fs {
		exts = append(exts, f.Extensions...)
	}
	return exts
}

// isForeign reports whether the file name is, by its extension, another
// program's game.
func isForeign(name string) bool {
	return slices.Contains(extensionsOf(foreignFormats()), strings.ToLower(filepath.Ext(name)))
}

// chooseImport lets the player open a game kept by another program.
func (u *App) chooseImport() {
	u.askToOpen(lang.L("This game cannot be imported"), extensionsOf(foreignFormats()))
}

// importFileNow opens another program's game: every move played through
// the rules, or a few words on the move that is not legal, the game on
// screen left as it was.
func (u *App) importFileNow(name string) {
	r, f, err := interchange.ReadFile(foreignFormats(), name)
	var sg *savedGame
	if err == nil {
		sg, err = replaySaved(name, &r)
	}
	if err != nil {
		u.showError(lang.L("This game cannot be imported"), err)
		return
	}
	u.showSaved(sg, "")
	u.addRecent(name)
	if u.play != nil {
		u.play.Say(lang.L("Imported from {{.File}} ({{.Format}})",
			map[string]any{"File": filepath.Base(name), "Format": f.Name}))
	}
}

// exportGameAs writes the game on screen in a format of another program
// that carries its game, chosen by the file's extension.
func (u *App) exportGameAs() {
	p := u.play
	if p == nil {
		return
	}
	r := u.recordOf(p)
	// Only the formats that hold this game are offered (Abstract Play's
	// Terrace has two players, Boardspace's Six MaKING two boards): each
	// is tried in memory, and when none holds it the first one's reason
	// is told.
	var carrying []*interchange.Format
	var why error
	for _, f := range foreignFormats() {
		if !f.Carries(r.Game) {
			continue
		}
		if _, err := interchange.Export(f, r); err != nil {
			why = cmp.Or(why, err)
			continue
		}
		carrying = append(carrying, f)
	}
	if len(carrying) == 0 {
		if why == nil {
			why = errors.New(lang.L("No other program's format holds games of {{.Game}} yet", map[string]any{"Game": p.Kind().LocalName()}))
		}
		u.showError(lang.L("This game cannot be exported"), why)
		return
	}
	name := fmt.Sprintf("%s-%s", r.Game, time.Now().Format("2006-01-02-1504"))
	if p.File() != "" {
		name = strings.TrimSuffix(filepath.Base(p.File()), filepath.Ext(p.File()))
	}
	u.askToSave(name+carrying[0].Extensions[0], extensionsOf(carrying), p.File(), func(w fyne.URIWriteCloser) {
		u.writeExport(r, carrying, w)
	})
}

// writeExport writes r to the file the save dialog chose, in the format of
// its extension; on a problem nothing is written (the writer is never
// closed, so the file stays as it was) and the player is told.
func (u *App) writeExport(r records.Record, carrying []*interchange.Format, w fyne.URIWriteCloser) {
	name := w.URI().Path()
	f, err := interchange.ByExtension(carrying, name)
	var data []byte
	if err == nil {
		data, err = interchange.Export(f, r)
	}
	if err == nil {
		_, err = w.Write(data)
		if cerr := w.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		u.showError(lang.L("This game cannot be exported"), err)
		return
	}
	said := lang.L("Exported to {{.File}} ({{.Format}})", map[string]any{"File": name, "Format": f.Name})
	if left := interchange.LeftOut(f, r); len(left) > 0 {
		var words []string
		for _, e := range left {
			words = append(words, i18n.Explain(e, nil))
		}
		said += "; " + lang.L("left out: {{.What}}", map[string]any{"What": strings.Join(words, ", ")})
	}
	u.play.Say(said)
}
