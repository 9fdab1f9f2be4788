// Package view holds what the play screen and the games' views share: the
// contract between them and the colours seats are drawn in.
package view

import (
	"image/color"
	"time"

	"fyne.io/fyne/v2"

	"boardshelf/rules"
	"boardshelf/ui/board"
	"boardshelf/ui/sound"
)

// Host is what a game's view may ask of the play screen.
type Host interface {
	// Play plays a move the player made on the board. The view has found
	// it among the game's legal moves.
	Play(rules.Move)
	// Say shows a short message in the status line, e.g. why a move was
	// refused.
	Say(message string)
	// Refuse says why a move or a click was refused, with the sound of a
	// move refused.
	Refuse(message string)
	// Sound plays one of the game's sounds (the die's, which the view
	// shows), if sounds are on.
	Sound(s sound.Sound)
	// CanMove reports whether the player at the board may move now (false
	// while the game is over or a computer player is thinking).
	CanMove() bool
	// Confirm asks a yes-or-no question over the window; action runs on
	// the answer yes, the button of which reads yes.
	Confirm(title, question, yes string, action func())
	// SeatName is a seat as the screen names it, with a capital: "White".
	SeatName(seat int) string
	// PromptChanged shows the view's prompt afresh: what the player is to
	// do changed without a move (a figure chosen for two promotion halves
	// in Chess Race).
	PromptChanged()
}

// View draws one game and turns clicks on its board into moves. A view
// that has nothing of its own to do for the last five embeds Plain; one
// drawn on a board.Board embeds BoardTurner and BoardAids for the last two.
type View interface {
	Object() fyne.CanvasObject // the board, and anything beside it the game needs
	Update()                   // redraw from the game after any change
	Notice() string            // a remark for the status line, or ""
	// AnimateMove slides a computer's move onto the board over d (a roll
	// of the die tumbles it), then calls then, which plays it.
	AnimateMove(m rules.Move, d time.Duration, then func())
	// MoveSound says which sound a move makes (a capture, a climb, a disk
	// placed, or a plain move's).
	MoveSound(m rules.Move) sound.Sound
	// ShowHint shows a suggested move on the board.
	ShowHint(m rules.Move)
	Turner
	AidsFollower
}

// Plain is the View's extras of a view that has none of its own: moves
// are played at once, with the plain move's sound, no hint is drawn, and
// the board neither turns (a TurnStep of 0) nor hides any aid.
type Plain struct{}

func (Plain) AnimateMove(_ rules.Move, _ time.Duration, then func()) { then() }
func (Plain) MoveSound(rules.Move) sound.Sound                       { return sound.Move }
func (Plain) ShowHint(rules.Move)                                    {}
func (Plain) TurnStep() int                                          { return 0 }
func (Plain) Turned() int                                            { return 0 }
func (Plain) SetTurned(int)                                          {}
func (Plain) SeatTurn(int) int                                       { return -1 }
func (Plain) SetAids(Aids)                                           {}

// Optional extras a View may offer; the play screen uses them when present.
type (
	// Prompter replaces "White to move" in the status line when a game
	// needs more words, e.g. "Yellow: roll the die".
	Prompter interface{ Prompt() string }
	// Notator writes a move for the move list when its notation alone
	// says too little (e.g. "h15h16=Q").
	Notator interface{ MoveText(m rules.Move) string }
	// PlyNotator is a Notator that tells a move by its place in the line
	// too (ply 0 the first), where the same move may read differently
	// ("+" when it gives check one time and not another).
	PlyNotator interface {
		MoveTextAt(ply int, m rules.Move) string
	}
	// PositionTexter writes the position shown as text (Terachess's FEN),
	// for the Play menu's Copy the position.
	PositionTexter interface{ PositionText() string }
	// PlayMenuer adds items of the game's own to the Play menu.
	PlayMenuer interface{ PlayMenu() []*fyne.MenuItem }
	// KeyHandler takes the keys typed in the window while the game is
	// shown (e.g. Space to roll); it reports whether it used the key.
	KeyHandler interface{ TypedKey(*fyne.KeyEvent) bool }
)

// seatColours are the colours a setup may give a seat, as drawn.
var seatColours = map[string]color.NRGBA{
	"white":  {0xf4, 0xf0, 0xe4, 0xff},
	"black":  {0x2b, 0x2b, 0x30, 0xff},
	"red":    {0xc4, 0x3a, 0x2f, 0xff},
	"blue":   {0x2f, 0x63, 0xc6, 0xff},
	"green":  {0x2f, 0x8f, 0x5b, 0xff},
	"yellow": {0xe9, 0xbb, 0x30, 0xff},
	"light":  {0xf1, 0xe2, 0xc0, 0xff}, // Six MaKING's disks
	"dark":   {0x4a, 0x34, 0x28, 0xff},
}

// SeatColour gives the colour a seat's pieces are drawn in; unknown names
// get grey.
func SeatColour(name string) color.NRGBA {
	if c, ok := seatColours[name]; ok {
		return c
	}
	return color.NRGBA{0x88, 0x88, 0x88, 0xff}
}

// Mix blends a towards b by t (0 gives a, 1 gives b).
func Mix(a, b color.NRGBA, t float64) color.NRGBA {
	mix := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t + 0.5) }
	return color.NRGBA{mix(a.R, b.R), mix(a.G, b.G), mix(a.B, b.B), mix(a.A, b.A)}
}

// MoveSquarer is a view drawn on a board.Board that places a move of its
// game on it, for the signs the screen draws over the board (the
// analysis's arrows, a player's own marks): the square it leaves and the
// square it reaches, the same square for a move onto one (a disk placed);
// ok is false for a move with no place on the board (a roll of the die).
type MoveSquarer interface {
	Board() *board.Board
	MoveSquares(m rules.Move) (from, to board.Square, ok bool)
}
