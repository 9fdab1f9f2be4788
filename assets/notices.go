package assets

import _ "embed"

// Notices is the text of the licences Boardshelf is shipped under:
// Boardshelf's own first, then Go's, every Go module linked into the
// release builds and the fonts Fyne embeds. release/notices writes it;
// release/check fails when it is out of date.
//
//go:embed notices.txt
var Notices string
