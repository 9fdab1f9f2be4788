package ui

import (
	"errors"
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/setups"
)

// picker is the opening screen: the four games, the setups of the chosen
// one, and a button to play.
type picker struct {
	app      *App
	game     string          // id of the chosen game
	setups   []*setups.Setup // its setups, in the catalog's order
	chosen   int             // index of the chosen setup, -1 for none
	reported []string        // setup problems already shown this session

	cards     []*gameCard
	setupList *widget.List
	heading   *widget.Label
	detail    *widget.Label
	empty     *widget.Label
	play      *widget.Button
	content   fyne.CanvasObject
}

func newPicker(u *App) *picker {
	p := &picker{app: u, chosen: -1}
	for _, g := range games {
		p.cards = append(p.cards, newGameCard(g, func() { p.chooseGame(g.id) }))
	}
	p.setupList = widget.NewList(
		func() int { return len(p.setups) },
		func() fyne.CanvasObject {
			name := widget.NewLabel("Setup name")
			name.TextStyle.Bold = true
			summary := widget.NewLabel("summary")
			summary.Importance = widget.LowImportance
			return container.NewVBox(name, summary)
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			s := p.setups[i]
			box := o.(*fyne.Container)
			box.Objects[0].(*widget.Label).SetText(s.Name)
			summary := s.Summary()
			if s.User {
				summary += " · your setup"
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
	p.play = widget.NewButtonWithIcon("Play", theme.MediaPlayIcon(), p.startChosen)
	p.play.Importance = widget.HighImportance
	open := widget.NewButtonWithIcon("Open setup file…", theme.FolderOpenIcon(), u.chooseSetupFile)

	title := canvas.NewText("Boardshelf", theme.Color(theme.ColorNameForeground))
	title.TextSize = 28
	title.TextStyle.Bold = true
	subtitle := widget.NewLabel("Choose a game and a starting setup.")
	var cardObjects []fyne.CanvasObject
	for _, c := range p.cards {
		cardObjects = append(cardObjects, c)
	}
	left := container.NewVBox(container.NewPadded(title), subtitle, container.NewVBox(cardObjects...))
	bottom := container.NewBorder(nil, nil, open, p.play)
	right := container.NewBorder(p.heading, container.NewVBox(p.detail, bottom), nil, nil,
		container.NewStack(p.setupList, container.NewCenter(p.empty)))
	split := container.NewHSplit(container.NewVScroll(left), container.NewPadded(right))
	split.Offset = 0.45
	p.content = split

	p.game = u.fyne.Preferences().StringWithFallback(prefLastGame, games[0].id)
	return p
}

// reload rereads the setups (the user's folder may have changed) and
// shows any file that cannot be read, once.
func (p *picker) reload() {
	_, problems := p.app.catalog.List("")
	var fresh []error
	for _, err := range problems {
		if !slices.Contains(p.reported, err.Error()) {
			p.reported = append(p.reported, err.Error())
			fresh = append(fresh, err)
		}
	}
	if len(fresh) > 0 {
		p.app.showError("Some of your setup files cannot be read; the others are listed", errors.Join(fresh...))
	}
	p.chooseGame(p.game)
}

func (p *picker) chooseGame(id string) {
	p.game = id
	for _, c := range p.cards {
		c.setChosen(c.info.id == id)
	}
	p.setups, _ = p.app.catalog.List(id)
	info := gameByID(id)
	p.heading.SetText(info.name + " setups")
	p.setupList.UnselectAll()
	p.chosen = -1
	p.setupList.Refresh()
	if len(p.setups) == 0 {
		p.empty.SetText(info.name + " is coming soon.")
		p.empty.Show()
	} else {
		p.empty.Hide()
	}
	// Choose the setup played last time, else the first (the default).
	last := p.app.fyne.Preferences().String(prefLastSetup + id)
	i := slices.IndexFunc(p.setups, func(s *setups.Setup) bool { return s.ID == last })
	if i < 0 && len(p.setups) > 0 {
		i = 0
	}
	if i >= 0 {
		p.setupList.Select(i)
	} else {
		p.chooseSetup(-1)
	}
}

func (p *picker) chooseSetup(i int) {
	p.chosen = i
	if i < 0 || i >= len(p.setups) {
		p.detail.SetText("")
		p.play.Disable()
		return
	}
	p.detail.SetText(p.setups[i].Description)
	p.play.Enable()
}

func (p *picker) startChosen() {
	if p.chosen >= 0 && p.chosen < len(p.setups) {
		p.app.startGame(p.setups[p.chosen])
	}
}

// gameCard is a game in the picker: its picture, name and one line about it.
type gameCard struct {
	widget.BaseWidget
	info     gameInfo
	onTapped func()
	bg       *canvas.Rectangle
	chosen   bool
	hovered  bool
}

func newGameCard(info gameInfo, onTapped func()) *gameCard {
	c := &gameCard{info: info, onTapped: onTapped, bg: canvas.NewRectangle(color.Transparent)}
	c.bg.CornerRadius = 8
	c.ExtendBaseWidget(c)
	return c
}

func (c *gameCard) CreateRenderer() fyne.WidgetRenderer {
	pic := canvas.NewImageFromResource(c.info.picture())
	pic.FillMode = canvas.ImageFillContain
	pic.SetMinSize(fyne.NewSquareSize(72))
	name := widget.NewLabel(c.info.name)
	name.TextStyle.Bold = true
	tagline := widget.NewLabel(c.info.tagline)
	tagline.Wrapping = fyne.TextWrapWord
	body := container.NewBorder(nil, nil, container.NewPadded(pic), nil, container.NewVBox(name, tagline))
	return widget.NewSimpleRenderer(container.NewStack(c.bg, container.NewPadded(body)))
}

func (c *gameCard) setChosen(chosen bool) {
	c.chosen = chosen
	c.paint()
}

func (c *gameCard) paint() {
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

func (c *gameCard) Tapped(*fyne.PointEvent) { c.onTapped() }

func (c *gameCard) MouseIn(*desktop.MouseEvent)    { c.hovered = true; c.paint() }
func (c *gameCard) MouseMoved(*desktop.MouseEvent) {}
func (c *gameCard) MouseOut()                      { c.hovered = false; c.paint() }

func (c *gameCard) Cursor() desktop.Cursor { return desktop.PointerCursor }
