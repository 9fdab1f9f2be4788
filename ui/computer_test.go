package ui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"boardshelf/ai"
	"boardshelf/setups"
	"boardshelf/ui/play"
)

// seatChoices are the picker's choice boxes, one per seat, in seat order.
func seatChoices(t *testing.T, p *picker) []*widget.Select {
	t.Helper()
	var out []*widget.Select
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch o := o.(type) {
		case *widget.Select:
			out = append(out, o)
		case *fyne.Container:
			for _, c := range o.Objects {
				walk(c)
			}
		}
	}
	walk(p.seats)
	return out
}

func TestPickerChoosesAndRemembersTheComputerSeats(t *testing.T) {
	a := newTestApp(t)
	u := Start(a, nil)
	u.picker.chooseGame("chessrace")
	u.picker.setupList.Select(2) // classic track, 4 players
	choices := seatChoices(t, u.picker)
	if len(choices) != 4 || choices[0].Selected != "Human" {
		t.Fatalf("%d seat choices, the first %q; want 4, people at first", len(choices), choices[0].Selected)
	}
	if want := []string{"Human", "Easy computer", "Medium computer", "Hard computer", "Expert computer"}; !slices.Equal(choices[1].Options, want) {
		t.Errorf("choices %q, want %q", choices[1].Options, want)
	}
	choices[1].SetSelected("Hard computer")
	choices[3].SetSelected("Easy computer")

	// Another game keeps its own players.
	u.picker.chooseGame("terrace")
	for _, c := range seatChoices(t, u.picker) {
		if c.Selected != "Human" {
			t.Errorf("a Terrace seat is %q: the Chess Race choice must not carry over", c.Selected)
		}
	}
	// Within a game the choice is the colour's: Red, the second seat of
	// four-player Terrace, does not make Black, the second seat of the
	// two-player setups, a computer.
	selectSetup(t, u.picker, "terrace/four-player")
	if c := seatChoices(t, u.picker); len(c) == 4 {
		c[1].SetSelected("Medium computer")
	}
	selectSetup(t, u.picker, "terrace/long")
	if c := seatChoices(t, u.picker); c[1].Selected != "Human" {
		t.Errorf("Black in two-player Terrace became %q after Red was chosen in the four-player game", c[1].Selected)
	}
	selectSetup(t, u.picker, "terrace/8x8-four-player")
	if c := seatChoices(t, u.picker); c[1].Selected != "Medium computer" {
		t.Errorf("Red in the 8x8 four-player game is %q, want the Medium computer chosen for Red", c[1].Selected)
	}

	u.picker.chooseGame("chessrace") // back to the setup chosen before
	u.picker.startChosen()
	want := []play.Player{play.Human, {Computer: true, Level: ai.Hard}, play.Human, {Computer: true, Level: ai.Easy}}
	if u.play == nil || !slices.Equal(u.play.Players(), want) {
		t.Fatalf("the game started with players %v, want %v", u.play.Players(), want)
	}
	u.win.Close()

	// After a restart the picker offers the same players again.
	again := Start(a, nil)
	t.Cleanup(again.win.Close)
	again.picker.chooseGame("chessrace")
	var got []string
	for _, c := range seatChoices(t, again.picker) {
		got = append(got, c.Selected)
	}
	if want := []string{"Human", "Hard computer", "Human", "Easy computer"}; !slices.Equal(got, want) {
		t.Errorf("after a restart the seats are %q, want %q", got, want)
	}
}

// selectSetup chooses a setup of the picker's game by its id.
func selectSetup(t *testing.T, p *picker, id string) {
	t.Helper()
	i := slices.IndexFunc(p.setups, func(s *setups.Setup) bool { return s.ID == id })
	if i < 0 {
		t.Fatalf("the picker does not list %s", id)
	}
	p.setupList.Select(i)
}

// In a small window the picker keeps Continue in sight and the seats'
// choices line up in their columns.
func TestPickerInASmallWindow(t *testing.T) {
	u := start(t)
	u.win.Resize(fyne.NewSize(800, 560))
	u.picker.chooseGame("chessrace")
	u.picker.setupList.Select(2)
	u.picker.resume.Show()
	u.win.Content().Refresh()
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject
	if end := at(u.picker.resume).Y + u.picker.resume.Size().Height; end > u.win.Canvas().Size().Height {
		t.Errorf("Continue last game ends at %.0f, below the window", end)
	}
	c := seatChoices(t, u.picker)
	if len(c) != 4 || at(c[0]).X != at(c[2]).X || at(c[1]).X != at(c[3]).X || c[0].Size().Width != c[2].Size().Width {
		t.Errorf("the seat choices do not line up")
	}
}
