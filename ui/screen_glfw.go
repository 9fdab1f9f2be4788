//go:build !ci

package ui

import (
	"fyne.io/fyne/v2"
	"github.com/go-gl/glfw/v3.3/glfw"
)

// screenRoom is the room on the primary screen for a window, in the units
// of canvas c: its work area (the screen without panels and task bars).
// Fyne does not tell the screen's size, so it is asked of GLFW, which the
// desktop driver has set up by the time the window is shown; this runs on
// the main goroutine, as GLFW needs.
func screenRoom(c fyne.Canvas) (fyne.Size, bool) {
	scale := c.Scale()
	monitor := glfw.GetPrimaryMonitor()
	if monitor == nil || scale <= 0 {
		return fyne.Size{}, false
	}
	_, _, width, height := monitor.GetWorkarea()
	if width <= 0 || height <= 0 {
		return fyne.Size{}, false
	}
	return fyne.NewSize(float32(width)/scale, float32(height)/scale), true
}
