package play

import (
	"errors"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"boardshelf/records"
	"boardshelf/ui/play/session"
)

// The tree of moves on the screen: variations, the players' notes on the
// moves and the marks drawn on the board, through the move list's menu.

// Shown is the move of the tree shown, the root at the start.
func (p *Screen) Shown() *session.Node { return p.sess.Shown() }

// Show shows the position after the move n of the tree.
func (p *Screen) Show(n *session.Node) { p.sess.Show(n) }

// Marks are the marks drawn on the board in the position shown.
func (p *Screen) Marks() []records.Mark { return p.sess.Shown().Note().Marks }

// SetMarks keeps the marks drawn on the board in the position shown.
func (p *Screen) SetMarks(marks []records.Mark) {
	n := p.sess.Shown()
	note := n.Note()
	note.Marks = slices.Clone(marks)
	p.sess.SetNote(n, note)
}

// SetNAG marks the move n's worth ("!", "?"…; "" for none).
func (p *Screen) SetNAG(n *session.Node, nag string) {
	note := n.Note()
	note.NAG = nag
	p.sess.SetNote(n, note)
}

// SetComment writes a comment on the move n ("" for none).
func (p *Screen) SetComment(n *session.Node, text string) {
	note := n.Note()
	note.Comment = text
	p.sess.SetNote(n, note)
}

// moveMenu is the menu of the move n: the six marks of a move's worth
// (the one it has checked: choosing it again takes it off), a comment,
// and, for a variation, promoting it to the main line or deleting it.
func (p *Screen) moveMenu(n *session.Node) *fyne.Menu {
	var items []*fyne.MenuItem
	for _, nag := range records.NAGs {
		item := fyne.NewMenuItem(nag+"  "+nagName(nag), func() {
			if n.Note().NAG == nag {
				p.SetNAG(n, "")
				return
			}
			p.SetNAG(n, nag)
		})
		item.Checked = n.Note().NAG == nag
		items = append(items, item)
	}
	comment := fyne.NewMenuItem(lang.L("Comment…"), func() { p.askComment(n) })
	promote := fyne.NewMenuItem(lang.L("Promote variation"), func() { p.sess.Promote(n) })
	promote.Disabled = n.Main() || !p.sess.Branching()
	remove := fyne.NewMenuItem(lang.L("Delete variation"), func() { p.sess.Delete(n) })
	remove.Disabled = n.Main()
	items = append(items, fyne.NewMenuItemSeparator(), comment, fyne.NewMenuItemSeparator(), promote, remove)
	return fyne.NewMenu("", items...)
}

// showMoveMenu opens the menu of the move n at a point of the window. A
// shared game has none: its record is its log, which keeps no notes.
func (p *Screen) showMoveMenu(n *session.Node, at fyne.Position) {
	if p.shared != nil {
		return
	}
	widget.ShowPopUpMenuAtPosition(p.moveMenu(n), p.host.Window().Canvas(), at)
}

// nagName is what a mark of a move's worth means, for the menu.
func nagName(nag string) string {
	switch nag {
	case "!":
		return lang.L("Good move")
	case "?":
		return lang.L("Mistake")
	case "!!":
		return lang.L("Brilliant move")
	case "??":
		return lang.L("Blunder")
	case "!?":
		return lang.L("Interesting move")
	case "?!":
		return lang.L("Dubious move")
	}
	return ""
}

// askComment asks for the comment on the move n.
func (p *Screen) askComment(n *session.Node) {
	entry := widget.NewMultiLineEntry()
	entry.SetText(n.Note().Comment)
	entry.Wrapping = fyne.TextWrapWord
	entry.Validator = func(s string) error {
		if len(s) > records.MaxComment {
			return errors.New(lang.L("The comment is too long"))
		}
		return nil
	}
	d := dialog.NewForm(lang.L("Comment"), lang.L("Keep"), lang.L("Cancel"),
		[]*widget.FormItem{widget.NewFormItem("", entry)},
		func(keep bool) {
			if keep {
				p.SetComment(n, entry.Text)
			}
		}, p.host.Window())
	d.Resize(fyne.NewSize(420, 260))
	p.present(d)
}
