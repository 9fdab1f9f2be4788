package ui

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"boardshelf/clock"
	"boardshelf/ui/i18n"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"

	"boardshelf/records"
	"boardshelf/rules"
	"boardshelf/setups"
	"boardshelf/ui/atomicfile"
	"boardshelf/ui/play"
)

// Game records: Save, Save as, Open and the recent files, and the
// autosave that lets a game survive closing the window.

const (
	prefRecent  = "files.recent"
	recentFiles = 6

	// recordExt is the extension of game records: TOML inside, readable by
	// hand, but a type of its own, so that the system opens a record with
	// Boardshelf when it is double-clicked. Records saved as .toml before
	// still open.
	recordExt = ".boardshelf"
)

// openable are the extensions of the files Boardshelf opens.
var openable = []string{recordExt, ".toml"}

// autosavePath is where the game in progress is kept for a restart.
func (u *App) autosavePath() string {
	return u.stored("autosave.toml")
}

// autosave keeps the game on screen, after every move, for a restart. A
// shared game keeps itself, in the games folder, and is never the last
// game: it is under Games in progress.
func (u *App) autosave(p *play.Screen) {
	name := u.autosavePath()
	if name == "" || p.Online() != nil {
		return
	}
	if err := records.Write(name, p.Record()); err != nil {
		p.Say(lang.L("The game could not be kept for a restart: {{.Why}}", map[string]any{"Why": atomicfile.Explain(name, err).Error()}))
		return
	}
	u.kept = p
	u.keepTurn("", p.BoardTurn())
}

// savedGame is a game record read and replayed to its last move.
type savedGame struct {
	record *records.Record
	setup  *setups.Setup
	game   rules.Game // at the record's last move
	steps  []records.Step
}

// loadGame replays a record read from the file name.
func loadGame(name string, data []byte) (*savedGame, error) {
	r, err := records.Decode(name, data)
	if err != nil {
		return nil, notARecord{err}
	}
	return replaySaved(name, r)
}

// replaySaved replays a record read from the file name.
func replaySaved(name string, r *records.Record) (*savedGame, error) {
	s, g, steps, err := r.Replay(name)
	if err != nil {
		return nil, err
	}
	return &savedGame{record: r, setup: s, game: g, steps: steps}, nil
}

// shownOver reports whether the game is over in the position shown when
// it was saved (before the moves taken back).
func (sg *savedGame) shownOver() bool {
	g := sg.game.Clone()
	for range sg.record.TakenBack {
		g.Undo()
	}
	return g.Status().Over
}

// movesShown counts the moves of the position shown as the move list shows
// them: the rolls of the die apart, as they are no moves.
func (sg *savedGame) movesShown() string {
	moves, rolls := 0, 0
	for _, s := range sg.steps[:len(sg.steps)-sg.record.TakenBack] {
		if s.Roll {
			rolls++
		} else {
			moves++
		}
	}
	text := lang.N("{{.Count}} moves", moves, map[string]any{"Count": moves})
	if rolls == 0 {
		return text
	}
	return lang.L("{{.Moves}} and {{.Rolls}}", map[string]any{"Moves": text,
		"Rolls": lang.N("{{.Count}} rolls of the die", rolls, map[string]any{"Count": rolls})})
}

// unfinished reads the autosaved game, if there is one still going on in
// the position it showed.
func (u *App) unfinished() (*savedGame, bool) {
	sg, err := u.readAutosave()
	if err != nil || len(sg.steps) == 0 || sg.shownOver() {
		return nil, false
	}
	return sg, true
}

// readAutosave reads the game kept for a restart; fs.ErrNotExist when
// there is none.
func (u *App) readAutosave() (*savedGame, error) {
	name := u.autosavePath()
	if name == "" {
		return nil, fs.ErrNotExist
	}
	data, err := setups.ReadLimited(name, records.RecordFile)
	if err != nil {
		return nil, err
	}
	return loadGame(name, data)
}

// setAsideDamagedAutosave keeps a game kept for a restart that can no
// longer be read under another name, so that the next game's autosave
// does not overwrite it, and says so.
func (u *App) setAsideDamagedAutosave(problem error) {
	name := u.autosavePath()
	aside := strings.TrimSuffix(name, ".toml") + "-damaged-" + time.Now().Format("2006-01-02-150405") + ".toml"
	kept := lang.L("The file was kept aside as {{.File}}.", map[string]any{"File": filepath.Base(aside)})
	if err := os.Rename(name, aside); err != nil {
		kept = lang.L("It could not be kept aside: {{.Why}}", map[string]any{"Why": err.Error()})
	}
	// The files by their names: their folder is the app's own.
	u.showError(lang.L("Your last game cannot be continued"), errors.New(problemWords(withFile(problem, filepath.Base))+"\n\n"+kept))
}

