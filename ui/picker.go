package ui

import (
	"errors"
	"image/color"
	"os"
	"path/filepath"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/setups"
	"boardshelf/ui/modal"
	"boardshelf/ui/play"
	"boardshelf/ui/view"
)

// picker is the opening screen: the four games, the setups of the chosen
// one, and a button to play.
type picker struct {
	app      *App
	game     string          // id of the chosen game
	setups   []*setups.Setup // its setups, in the catalog's order
	chosen   int             // index of the chosen setup, -1 for none
	reported []string        // setup problems already shown this session

	cards      []*card
	setupList  *widget.List
	heading    *widget.Label
	detail     *widget.Label
	empty      *widget.Label
	play       *widget.Button
	edit       *widget.Button
	newSetup   *widget.Button
	remove     *widget.Button
	resume     *widget.Button
	inProgress *fyne.Container // the games shared with others under way
	seats      *fyne.Container // who plays each seat of the chosen setup
	clock      *fyne.Container // the game's time control
	content    fyne.CanvasObject
}

func newPicker(u *App) *picker {
	p := &picker{app: u, chosen: -1}
	for _, g := range u.games {
		p.cards = append(p.cards, newGameCard(g, func() { p.chooseGame(g.ID) }))
	}
	p.setupList = widget.NewList(
		func() int { return len(p.setups) },
		func() fyne.CanvasObject {
			name := widget.NewLabel("")
			name.TextStyle.Bold = true
			summary := widget.NewLabel("")
			summary.TextStyle.Italic = true
			return container.New(layout.NewCustomPaddedVBoxLayout(-theme.Padding()*2), name, summary)
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			s := p.setups[i]
			box := o.(*fyne.Container)
			box.Objects[0].(*widget.Label).SetText(setupName(s))
			summary := setupSummary(s)
			if s.User {
				summary = lang.L("{{.Summary}} · your setup", map[string]any{"Summary": summary})
			}
			box.Objects[1].(*widget.Label).SetText(summary)
		})
	p.setupList.OnSelected = func(i widget.ListItemID) { p.chooseSetup(i) }
	p.heading = widget.NewLabel("")
	p.heading.TextStyle.Bold = true
	p.detail = widget.NewLabel("")
	p.detail.Wrapping = fyne.TextWrapWord
	p.empty = widget.NewLabel("")
	p.empty.Wrapping = fyne.TextWrapWord
	p.empty.Alignment = fyne.TextAlignCenter
	p.play = widget.NewButtonWithIcon(lang.L("Play"), theme.MediaPlayIcon(), p.startChosen)
	p.play.Importance = widget.HighImportance
	open := widget.NewButtonWithIcon(lang.L("Open file…"), theme.FolderOpenIcon(), u.chooseFile)
	p.resume = widget.NewButtonWithIcon(lang.L("Continue last game"), theme.MediaPlayIcon(), u.resume)
	p.inProgress = container.NewVBox()
	p.newSetup = widget.NewButtonWithIcon(lang.L("New setup"), theme.ContentAddIcon(), u.newSetup)
	p.edit = widget.NewButtonWithIcon(lang.L("Edit"), theme.DocumentCreateIcon(), func() {
		if p.chosen >= 0 {
			u.editSetup(p.setups[p.chosen])
		}
	})
	p.remove = widget.NewButtonWithIcon(lang.L("Delete"), theme.DeleteIcon(), p.deleteChosen)

	title := canvas.NewText("Boardshelf", theme.Color(theme.ColorNameForeground))
	title.TextSize = 28
	title.TextStyle.Bold = true
	subtitle := widget.NewLabel(lang.L("Choose a game and a starting setup."))
	var cardObjects []fyne.CanvasObject
	for _, c := range p.cards {
		cardObjects = append(cardObjects, c)
	}
	// The cards scroll in a small window; Continue stays in sight below.
	// Under the games what opens a game of any of them; under the setups
	// what makes, changes or removes one, and Play. Each in a row of its
	// own, so that long words (German's) never widen the window.
	left := container.NewBorder(container.NewVBox(container.NewPadded(title), subtitle),
		container.NewPadded(container.NewVBox(container.NewHBox(p.resume), p.inProgress, container.NewHBox(open))), nil, nil,
		container.NewVScroll(container.NewVBox(cardObjects...)))
	bottom := container.NewVBox(container.NewHBox(p.newSetup, p.edit, p.remove), container.NewBorder(nil, nil, nil, p.play))
	p.seats = container.NewVBox()
	p.clock = container.NewVBox()
	right := container.NewBorder(p.heading, container.NewVBox(p.detail, p.seats, p.clock, bottom), nil, nil,
		container.NewStack(p.setupList, container.NewCenter(p.empty)))
	split := container.NewHSplit(left, container.NewPadded(right))
	split.Offset = 0.45
	p.content = split

	p.game = p.lastPlayed()
	return p
}

