package play

import (
	"boardshelf/ui/play/session"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"boardshelf/setups"
	"boardshelf/ui/view"
)

// The boards as a player first sees them, compared with pictures kept in
// testdata/: a change in how a board looks shows up here, and a changed
// picture in testdata/failed/ to look at (and copy over the old one when
// the change was meant).
func TestBoardsLookAsBefore(t *testing.T) {
	for _, id := range []string{"terrace/long", "terrace/8x8-four-player", "terachess/standard", "sixmaking/standard", "chessrace/classic-4"} {
		t.Run(id, func(t *testing.T) {
			test.NewTempApp(t)
			s, err := setups.Default.Load(id)
			if err != nil {
				t.Fatal(err)
			}
			g, _ := s.NewGame()
			kind := games[slices.IndexFunc(games, func(k view.Game) bool { return k.ID == s.Game })]
			p := &Screen{kind: kind, setup: s, game: g, sess: session.New(session.Config{Game: g})}
			v, err := kind.NewView(g, s, viewHost{p})
			if err != nil {
				t.Fatal(err)
			}
			p.view = v
			w := test.NewWindow(v.Object())
			defer w.Close()
			w.Resize(fyne.NewSize(520, 520))
			v.Update()
			test.AssertImageMatches(t, "boards/"+s.Game+"-"+s.ID[len(s.Game)+1:]+".png", w.Canvas().Capture())
		})
	}
}
