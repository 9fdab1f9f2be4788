package setups

import (
	"slices"
	"strings"
)

// seatEntry is one entry of a file's seats list.
type seatEntry struct {
	Colour string
	Letter string
	Goal   string // Terrace only: the corner the seat's T races to
}

// parseSeats checks the seats list of a file: a known colour each, no
// colour or letter twice, and a count the game allows. A seat without a
// letter gets the first letter of its colour.
func parseSeats(src Source, entries []seatEntry, game string, minSeats, maxSeats int) ([]Seat, error) {
	if len(entries) < minSeats || len(entries) > maxSeats {
		return nil, src.Errorf("seats", "%s is for %d to %d players; the file has %d seats", game, minSeats, maxSeats, len(entries))
	}
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
			return nil, src.seatError(i, "seat %d (%s): the letter must be one letter A to Z, not %s", i+1, colour, quoted(e.Letter))
		}
		for _, other := range seats[:i] {
			if other.Colour == colour {
				return nil, src.seatError(i, "two seats are %s; each seat needs its own colour", colour)
			}
			if other.Letter == letter {
				return nil, src.seatError(i, "seats %s and %s both use the letter %s; give one of them another (e.g. letter = \"%c\")",
					other.Colour, colour, letter, otherLetter(colour, seats[:i]))
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