// offerToResume asks, when the app starts, whether to continue the game
// that was in progress when it was last closed.
func (u *App) offerToResume() {
	if _, err := u.readAutosave(); err != nil && !errors.Is(err, fs.ErrNotExist) {
		u.setAsideDamagedAutosave(err)
		return
	}
	sg, ok := u.unfinished()
	if !ok {
		return
	}
	text := lang.L("Your game of {{.Game}} was left after {{.Moves}} ({{.When}}). Continue it?",
		map[string]any{"Game": u.gameName(sg.record.Game), "Moves": sg.movesShown(), "When": i18n.DateTime(sg.record.Date.Local())})
	u.present(dialog.NewConfirm(lang.L("Continue your game?"), text, func(yes bool) {
		if yes {
			u.resume()
		}
	}, u.win))
}

// resume opens the autosaved game: the game on screen is the one kept.
func (u *App) resume() {
	sg, err := u.readAutosave()
	if err != nil {
		u.showError(lang.L("Your last game cannot be continued"), err)
		return
	}
	before := u.play
	u.showSaved(sg, "")
	if u.play != before {
		u.kept = u.play
	}
}

// forgetKept drops the game kept for a restart when it is p's: p's game
// is shared now, and lives in the games folder.
func (u *App) forgetKept(p *play.Screen) {
	if u.kept != p {
		return
	}
	u.kept = nil
	if name := u.autosavePath(); name != "" {
		_ = os.Remove(name)
	}
}

// openFile opens a game record or a setup file (a record lists moves), or
// a setup by its id, such as terrace/short, after asking when that puts a
// game under way aside.
func (u *App) openFile(name string) {
	u.putAside(lang.L("Open another game?"), func() { u.openFileNow(name) })
}

// putAside runs then, which replaces the game on screen, after asking when
// that would put a game under way aside. The game stays under Continue last
// game until a move is played in the next one. A shared game is never put
// aside: it stays in the games folder, under Games in progress.
func (u *App) putAside(title string, then func()) {
	if u.play == nil || !u.play.UnderWay() || u.sharedOnScreen() != nil {
		then()
		return
	}
	u.present(dialog.NewConfirm(title, lang.L("The game under way will be put aside: Continue last game in the picker brings it back "+
		"until a move is played in the next one. Save it first to keep it for good."), func(ok bool) {
		if ok {
			then()
		}
	}, u.win))
}

// openFileNow opens a record, a setup file or a setup id at once. A file
// is a record or a setup by what it holds, a .boardshelf file always a
// record. A record that cannot be replayed leaves the game on screen as it
// was.
func (u *App) openFileNow(name string) {
	if !isFile(name) {
		u.openSetup(name)
		return
	}
	if isForeign(name) {
		u.importFileNow(name)
		return
	}
	data, err := setups.ReadLimited(name, records.RecordFile)
	if err != nil {
		u.showError(lang.L("The file cannot be opened"), err)
		return
	}
	if strings.ToLower(filepath.Ext(name)) != recordExt && !records.IsRecord(data) {
		s, err := setups.Parse(name, name, data) // with a setup file's limits
		if err != nil {
			u.showError(lang.L("This setup cannot be opened"), err)
			return
		}
		u.startGame(s)
		return
	}
	r, err := records.Decode(name, data)
	if err != nil {
		u.showError(lang.L("This game cannot be opened"), notARecord{err})
		return
	}
	if len(r.Log) > 0 { // a game shared with other apps: it lives in the games folder
		u.openShared(name, r)
		return
	}
	sg, err := replaySaved(name, r)
	if err != nil {
		u.showError(lang.L("This game cannot be opened"), err)
		return
	}
	u.showSaved(sg, name)
	u.addRecent(name)
}

// isFile reports whether name, given to be opened, is a file rather than
// a setup's id (such as terrace/short): by its extension, or because a
// file of that name is there.
func isFile(name string) bool {
	if slices.Contains(openable, strings.ToLower(filepath.Ext(name))) || isForeign(name) {
		return true
	}
	info, err := os.Stat(name)
	return err == nil && !info.IsDir()
}

// showSaved shows a saved game in the position it showed when it was
// saved, the moves taken back to redo; file is where it came from ("" for
// the autosave).
func (u *App) showSaved(sg *savedGame, file string) {
	var moves []play.Played
	for _, st := range sg.steps {
		moves = append(moves, play.Played{Move: st.Move, Seat: st.Seat})
	}
	players := u.playersFor(sg.setup)
	if len(sg.record.Players) > 0 {
		players = playersOf(sg.record, len(sg.setup.Seats))
	}
	for range sg.record.TakenBack {
		sg.game.Undo()
	}
	b := play.Begin{Setup: sg.setup, Game: sg.game, Line: moves, At: len(moves) - sg.record.TakenBack, Players: players,
		Turn: u.keptTurn(file), Notes: sg.record.Notes}
	if r := sg.record; r.Clock.Kind != clock.None {
		// A game opened again goes on paused: its players may not be at
		// the table yet.
		b.Clock, b.Paused = clock.New(r.Clock, len(sg.setup.Seats), time.Now), true
		b.Clock.SetTimes(r.Times)
	}
	screen, err := u.newScreen(b)
	if err != nil {
		u.showError(lang.L("This game cannot be opened"), err)
		return
	}
	screen.SetFile(file)
	u.notePlayed(sg.setup)
	// The game opened replaces the one kept for a restart at its first
	// move, as a new game does: until then the game put aside stays.
	u.show(screen)
}

