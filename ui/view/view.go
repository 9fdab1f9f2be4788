// Package view holds what the play screen and the games' views share: the
// contract between them and the colours seats are drawn in.
package view

import (
	"image/color"

	"fyne.io/fyne/v2"

	"boardshelf/rules"
)

// Host is what a game's view may ask of the play screen.
type Host interface {
	// Play plays a move the player made on the board. The view has found
	// it among the game's legal moves.
	Play(rules.Move)
	// Say shows a short message in the status line, e.g. why a move was
	// refused.
	Say(message string)
	// CanMove reports whether the player at the board may move now (false
	// while the game is over or a computer player is thinking).
	CanMove() bool
}

// View draws one game and turns clicks on its board into moves.
type View interface {
	Object() fyne.CanvasObject // the board, and anything beside it the game needs
	Update()                   // redraw from the game after any change
	Notice() string            // a remark for the status line, or ""
}

// seatColours are the colours a setup may give a seat, as drawn.
var seatColours = map[string]color.NRGBA{
	"white":  {0xf4, 0xf0, 0xe4, 0xff},
	"black":  {0x2b, 0x2b, 0x30, 0xff},
	"red":    {0xc4, 0x3a, 0x2f, 0xff},
	"blue":   {0x2f, 0x63, 0xc6, 0xff},
	"green":  {0x2f, 0x8f, 0x5b, 0xff},
	"yellow": {0xe9, 0xbb, 0x30, 0xff},
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
