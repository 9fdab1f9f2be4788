package jocly

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"boardshelf/interchange/interchangetest"
	"boardshelf/records"
	"boardshelf/rules"
	"boardshelf/rules/terachess"
)

// selfPlayed is a game of Terachess from the position fen ("" for the
// standard start) played with random legal moves, captures preferred so
// that games reach promotions and mates, some moves commented, ended (when
// it lasts) as ending says: "" plays on to moves moves or the end,
// "resign", "resign N" or "draw" end it so.
func selfPlayed(t *testing.T, fen string, seed uint64, moves int, ending string) records.Record {
	t.Helper()
	s, g, err := startOf(fen)
	if err != nil {
		t.Fatal(err)
	}
	r := records.New(s)
	r.Players = []string{"Cazaux", "Jocly \"AI\""}
	r.Date = time.Date(2026, 12, 6, 0, 0, 0, 0, time.UTC)
	r.Notes.Comments = map[records.Place]string{{Ply: 0}: "an opening, (with brackets) [and] more"}
	comment := func(m rules.Move, rng *rand.Rand) string {
		if rng.IntN(7) != 0 {
			return ""
		}
		return "after " + m.String() + ": 1-0 is not the result"
	}
	choose := func(g rules.Game, rng *rand.Rand) rules.Move { return pick(g.(*terachess.Game), rng) }
	return interchangetest.SelfPlayed(t, r, g, interchangetest.Play{Seed: seed, Stream: 43, Moves: moves, Ending: ending, Choose: choose, Comment: comment})
}

// pick is a random legal move, a capture or promotion three times in four.
func pick(g *terachess.Game, rng *rand.Rand) terachess.Move {
	legal := g.LegalMoves()
	var sharp []terachess.Move
	for _, m := range legal {
		if m.IsCapture() || m.Promotion != terachess.NoKind {
			sharp = append(sharp, m)
		}
	}
	if len(sharp) > 0 && rng.IntN(4) > 0 {
		return sharp[rng.IntN(len(sharp))]
	}
	return legal[rng.IntN(len(legal))]
}

// sameGame fails unless b is the game a is, as PJN keeps it: a name's
// quotes become apostrophes, and a start of its own is named by its FEN.
func sameGame(t *testing.T, a, b records.Record) {
	t.Helper()
	a.Players = []string{a.Players[0], strings.ReplaceAll(a.Players[1], `"`, "'")}
	if b.SetupID == customID {
		a.SetupID, a.Setup = b.SetupID, b.Setup
	}
	interchangetest.SameGame(t, a, b, true)
}

// A position with White's Pawn a step from promotion, a Knight that can
// check, and Black to move first.
const blackFirst = "k15/7P8/16/16/16/16/16/16/16/16/16/16/16/4N11/16/K15 b -"

// Boardshelf → PJN → Boardshelf gives the same game, for games ended by
// the rules, by either player's resignation, by a draw, or not ended, and
// from a position of its own.
func TestRoundTrips(t *testing.T) {
	games := []records.Record{
		selfPlayed(t, "", 1, 400, ""),
		selfPlayed(t, "", 2, 60, "resign"),
		selfPlayed(t, "", 3, 61, "resign"),
		selfPlayed(t, "", 4, 30, "resign 1"),
		selfPlayed(t, "", 5, 40, "draw"),
		selfPlayed(t, "", 6, 25, ""),
		selfPlayed(t, "", 7, 600, ""),
		selfPlayed(t, blackFirst, 8, 40, ""),
	}
	for i, r := range games {
		data, back := interchangetest.RoundTrip(t, Format, r)
		sameGame(t, r, back)
		if !sniff(data) {
			t.Errorf("game %d: its PJN is not known by its content", i)
		}
	}
}
