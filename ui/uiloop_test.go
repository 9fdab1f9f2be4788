package ui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
)

// The test driver runs what other goroutines hand to the UI (fyne.Do) at
// once on their own goroutine, beside the test's. A shared game's screen
// follows its table from a goroutine of its own, so its tests queue that
// work instead and run it on the test's goroutine, as the real app runs it
// on its one UI goroutine.

// queuedApp is an app whose driver queues the UI's work from goroutines.
type queuedApp struct {
	fyne.App
	driver queuedDriver
}

func (a queuedApp) Driver() fyne.Driver { return a.driver }

type queuedDriver struct {
	fyne.Driver
	work chan func()
}

func (d queuedDriver) DoFromGoroutine(f func(), wait bool) {
	if !wait {
		d.work <- f
		return
	}
	done := make(chan struct{})
	d.work <- func() { f(); close(done) }
	<-done
}

// uiWork is the queue of the test running, nil when none is queued.
var uiWork chan func()

// queueUIWork makes the UI's work from goroutines queue until the test
// ends: the app's own (onUI), and the current app's driver's. The test
// driver's app is made anew by each app started: newTestApp wraps each
// one made while a queue is on.
func queueUIWork(t *testing.T) {
	if uiWork == nil {
		uiWork = make(chan func(), 1024)
		work := uiWork
		queue := func(f func()) { work <- f }
		uiHook.Store(&queue)
		t.Cleanup(func() {
			uiWork = nil
			do := fyne.Do
			uiHook.Store(&do)
		})
	}
	a := fyne.CurrentApp()
	if a == nil {
		return
	}
	if q, ok := a.(queuedApp); ok {
		a = q.App
	}
	fyne.SetCurrentApp(queuedApp{App: a, driver: queuedDriver{Driver: a.Driver(), work: uiWork}})
}

// settle runs the UI's work queued until done reports true, then what
// is left, failing after a few seconds.
func settle(t *testing.T, done func() bool) {
	t.Helper()
	deadline := time.After(5 * time.Second)
	for !done() {
		select {
		case f := <-uiWork:
			f()
		case <-deadline:
			t.Fatal("the screen did not catch up with the game")
		}
	}
	for {
		select {
		case f := <-uiWork:
			f()
		default:
			return
		}
	}
}
