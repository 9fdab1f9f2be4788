package ui

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"boardshelf/analysis"
	"boardshelf/rules"
	"boardshelf/ui/i18n"
	"boardshelf/ui/modal"
	"boardshelf/ui/play"
)

// reviewedGame is a game of setup's first plies moves (each time the
// first legal move, so the same on every machine) on a play screen with
// its review shown, judged a fixed number of steps a position.
func reviewedGame(t *testing.T, u *App, setup string, plies int) *play.Screen {
	t.Helper()
	s, err := u.catalog.Load(setup)
	if err != nil {
		t.Fatal(err)
	}
	g, _ := s.NewGame()
	start := g.Clone()
	var line []play.Played
	var moves []rules.Move
	for range plies {
		if g.Status().Over {
			break
		}
		m := g.Moves()[0]
		line = append(line, play.Played{Move: m, Seat: rules.SeatToMove(g)})
		moves = append(moves, m)
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	r, err := analysis.ReviewGame(context.Background(), start, moves, analysis.ReviewOptions{PerMove: analysis.Options{Steps: 60, Seed: 1}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	screen, err := u.newScreen(play.Begin{Setup: s, Game: g, Line: line, At: len(line), Players: make([]play.Player, len(s.Seats))})
	if err != nil {
		t.Fatal(err)
	}
	u.show(screen)
	screen.ShowReview(r)
	return screen
}

// The review of a game of each game and each number of players, with its
// plot, its summary and its note, fits a window of 800x600 (less a window
// manager's frame) in French and German; so does learning from mistakes.
func TestTheReviewFitsASmallWindowInEveryLanguage(t *testing.T) {
	t.Cleanup(func() { i18n.Use("en") })
	for _, code := range []string{"fr", "de"} {
		for _, setup := range []string{"terrace/short", "terrace/8x8-four-player", "terachess/standard", "sixmaking/standard", "chessrace/classic", "chessrace/long-course-4"} {
			u := start(t)
			u.useLanguage(code)
			screen := reviewedGame(t, u, setup, 16)
			u.win.Resize(fyne.NewSize(776, 552))
			fits := func(what string) {
				if min := u.win.Content().MinSize(); min.Width > 776 || min.Height > 552 {
					t.Errorf("%s in %s, %s: the window needs %.0fx%.0f px", setup, code, what, min.Width, min.Height)
				}
			}
			if screen.Reviewing() == nil || screen.Reviewing().Plot().Positions() != len(screen.Line())+1 {
				t.Fatalf("%s in %s: the review is not shown", setup, code)
			}
			fits("the review")
			for seat := range screen.Game().Players() {
				screen.StartLearning(seat)
				if screen.Reviewing().Learning() {
					fits("learning")
					break
				}
			}
		}
	}
}

// A review shown stays on screen when the language changes, in the new
// words; it goes when the game on screen changes.
func TestTheReviewSurvivesALanguageChange(t *testing.T) {
	t.Cleanup(func() { i18n.Use("en") })
	u := start(t)
	reviewedGame(t, u, "terrace/short", 8)
	u.play.GoTo(3)
	chooseLanguage(t, u, "Deutsch")
	r := u.play.Reviewing()
	if r == nil || r.Running() || r.Plot().Positions() != 9 {
		t.Fatal("the review went with the language change")
	}
	if r.Plot().Shown() != 3 || !strings.Contains(textsOf(u.win.Content()), "Aus Fehlern lernen") {
		t.Errorf("after the change the plot marks %d, the side panel reads %.300q", r.Plot().Shown(), textsOf(u.win.Content()))
	}
	u.play.Play(u.play.Game().Moves()[1]) // not the line's fourth move (the first legal one): a new line
	if u.play.Reviewing() != nil {
		t.Error("the review of the old line is still shown")
	}
}

// Game review is in the Play menu, greyed while the game goes on against
// the computer and usable once it is over.
func TestGameReviewIsOfferedForFinishedGames(t *testing.T) {
	u := start(t, "terrace/short")
	item := menuItem(t, u, "Game review")
	if !item.Disabled {
		t.Error("Game review is offered in a game under way")
	}
	u.play.Play(u.play.Game().Moves()[0])
	u.play.ConfirmResign()
	test.Tap(findButton(t, u.win.Canvas().Overlays().Top(), "Yes"))
	if item := menuItem(t, u, "Game review"); item.Disabled {
		t.Fatal("Game review is greyed once the game is over")
	}
	for modal.DismissTop(u.win.Canvas()) { // the end dialog
	}
	menuItem(t, u, "Game review").Action()
	if r := u.play.Reviewing(); r == nil || !r.Running() {
		t.Error("Game review does not start the review")
	}
	u.play.CloseReview()
}
