package play

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"boardshelf/clock"
	"boardshelf/rules/terrace"
	"boardshelf/setups"
	"boardshelf/ui/board"
	"boardshelf/ui/chessraceview"
	"boardshelf/ui/i18n"
	"boardshelf/ui/sixmakingview"
	"boardshelf/ui/sound"
	"boardshelf/ui/terachessview"
	"boardshelf/ui/terraceview"
	"boardshelf/ui/view"
)

// App stands in, in these tests, for the app around the play screen: a
// window holding the screen, and the host the screen asks.
type App struct {
	play    *Screen
	win     fyne.Window
	games   []view.Game
	pace    Pace
	saved   int            // how many times the screen said the game changed
	again   *setups.Setup  // the setup the end dialog asked to play again
	chosen  bool           // the screen asked to choose another game
	sounds  sound.Recorder // the sounds the screen asked for
	options Options        // the player's settings the screen follows
}

func (u *App) Window() fyne.Window       { return u.win }
func (u *App) Pace() Pace                { return u.pace }
func (u *App) Moved(*Screen)             { u.saved++ }
func (u *App) PlayAgain(s *setups.Setup) { u.again = s }
func (u *App) ChooseGame()               { u.chosen = true; u.showPicker() }
func (u *App) Sound(s sound.Sound)       { u.sounds.Play(s) }
func (u *App) Options() Options          { return u.options }
func (u *App) SetMuted(muted bool)       { u.options.Muted = muted }
func (u *App) KeepAnalysis(on bool)      { u.options.Analysis = on }

// showPicker leaves the game, as the app's New game does.
func (u *App) showPicker() {
	if u.play != nil {
		u.play.Leave()
		u.play = nil
	}
}

// games are the four games, as the app's shelf lists them.
var games = []view.Game{terraceview.Game, terachessview.Game, sixmakingview.Game, chessraceview.Game}

// start opens a setup (an id or a file) on a play screen in a headless
// window large enough to lay out the board, every seat played by a
// person unless players says otherwise. The computers' work is queued, not
// run (step runs it), and searches a fixed number of steps, the same on
// every machine.
func start(t testing.TB, setup string, players ...Player) *App {
	t.Helper()
	u, _ := startWith(t, setup, players...)
	return u
}

// startWith is start, giving the queue of the computers' work too.
func startWith(t testing.TB, setup string, players ...Player) (*App, *[]func()) {
	t.Helper()
	u, queue, _ := startClocked(t, setup, clock.Control{}, players...)
	return u, queue
}

// fakeTime is the time the clocks of a test read: it moves only when the
// test says, and each move ticks the screen's clocks as the app's ticker
// would.
type fakeTime struct {
	now  time.Time
	tick func() // the screen's, while its clocks are drawn
}

func (f *fakeTime) Now() time.Time { return f.now }

// pass moves the time on by d, ticking the clocks every tickEvery.
func (f *fakeTime) pass(d time.Duration) {
	for end := f.now.Add(d); f.now.Before(end); {
		f.now = f.now.Add(min(tickEvery, end.Sub(f.now)))
		if f.tick != nil {
			f.tick()
		}
	}
}

// startClocked is startWith for a game played with a time control, its
// clocks reading the fake time returned.
func startClocked(t testing.TB, setup string, control clock.Control, players ...Player) (*App, *[]func(), *fakeTime) {
	t.Helper()
	t.Setenv("TMPDIR", t.TempDir())
	test.NewTempApp(t)
	i18n.Use("en") // whatever the language of the machine the tests run on
	s, err := setups.Default.Load(setup)
	if err != nil {
		t.Fatal(err)
	}
	g, err := s.NewGame()
	if err != nil {
		t.Fatal(err)
	}
	u := &App{win: test.NewWindow(nil), games: games, pace: Paces[0]}
	u.win.Resize(fyne.NewSize(1000, 700))
	t.Cleanup(u.win.Close)
	kind := games[slices.IndexFunc(games, func(k view.Game) bool { return k.ID == s.Game })]
	if len(players) == 0 {
		players = make([]Player, len(s.Seats))
	}
	queue := &[]func(){}
	// The computers may start as soon as the screen is made: their work
	// is queued from the first, through a screen whose turns queue it.
	p := &Screen{host: u, kind: kind}
	p.spawn = func(work func()) { *queue = append(*queue, work) }
	p.steps = 400 // a computer's search is a fixed number of steps, not a time
	fake := &fakeTime{now: time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)}
	p.clocks.every = func(_ time.Duration, tick func()) func() {
		fake.tick = tick
		return func() { fake.tick = nil }
	}
	if err := p.open(Begin{Setup: s, Game: g, Players: players, Clock: clock.New(control, len(s.Seats), fake.Now)}); err != nil {
		t.Fatal(err)
	}
	u.play = p
	u.win.SetContent(p.Content())
	u.win.Canvas().SetOnTypedKey(p.TypedKey)
	u.win.SetMainMenu(fyne.NewMainMenu(p.Menu(&fyne.ShortcutUndo{}, &fyne.ShortcutRedo{})))
	return u, queue, fake
}

