package setups

import (
	"slices"
	"strings"

	"boardshelf/rules"
)

// seatEntry is one entry of a file's seats list.
type seatEntry struct {
	Colour string
	Letter string
	Goal   string // Terrace only: the corner the seat's T races to
}

// parseSeats checks the seats list of a file: a known colour each, and no
// colour or letter twice (the game's reader checks their number). A seat
// without a letter gets the first letter of its colour.
func parseSeats(src Source, entries []seatEntry) ([]Seat, error) {
	seats := make([]Seat, len(entries))
	for i, e := range entries {
		colour := strings.ToLower(strings.TrimSpace(e.Colour))
		if !slices.Contains(Colours, colour) {
			return nil, src.seatError(i, "seat %d: unknown colour %s (use %s)", i+1, quoted(e.Colour), strings.Join(Colours, ", "))
		}
		letter := strings.ToUpper(strings.TrimSpace(e.Letter))
		if letter == "" {
			letter = strings.ToUpper(colour[:1])
		}
		if len(letter) != 1 || letter[0] < 'A' || letter[0] > 'Z' {
			return nil, src.seatError(i, "seat %d (%s): the letter must be one letter A to Z, not %s", i+1, colourWord(colour), quoted(e.Letter))
		}
		for _, other := range seats[:i] {
			if other.Colour == colour {
				return nil, src.seatError(i, "two seats are %s; each seat needs its own colour", colourWord(colour))
			}
			if other.Letter == letter {
				return nil, src.seatError(i, "seats %s and %s both use the letter %s; give one of them another (e.g. letter = \"%c\")",
					colourWord(other.Colour), colourWord(colour), letter, otherLetter(colour, seats[:i]))
			}
		}
		seats[i] = Seat{Colour: colour, Letter: letter}
	}
	return seats, nil
}

// otherLetter suggests a letter of the colour's name that no seat uses yet.
func otherLetter(colour string, taken []Seat) rune {
	for _, r := range strings.ToUpper(colour) {
		if !slices.ContainsFunc(taken, func(s Seat) bool { return s.Letter == string(r) }) {
			return r
		}
	}
	return 'X'
}

// seatByColour finds the seat whose colour is named, e.g. by a first key.
func seatByColour(seats []Seat, colour string) int {
	return slices.IndexFunc(seats, func(s Seat) bool { return s.Colour == strings.ToLower(strings.TrimSpace(colour)) })
}

// colourWords name the colours of seats and disks in messages, as words
// the UI translates (each an explanation of one word, so that the check of
// the translations finds it here).
var colourWords = map[string]rules.Explanation{
	"white": rules.Explain("white"), "black": rules.Explain("black"), "red": rules.Explain("red"),
	"blue": rules.Explain("blue"), "green": rules.Explain("green"), "yellow": rules.Explain("yellow"),
	"light": rules.Explain("light"), "dark": rules.Explain("dark"),
}

// colourWord names a colour in a message: as a word to translate when it
// is one of the colours, else as it is.
func colourWord(colour string) any {
	if w, ok := colourWords[colour]; ok {
		return w
	}
	return colour
}

// SeatsNamed names the seats of an explanation of the rules by their
// colours, as the file does ("white has no T"), so that a problem with a
// file needs no names of players to be worded.
func SeatsNamed(e rules.Explanation, seats []Seat) rules.Explanation {
	args := make([]any, len(e.Args))
	for i, a := range e.Args {
		switch a := a.(type) {
		case rules.Seat:
			if int(a) >= 0 && int(a) < len(seats) {
				args[i] = colourWord(seats[a].Colour)
			} else {
				args[i] = a.String()
			}
		case rules.Explanation:
			args[i] = SeatsNamed(a, seats)
		default:
			args[i] = a
		}
	}
	return e.WithArgs(args)
}
