package hard202611

import (
	"boardshelf/rules/sixmaking"
	"boardshelf/rules/terachess"
	"boardshelf/rules/terrace"
)

// The positions each game gives the search (the search reaches them
// through the generic type, which the unused-code check does not follow).
var (
	_ position[terachess.Move] = (*terachessPosition)(nil)
	_ position[terrace.Move]   = (*terracePosition)(nil)
	_ position[sixmaking.Move] = (*sixPosition)(nil)
)
