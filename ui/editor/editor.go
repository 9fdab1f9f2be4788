package editor

import (
	"errors"
	"fmt"
	"image/color"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/rules/terrace"
	"boardshelf/setups"
	"boardshelf/ui/board"
	"boardshelf/ui/terraceview"
)

// Host is what the editor asks of the app around it.
type Host interface {
	Window() fyne.Window
	UserDir() string      // the user's setups folder; "" when there is none
	Play(s *setups.Setup) // start a game from the draft
	Close()               // leave the editor for the picker
	ShowError(title string, err error)
}

// Editor is the setup editor's screen.
type Editor struct {
	host    Host
	history *History
	file    string         // the file the draft was read from or last saved to; "" if none
	tool    *terrace.Piece // the palette piece that clicks place, if one is chosen

	board       *board.Board
	boardBox    *fyne.Container
	goals       []terrace.Square // as last drawn
	palette     *fyne.Container
	name        *widget.Entry
	description *widget.Entry
	size        *widget.RadioGroup
	players     *widget.RadioGroup
	first       *widget.Select
	problems    *widget.Label
	message     *widget.Label
	undoBtn     *widget.Button
	redoBtn     *widget.Button
	saveBtn     *widget.Button
	saveAsBtn   *widget.Button
	playBtn     *widget.Button
	deleteBtn   *widget.Button
	mirrorBtn   *widget.Button
	content     fyne.CanvasObject
	updating    bool // while the form is being filled from the draft
}

// New opens the editor on a draft read from file ("" for a new one).
func New(host Host, d Draft, file string) *Editor {
	e := &Editor{host: host, history: NewHistory(d), file: file}
	e.build()
	e.update()
	return e
}

// Content is the editor's screen.
func (e *Editor) Content() fyne.CanvasObject { return e.content }

// Draft is the setup as it stands.
func (e *Editor) Draft() Draft { return e.history.Draft() }

// Dirty reports whether there are unsaved changes.
func (e *Editor) Dirty() bool { return e.history.Dirty() }

// File is where the draft was read from or last saved to.
func (e *Editor) File() string { return e.file }

// Board is the board widget, for tests.
func (e *Editor) Board() *board.Board { return e.board }

// Message is the last message shown, for tests.
func (e *Editor) Message() string { return e.message.Text }

