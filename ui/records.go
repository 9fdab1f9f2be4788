package ui

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/records"
	"boardshelf/rules"
	"boardshelf/rules/terachess"
	"boardshelf/setups"
)

// Game records: Save, Save as, Open and the recent files, the autosave
// that lets a game survive closing the window, and the Terachess position
// text (FEN) to copy and paste.

const (
	prefRecent  = "files.recent"
	recentFiles = 6
)

// record is the game on screen as a record: its whole line of moves.
func (p *playScreen) record() records.Record {
	r := records.Record{Game: p.setup.Game, SetupID: p.setup.ID, Setup: string(p.setup.Source), Date: time.Now()}
	for _, s := range p.setup.Seats {
		r.Seats = append(r.Seats, s.Colour)
	}
	for _, pl := range p.players {
		r.Players = append(r.Players, pl.String())
	}
	for _, m := range p.hist.Line() {
		r.Moves = append(r.Moves, m.move.String())
	}
	// The result is the line's, whichever position is shown.
	end := p.game.Clone()
	for _, m := range p.hist.Line()[p.hist.At():] {
		end.Play(m.move)
	}
	if st := end.Status(); st.Over {
		r.Result = st.Reason
		if len(st.Winners) == 0 && !strings.Contains(st.Reason, "draw") {
			r.Result = "draw: " + st.Reason
		}
	}
	return r
}

// autosavePath is where the game in progress is kept for a restart.
func (u *App) autosavePath() string {
	root := u.fyne.Storage().RootURI()
	if root == nil || root.Scheme() != "file" {
		return ""
	}
	return filepath.Join(root.Path(), "autosave.toml")
}

// autosave keeps the game on screen, after every move, for a restart.
func (u *App) autosave(p *playScreen) {
	name := u.autosavePath()
	if name == "" {
		return
	}
	if err := records.Write(name, p.record()); err != nil {
		p.Say("The game could not be kept for a restart: " + err.Error())
	}
}

// unfinished reads the autosaved game, if there is one still going on.
func (u *App) unfinished() (*records.Record, bool) {
	name := u.autosavePath()
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, false
	}
	r, err := records.Decode(name, data)
	if err != nil || r.Result != "" || len(r.Moves) == 0 {
		return nil, false
	}
	return r, true
}

// movesCount counts a record's moves as the players see them: the rolls
// of the die are not moves.
func movesCount(r *records.Record) string {
	_, _, steps, err := r.Replay("the game in progress")
	if err != nil {
		return fmt.Sprintf("%d moves", len(r.Moves))
	}
	n := 0
	for _, s := range steps {
		if !s.Roll {
			n++
		}
	}
	if n == 1 {
		return "1 move"
	}
	return fmt.Sprintf("%d moves", n)
}

// offerToResume asks, when the app starts, whether to continue the game
// that was in progress when it was last closed.
func (u *App) offerToResume() {
	r, ok := u.unfinished()
	if !ok {
		return
	}
	text := fmt.Sprintf("Your game of %s was left after %s (%s). Continue it?",
		gameByID(r.Game).name, movesCount(r), r.Date.Local().Format("2 Jan 15:04"))
	dialog.ShowConfirm("Continue your game?", text, func(yes bool) {
		if yes {
			u.resume()
		}
	}, u.win)
}

// resume opens the autosaved game.
func (u *App) resume() {
	if name := u.autosavePath(); name != "" {
		u.openRecord(name, false)
	}
}

// openFile opens a game record or a setup file (a record lists moves), or
// a setup by its id, such as terrace/short.
func (u *App) openFile(name string) {
	if !strings.HasSuffix(name, ".toml") {
		u.openSetup(name)
		return
	}
	data, err := os.ReadFile(name)
	if err != nil {
		u.showError("The file cannot be opened", err)
		return
	}
	if _, err := records.Decode(name, data); err == nil || strings.Contains(string(data), "\nmoves = [") {
		u.openRecord(name, true)
		return
	}
	u.openSetup(name)
}

// openRecord replays a record and shows the game at its last move. A
// record that cannot be replayed leaves the game on screen as it was.
func (u *App) openRecord(name string, remember bool) {
	data, err := os.ReadFile(name)
	var r *records.Record
	if err == nil {
		r, err = records.Decode(name, data)
	}
	var s *setups.Setup
	var g rules.Game
	var steps []records.Step
	if err == nil {
		s, g, steps, err = r.Replay(name)
	}
	if err != nil {
		u.showError("This game cannot be opened", err)
		return
	}
	var moves []played
	for _, st := range steps {
		moves = append(moves, played{st.Move, st.Seat})
	}
	players := u.playersFor(s.Game, len(s.Seats))
	if len(r.Players) > 0 {
		players = playersOf(r, len(s.Seats))
	}
	screen, err := newPlayScreenOf(u, s, g, moves, players)
	if err != nil {
		u.showError("This game cannot be opened", err)
		return
	}
	if remember {
		screen.file = name
		u.addRecent(name)
	}
	u.show(screen)
	u.autosave(screen) // the game opened is now the one to continue after a restart
}

// saveGame writes the game to its file, or asks for one.
func (u *App) saveGame() {
	if p := u.play; p != nil && p.file != "" {
		u.writeRecord(p, p.file)
		return
	}
	u.saveGameAs()
}

