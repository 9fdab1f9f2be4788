package editor

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/rules"
	"boardshelf/setups"
	"boardshelf/ui/atomicfile"
	"boardshelf/ui/i18n"
	"boardshelf/ui/modal"
)

// The editor's files: saving to the user's setups folder or anywhere,
// opening, deleting, playing, and never losing unsaved changes silently.

// isUserFile reports whether the draft's file lies in the user's setups
// folder, where the picker lists it and Delete may remove it.
func (e *Editor) isUserFile() bool {
	dir := e.host.UserDir()
	if e.file == "" || dir == "" {
		return false
	}
	rel, err := filepath.Rel(dir, e.file)
	return err == nil && !strings.HasPrefix(rel, "..")
}

// Save writes the draft to its file in the user's setups folder, creating
// one named after the setup the first time; then runs done, if given.
func (e *Editor) Save(done func()) {
	d := e.Draft()
	if problems := d.Problems(); len(problems) > 0 {
		e.say(func() string {
			return lang.L("Not saved: {{.Problem}}.", map[string]any{"Problem": i18n.Explain(problems[0], d.seatName)})
		})
		return
	}
	name := e.file
	if !e.isUserFile() {
		dir := filepath.Join(e.host.UserDir(), "terrace")
		if err := os.MkdirAll(dir, 0o755); err != nil {
			e.host.ShowError(lang.L("The setup cannot be saved"), err)
			return
		}
		name = freeName(dir, setups.FileName(d.Name))
	}
	if e.write(name) && done != nil {
		done()
	}
}

// freeName is dir/file, or dir/file-2, -3, ... when that is taken.
func freeName(dir, file string) string {
	base := strings.TrimSuffix(file, ".toml")
	name := filepath.Join(dir, file)
	for i := 2; ; i++ {
		if _, err := os.Stat(name); errors.Is(err, os.ErrNotExist) {
			return name
		}
		name = filepath.Join(dir, fmt.Sprintf("%s-%d.toml", base, i))
	}
}

func (e *Editor) write(name string) bool {
	if err := setups.WriteFile(name, e.Draft().Encode()); err != nil {
		e.host.ShowError(lang.L("The setup cannot be saved"), atomicfile.Explain(name, err))
		return false
	}
	e.saved(name)
	return true
}

// saved notes that the draft now lives in file name.
func (e *Editor) saved(name string) {
	e.file = name
	e.history.MarkSaved()
	e.update()
	e.say(func() string { return lang.L("Saved to {{.File}}", map[string]any{"File": name}) })
}

// SaveRecovery keeps unsaved changes when the app must end without asking
// (a logout or shutdown): a playable draft goes to the user's setups as
// "… (recovered)", any other to recovered-setup.toml beside that folder.
func (e *Editor) SaveRecovery() {
	dir := e.host.UserDir()
	if dir == "" {
		return
	}
	d := e.Draft()
	if len(d.Problems()) > 0 {
		setups.WriteFile(filepath.Join(filepath.Dir(dir), "recovered-setup.toml"), d.Encode())
		return
	}
	d.Name = lang.L("{{.Name}} (recovered)", map[string]any{"Name": d.Name})
	folder := filepath.Join(dir, "terrace")
	if os.MkdirAll(folder, 0o755) == nil {
		setups.WriteFile(freeName(folder, setups.FileName(d.Name)), d.Encode())
	}
}

// writeTo writes the draft to the file the save dialog chose, through
// the writer it gives: the file is replaced in one step when the writer
// closes (the app installs ui/atomicfile), so a failure leaves the old file.
func (e *Editor) writeTo(w fyne.URIWriteCloser) {
	_, err := w.Write(e.Draft().Encode())
	if cerr := w.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		e.host.ShowError(lang.L("The setup cannot be saved"), atomicfile.Explain(w.URI().Path(), err))
		return
	}
	e.saved(w.URI().Path())
}

