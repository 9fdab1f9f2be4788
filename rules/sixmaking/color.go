package sixmaking

import (
	"fmt"
	"strings"

	"boardshelf/rules"
)

// Color is the colour of a disk and of the player who owns such disks. Seat i
// of rules.Game plays Color(i): seat 0 is light, seat 1 dark.
type Color int8

const (
	Light Color = 0
	Dark  Color = 1
)

// Opponent is the other colour.
func (c Color) Opponent() Color { return 1 - c }

// Word names the colour's player as a word of the rules, to be
// translated: "Light".
func (c Color) Word() rules.Word {
	if c == Dark {
		return "Dark"
	}
	return "Light"
}

func (c Color) String() string {
	switch c {
	case Light:
		return "light"
	case Dark:
		return "dark"
	}
	return fmt.Sprintf("colour %d", int(c))
}

func (c Color) valid() bool { return c == Light || c == Dark }

// ParseColor reads "light" or "dark" (any case).
func ParseColor(s string) (Color, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "light":
		return Light, nil
	case "dark":
		return Dark, nil
	}
	return 0, rules.Explain("colour %s: want light or dark", rules.Quote(s))
}
