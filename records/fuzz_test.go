package records

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"

	"boardshelf/online"
	"boardshelf/rules"
	"boardshelf/setups"
)

// FuzzDecode feeds arbitrary bytes to Decode, as opening a damaged or
// foreign file would. Whatever it reads must replay without a panic and
// either fail with an error naming the file or give a game of exactly the
// record's moves. The corpus starts from real records of every shipped
// setup, whole and cut short.
func FuzzDecode(f *testing.F) {
	list, _ := setups.Default.List("")
	for i, s := range list {
		data, err := randomRecord(s, 12, uint64(i))
		if err != nil {
			f.Fatalf("%s: %v", s.ID, err)
		}
		f.Add(data)
		f.Add(data[:len(data)*2/3])
	}
	f.Add([]byte("game = \"terrace\"\nmoves = []\nsetup = \"game = 'terrace'\"\n"))
	for _, id := range []string{"terrace/long", "terachess/standard", "sixmaking/standard", "chessrace/classic"} { // variations and notes
		if s, err := setups.Default.Load(id); err == nil {
			data := Encode(annotated(f, s, 5))
			f.Add(data)
			f.Add(data[:len(data)-40])
		}
	}
	for id, moves := range map[string]int{"terrace/short": 3, "chessrace/classic": 0} { // shared games carry their log
		data := Encode(sharedRecord(f, id, moves))
		f.Add(data)
		f.Add(data[:len(data)-200])
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		const name = "fuzzed.toml"
		r, err := Decode(name, data)
		if err != nil {
			if !strings.HasPrefix(err.Error(), name) {
				t.Fatalf("Decode error does not name the file: %v", err)
			}
			return
		}
		checkLog(t, name, r)
		checkNotes(t, r)
		_, g, steps, err := r.Replay(name)
		if err != nil {
			if !strings.HasPrefix(err.Error(), name) {
				t.Fatalf("Replay error does not name the file: %v", err)
			}
			return
		}
		if g == nil || len(steps) != len(r.Moves) {
			t.Fatalf("replayed %d of the record's %d moves", len(steps), len(r.Moves))
		}
		if h, ok := g.(interface{ History() []rules.Move }); ok && len(h.History()) != len(r.Moves) {
			t.Fatalf("the game's history holds %d moves, the record %d", len(h.History()), len(r.Moves))
		}
	})
}

// randomRecord encodes a game of up to n seeded random moves from a setup.
func randomRecord(s *setups.Setup, n int, seed uint64) ([]byte, error) {
	g, err := s.NewGame()
	if err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(seed, 2))
	rec := Record{Game: s.Game, SetupID: s.ID, Setup: string(s.Source), Date: time.Date(2026, 12, 1, 9, 30, 0, 0, time.UTC),
		Players: []string{"human", "computer (easy)"}}
	for _, seat := range s.Seats {
		rec.Seats = append(rec.Seats, seat.Colour)
	}
	for range n {
		moves := g.Moves()
		if len(moves) == 0 {
			break
		}
		m := moves[rng.IntN(len(moves))]
		if err := g.Play(m); err != nil {
			return nil, err
		}
		rec.Moves = append(rec.Moves, m.String())
	}
	if st := g.Status(); st.Over {
		rec.Result = st.Reason
	}
	return Encode(rec), nil
}

// checkLog reads a fuzzed record's log: its entries, each as the record
// has it, or an error naming the file; and a game of them or a refusal.
func checkLog(t *testing.T, name string, r *Record) {
	log, pending, err := r.Entries(name)
	if err != nil {
		if !strings.HasPrefix(err.Error(), name) {
			t.Fatalf("Entries error does not name the file: %v", err)
		}
		return
	}
	if len(log) != len(r.Log) || len(pending) != len(r.Pending) {
		t.Fatalf("read %d of %d entries", len(log), len(r.Log))
	}
	if len(log) > 0 {
		online.Replay(log)
	}
}

// checkNotes writes a fuzzed record's notes again and reads them back:
// whatever was read is written so that it reads the same.
func checkNotes(t *testing.T, r *Record) {
	back, err := Decode("again.toml", Encode(*r))
	if err != nil {
		if strings.Contains(err.Error(), "variation") || strings.Contains(err.Error(), "comments") || strings.Contains(err.Error(), "nags") || strings.Contains(err.Error(), "marks") {
			t.Fatalf("the notes read do not read again: %v", err)
		}
		return
	}
	if !reflect.DeepEqual(back.Notes, r.Notes) {
		t.Fatalf("the notes read back as %+v, not %+v", back.Notes, r.Notes)
	}
}
