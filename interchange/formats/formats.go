// Package formats lists every format Boardshelf converts games to and
// from: the one place a new format is added.
package formats

import (
	"boardshelf/interchange"
	"boardshelf/interchange/abstractplay"
	"boardshelf/interchange/boardspace"
	"boardshelf/interchange/jocly"
)

// All are the formats, Boardshelf's own first: where a file could be
// read as several, the first that knows its content wins.
func All() []*interchange.Format {
	return []*interchange.Format{interchange.Native, boardspace.Format, abstractplay.Format, jocly.Format}
}