// step runs the next piece of the computers' work: a search or a roll,
// whose result is then played.
func step(t *testing.T, queue *[]func()) {
	t.Helper()
	if len(*queue) == 0 {
		t.Fatal("the computer has nothing to do")
	}
	work := (*queue)[0]
	*queue = (*queue)[1:]
	work()
}

func (u *App) terrace(t *testing.T) (*terrace.Game, *board.Board) {
	t.Helper()
	if u.play == nil {
		t.Fatal("no game is being played")
	}
	return u.play.game.(*terrace.Game), u.play.view.(*terraceview.View).Board()
}

func sq(s string) board.Square {
	q, err := terrace.ParseSquare(s)
	if err != nil {
		panic(err)
	}
	return board.Square{File: q.File, Rank: q.Rank}
}

func tap(b *board.Board, square string) { tapAt(b, sq(square)) }

func tapAt(b *board.Board, s board.Square) { test.TapAt(b, b.SquareCentre(s)) }

// drag moves a piece with the mouse as the desktop driver reports it: each
// event carries the pointer's position and the distance since the last one.
// (test.Drag reports the press position instead, which no driver does.)
func drag(b *board.Board, from, to string) {
	start, end := b.SquareCentre(anySquare(from)), b.SquareCentre(anySquare(to))
	step := fyne.NewPos(start.X+(end.X-start.X)/4, start.Y+(end.Y-start.Y)/4)
	b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: step}, Dragged: fyne.NewDelta(step.X-start.X, step.Y-start.Y)})
	b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: end}, Dragged: fyne.NewDelta(end.X-step.X, end.Y-step.Y)})
	b.DragEnd()
}

// anySquare reads a square name of any board, up to 26 files ("p16").
func anySquare(s string) board.Square {
	file := int(s[0] - 'a')
	rank := 0
	for _, c := range s[1:] {
		rank = rank*10 + int(c-'0')
	}
	return board.Square{File: file, Rank: rank - 1}
}

// marked lists the squares that show a mark, captures prefixed with x.
func marked(b *board.Board) []string {
	var out []string
	for f := range b.Files() {
		for r := range b.Ranks() {
			s := board.Square{File: f, Rank: r}
			name := terrace.Square{File: f, Rank: r}.String()
			switch b.Cell(s).Mark {
			case board.MoveMark:
				out = append(out, name)
			case board.CaptureMark:
				out = append(out, "x"+name)
			}
		}
	}
	slices.Sort(out)
	return out
}

func movesPlayed(g *terrace.Game) string {
	var moves []string
	for _, m := range g.History() {
		moves = append(moves, m.String())
	}
	return strings.Join(moves, " ")
}

// overlayText gathers the text of the dialog on top of the window.
func overlayText(w fyne.Window) string {
	top := w.Canvas().Overlays().Top()
	if top == nil {
		return ""
	}
	var texts []string
	for _, o := range test.LaidOutObjects(top) {
		switch o := o.(type) {
		case *widget.Label:
			texts = append(texts, o.Text)
		case *widget.Button:
			texts = append(texts, o.Text)
		}
	}
	return strings.Join(texts, "\n")
}

// writeSetup puts a Terrace setup in a temporary file.
func writeSetup(t *testing.T, seats, rows string) string {
	t.Helper()
	text := "game = \"terrace\"\nname = \"Test\"\nsize = 6\nseats = [" + seats + "]\nboard = \"\"\"\n" + rows + "\n\"\"\"\n"
	path := filepath.Join(t.TempDir(), "test.toml")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func lineOf(p *Screen) string {
	var parts []string
	for _, m := range p.Line() {
		parts = append(parts, m.Move.String())
	}
	return strings.Join(parts, " ")
}
