package ui

import (
	"errors"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/interchange"
	"boardshelf/rules"
	"boardshelf/setups"
	"boardshelf/ui/i18n"
	"boardshelf/ui/view"
)

// The problems the app shows in a dialog: one to a paragraph, each file's
// path shortened from the left to fit, never broken inside the file's name.

// notARecord is a file opened as a game record that holds none: not TOML,
// or TOML without a record's keys.
type notARecord struct{ err error }

func (e notARecord) Error() string { return e.err.Error() }
func (e notARecord) Unwrap() error { return e.err }

// showError shows problems in a dialog, one to a paragraph (each with a
// bullet when there are several). A long list scrolls, so that the dialog
// and its button stay inside the window.
func (u *App) showError(title string, err error) {
	room := u.win.Canvas().Size()
	width, tallest := min(560, room.Width-40), room.Height-40
	problems := unwrapAll(err)
	lines := make([]*widget.Label, len(problems))
	list := container.NewVBox()
	for i := range problems {
		lines[i] = widget.NewLabel("")
		lines[i].Wrapping = fyne.TextWrapWord
		if len(problems) == 1 {
			list.Add(lines[i])
			continue
		}
		list.Add(container.NewBorder(nil, nil, container.NewVBox(widget.NewLabel("•")), nil, lines[i]))
	}
	scroll := container.NewVScroll(list)
	body := container.NewBorder(nil, nil, container.NewVBox(widget.NewIcon(theme.ErrorIcon())), nil, scroll)
	d := dialog.NewCustom(title, lang.L("Close"), body, u.win)
	d.Resize(fyne.NewSize(width, tallest))
	u.present(d)
	// Laid out, each line has its width: the paths are fitted to it (with
	// the comma after them), then the dialog takes the height the words need.
	comma := fyne.MeasureText(",", theme.TextSize(), fyne.TextStyle{}).Width
	for i, e := range problems {
		room := lines[i].Size().Width - 2*theme.InnerPadding() - comma
		lines[i].SetText(problemWords(withShortPath(e, room)))
	}
	chrome := tallest - scroll.Size().Height
	d.Resize(fyne.NewSize(width, min(list.MinSize().Height+chrome, tallest)))
}

// unwrapAll lists the errors joined in err.
func unwrapAll(err error) []error {
	if joined, ok := err.(interface{ Unwrap() []error }); ok {
		return joined.Unwrap()
	}
	return []error{err}
}

// problemWords words a problem for the player in the language spoken.
func problemWords(err error) string {
	var nr notARecord
	var serr *setups.Error
	var move interchange.MoveError
	switch {
	case errors.As(err, &move): // another program's game: its seats by their colours
		return i18n.Explain(move.Explanation, func(seat int) string {
			if seat < 0 || seat >= len(move.Seats) {
				return rules.Seat(seat).String()
			}
			return view.ColourName(move.Seats[seat])
		})
	case !errors.As(err, &nr) || !errors.As(nr.err, &serr):
		return i18n.Error(err, nil)
	}
	what := serr.Msg
	if serr.Problem.Format != "" {
		what = i18n.Explain(serr.Problem, nil)
	}
	values := map[string]any{"File": serr.File, "Line": serr.Line, "Problem": what}
	if serr.Line > 0 {
		return lang.L("{{.File}} is not a Boardshelf game record: line {{.Line}}: {{.Problem}}", values)
	}
	return lang.L("{{.File}} is not a Boardshelf game record: {{.Problem}}", values)
}

// withShortPath is a problem with a file whose path is shortened to fit
// width, if need be.
func withShortPath(err error, width float32) error {
	return withFile(err, func(path string) string { return fitPath(path, width) })
}

// withFile is a problem with a file whose path is written as name writes
// it.
func withFile(err error, name func(path string) string) error {
	var nr notARecord
	if errors.As(err, &nr) {
		return notARecord{withFile(nr.err, name)}
	}
	if serr, ok := err.(*setups.Error); ok {
		short := *serr
		short.File = name(serr.File)
		return &short
	}
	return err
}

// fitPath shortens a path from the left, a folder at a time, until it fits
// width in the theme's text: "…/chessrace/bad.toml". The file's name stays
// whole even when it alone is wider.
func fitPath(path string, width float32) string {
	fits := func(s string) bool {
		return fyne.MeasureText(s, theme.TextSize(), fyne.TextStyle{}).Width <= width
	}
	if fits(path) {
		return path
	}
	sep := string(filepath.Separator)
	parts := strings.Split(path, sep)
	for i := 1; i < len(parts)-1; i++ {
		if short := "…" + sep + strings.Join(parts[i:], sep); fits(short) {
			return short
		}
	}
	return parts[len(parts)-1]
}
