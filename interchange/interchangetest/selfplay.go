package interchangetest

import (
	"math/rand/v2"
	"testing"

	"boardshelf/interchange"
	"boardshelf/records"
	"boardshelf/rules"
	"boardshelf/setups"
)

// Play is how SelfPlayed plays a game: with the random numbers of Seed
// and Stream, at most Moves moves, each chosen by Choose (any legal move
// alike when nil) and commented by what Comment says of it ("" or a nil
// Comment for none); then, when the game goes on, Ending ("resign",
// "resign 1", "draw", "time"; "" leaves it going).
type Play struct {
	Seed, Stream uint64
	Moves        int
	Ending       string
	Choose       func(g rules.Game, rng *rand.Rand) rules.Move
	Comment      func(m rules.Move, rng *rand.Rand) string
}

// SelfPlayed is r, a record of g's start (its setup, players, date and
// comments so far), with the moves of a game played from g as p says, and
// its result.
func SelfPlayed(t testing.TB, r records.Record, g rules.Game, p Play) records.Record {
	t.Helper()
	rng := rand.New(rand.NewPCG(p.Seed, p.Stream))
	for len(r.Moves) < p.Moves && !g.Status().Over {
		var m rules.Move
		if p.Choose != nil {
			m = p.Choose(g, rng)
		} else {
			legal := g.Moves()
			m = legal[rng.IntN(len(legal))]
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
		r.Moves = append(r.Moves, m.String())
		if p.Comment == nil {
			continue
		}
		if c := p.Comment(m, rng); c != "" {
			if r.Notes.Comments == nil {
				r.Notes.Comments = map[records.Place]string{}
			}
			r.Notes.Comments[records.Place{Ply: len(r.Moves)}] = c
		}
	}
	if p.Ending != "" && !g.Status().Over {
		if err := g.Play(rules.Agreement(p.Ending)); err != nil {
			t.Fatal(err)
		}
		r.Moves = append(r.Moves, p.Ending)
	}
	r.Result = records.ResultOf(g)
	return r
}

// Start is the record and the game of setup id's start, for SelfPlayed.
func Start(t testing.TB, id string) (records.Record, rules.Game) {
	t.Helper()
	s, err := setups.Default.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	g, err := s.NewGame()
	if err != nil {
		t.Fatal(err)
	}
	return records.New(s), g
}

// RoundTrip is r written in format and read back: the file and the game.
func RoundTrip(t testing.TB, format *interchange.Format, r records.Record) ([]byte, records.Record) {
	t.Helper()
	data, err := interchange.Export(format, r)
	if err != nil {
		t.Fatalf("%s, %d moves: %v", r.SetupID, len(r.Moves), err)
	}
	back, err := interchange.Import(format, data)
	if err != nil {
		t.Fatalf("%s, %d moves: %v\n%s", r.SetupID, len(r.Moves), err, data)
	}
	return data, back
}
