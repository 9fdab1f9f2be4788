// Package assets holds the pictures Boardshelf ships: the app icon, a
// picture of each game for the picker, and the piece designs.
package assets

import (
	"embed"
	"io/fs"
	"strings"

	"fyne.io/fyne/v2"
)

//go:embed icon.png games/*.svg terachess/*.svg
var files embed.FS

// Icon is the application icon.
var Icon = load("icon.png")

// GamePicture is the picker's picture of a game ("terrace", "terachess",
// "sixmaking" or "chessrace").
func GamePicture(game string) fyne.Resource { return load("games/" + game + ".svg") }

// TerachessPiece is the picture of a Terachess piece: kind is its English
// name ("Rhinoceros"), colour "white" or "black". Each call reads it anew;
// the view keeps the pictures it shows (see boardshelf/ui/pictures).
func TerachessPiece(kind, colour string) fyne.Resource {
	return load("terachess/" + strings.ToLower(kind) + "-" + colour + ".svg")
}

func load(name string) fyne.Resource {
	data, err := fs.ReadFile(files, name)
	if err != nil {
		return nil
	}
	return fyne.NewStaticResource(name, data)
}