func (e *Editor) build() {
	e.boardBox = container.NewStack()
	e.palette = container.NewVBox()
	e.name = widget.NewEntry()
	e.name.SetPlaceHolder("Name shown in the picker")
	e.name.OnChanged = func(s string) { e.edit(func() { e.history.SetName(strings.TrimSpace(s)) }) }
	e.description = widget.NewMultiLineEntry()
	e.description.SetPlaceHolder("A line or two about this setup (optional)")
	e.description.SetMinRowsVisible(2)
	e.description.Wrapping = fyne.TextWrapWord
	e.description.OnChanged = func(s string) { e.edit(func() { e.history.SetDescription(strings.TrimSpace(s)) }) }
	e.size = widget.NewRadioGroup([]string{"6x6", "8x8"}, func(s string) {
		if s != "" {
			e.edit(func() { e.history.SetSize(int(s[0] - '0')) })
		}
	})
	e.size.Horizontal = true
	e.size.Required = true
	e.players = widget.NewRadioGroup([]string{"2", "3", "4"}, func(s string) {
		if s != "" {
			e.edit(func() { e.history.SetPlayers(int(s[0] - '0')) })
		}
	})
	e.players.Horizontal = true
	e.players.Required = true
	e.first = widget.NewSelect(nil, func(colour string) {
		e.edit(func() {
			if seat := slices.IndexFunc(e.Draft().Seats, func(s setups.Seat) bool { return s.Colour == colour }); seat >= 0 {
				e.history.SetFirst(seat)
			}
		})
	})
	e.problems = widget.NewLabel("")
	e.problems.Wrapping = fyne.TextWrapWord
	e.message = widget.NewLabel("")
	e.message.Wrapping = fyne.TextWrapWord
	e.message.TextStyle.Italic = true

	e.undoBtn = widget.NewButtonWithIcon("Undo", theme.ContentUndoIcon(), e.Undo)
	e.redoBtn = widget.NewButtonWithIcon("Redo", theme.ContentRedoIcon(), e.Redo)
	clear := widget.NewButtonWithIcon("Clear board", theme.DeleteIcon(), func() { e.edit(e.history.Clear) })
	e.mirrorBtn = widget.NewButtonWithIcon("Mirror…", theme.ViewRefreshIcon(), e.showMirrorMenu)
	e.saveBtn = widget.NewButtonWithIcon("Save", theme.DocumentSaveIcon(), func() { e.Save(nil) })
	e.saveAsBtn = widget.NewButton("Save as…", e.SaveAs)
	open := widget.NewButtonWithIcon("Open…", theme.FolderOpenIcon(), e.Open)
	e.deleteBtn = widget.NewButtonWithIcon("Delete", theme.DeleteIcon(), e.Delete)
	e.deleteBtn.Importance = widget.DangerImportance
	e.playBtn = widget.NewButtonWithIcon("Play", theme.MediaPlayIcon(), e.Play)
	e.playBtn.Importance = widget.HighImportance
	closeBtn := widget.NewButtonWithIcon("Close", theme.CancelIcon(), func() { e.ConfirmLeave(e.host.Close) })

	heading := func(s string) *widget.Label {
		l := widget.NewLabel(s)
		l.TextStyle.Bold = true
		return l
	}
	form := widget.NewForm(
		widget.NewFormItem("Name", e.name),
		widget.NewFormItem("About", e.description),
		widget.NewFormItem("Board", e.size),
		widget.NewFormItem("Players", e.players),
		widget.NewFormItem("Moves first", e.first),
	)
	hint := widget.NewLabel("Choose a piece, then click squares to place it. Drag pieces to move them; " +
		"right-click a piece or drag it off the board to remove it.")
	hint.Wrapping = fyne.TextWrapWord
	hint.Importance = widget.LowImportance
	side := container.NewVBox(
		heading("Terrace setup"), form, widget.NewSeparator(),
		heading("Pieces"), hint, e.palette,
		container.NewGridWithColumns(2, e.undoBtn, e.redoBtn),
		container.NewGridWithColumns(2, clear, e.mirrorBtn))
	files := container.NewHBox(open, e.saveBtn, e.saveAsBtn, e.deleteBtn)
	bottom := container.NewBorder(container.NewVBox(e.problems, e.message), nil, files, container.NewHBox(closeBtn, e.playBtn))
	split := container.NewHSplit(e.boardBox, container.NewVScroll(container.NewPadded(side)))
	split.Offset = 0.58
	e.content = container.NewBorder(nil, container.NewPadded(bottom), nil, nil, split)
}

// edit makes a change from the form or the board, then redraws; changes
// made while the form is being filled from the draft are not edits.
func (e *Editor) edit(change func()) {
	if e.updating {
		return
	}
	change()
	e.say("")
	e.update()
}

// say shows a message under the board; the line goes when there is none.
func (e *Editor) say(text string) {
	e.message.SetText(text)
	if text == "" {
		e.message.Hide()
	} else {
		e.message.Show()
	}
}

// Undo and Redo step through the edits.
func (e *Editor) Undo() { e.history.Undo(); e.update() }
func (e *Editor) Redo() { e.history.Redo(); e.update() }

// update redraws everything from the draft.
func (e *Editor) update() {
	d := e.Draft()
	e.updating = true
	defer func() { e.updating = false }()

	if e.board == nil || e.board.Files() != d.Size {
		e.newBoard(d.Size)
	}
	p := d.Position()
	if !slices.Equal(p.Goals, e.goals) || len(e.goals) == 0 {
		e.goals = p.Goals
		e.board.SetDecorations(terraceview.Decorations(d.Size, p.Goals, p.Names))
	}
	for f := range d.Size {
		for r := range d.Size {
			sq := terrace.Square{File: f, Rank: r}
			c := board.Cell{Ground: terraceview.Ground(d.Size, sq)}
			if pc, ok := d.Pieces[sq]; ok && pc.Seat < len(d.Seats) {
				c.Piece = terraceview.Dome(d.Seats[pc.Seat].Colour, pc, d.Size)
			}
			e.board.SetCell(board.Square{File: f, Rank: r}, c)
		}
	}
	e.board.Refresh()

	if e.name.Text != d.Name && strings.TrimSpace(e.name.Text) != d.Name {
		e.name.SetText(d.Name)
	}
	if strings.TrimSpace(e.description.Text) != d.Description {
		e.description.SetText(d.Description)
	}
	e.size.SetSelected(fmt.Sprintf("%dx%d", d.Size, d.Size))
	e.players.SetSelected(fmt.Sprint(len(d.Seats)))
	var colours []string
	for _, s := range d.Seats {
		colours = append(colours, s.Colour)
	}
	e.first.SetOptions(colours)
	e.first.SetSelected(colours[d.First])
	if e.tool != nil && (e.tool.Seat >= len(d.Seats) || e.tool.Size > terrace.MaxPieceSize(d.Size)) {
		e.tool = nil
	}
	e.updatePalette(d)

	problems := d.Problems()
	if len(problems) == 0 {
		e.problems.SetText("Ready to play and save.")
		e.problems.Importance = widget.SuccessImportance
	} else {
		e.problems.SetText("Not ready: " + strings.Join(problems, "; ") + ".")
		e.problems.Importance = widget.DangerImportance
	}
	e.problems.Refresh()
	setEnabled(e.undoBtn, e.history.CanUndo())
	setEnabled(e.redoBtn, e.history.CanRedo())
	setEnabled(e.saveBtn, len(problems) == 0 && e.host.UserDir() != "")
	setEnabled(e.saveAsBtn, len(problems) == 0)
	setEnabled(e.playBtn, len(problems) == 0)
	setEnabled(e.deleteBtn, e.isUserFile())
	setEnabled(e.mirrorBtn, len(d.Pieces) > 0)
}

