// Package assets holds the pictures Boardshelf ships: the app icon, a
// picture of each game for the picker, and the piece designs.
package assets

import (
	"embed"
	"io/fs"

	"fyne.io/fyne/v2"
)

//go:embed icon.png games/*.svg
var files embed.FS

// Icon is the application icon.
var Icon = load("icon.png")

// GamePicture is the picker's picture of a game ("terrace", "terachess",
// "sixmaking" or "chessrace").
func GamePicture(game string) fyne.Resource { return load("games/" + game + ".svg") }

func load(name string) fyne.Resource {
	data, err := fs.ReadFile(files, name)
	if err != nil {
		return nil
	}
	return fyne.NewStaticResource(name, data)
}
