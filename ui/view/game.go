package view

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"boardshelf/rules"
	"boardshelf/setups"
)

// Game is what the shell knows of a game: its words and picture for the
// picker and the help, how to show it, and what it adds to the menus.
// Adding a game to Boardshelf is writing its rules, its setup reader
// (setups.Register), its view and one of these.
type Game struct {
	ID      string // as setup files name it: "terrace"
	Name    string // "Terrace"
	Tagline string // one line for the picker
	HowTo   string // the rules in brief, for Help > How to play
	Picture fyne.Resource

	// NewView shows a game of this kind, started from setup s.
	NewView func(g rules.Game, s *setups.Setup, host Host) (View, error)

	// Looks, when a game has more than one, are the ways its board may be
	// drawn (the View menu's choices); NewView is the first.
	Looks []Look

	// Editable is true when the setup editor makes setups of this game.
	Editable bool

	// Menu, when set, gives items of the game's own for the app's Game
	// menu, such as starting from a pasted position.
	Menu func(app App) []*fyne.MenuItem
}

// Look is one way of drawing a game's board: "Flat", "Relief".
type Look struct {
	ID      string // as the player's choices keep it: "relief"
	Name    string // the View menu's item, to translate
	NewView func(g rules.Game, s *setups.Setup, host Host) (View, error)
}

// WithLook is the game drawn in the look of the given id: its NewView is
// that look's. An unknown id (an old choices file) leaves it as it is.
func (g Game) WithLook(id string) Game {
	for _, l := range g.Looks {
		if l.ID == id {
			g.NewView = l.NewView
		}
	}
	return g
}

// App is what a game's own menu items may ask of the app.
type App interface {
	Window() fyne.Window
	StartGame(s *setups.Setup) // start a game from a setup made on the spot
}

// The game's words in the language Boardshelf speaks: the translations
// give them under the game's id ("terrace.howto"), the descriptor's own
// English where they do not.
func (g Game) LocalName() string    { return lang.X(g.ID+".name", g.Name) }
func (g Game) LocalTagline() string { return lang.X(g.ID+".tagline", g.Tagline) }
func (g Game) LocalHowTo() string   { return lang.X(g.ID+".howto", g.HowTo) }