// newBoard makes the board for a size and wires its input.
func (e *Editor) newBoard(n int) {
	e.board = board.New(n, n)
	e.board.Frame = terraceview.Frame
	e.board.OnTapped = e.tapped
	e.board.OnSecondaryTapped = func(s board.Square) { e.edit(func() { e.history.Remove(toSquare(s)) }) }
	e.board.OnDragStart = func(board.Square) bool { return true } // any piece may be carried
	e.board.OnDropped = func(from, to board.Square, onBoard bool) {
		if !onBoard {
			e.edit(func() { e.history.Remove(toSquare(from)) })
			return
		}
		e.edit(func() { e.history.Move(toSquare(from), toSquare(to)) })
	}
	e.goals = nil
	e.boardBox.Objects = []fyne.CanvasObject{e.board}
	e.boardBox.Refresh()
}

func toSquare(s board.Square) terrace.Square { return terrace.Square{File: s.File, Rank: s.Rank} }

func (e *Editor) tapped(s board.Square) {
	if e.tool == nil {
		e.say("Choose a piece on the right first, then click the squares to put it on.")
		return
	}
	tool := *e.tool
	e.edit(func() { e.history.Place(toSquare(s), tool) })
}

// Choose picks the palette piece that clicks place (nil for none).
func (e *Editor) Choose(pc *terrace.Piece) {
	e.tool = pc
	e.update()
}

// updatePalette shows a row per seat: every size of the board and the T,
// with how many of each the seat has on the board.
func (e *Editor) updatePalette(d Draft) {
	counts := d.Counts()
	e.palette.RemoveAll()
	largest := terrace.MaxPieceSize(d.Size)
	for seat, s := range d.Seats {
		row := container.NewHBox()
		total := 0
		for size := 0; size <= largest; size++ {
			pc := terrace.Piece{Seat: seat, Size: max(size, 1), T: size == 0}
			chosen := e.tool != nil && *e.tool == pc
			row.Add(newPaletteItem(terraceview.Dome(s.Colour, pc, d.Size), counts[seat][size], chosen, func() {
				if chosen {
					e.Choose(nil)
				} else {
					e.Choose(&pc)
				}
			}))
			total += counts[seat][size]
		}
		label := widget.NewLabel(fmt.Sprintf("%s\n%d pieces", capitalise(s.Colour), total))
		e.palette.Add(container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(76, 56), label), nil, row))
	}
}

// showMirrorMenu offers to turn a seat's army onto the seat opposite.
func (e *Editor) showMirrorMenu() {
	d := e.Draft()
	var items []*fyne.MenuItem
	for seat, s := range d.Seats {
		if to := d.Opposite(seat); to >= 0 {
			items = append(items, fyne.NewMenuItem(fmt.Sprintf("Turn %s's army to %s", s.Colour, d.Seats[to].Colour),
				func() { e.edit(func() { e.history.Mirror(seat) }) }))
		}
	}
	c := e.host.Window().Canvas()
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(e.mirrorBtn).AddXY(0, e.mirrorBtn.Size().Height)
	widget.ShowPopUpMenuAtPosition(fyne.NewMenu("", items...), c, pos)
}

// Mirror turns a seat's army onto the opposite seat (the menu's action).
func (e *Editor) Mirror(seat int) { e.edit(func() { e.history.Mirror(seat) }) }

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
		e.say("Not saved: " + problems[0] + ".")
		return
	}
	name := e.file
	if !e.isUserFile() {
		dir := filepath.Join(e.host.UserDir(), "terrace")
		if err := os.MkdirAll(dir, 0o755); err != nil {
			e.host.ShowError("The setup cannot be saved", err)
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
		e.host.ShowError("The setup cannot be saved", err)
		return false
	}
	e.file = name
	e.history.MarkSaved()
	e.update()
	e.say("Saved to " + name)
	return true
}

