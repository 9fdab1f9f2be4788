package play

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

func TestStatusLineSharesTheRow(t *testing.T) {
	test.NewTempApp(t)
	status := widget.NewLabel("Yellow: move a piece as a Bishop, spending your two promotion halves")
	status.Truncation = fyne.TextTruncateEllipsis
	notice := widget.NewLabel("Terrace!")
	message := widget.NewLabel("Dropped off the board: the piece goes back")
	message.Truncation = fyne.TextTruncateEllipsis
	l := statusLayout{status}
	row := container.New(l, status, notice, message)
	wanted := l.wantedWidth()
	whole := widget.NewLabel(status.Text)
	if d := wanted - whole.MinSize().Width; d < 0 || d > 2 {
		t.Fatalf("the whole text measures %.1f px, an untruncated label %.1f", wanted, whole.MinSize().Width)
	}

	// Room enough: the status shows whole, the notice beside it, the
	// message takes the rest.
	row.Resize(fyne.NewSize(wanted+400, 40))
	if status.Size().Width != wanted || shownText(status) != status.Text {
		t.Errorf("status %.0f px wide showing %q, want its whole text in %.0f", status.Size().Width, shownText(status), wanted)
	}
	if notice.Position().X != wanted || notice.Size().Width != notice.MinSize().Width {
		t.Errorf("notice at %.0f, %.0f wide", notice.Position().X, notice.Size().Width)
	}
	if got, want := message.Position().X+message.Size().Width, row.Size().Width; got != want {
		t.Errorf("the message ends at %.0f, want the row's end %.0f", got, want)
	}

	// A narrow row: the status is cut short, the notice stays whole.
	row.Resize(fyne.NewSize(300, 40))
	if w := status.Size().Width; w >= wanted || w < status.MinSize().Width || !strings.HasSuffix(shownText(status), "…") {
		t.Errorf("status %.0f px wide in a 300 px row, showing %q", w, shownText(status))
	}
	if notice.Size().Width != notice.MinSize().Width || notice.Position().X+notice.Size().Width > 300 {
		t.Errorf("the notice should stay whole and inside the row: at %.0f, %.0f wide", notice.Position().X, notice.Size().Width)
	}
	if row.MinSize().Width > 300 {
		t.Errorf("the line asks for %.0f px: long texts must not widen the window", row.MinSize().Width)
	}
}

// shownText is the text a widget draws.
func shownText(o fyne.CanvasObject) string {
	switch o := o.(type) {
	case *canvas.Text:
		return o.Text
	case fyne.Widget:
		var text strings.Builder
		for _, part := range test.WidgetRenderer(o).Objects() {
			text.WriteString(shownText(part))
		}
		return text.String()
	}
	return ""
}
