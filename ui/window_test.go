package ui

import (
	"math"
	"testing"

	"fyne.io/fyne/v2"
)

// Whatever the preferences hold, the window opens at a size every window
// system takes.
func TestStoredWindowSizes(t *testing.T) {
	for _, tc := range []struct {
		width, height float64
		want          fyne.Size
	}{
		{1280, 800, fyne.NewSize(1280, 800)},
		{0, 0, defaultWindow},
		{100000, 800, defaultWindow},
		{1e20, 1e308, defaultWindow},
		{math.NaN(), 700, defaultWindow},
		{math.Inf(1), 700, defaultWindow},
		{-800, 600, defaultWindow},
		{3, 4, defaultWindow},
	} {
		if got := storedWindow(tc.width, tc.height); got != tc.want {
			t.Errorf("stored %vx%v opens at %v, want %v", tc.width, tc.height, got, tc.want)
		}
	}
}

// The window fits the screen it opens on: the first window on a 1920x1080
// screen at 150 % (1280x720 units, less a panel) is made shorter.
func TestTheWindowFitsTheScreen(t *testing.T) {
	for _, tc := range []struct {
		size, room, want fyne.Size
	}{
		{defaultWindow, fyne.NewSize(1280, 690), fyne.NewSize(1100, 642)},
		{defaultWindow, fyne.NewSize(1920, 1050), defaultWindow},
		{fyne.NewSize(3000, 2000), fyne.NewSize(1366, 738), fyne.NewSize(1342, 690)},
	} {
		if got := fitWindow(tc.size, tc.room); got != tc.want {
			t.Errorf("%v in %v: %v, want %v", tc.size, tc.room, got, tc.want)
		}
	}
}

// A size of 100000 kept in the preferences does not reach the window.
func TestABadWindowSizeInThePreferences(t *testing.T) {
	a := newTestApp(t)
	u := Start(a, nil)
	u.prefs.SetFloat(prefWidth, 100000)
	u.prefs.SetFloat(prefHeight, 1e308)
	u.win.Close()
	u = Start(a, nil)
	t.Cleanup(u.win.Close)
	if got := u.win.Canvas().Size(); got.Width > maxWindow || got.Height > maxWindow {
		t.Errorf("the window opens at %v", got)
	}
}