// SaveAs writes the draft to a .toml file the player chooses.
func (e *Editor) SaveAs() {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			e.host.ShowError("The setup cannot be saved", err)
			return
		}
		if w == nil {
			return // cancelled
		}
		w.Close() // written atomically below, in place of the file the dialog created
		e.write(w.URI().Path())
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
				e.host.ShowError("The file cannot be opened", err)
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
		e.host.ShowError("This setup cannot be opened", err)
		return
	}
	d, ok := FromSetup(s)
	if !ok {
		e.host.ShowError("This setup cannot be edited", fmt.Errorf("%s is a %s setup; the editor makes Terrace setups", name, s.Game))
		return
	}
	e.history = NewHistory(d)
	e.file = name
	e.tool = nil
	e.update()
	e.say("Opened " + name)
}

// Delete removes the draft's file from the user's setups folder, after
// asking.
func (e *Editor) Delete() {
	if !e.isUserFile() {
		return
	}
	dialog.ShowConfirm("Delete this setup?", fmt.Sprintf("%s will be deleted from your setups.", filepath.Base(e.file)), func(ok bool) {
		if !ok {
			return
		}
		if err := os.Remove(e.file); err != nil {
			e.host.ShowError("The setup cannot be deleted", err)
			return
		}
		e.say("Deleted " + e.file + "; the board still holds it, unsaved.")
		e.file = ""
		e.history.MarkUnsaved()
		e.update()
	}, e.host.Window())
}

// Play starts a game from the draft as it stands.
func (e *Editor) Play() {
	d := e.Draft()
	if len(d.Problems()) > 0 {
		return
	}
	id := "terrace/" + strings.TrimSuffix(setups.FileName(d.Name), ".toml")
	s, err := setups.Parse(d.Name, id, d.Encode())
	if err != nil {
		e.host.ShowError("This setup cannot be played", err)
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
	save := widget.NewButtonWithIcon("Save", theme.DocumentSaveIcon(), func() {
		d.Hide()
		e.Save(then)
	})
	save.Importance = widget.HighImportance
	if len(e.Draft().Problems()) > 0 || e.host.UserDir() == "" {
		save.Disable()
	}
	discard := widget.NewButton("Discard changes", func() {
		d.Hide()
		then()
	})
	stay := widget.NewButton("Keep editing", func() { d.Hide() })
	text := widget.NewLabel(fmt.Sprintf("“%s” has changes that are not saved.", e.Draft().Name))
	text.Wrapping = fyne.TextWrapWord
	d = dialog.NewCustomWithoutButtons("Unsaved changes", container.NewVBox(text, container.NewHBox(stay, discard, save)), e.host.Window())
	d.Show()
}

// paletteItem is a piece to choose in the palette, with its count.
type paletteItem struct {
	widget.BaseWidget
	picture fyne.Resource
	count   int
	chosen  bool
	onTap   func()
}

func newPaletteItem(picture fyne.Resource, count int, chosen bool, onTap func()) *paletteItem {
	p := &paletteItem{picture: picture, count: count, chosen: chosen, onTap: onTap}
	p.ExtendBaseWidget(p)
	return p
}

func (p *paletteItem) Tapped(*fyne.PointEvent) { p.onTap() }

func (p *paletteItem) CreateRenderer() fyne.WidgetRenderer {
	bg := canvas.NewRectangle(color.NRGBA{0xe6, 0xd6, 0xa4, 0xff})
	bg.CornerRadius = 6
	if p.chosen {
		bg.StrokeColor = theme.Color(theme.ColorNamePrimary)
		bg.StrokeWidth = 3
	}
	img := canvas.NewImageFromResource(p.picture)
	img.FillMode = canvas.ImageFillContain
	count := canvas.NewText(fmt.Sprintf("×%d", p.count), theme.Color(theme.ColorNameForeground))
	count.TextSize = 11
	count.Alignment = fyne.TextAlignCenter
	return widget.NewSimpleRenderer(container.NewBorder(nil, count, nil, nil,
		container.NewGridWrap(fyne.NewSquareSize(40), container.NewStack(bg, img))))
}

func setEnabled(w fyne.Disableable, enabled bool) {
	if enabled {
		w.Enable()
	} else {
		w.Disable()
	}
}

func capitalise(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
