package editor

import (
	"fmt"
	"image/color"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/rules"
	"boardshelf/rules/terrace"
	"boardshelf/setups"
	"boardshelf/ui/board"
	"boardshelf/ui/i18n"
	"boardshelf/ui/terraceview"
	"boardshelf/ui/view"
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
	name        *field
	description *field
	size        *widget.RadioGroup
	players     *widget.RadioGroup
	first       *widget.Select
	sideScroll  *container.Scroll // the tools and the setup form beside the board
	split       *container.Split  // the board's side and the panel's
	notReady    *widget.Label     // "Not ready:", beside the list of problems
	problems    *widget.Label
	problemRoom *canvas.Rectangle // keeps a line for each player's problems
	message     *widget.Label
	words       func() string // words the message, in the language in use; nil for none
	undoBtn     *widget.Button
	redoBtn     *widget.Button
	saveBtn     *widget.Button
	saveAsBtn   *widget.Button
	playBtn     *widget.Button
	deleteBtn   *widget.Button
	mirrorBtn   *widget.Button
	left        *fyne.Container // the board and what lies under it
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

// NameField is where the setup's name is typed, for tests.
func (e *Editor) NameField() fyne.Focusable { return e.name }

// Message is the last message shown, for tests.
func (e *Editor) Message() string { return e.message.Text }

// Reword builds the editor's widgets afresh in the language now in use,
// keeping all the player has: the draft with what can be undone and
// redone, its file, the piece chosen, the message (worded again) and where
// the divider stands. Content is then the new screen, for the app to show.
func (e *Editor) Reword() {
	offset, words := e.split.Offset, e.words
	e.build()
	e.split.Offset = offset
	e.update()
	e.say(words)
}

func (e *Editor) build() {
	e.boardBox = container.NewStack()
	if e.board != nil {
		e.boardBox.Add(e.board) // the board has no words: a new wording keeps it
	}
	e.palette = container.NewVBox()
	e.name = newField(false, e.Redo)
	e.name.SetPlaceHolder(lang.L("Name shown in the picker"))
	e.name.OnChanged = func(s string) { e.edit(func() { e.history.SetName(strings.TrimSpace(s)) }) }
	e.description = newField(true, e.Redo)
	e.description.SetPlaceHolder(lang.L("A line or two about this setup (optional)"))
	e.description.SetMinRowsVisible(1)
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
	e.first = widget.NewSelect(nil, func(name string) {
		e.edit(func() {
			if seat := slices.IndexFunc(e.Draft().Seats, func(s setups.Seat) bool { return view.ColourName(s.Colour) == name }); seat >= 0 {
				e.history.SetFirst(seat)
			}
		})
	})
	e.notReady = widget.NewLabel(lang.L("Not ready:"))
	e.notReady.Importance = widget.DangerImportance
	e.problems = widget.NewLabel("")
	e.problems.Wrapping = fyne.TextWrapWord
	e.message = widget.NewLabel("")
	e.message.Truncation = fyne.TextTruncateEllipsis // one line, so the board never moves
	e.message.TextStyle.Italic = true

	e.undoBtn = widget.NewButtonWithIcon(lang.L("Undo"), theme.ContentUndoIcon(), e.Undo)
	e.redoBtn = widget.NewButtonWithIcon(lang.L("Redo"), theme.ContentRedoIcon(), e.Redo)
	clear := widget.NewButtonWithIcon(lang.L("Clear board"), theme.DeleteIcon(), func() { e.edit(e.history.Clear) })
	e.mirrorBtn = widget.NewButtonWithIcon(lang.L("Mirror…"), theme.ViewRefreshIcon(), e.showMirrorMenu)
	e.saveBtn = widget.NewButtonWithIcon(lang.L("Save"), theme.DocumentSaveIcon(), func() { e.Save(nil) })
	e.saveAsBtn = widget.NewButton(lang.L("Save as…"), e.SaveAs)
	open := widget.NewButtonWithIcon(lang.L("Open…"), theme.FolderOpenIcon(), e.Open)
	e.deleteBtn = widget.NewButtonWithIcon(lang.L("Delete"), theme.DeleteIcon(), e.Delete)
	e.deleteBtn.Importance = widget.DangerImportance
	e.playBtn = widget.NewButtonWithIcon(lang.L("Play"), theme.MediaPlayIcon(), e.Play)
	e.playBtn.Importance = widget.HighImportance
	closeBtn := widget.NewButtonWithIcon(lang.L("Close"), theme.CancelIcon(), func() { e.ConfirmLeave(e.host.Close) })

	heading := func(s string) *widget.Label {
		l := widget.NewLabel(s)
		l.TextStyle.Bold = true
		return l
	}
	// The choices that shape the setup come first in the panel, where a
	// small window shows them without scrolling; then the pieces and the
	// tools. The name and the description sit under the board, beside the
	// file buttons that save them.
	shape := widget.NewForm(
		widget.NewFormItem(lang.L("Board"), e.size),
		widget.NewFormItem(lang.L("Players"), e.players),
		widget.NewFormItem(lang.L("Moves first"), e.first),
	)
	hint := widget.NewLabel(lang.L("Click squares to place the piece chosen; drag to move, right-click to remove."))
	hint.Wrapping = fyne.TextWrapWord
	hint.Importance = widget.LowImportance
	side := container.NewVBox(
		heading(lang.L("Setup")), shape, widget.NewSeparator(),
		heading(lang.L("Pieces")), e.palette, hint,
		container.NewGridWithColumns(2, e.undoBtn, e.redoBtn),
		container.NewGridWithColumns(2, clear, e.mirrorBtn))
	// Under the board what concerns the setup as a whole: what is wrong
	// with it, its name and description, and its file.
	about := widget.NewForm(widget.NewFormItem(lang.L("Name"), e.name), widget.NewFormItem(lang.L("About"), e.description))
	files := fileButtons(open, e.saveBtn, e.saveAsBtn, e.deleteBtn)
	// The message's line keeps its height when empty.
	line := canvas.NewRectangle(color.Transparent)
	line.SetMinSize(fyne.NewSize(0, widget.NewLabel("Xg").MinSize().Height))
	// The problems stand at the foot of room for a line a player, the
	// problems of an empty board: placing the Ts never moves the board.
	e.problemRoom = canvas.NewRectangle(color.Transparent)
	problems := container.NewStack(e.problemRoom, container.New(layout.NewCustomPaddedVBoxLayout(0),
		layout.NewSpacer(), container.NewBorder(nil, nil, e.notReady, nil, e.problems)))
	lines := container.New(layout.NewCustomPaddedVBoxLayout(-2*theme.Padding()), problems, container.NewStack(line, e.message))
	e.left = container.NewBorder(nil, container.NewPadded(container.NewVBox(lines, about, files)), nil, nil, e.boardBox)
	e.sideScroll = container.NewVScroll(container.NewPadded(side))
	right := container.NewBorder(nil, container.NewPadded(container.NewGridWithColumns(2, closeBtn, e.playBtn)), nil, nil,
		e.sideScroll)
	e.split = container.NewHSplit(e.left, right)
	e.split.Offset = 0.58
	e.content = e.split
	e.say(nil)
}

// fileButtons lays out the file buttons under the board: Delete at the far
// end, away from Save and Save as, so that a hurried click never reaches
// it. When one row would widen the smallest window (longer words in French,
// German), Save and Save as go above, Open and Delete below, at either end.
func fileButtons(open, save, saveAs, del *widget.Button) fyne.CanvasObject {
	row := container.NewBorder(nil, nil, nil, del, container.NewHBox(open, save, saveAs))
	if row.MinSize().Width <= smallBoardSide {
		return row
	}
	return container.NewVBox(container.NewHBox(save, saveAs), container.NewBorder(nil, nil, open, del))
}

// smallBoardSide is about how wide the board's side of the editor is in a
// window of 800x600 (less its title bar): the row of file buttons under the
// board should fit it.
const smallBoardSide = 440

// edit makes a change from the form or the board, then redraws; changes
// made while the form is being filled from the draft are not edits.
func (e *Editor) edit(change func()) {
	if e.updating {
		return
	}
	change()
	e.say(nil)
	e.update()
}

// say shows a message under the board, worded by words (nil for none),
// which a change of language words afresh. Its line stays when there is
// none, so that the board does not move when one comes or goes.
func (e *Editor) say(words func() string) {
	e.words = words
	text := ""
	if words != nil {
		text = words()
	}
	e.message.SetText(text)
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
	var names []string
	for seat := range d.Seats {
		names = append(names, d.seatName(seat))
	}
	e.first.SetOptions(names)
	e.first.SetSelected(names[d.First])
	if e.tool != nil && (e.tool.Seat >= len(d.Seats) || e.tool.Size > terrace.MaxPieceSize(d.Size)) {
		e.tool = nil
	}
	e.updatePalette(d)
	e.sideScroll.Refresh() // a palette of more seats makes the panel taller

	problems := d.Problems()
	e.showProblems(d, problems)
	setEnabled(e.undoBtn, e.history.CanUndo())
	setEnabled(e.redoBtn, e.history.CanRedo())
	setEnabled(e.saveBtn, len(problems) == 0 && e.host.UserDir() != "")
	setEnabled(e.saveAsBtn, len(problems) == 0)
	setEnabled(e.playBtn, len(problems) == 0)
	setEnabled(e.deleteBtn, e.isUserFile())
	setEnabled(e.mirrorBtn, len(d.Pieces) > 0)
}

// showProblems lists what keeps the draft from being played, one problem
// a line beside "Not ready:", or says it is ready.
func (e *Editor) showProblems(d Draft, problems []rules.Explanation) {
	if len(problems) == 0 {
		e.notReady.Hide()
		e.problems.SetText(lang.L("Ready to play and save."))
		e.problems.Importance = widget.SuccessImportance
	} else {
		lines := make([]string, len(problems))
		for i, p := range problems {
			lines[i] = "• " + capitalised(i18n.Explain(p, d.seatName))
		}
		e.notReady.Show()
		e.problems.SetText(strings.Join(lines, "\n"))
		e.problems.Importance = widget.DangerImportance
	}
	room := widget.NewLabel(strings.Repeat("Xg\n", len(d.Seats)-1) + "Xg").MinSize().Height
	if e.problemRoom.MinSize().Height != room {
		e.problemRoom.SetMinSize(fyne.NewSize(0, room))
	}
	e.problems.Refresh()
	e.left.Refresh() // more problems than players take more lines
}

// capitalised starts a problem with a capital, as an item of a list.
func capitalised(s string) string {
	if s == "" {
		return s
	}
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
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
		e.say(func() string {
			return lang.L("Choose a piece on the right first, then click the squares to put it on.")
		})
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

// showMirrorMenu offers to turn a seat's army onto the seat opposite.
func (e *Editor) showMirrorMenu() {
	d := e.Draft()
	var items []*fyne.MenuItem
	for seat := range d.Seats {
		if to := d.Opposite(seat); to >= 0 {
			text := lang.L("Turn {{.Seat}}'s army to {{.Other}}", map[string]any{"Seat": d.seatName(seat), "Other": d.seatName(to)})
			items = append(items, fyne.NewMenuItem(text, func() { e.edit(func() { e.history.Mirror(seat) }) }))
		}
	}
	c := e.host.Window().Canvas()
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(e.mirrorBtn).AddXY(0, e.mirrorBtn.Size().Height)
	widget.ShowPopUpMenuAtPosition(fyne.NewMenu("", items...), c, pos)
}

// Mirror turns a seat's army onto the opposite seat (the menu's action).
func (e *Editor) Mirror(seat int) { e.edit(func() { e.history.Mirror(seat) }) }

// seatName names a seat of the draft by its colour, in the language
// Boardshelf speaks: "White".
func (d Draft) seatName(seat int) string {
	if seat < 0 || seat >= len(d.Seats) {
		return lang.L("seat {{.Number}}", map[string]any{"Number": seat + 1})
	}
	return view.ColourName(d.Seats[seat].Colour)
}

func setEnabled(w fyne.Disableable, enabled bool) {
	if enabled {
		w.Enable()
	} else {
		w.Disable()
	}
}