// SaveAs writes the draft to a .toml file the player chooses.
func (e *Editor) SaveAs() {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			e.host.ShowError(lang.L("The setup cannot be saved"), err)
			return
		}
		if w == nil {
			return // cancelled
		}
		e.writeTo(w)
	}, e.host.Window())
	d.SetFileName(setups.FileName(e.Draft().Name))
	d.SetFilter(storage.NewExtensionFileFilter([]string{".toml"}))
	d.Show()
}

// Open reads a Terrace setup file into the editor, after asking about
// unsaved changes.
func (e *Editor) Open() {
	e.ConfirmLeave(func() {
		d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
			if err != nil {
				e.host.ShowError(lang.L("The file cannot be opened"), err)
				return
			}
			if r == nil {
				return
			}
			r.Close()
			e.OpenFile(r.URI().Path())
		}, e.host.Window())
		d.SetFilter(storage.NewExtensionFileFilter([]string{".toml"}))
		d.Show()
	})
}

// OpenFile reads a Terrace setup file into the editor.
func (e *Editor) OpenFile(name string) {
	s, err := setups.ReadFile(name)
	if err != nil {
		e.host.ShowError(lang.L("This setup cannot be opened"), err)
		return
	}
	d, ok := FromSetup(s)
	if !ok {
		e.host.ShowError(lang.L("This setup cannot be edited"), rules.Explain("%s is a %s setup; the editor makes Terrace setups", name, s.Game))
		return
	}
	e.history = NewHistory(d)
	e.file = name
	e.tool = nil
	e.update()
	e.say(func() string { return lang.L("Opened {{.File}}", map[string]any{"File": name}) })
}

// Delete removes the draft's file from the user's setups folder, after
// asking: Cancel keeps the file as it is.
func (e *Editor) Delete() {
	if !e.isUserFile() {
		return
	}
	file := e.file
	question := lang.L("“{{.Name}}” ({{.File}}) will be deleted from your setups.",
		map[string]any{"Name": e.Draft().Name, "File": filepath.Base(file)})
	modal.Confirm(e.host.Window(), lang.L("Delete this setup?"), question, lang.L("Delete"), func() {
		if err := os.Remove(file); err != nil {
			e.host.ShowError(lang.L("The setup cannot be deleted"), err)
			return
		}
		e.file = ""
		e.history.MarkUnsaved()
		e.update()
		e.say(func() string {
			return lang.L("Deleted {{.File}}; the board still holds it, unsaved.", map[string]any{"File": file})
		})
	})
}

// Play starts a game from the draft as it stands.
func (e *Editor) Play() {
	d := e.Draft()
	if len(d.Problems()) > 0 {
		return
	}
	// A saved draft keeps its file's id; an unsaved one gets none, so that
	// it is never taken for a setup of the picker.
	id := ""
	if e.isUserFile() && !e.Dirty() {
		id = "terrace/" + strings.TrimSuffix(filepath.Base(e.file), ".toml")
	}
	s, err := setups.Parse(d.Name, id, d.Encode())
	if err != nil {
		e.host.ShowError(lang.L("This setup cannot be played"), err)
		return
	}
	e.host.Play(s)
}

// ConfirmLeave runs then at once when nothing is unsaved; otherwise it
// asks first whether to save, discard or stay.
func (e *Editor) ConfirmLeave(then func()) {
	if !e.Dirty() {
		then()
		return
	}
	var d dialog.Dialog
	save := widget.NewButtonWithIcon(lang.L("Save"), theme.DocumentSaveIcon(), func() {
		d.Hide()
		e.Save(then)
	})
	save.Importance = widget.HighImportance
	if len(e.Draft().Problems()) > 0 || e.host.UserDir() == "" {
		save.Disable()
	}
	discard := widget.NewButton(lang.L("Discard changes"), func() {
		d.Hide()
		then()
	})
	stay := widget.NewButton(lang.L("Keep editing"), func() { d.Hide() })
	text := widget.NewLabel(lang.L("“{{.Name}}” has changes that are not saved.", map[string]any{"Name": e.Draft().Name}))
	text.Wrapping = fyne.TextWrapWord
	d = dialog.NewCustomWithoutButtons(lang.L("Unsaved changes"), container.NewVBox(text, container.NewHBox(stay, discard, save)), e.host.Window())
	d.Show()
}