// lastPlayed is the game played or chosen last, however it was started.
func (p *picker) lastPlayed() string {
	last := p.app.prefs.String(prefLastGame, "")
	if _, ok := p.app.game(last); ok {
		return last
	}
	return p.app.games[0].ID
}

// reload rereads the setups (the user's folder may have changed) and
// shows any file that cannot be read, once.
func (p *picker) reload() {
	_, problems := p.app.catalog.List("")
	p.reportOnce(lang.L("Some of your setup files cannot be read; the others are listed"), problems)
	if _, ok := p.app.unfinished(); ok {
		p.resume.Show()
	} else {
		p.resume.Hide()
	}
	p.showInProgress()
	p.chooseGame(p.lastPlayed())
}

// reportOnce shows the problems not shown yet this session.
func (p *picker) reportOnce(title string, problems []error) {
	var fresh []error
	for _, err := range problems {
		if !slices.Contains(p.reported, err.Error()) {
			p.reported = append(p.reported, err.Error())
			fresh = append(fresh, err)
		}
	}
	if len(fresh) > 0 {
		p.app.showError(title, errors.Join(fresh...))
	}
}

func (p *picker) chooseGame(id string) {
	p.game = id
	for _, c := range p.cards {
		c.setChosen(c.id == id)
	}
	p.setups, _ = p.app.catalog.List(id)
	info, _ := p.app.game(id)
	p.heading.SetText(lang.L("{{.Game}} setups", map[string]any{"Game": info.LocalName()}))
	p.setupList.UnselectAll()
	p.chosen = -1
	p.setupList.Refresh()
	if len(p.setups) == 0 {
		p.empty.SetText(lang.L("There is no setup of {{.Game}} yet.", map[string]any{"Game": info.LocalName()}))
		p.empty.Show()
	} else {
		p.empty.Hide()
	}
	if info.Editable {
		p.newSetup.Show()
		p.edit.Show()
	} else {
		p.newSetup.Hide()
		p.edit.Hide()
	}
	// Choose the setup chosen last time, else the first (the default).
	last := p.app.prefs.String(prefLastSetup+id, "")
	i := slices.IndexFunc(p.setups, func(s *setups.Setup) bool { return s.ID == last })
	if i < 0 && len(p.setups) > 0 {
		i = 0
	}
	if i >= 0 {
		p.setupList.Select(i)
		// Selecting scrolls the list to the setup; before the window is
		// laid out the list has no height and scrolls too far, hiding the
		// rows above it. Scroll again once it has one.
		onUI(func() { p.setupList.ScrollTo(i) })
	} else {
		p.chooseSetup(-1)
	}
}

func (p *picker) chooseSetup(i int) {
	p.chosen = i
	if i < 0 || i >= len(p.setups) {
		p.detail.SetText("")
		p.seats.RemoveAll()
		p.clock.RemoveAll()
		p.play.Disable()
		p.edit.Disable()
		p.remove.Disable()
		return
	}
	s := p.setups[i]
	// Coming back to this game, or to the picker after a restart, finds
	// the same setup chosen.
	p.app.prefs.SetString(prefLastGame, s.Game)
	p.app.prefs.SetString(prefLastSetup+s.Game, s.ID)
	p.detail.SetText(setupDescription(s))
	p.showSeats(s)
	p.play.Enable()
	p.edit.Enable()
	setEnabled(p.remove, s.User)
}

