package rules

import (
	"errors"
	"strings"
	"testing"
)

// "resign 1" is seat 1's resignation, whoever is to move: it writes and
// reads back, and nothing else reads as one.
func TestResignOfReadsBack(t *testing.T) {
	for seat := range 4 {
		a := ResignOf(seat)
		if got, ok := a.Resigner(); !ok || got != seat {
			t.Errorf("%q reads as seat %d (%v), want %d", a, got, ok, seat)
		}
		if want := "resign " + string(rune('0'+seat)); a.String() != want {
			t.Errorf("ResignOf(%d) is %q, want %q", seat, a, want)
		}
	}
	for _, a := range []Agreement{Resign, Draw, TimeOut, "resign ", "resign x", "resign 01", "resign +1", "resign  1", " resign 1", "resign 1 ", "time 1", "resign1"} {
		if seat, ok := a.Resigner(); ok {
			t.Errorf("%q reads as the resignation of seat %d", a, seat)
		}
	}
}

// Leaver says which seat an agreement takes out, and why it is refused.
func TestLeaver(t *testing.T) {
	out := func(seat int) bool { return seat == 1 } // seat 1 has left
	for _, tc := range []struct {
		a       Agreement
		players int
		out     func(int) bool
		seat    int
		refused string
	}{
		{Resign, 2, nil, 1, ""}, // seat 1 is to move
		{TimeOut, 3, out, 1, ""},
		{Draw, 4, out, -1, ""},
		{ResignOf(0), 2, nil, 0, ""},
		{ResignOf(1), 2, nil, 1, ""},
		{ResignOf(3), 4, out, 3, ""},
		{ResignOf(2), 2, nil, 0, `"resign 2" names no player: the seats are 0 to 1`},
		{ResignOf(-1), 3, nil, 0, `"resign -1" names no player: the seats are 0 to 2`},
		{ResignOf(1), 3, out, 0, "seat 2 has already left the game"},
		{"resign 01", 2, nil, 0, `"resign 01" is not "resign", "draw" or "time"`},
		{"surrender", 2, nil, 0, `"surrender" is not "resign", "draw" or "time"`},
	} {
		seat, err := tc.a.Leaver(1, tc.players, tc.out)
		var e Explanation
		switch {
		case tc.refused == "" && (err != nil || seat != tc.seat):
			t.Errorf("%q of %d: seat %d, %v; want seat %d", tc.a, tc.players, seat, err, tc.seat)
		case tc.refused != "" && (err == nil || err.Error() != tc.refused || !errors.As(err, &e)):
			t.Errorf("%q of %d: %v, want the explanation %q", tc.a, tc.players, err, tc.refused)
		}
	}
}

func TestLeaving(t *testing.T) {
	for _, tc := range []struct {
		a    Agreement
		end  Ending
		word string
	}{
		{Resign, Ended(Resigned, 2, -1), "red resigned"},
		{ResignOf(2), Ended(Resigned, 2, -1), "red resigned"},
		{TimeOut, Ended(TimedOut, 2, -1), "red ran out of time"},
	} {
		if end, word := tc.a.Leaving(2, "red"); end != tc.end || word != tc.word {
			t.Errorf("%q: %+v %q, want %+v %q", tc.a, end, word, tc.end, tc.word)
		}
	}
}

// A game to parse agreements in: three seats, seat 2 to move, seat 1 out.
type threeSeats struct{ noMoves }

func (threeSeats) Players() int             { return 3 }
func (threeSeats) Turn() int                { return 2 }
func (threeSeats) Eliminated(seat int) bool { return seat == 1 }

func TestParseResignOf(t *testing.T) {
	g := threeSeats{}
	for _, s := range []string{"resign 0", " resign 2 ", "resign", "draw", "time"} {
		m, err := ParseMove(g, s)
		if err != nil || m != Agreement(strings.TrimSpace(s)) {
			t.Errorf("ParseMove(%q) = %v, %v", s, m, err)
		}
	}
	for s, want := range map[string]string{
		"resign 1":  "seat 2 has already left the game",
		"resign 3":  `"resign 3" names no player: the seats are 0 to 2`,
		"resign 01": `move "resign 01" is not legal here`,
		"resign -0": `move "resign -0" is not legal here`,
	} {
		if m, err := ParseMove(g, s); err == nil || err.Error() != want {
			t.Errorf("ParseMove(%q) = %v, %v; want the error %q", s, m, err, want)
		}
	}
}
