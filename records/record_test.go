package records

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"boardshelf/rules"
	"boardshelf/setups"
)

// playSome plays up to n seeded random moves from a setup's start (the die
// included) and gives the record of that game.
func playSome(t testing.TB, s *setups.Setup, n int, seed uint64) (Record, rules.Game) {
	t.Helper()
	g, err := s.NewGame()
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 1))
	rec := Record{Game: s.Game, SetupID: s.ID, Setup: string(s.Source), Date: time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)}
	for _, seat := range s.Seats {
		rec.Seats = append(rec.Seats, seat.Colour)
	}
	for range n {
		moves := g.Moves()
		if len(moves) == 0 {
			break
		}
		m := moves[r.IntN(len(moves))]
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
		rec.Moves = append(rec.Moves, m.String())
	}
	if st := g.Status(); st.Over {
		rec.Result = st.Reason
	}
	return rec, g
}

func notations(g rules.Game) []string {
	var out []string
	for _, m := range g.Moves() {
		out = append(out, m.String())
	}
	slices.Sort(out)
	return out
}

// Every shipped setup of every game: a game played, saved and opened again
// is the same game, move for move, with the same moves open.
func TestRoundTripForEveryGame(t *testing.T) {
	list, _ := setups.Default.List("")
	games := map[string]bool{}
	for _, s := range list {
		rec, g := playSome(t, s, 40, 7)
		data := Encode(rec)
		back, err := Decode("game.toml", data)
		if err != nil {
			t.Fatalf("%s: %v\n%s", s.ID, err, data)
		}
		if !slices.Equal(back.Moves, rec.Moves) || back.Setup != rec.Setup || !slices.Equal(back.Seats, rec.Seats) ||
			back.Result != rec.Result || !back.Date.Equal(rec.Date) || back.Game != rec.Game {
			t.Errorf("%s: the record changed on the way", s.ID)
		}
		_, replayed, moves, err := back.Replay("game.toml")
		if err != nil {
			t.Fatalf("%s: %v", s.ID, err)
		}
		if len(moves) != len(rec.Moves) || !slices.Equal(notations(replayed), notations(g)) ||
			replayed.Turn() != g.Turn() || replayed.Status().Reason != g.Status().Reason {
			t.Errorf("%s: the replayed game differs", s.ID)
		}
		for i, step := range moves { // Chess Race writes its rolls "roll:N"
			if step.Roll != strings.HasPrefix(rec.Moves[i], "roll:") {
				t.Errorf("%s: move %d (%s) counted as a roll: %v", s.ID, i+1, rec.Moves[i], step.Roll)
			}
		}
		games[s.Game] = true
	}
	if len(games) < 2 {
		t.Errorf("only %v have setups", games)
	}
}

func TestBadRecords(t *testing.T) {
	s, err := setups.Default.Load("terrace/short")
	if err != nil {
		t.Fatal(err)
	}
	rec, _ := playSome(t, s, 6, 3)
	good := string(Encode(rec))
	illegal := rec
	illegal.Moves = append(slices.Clone(rec.Moves[:3]), "a1-a6")
	unreadable := rec
	unreadable.Moves = append(slices.Clone(rec.Moves[:4]), "jump!")
	noSetup := rec
	noSetup.Setup = ""
	otherGame := rec
	otherGame.Game = "terachess"
	for _, tc := range []struct {
		name, text, want string
	}{
		{"illegal move", string(Encode(illegal)), `game.toml, line 11: move 4 (a1-a6) cannot be played: move "a1-a6" is not legal here`},
		{"unreadable move", string(Encode(unreadable)), `game.toml, line 12: move 5 (jump!) cannot be played`},
		{"missing setup", string(Encode(noSetup)), "game.toml: the record holds no setup to start the game from"},
		{"broken TOML", strings.Replace(good, "moves = [", "moves = [[", 1), "game.toml, line"},
		{"truncated", good[:len(good)/2], "game.toml"},
		{"not a record", "name = \"x\"\n", "game.toml, line 1: unknown key \"name\""},
		{"setup of another game", string(Encode(otherGame)), "the record is of terachess but its setup is of terrace"},
		{"broken setup", strings.Replace(good, "WT", "W1", 1), "the setup in the record cannot be read"},
	} {
		r, err := Decode("game.toml", []byte(tc.text))
		if err == nil {
			_, _, _, err = r.Replay("game.toml")
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want %q", tc.name, err, tc.want)
		}
	}
}

func TestRecordsAreReadable(t *testing.T) {
	s, _ := setups.Default.Load("terrace/long")
	rec, _ := playSome(t, s, 3, 1)
	text := string(Encode(rec))
	for _, want := range []string{"game = \"terrace\"", "setup_id = \"terrace/long\"", "date = 2026-11-30T12:00:00Z",
		"seats = [\"white\", \"black\"]", "# 3\n", "setup = '''\n# Terrace: the standard"} {
		if !strings.Contains(text, want) {
			t.Errorf("the record lacks %q:\n%s", want, text)
		}
	}
}

// The moves taken back on screen are kept with the record, and a number
// that does not fit its moves is refused on its line.
func TestMovesTakenBack(t *testing.T) {
	s, _ := setups.Default.Load("terrace/short")
	rec, _ := playSome(t, s, 6, 3)
	rec.TakenBack = 2
	data := Encode(rec)
	if !strings.Contains(string(data), "taken_back = 2") || !strings.Contains(string(data), "after move 4") {
		t.Errorf("the record does not say what was taken back:\n%s", data)
	}
	back, err := Decode("game.toml", data)
	if err != nil || back.TakenBack != 2 {
		t.Fatalf("read back %+v, %v", back, err)
	}
	rec.TakenBack = 0
	if strings.Contains(string(Encode(rec)), "taken_back") {
		t.Error("a record with nothing taken back mentions it")
	}
	bad := strings.Replace(string(data), "taken_back = 2", "taken_back = 9", 1)
	_, err = Decode("game.toml", []byte(bad))
	if err == nil || !strings.Contains(err.Error(), "taken_back = 9, but the record has 6 moves") || !strings.Contains(err.Error(), "line") {
		t.Errorf("a wrong number gives %v", err)
	}
}

// A game shared online may end by a resignation on the other's turn: the
// record replays it as the resigner's move, not the seat to move's.
func TestAResignationOnAnothersTurnIsTheResigners(t *testing.T) {
	s, err := setups.Default.Load("sixmaking/standard")
	if err != nil {
		t.Fatal(err)
	}
	rec, _ := playSome(t, s, 2, 1) // Light to move
	rec.Moves = append(rec.Moves, rules.ResignOf(1).String())
	_, g, steps, err := rec.Replay("resigned.boardshelf")
	if err != nil {
		t.Fatal(err)
	}
	if last := steps[len(steps)-1]; last.Seat != 1 || !g.Status().Over || g.Status().Winners[0] != 0 {
		t.Errorf("the resignation replays as %+v, the game %+v", last, g.Status())
	}
	if steps[0].Seat != 0 || steps[1].Seat != 1 {
		t.Errorf("the moves before it: %+v", steps[:2])
	}
}
