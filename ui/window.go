package ui

import (
	"math"

	"fyne.io/fyne/v2"
)

// The window opens at the size it had when it was last closed, fitted to
// the screen: a size read back from the preferences may be anything (a
// size of 100000 makes X refuse to open the window at all), and a screen
// may have become smaller or been scaled up since.

// defaultWindow is the size of the first window.
var defaultWindow = fyne.NewSize(1100, 760)

// maxWindow bounds a window before the screen's size is known: beyond a 4K
// screen's, and well within what every window system takes.
const maxWindow = 4096

// storedWindow is the size to open the window at, from the width and
// height kept: the default for anything not a sensible size.
func storedWindow(width, height float64) fyne.Size {
	sane := func(v float64) bool { return !math.IsNaN(v) && v >= 200 && v <= maxWindow }
	if !sane(width) || !sane(height) {
		return defaultWindow
	}
	return fyne.NewSize(float32(width), float32(height))
}

// fitWindow shrinks a window's size to fit the room on its screen, with a
// margin for the window's frame and title bar.
func fitWindow(size, room fyne.Size) fyne.Size {
	const frame = 48 // title bar and borders, which the room does not leave out
	return fyne.NewSize(min(size.Width, room.Width-frame/2), min(size.Height, room.Height-frame))
}

// fitScreen makes the window fit its screen, once it is shown and the
// screen is known.
func (u *App) fitScreen() {
	room, ok := screenRoom(u.win.Canvas())
	if !ok {
		return
	}
	size := u.win.Canvas().Size()
	if fit := fitWindow(size, room); fit != size {
		u.win.Resize(fit)
		u.win.CenterOnScreen()
	}
}
