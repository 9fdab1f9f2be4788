package play

import (
	"context"
	"math/rand/v2"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"boardshelf/ai"
	"boardshelf/rules"
	"boardshelf/ui/view"
)

// The computer's turns: any seat may be played by the computer at one of
// the AI's levels. Its search runs on its own goroutine; the move comes
// back through fyne.Do, slides onto the board and is played, unless the
// game moved on meanwhile (an undo, a new game), which cancels the search.

// turns is the computer's work under way on the screen, and the line of
// the status bar that shows it.
type turns struct {
	cancel func() // stops the work under way, if any
	left   bool   // the screen was left: nothing may play on it any more

	// spawn runs a computer's work; nil starts a goroutine. Tests queue
	// the work instead and run it step by step, and set steps to make
	// every search a fixed number of steps rather than a time.
	spawn func(work func())
	steps int
	// seed is the game's own seed for the computer's choices: every move
	// gets its own from it (ai.MoveSeed), so that a new game does not
	// repeat the last one move for move.
	seed uint64

	label   *widget.Label
	spinner *widget.ProgressBarInfinite
	box     *fyne.Container // the label and the spinner, shown while at work
}

func (t *turns) build() {
	t.label = widget.NewLabel("")
	t.label.Truncation = fyne.TextTruncateEllipsis
	t.spinner = widget.NewProgressBarInfinite()
	t.box = container.NewBorder(nil, nil, nil, container.NewGridWrap(fyne.NewSize(120, t.spinner.MinSize().Height), t.spinner), t.label)
	t.box.Hide()
}

// show shows the label and runs the spinner.
func (t *turns) show() {
	t.box.Show()
	t.spinner.Start()
}

// hide hides them and stops the spinner: hiding its container alone leaves
// a ProgressBarInfinite animating, which redrew the window sixty times a
// second (a core busy drawing) for as long as the game stayed open.
func (t *turns) hide() {
	t.spinner.Stop()
	t.box.Hide()
}

// busy reports whether a computer (or a hint's search) is at work.
func (t *turns) busy() bool { return t.cancel != nil }

// background runs a computer's work off the UI goroutine.
func (t *turns) background(work func()) {
	if t.spawn != nil {
		t.spawn(work)
		return
	}
	go work()
}

// options are the search's options for the move at ply: a seed of its
// own drawn from the game's.
func (t *turns) options(ply int) ai.Options {
	return ai.Options{Seed: ai.MoveSeed(t.seed, ply), Steps: t.steps}
}

// computerToMove reports whether the computer plays the seat to move.
func (p *Screen) computerToMove() bool {
	seat := p.seatToMove()
	return seat >= 0 && seat < len(p.players) && p.players[seat].Computer
}

// maybeComputerMove starts the computer's turn when a computer seat is to
// move at the end of the line (not while the player browses back).
func (p *Screen) maybeComputerMove() {
	if p.turn.busy() || p.turn.left || p.clocks.paused || p.pending != nil || p.game.Status().Over || p.hist.At() < len(p.hist.Line()) || !p.computerToMove() {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	p.turn.cancel = cancel
	at := p.hist.At()
	if p.game.Turn() == rules.Chance {
		p.thinking(lang.L("rolls the die…"))
		p.turn.background(func() { p.rollLater(ctx, at) })
		return
	}
	level := p.players[p.seatToMove()].Level
	p.thinking(lang.L("thinking…"))
	game, opts, pace := p.game.Clone(), p.turn.options(at), p.host.Pace()
	opts.Clock = p.gameClock() // no search may lose on time
	clocked := opts.Clock != nil
	p.turn.background(func() {
		started := time.Now()
		m, err := ai.BestMoveWith(ctx, game, level, opts)
		// Give people time to see whose move it is, at the chosen speed
		// (not on the computer's clock).
		if wait := pace.Pause - time.Since(started); wait > 0 && err == nil && !clocked {
			select {
			case <-time.After(wait):
			case <-ctx.Done():
			}
		}
		fyne.Do(func() { p.computerMoved(ctx, at, m, err) })
	})
}

// rollLater rolls the die for a computer seat after a moment, so that
// people see the roll happen.
func (p *Screen) rollLater(ctx context.Context, at int) {
	select {
	case <-time.After(max(p.host.Pace().Pause, 300*time.Millisecond)):
	case <-ctx.Done():
	}
	fyne.Do(func() {
		if !p.current(ctx, at) {
			return
		}
		p.stopThinking()
		if roller, ok := p.view.(view.Roller); ok {
			roller.Roll()
		} else {
			faces := p.game.Moves()
			p.Play(faces[rand.IntN(len(faces))])
		}
	})
}

// current reports whether a computer's turn started at move at is still
// the one on screen: not cancelled, not left, not moved on.
func (p *Screen) current(ctx context.Context, at int) bool {
	return ctx.Err() == nil && !p.turn.left && p.hist.At() == at
}

// computerMoved shows and plays the computer's move, unless the game
// moved on meanwhile (an undo, a new game or a jump in the history). The
// turn stays the computer's, and the board closed to clicks, until the
// move's slide has ended and it is played.
func (p *Screen) computerMoved(ctx context.Context, at int, m rules.Move, err error) {
	if !p.current(ctx, at) {
		return
	}
	p.turn.hide()
	if err != nil {
		p.stopThinking()
		p.Say(lang.L("The computer could not move: {{.Why}}", map[string]any{"Why": err.Error()}))
		return
	}
	play := func() {
		if !p.current(ctx, at) {
			return
		}
		p.stopThinking()
		p.Play(m)
	}
	if a, ok := p.view.(view.MoveAnimator); ok {
		a.AnimateMove(m, p.host.Pace().Slide, play)
		return
	}
	play()
}

// thinking shows that the computer is at work.
func (p *Screen) thinking(text string) {
	p.turn.label.SetText(text)
	p.turn.show()
	p.view.Update() // the board takes no clicks meanwhile
	p.updateMenu()
}

func (p *Screen) stopThinking() {
	if p.turn.cancel != nil {
		p.turn.cancel()
		p.turn.cancel = nil
	}
	p.turn.hide()
}

// Hint shows the move the hardest level would play for the person to move.
func (p *Screen) Hint() {
	if p.turn.busy() || p.game.Status().Over || p.computerToMove() || p.game.Turn() == rules.Chance {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	p.turn.cancel = cancel
	at := p.hist.At()
	p.thinking(lang.L("Looking for a good move…"))
	game, opts := p.game.Clone(), p.turn.options(at)
	p.turn.background(func() {
		m, err := ai.BestMoveWith(ctx, game, ai.Hard, opts)
		fyne.Do(func() {
			if !p.current(ctx, at) {
				return
			}
			p.stopThinking()
			p.update()
			if err != nil {
				p.Say(lang.L("No hint: {{.Why}}", map[string]any{"Why": err.Error()}))
				return
			}
			p.Say(lang.L("Hint: {{.Move}}", map[string]any{"Move": p.moveText(at, m)}))
			if h, ok := p.view.(view.Hinter); ok {
				h.ShowHint(m)
			}
		})
	})
}