// saveGameAs writes the game to a file the player chooses.
func (u *App) saveGameAs() {
	p := u.play
	if p == nil {
		return
	}
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			u.showError("The game cannot be saved", err)
			return
		}
		if w == nil {
			return
		}
		u.writeRecordTo(p, w)
	}, u.win)
	d.SetFileName(fmt.Sprintf("%s-%s.toml", p.setup.Game, time.Now().Format("2006-01-02-1504")))
	d.SetFilter(storage.NewExtensionFileFilter([]string{".toml"}))
	d.Show()
}

// writeRecordTo writes the record to the file the save dialog chose. The
// dialog has already opened (and emptied) that file: the record goes to it
// atomically all the same, and only if that fails through the open file,
// so that a failure leaves the record rather than nothing.
func (u *App) writeRecordTo(p *playScreen, w fyne.URIWriteCloser) {
	name := w.URI().Path()
	if err := records.Write(name, p.record()); err != nil {
		_, werr := w.Write(records.Encode(p.record()))
		w.Close()
		if werr != nil {
			u.showError("The game cannot be saved", err)
			return
		}
	} else {
		w.Close()
	}
	p.file = name
	u.addRecent(name)
	p.Say("Saved to " + name)
}

func (u *App) writeRecord(p *playScreen, name string) {
	if err := records.Write(name, p.record()); err != nil {
		u.showError("The game cannot be saved", err)
		return
	}
	p.file = name
	u.addRecent(name)
	p.Say("Saved to " + name)
}

// chooseFile lets the player open a game record or a setup file.
func (u *App) chooseFile() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			u.showError("The file cannot be opened", err)
			return
		}
		if r == nil {
			return
		}
		r.Close()
		u.openFile(r.URI().Path())
	}, u.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".toml"}))
	d.Show()
}

// recent lists the files opened or saved last, most recent first.
func (u *App) recent() []string {
	return u.fyne.Preferences().StringList(prefRecent)
}

func (u *App) addRecent(name string) {
	list := slices.DeleteFunc(u.recent(), func(s string) bool { return s == name })
	list = append([]string{name}, list...)
	if len(list) > recentFiles {
		list = list[:recentFiles]
	}
	u.fyne.Preferences().SetStringList(prefRecent, list)
	u.win.SetMainMenu(u.mainMenu())
}

// recentMenu is the Open recent submenu.
func (u *App) recentMenu() *fyne.Menu {
	var items []*fyne.MenuItem
	for _, name := range u.recent() {
		items = append(items, fyne.NewMenuItem(filepath.Base(name)+"  —  "+filepath.Dir(name), func() { u.openFile(name) }))
	}
	if len(items) == 0 {
		none := fyne.NewMenuItem("No recent files", nil)
		none.Disabled = true
		items = append(items, none)
	}
	return fyne.NewMenu("", items...)
}

// copyMoves puts the move list on the clipboard as text.
func (p *playScreen) copyMoves() {
	var lines []string
	for i, m := range p.hist.Line() {
		lines = append(lines, fmt.Sprintf("%d. %s", i+1, p.describe(m)))
	}
	p.app.fyne.Clipboard().SetContent(strings.Join(lines, "\n"))
	p.Say("The moves are on the clipboard")
}

// copyFEN puts the Terachess position shown on the clipboard.
func (p *playScreen) copyFEN() {
	if g, ok := p.game.(*terachess.Game); ok {
		p.app.fyne.Clipboard().SetContent(g.FEN())
		p.Say("The position is on the clipboard")
	}
}

// askFEN starts a Terachess game from a position the player pastes.
func (u *App) askFEN() {
	entry := widget.NewEntry()
	entry.SetPlaceHolder("Paste a Terachess position (FEN)")
	entry.SetText(strings.TrimSpace(u.fyne.Clipboard().Content()))
	problem := widget.NewLabel("")
	problem.Importance = widget.DangerImportance
	problem.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomWithoutButtons("Terachess from a position", container.NewVBox(entry, problem), u.win)
	play := widget.NewButtonWithIcon("Play", theme.MediaPlayIcon(), func() {
		s, err := fenSetup(entry.Text)
		if err != nil {
			problem.SetText(err.Error())
			return
		}
		d.Hide()
		u.startGame(s)
	})
	play.Importance = widget.HighImportance
	d.SetButtons([]fyne.CanvasObject{widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), d.Hide), play})
	// Play waits for a position that can be played; what is wrong with
	// one shows as it is typed or pasted, not before.
	entry.OnChanged = func(text string) {
		_, err := fenSetup(text)
		switch {
		case strings.TrimSpace(text) == "":
			problem.SetText("")
		case err != nil:
			problem.SetText(err.Error())
		default:
			problem.SetText("")
		}
		setEnabled(play, err == nil)
	}
	entry.OnSubmitted = func(string) { play.OnTapped() }
	entry.OnChanged(entry.Text)
	d.Resize(fyne.NewSize(640, 220))
	d.Show()
}

// fenSetup makes a setup of a pasted position, checked as a setup file is.
func fenSetup(fen string) (*setups.Setup, error) {
	fen = strings.TrimSpace(fen)
	if fen == "" {
		return nil, errors.New("paste a position first")
	}
	text := "game = \"terachess\"\nname = \"Pasted position\"\nfen = " + setups.TOMLString(fen) + "\n"
	s, err := setups.Parse("the pasted position", "terachess/pasted", []byte(text))
	if err != nil {
		var serr *setups.Error
		if errors.As(err, &serr) {
			return nil, errors.New(serr.Msg)
		}
		return nil, err
	}
	return s, nil
}
