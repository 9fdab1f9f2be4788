// Boardshelf plays four abstract board games at one table: Terrace,
// Terachess, Six MaKING and Chess Race.
//
// Usage: boardshelf [setup id, path/to/setup.toml, a game record, or a
// game's link boardshelf://relay/join/code, which opens Play online…]
package main

import (
	"os"

	"fyne.io/fyne/v2/app"

	"boardshelf/ui"
)

func main() {
	ui.Run(app.NewWithID("io.github.boardshelf.Boardshelf"), os.Args[1:])
}
