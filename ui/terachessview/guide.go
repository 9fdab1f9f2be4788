package terachessview

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"boardshelf/rules/terachess"
	"boardshelf/ui/i18n"
)

// ShowGuide opens the piece guide over the window: every kind with its
// picture, name, letter and movement.
func (v *View) ShowGuide() {
	c := fyne.CurrentApp().Driver().CanvasForObject(v.board)
	if c == nil {
		return
	}
	var popup *widget.PopUp
	closeButton := widget.NewButton(lang.L("Close"), func() { popup.Hide() })
	title := widget.NewLabel(lang.L("Terachess pieces"))
	title.TextStyle.Bold = true
	body := container.NewBorder(title, container.NewCenter(closeButton), nil, nil, container.NewVScroll(GuideEntries()))
	popup = widget.NewModalPopUp(body, c)
	size := c.Size()
	popup.Resize(fyne.NewSize(min(size.Width-40, 720), size.Height-40))
	popup.Show()
}

// GuideEntries lists the 24 kinds, two to a row where there is room.
func GuideEntries() *fyne.Container {
	var rows []fyne.CanvasObject
	for _, k := range terachess.Kinds() {
		white := canvas.NewImageFromResource(design(k.String(), "white"))
		black := canvas.NewImageFromResource(design(k.String(), "black"))
		for _, img := range []*canvas.Image{white, black} {
			img.FillMode = canvas.ImageFillContain
			img.SetMinSize(fyne.NewSquareSize(44))
		}
		name := widget.NewLabel(kindName(k) + " (" + string(k.Letter()) + ")")
		name.TextStyle.Bold = true
		how := widget.NewLabel(i18n.Explain(k.Description(), nil))
		how.Wrapping = fyne.TextWrapWord
		tile := canvas.NewRectangle(lightSquare)
		tile.CornerRadius = 6
		pictures := container.NewStack(tile, container.NewHBox(white, black))
		rows = append(rows, container.NewBorder(nil, nil, container.NewCenter(pictures), nil,
			container.NewBorder(name, nil, nil, nil, how)))
	}
	return container.NewVBox(rows...)
}