// saveGame writes the game to its file, or asks for one.
func (u *App) saveGame() {
	if p := u.play; p != nil && p.File() != "" {
		u.writeRecord(p, p.File())
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
	name := fmt.Sprintf("%s-%s%s", p.Setup().Game, time.Now().Format("2006-01-02-1504"), recordExt)
	if p.File() != "" {
		name = filepath.Base(p.File())
	}
	u.askToSave(name, openable, p.File(), func(w fyne.URIWriteCloser) { u.writeRecordTo(p, w) })
}

// askToSave opens the save dialog on name, in the folder of file (or the
// last one used), showing the files of exts, and hands the file chosen to
// write.
func (u *App) askToSave(name string, exts []string, file string, write func(fyne.URIWriteCloser)) {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			u.showError(lang.L("The game cannot be saved"), err)
			return
		}
		if w != nil {
			write(w)
		}
	}, u.win)
	d.SetFileName(name)
	d.SetFilter(storage.NewExtensionFileFilter(exts))
	u.startIn(d, file)
	u.present(d)
}

// writeRecordTo writes the record to the file the save dialog chose,
// through the writer it gives: the file is replaced in one step when the
// writer closes (see ui/atomicfile), so a failure leaves the old file.
func (u *App) writeRecordTo(p *play.Screen, w fyne.URIWriteCloser) {
	_, err := w.Write(records.Encode(u.recordOf(p)))
	if cerr := w.Close(); err == nil {
		err = cerr
	}
	name := w.URI().Path()
	if err != nil {
		u.showError(lang.L("The game cannot be saved"), atomicfile.Explain(name, err))
		return
	}
	p.SetFile(name)
	u.addRecent(name)
	p.Say(lang.L("Saved to {{.File}}", map[string]any{"File": name}))
}

// recordOf is the record of the game on screen p: a shared game's carries
// its log.
func (u *App) recordOf(p *play.Screen) records.Record {
	if g := u.sharedOnScreen(); g != nil && g.screen == p {
		return g.copyRecord()
	}
	return p.Record()
}

// writeRecord writes the game to the file it was opened from or saved to.
func (u *App) writeRecord(p *play.Screen, name string) {
	if err := records.Write(name, u.recordOf(p)); err != nil {
		u.showError(lang.L("The game cannot be saved"), atomicfile.Explain(name, err))
		return
	}
	p.SetFile(name)
	u.addRecent(name)
	p.Say(lang.L("Saved to {{.File}}", map[string]any{"File": name}))
}

// chooseFile lets the player open a game record, a setup file or
// another program's game.
func (u *App) chooseFile() {
	u.askToOpen(lang.L("The file cannot be opened"), append(slices.Clone(openable), extensionsOf(foreignFormats())...))
}

// askToOpen opens the open dialog on the files of exts and opens the file
// chosen (see openFile); problem is the title of a failure.
func (u *App) askToOpen(problem string, exts []string) {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			u.showError(problem, err)
			return
		}
		if r == nil {
			return
		}
		r.Close()
		u.openFile(r.URI().Path())
	}, u.win)
	d.SetFilter(storage.NewExtensionFileFilter(exts))
	u.startIn(d, "")
	u.present(d)
}

// startIn opens a file dialog in the folder of file, or else of the file
// opened or saved last.
func (u *App) startIn(d *dialog.FileDialog, file string) {
	if file == "" {
		if recent := u.recent(); len(recent) > 0 {
			file = recent[0]
		}
	}
	if file == "" {
		return
	}
	if dir, err := storage.ListerForURI(storage.NewFileURI(filepath.Dir(file))); err == nil {
		d.SetLocation(dir)
	}
}

// recent lists the files opened or saved last, most recent first.
func (u *App) recent() []string {
	return u.prefs.Strings(prefRecent)
}

func (u *App) addRecent(name string) {
	list := slices.DeleteFunc(u.recent(), func(s string) bool { return s == name })
	list = append([]string{name}, list...)
	if len(list) > recentFiles {
		list = list[:recentFiles]
	}
	u.prefs.SetStrings(prefRecent, list)
	u.win.SetMainMenu(u.mainMenu())
}

// recentMenu is the Open recent submenu.
func (u *App) recentMenu() *fyne.Menu {
	var items []*fyne.MenuItem
	for _, name := range u.recent() {
		items = append(items, fyne.NewMenuItem(filepath.Base(name)+"  —  "+filepath.Dir(name), func() { u.openFile(name) }))
	}
	if len(items) == 0 {
		none := fyne.NewMenuItem(lang.L("No recent files"), nil)
		none.Disabled = true
		items = append(items, none)
	}
	return fyne.NewMenu("", items...)
}