// showSeats offers, for each seat of a setup, a person or the computer at
// a level; the choice is remembered for the game.
func (p *picker) showSeats(s *setups.Setup) {
	p.seats.RemoveAll()
	players := p.app.playersFor(s)
	var labels []string
	for _, c := range play.Choices {
		labels = append(labels, c.Label())
	}
	// The names take the width of the longest, so the choices line up.
	nameWidth := float32(0)
	for _, seat := range s.Seats {
		nameWidth = max(nameWidth, widget.NewLabel(view.ColourName(seat.Colour)).MinSize().Width)
	}
	// A seat a row: the choices' words are long in some languages.
	grid := container.NewVBox()
	for i, seat := range s.Seats {
		choice := widget.NewSelect(labels, func(label string) {
			players[i] = play.ParsePlayer(label)
			p.app.setPlayer(s, i, players[i])
		})
		choice.SetSelected(players[i].Label())
		dot := canvas.NewCircle(view.SeatColour(seat.Colour))
		dot.StrokeWidth = 1.5
		dot.StrokeColor = color.NRGBA{0x55, 0x55, 0x55, 0xff}
		name := widget.NewLabel(view.ColourName(seat.Colour))
		grid.Add(container.NewBorder(nil, nil,
			container.NewHBox(container.NewCenter(container.NewGridWrap(fyne.NewSquareSize(16), dot)),
				container.NewGridWrap(fyne.NewSize(nameWidth, name.MinSize().Height), name)), nil, choice))
	}
	heading := widget.NewLabel(lang.L("Players"))
	heading.TextStyle.Bold = true
	p.seats.Add(heading)
	p.seats.Add(grid)
	p.clock.RemoveAll()
	p.clock.Add(p.clockChoice(s.Game))
}

// deleteChosen removes the chosen setup of the user's, after asking.
func (p *picker) deleteChosen() {
	if p.chosen < 0 || !p.setups[p.chosen].User {
		return
	}
	s := p.setups[p.chosen]
	question := lang.L("“{{.Name}}” ({{.File}}) will be deleted from your setups.",
		map[string]any{"Name": setupName(s), "File": filepath.Base(s.File)})
	modal.Confirm(p.app.win, lang.L("Delete this setup?"), question, lang.L("Delete"), func() {
		if err := os.Remove(s.File); err != nil {
			p.app.showError(lang.L("The setup cannot be deleted"), err)
			return
		}
		p.chooseGame(p.game)
	})
}

func (p *picker) startChosen() {
	if p.chosen >= 0 && p.chosen < len(p.setups) {
		p.app.startGame(p.setups[p.chosen])
	}
}

// card is a panel of the picker to click, lit up when chosen or under the
// mouse: a game, or a game in progress.
type card struct {
	widget.BaseWidget
	id       string // what it stands for: the game's id
	content  fyne.CanvasObject
	onTapped func()
	bg       *canvas.Rectangle
	chosen   bool
	hovered  bool
}

func newCard(id string, content fyne.CanvasObject, onTapped func()) *card {
	c := &card{id: id, content: content, onTapped: onTapped, bg: canvas.NewRectangle(color.Transparent)}
	c.bg.CornerRadius = 8
	c.ExtendBaseWidget(c)
	return c
}

// newGameCard is a game in the picker: its picture, name and one line
// about it.
func newGameCard(info view.Game, onTapped func()) *card {
	pic := canvas.NewImageFromResource(info.Picture)
	pic.FillMode = canvas.ImageFillContain
	pic.SetMinSize(fyne.NewSquareSize(60))
	name := widget.NewLabel(info.LocalName())
	name.TextStyle.Bold = true
	tagline := widget.NewLabel(info.LocalTagline())
	tagline.Wrapping = fyne.TextWrapWord
	text := container.New(layout.NewCustomPaddedVBoxLayout(-2*theme.Padding()), name, tagline)
	return newCard(info.ID, container.NewBorder(nil, nil, container.NewCenter(pic), nil, text), onTapped)
}

func (c *card) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(c.bg, container.NewPadded(c.content)))
}

func (c *card) setChosen(chosen bool) {
	c.chosen = chosen
	c.paint()
}

func (c *card) paint() {
	switch {
	case c.chosen:
		c.bg.FillColor = theme.Color(theme.ColorNameSelection)
	case c.hovered:
		c.bg.FillColor = theme.Color(theme.ColorNameHover)
	default:
		c.bg.FillColor = color.Transparent
	}
	c.bg.Refresh()
}

func (c *card) Tapped(*fyne.PointEvent) { c.onTapped() }

func (c *card) MouseIn(*desktop.MouseEvent)    { c.hovered = true; c.paint() }
func (c *card) MouseMoved(*desktop.MouseEvent) {}
func (c *card) MouseOut()                      { c.hovered = false; c.paint() }

func (c *card) Cursor() desktop.Cursor { return desktop.PointerCursor }

func setEnabled(w fyne.Disableable, enabled bool) {
	if enabled {
		w.Enable()
	} else {
		w.Disable()
	}
}
