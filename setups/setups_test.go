package setups

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"boardshelf/rules"
	"boardshelf/rules/terrace"
)

func TestEveryShippedSetupLoadsAndPlays(t *testing.T) {
	files, err := filepath.Glob("*/*.toml")
	if err != nil || len(files) == 0 {
		t.Fatal("no shipped setups found")
	}
	list, problems := (&Catalog{}).List("")
	if len(problems) > 0 {
		t.Fatalf("problems without a user folder: %v", problems)
	}
	if len(list) != len(files) {
		t.Errorf("the catalog lists %d setups, but %d files are shipped", len(list), len(files))
	}
	for _, file := range files {
		data, _ := os.ReadFile(file)
		s, err := Parse(file, "", data)
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		g, err := s.NewGame()
		if err != nil {
			t.Errorf("%s: %v", file, err)
			continue
		}
		if len(g.Moves()) == 0 || g.Status().Over {
			t.Errorf("%s: the game cannot be played", file)
		}
	}
}

// The shipped Terrace setups are the positions of the rules file.
func TestShippedTerraceSetups(t *testing.T) {
	for _, tc := range []struct {
		id      string
		size    int
		players int
		pieces  int    // per player
		moves   int    // legal moves at the start
		pieceOn string // one square and what stands there, as "square seat size"
		goals   string
	}{
		{"terrace/long", 6, 2, 12, 26, "f6 1 T", "f6 a1"},
		{"terrace/short", 6, 2, 4, 17, "e1 0 T", "f6 a1"},
		{"terrace/three-player", 6, 3, 4, -1, "a5 1 T", "f6 f6 a1"},
		{"terrace/four-player", 6, 4, 4, -1, "f2 3 T", "f6 f6 a1 a1"},
		{"terrace/8x8-long", 8, 2, 16, -1, "h1 0 4", "h8 a1"},
		{"terrace/8x8-short", 8, 2, 6, -1, "g8 1 4", "h8 a1"},
		{"terrace/8x8-four-player", 8, 4, 6, -1, "h2 3 4", "h8 h8 a1 a1"},
	} {
		s, err := Default.Load(tc.id)
		if err != nil {
			t.Errorf("%s: %v", tc.id, err)
			continue
		}
		p, ok := Position[terrace.Position](s)
		if !ok || p.Size != tc.size || p.Players != tc.players || len(s.Seats) != tc.players {
			t.Errorf("%s: %dx%d for %d players, want %dx%d for %d", tc.id, p.Size, p.Size, p.Players, tc.size, tc.size, tc.players)
		}
		counts := make([]int, p.Players)
		for _, pc := range p.Pieces {
			counts[pc.Seat]++
		}
		for seat, n := range counts {
			if n != tc.pieces {
				t.Errorf("%s: seat %d has %d pieces, want %d", tc.id, seat, n, tc.pieces)
			}
		}
		f := strings.Fields(tc.pieceOn)
		pc := p.Pieces[mustSquare(f[0])]
		if want := f[1] + " " + f[2]; pieceText(pc) != want {
			t.Errorf("%s: %s holds %q, want %q", tc.id, f[0], pieceText(pc), want)
		}
		g, _ := s.NewGame()
		tg := g.(*terrace.Game)
		var goals []string
		for seat := range tc.players {
			goals = append(goals, tg.Goal(seat).String())
		}
		if strings.Join(goals, " ") != tc.goals {
			t.Errorf("%s: goals %v, want %s", tc.id, goals, tc.goals)
		}
		if tc.moves >= 0 && len(g.Moves()) != tc.moves {
			t.Errorf("%s: %d moves at the start, want %d", tc.id, len(g.Moves()), tc.moves)
		}
	}
}

func TestTwoPlayerSetupsArePointSymmetric(t *testing.T) {
	for _, id := range []string{"terrace/long", "terrace/short", "terrace/8x8-long", "terrace/8x8-short"} {
		s, _ := Default.Load(id)
		p, _ := Position[terrace.Position](s)
		for sq, pc := range p.Pieces {
			turned := terrace.Square{File: p.Size - 1 - sq.File, Rank: p.Size - 1 - sq.Rank}
			other, ok := p.Pieces[turned]
			if !ok || other.Seat == pc.Seat || other.Size != pc.Size || other.T != pc.T {
				t.Errorf("%s: %s holds %s but %s holds %s", id, sq, pieceText(pc), turned, pieceText(other))
			}
		}
	}
}

func pieceText(pc terrace.Piece) string {
	if pc.T {
		return string(rune('0'+pc.Seat)) + " T"
	}
	return string(rune('0'+pc.Seat)) + " " + string(rune('0'+pc.Size))
}

func mustSquare(s string) terrace.Square {
	sq, err := terrace.ParseSquare(s)
	if err != nil {
		panic(err)
	}
	return sq
}

const goodFile = `game = "terrace"
name = "Test"
size = 6
seats = [
  { colour = "white", letter = "W" },
  { colour = "black", letter = "B" },
]
board = """
6 | .  BT B2 B2 B3 .
5 | .  .  .  .  .  .
4 | .  .  .  .  .  .
3 | .  .  .  .  .  .
2 | .  .  .  .  .  .
1 | .  W3 W2 W2 WT .
"""
`

func TestBadFiles(t *testing.T) {
	edit := func(old, new string) string {
		if !strings.Contains(goodFile, old) {
			panic("fixture lacks " + old)
		}
		return strings.Replace(goodFile, old, new, 1)
	}
	for _, tc := range []struct {
		name string
		text string
		line int
		msg  string
	}{
		{"TOML syntax", edit(`name = "Test"`, `name = "Test`), 2, "a quoted text runs past the end of its line"},
		{"TOML type", edit(`size = 6`, `size = "six"`), 3, `size should be a whole number, not text in quotes`},
		{"no game", edit(`game = "terrace"`, ``), 0, "the file does not say which game it is for"},
		{"unknown game", edit(`game = "terrace"`, `game = "chess"`), 1, `unknown game "chess"`},
		{"no name", edit(`name = "Test"`, `name = ""`), 2, "the setup has no name"},
		{"unknown key", edit(`size = 6`, "size = 6\nsise = 8"), 4, `unknown key "sise"`},
		{"unknown seat key", edit(`letter = "B" }`, `lettr = "B" }`), 6, `unknown key "seats.lettr"`},
		{"board size", edit(`size = 6`, `size = 7`), 3, "the board must be 6x6 or 8x8"},
		{"no size", edit(`size = 6`, ``), 0, "the board size is missing"},
		{"one seat", edit("  { colour = \"black\", letter = \"B\" },\n", ""), 4, "Terrace is for 2 to 4 players; the file has 1 seat"},
		{"unknown colour", edit(`"black"`, `"pink"`), 6, `seat 2: unknown colour "pink"`},
		{"same colour", edit(`"black"`, `"white"`), 6, "two seats are white"},
		{"same letter", edit(`letter = "B"`, `letter = "W"`), 6, "seats white and black both use the letter W"},
		{"first not a seat", edit(`size = 6`, "size = 6\nfirst = \"red\""), 4, `first = "red": no seat has that colour`},
		{"no board", edit("board = \"\"\"", "xboard = \"\"\""), 8, `unknown key "xboard"`},
		{"too few ranks", edit("5 | .  .  .  .  .  .\n", ""), 8, "the board has 5 ranks; a 6x6 board needs 6"},
		{"square off the board", edit("4 | .  .  .  .  .  .", "4 | .  .  .  .  .  .  W1"), 11, "rank 4 has 7 squares; a 6x6 board has 6"},
		{"wrong rank label", edit("4 | .", "3 | ."), 11, "this row is labelled rank 3, but as row 3 from the top it is rank 4"},
		{"unknown letter", edit("4 | .  .", "4 | .  X1"), 11, `square b4: "X1" is not a piece`},
		{"not a piece", edit("4 | .  .", "4 | .  W2B"), 11, `square b4: "W2B" is not a piece`},
		{"size the board does not have", edit("4 | .  .", "4 | .  W4"), 11, `square b4: "W4" has no size 1 to 3`},
		{"player without a T", edit("WT", "W1"), 8, "white has no T"},
		{"player with two Ts", edit("4 | .  .", "4 | .  BT"), 8, "black has 2 Ts; each player has exactly one"},
		{"goal not a corner", edit(`letter = "B" }`, `letter = "B", goal = "c3" }`), 6, `black's goal must be a low corner, a1 or f6, not "c3"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("mine.toml", "terrace/mine", []byte(tc.text))
			var serr *Error
			if !errors.As(err, &serr) {
				t.Fatalf("got %v, want a setups.Error", err)
			}
			if serr.File != "mine.toml" || serr.Line != tc.line || !strings.Contains(serr.Msg, tc.msg) {
				t.Errorf("got %q (line %d), want line %d and %q", err, serr.Line, tc.line, tc.msg)
			}
		})
	}
}

func TestGoodFixtureParses(t *testing.T) {
	s, err := Parse("mine.toml", "terrace/mine", []byte(goodFile))
	if err != nil {
		t.Fatal(err)
	}
	if s.Name != "Test" || s.Game != "terrace" || s.Summary() != "6x6 board, 2 players" {
		t.Errorf("parsed %+v", s)
	}
	// A goal named in the file wins over the derived one; first picks the seat.
	text := strings.Replace(goodFile, `letter = "B" }`, `letter = "B", goal = "a1" }`, 1)
	text = strings.Replace(text, "size = 6", "size = 6\nfirst = \"black\"", 1)
	s, err = Parse("mine.toml", "terrace/mine", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	g, _ := s.NewGame()
	if g.Turn() != 1 || g.(*terrace.Game).Goal(1).String() != "a1" {
		t.Errorf("black should move first and aim at a1")
	}
}

func TestUserSetups(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) {
		full := filepath.Join(dir, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(full), 0o755)
		if err := os.WriteFile(full, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("terrace/mine.toml", strings.Replace(goodFile, `"Test"`, `"Mine"`, 1))
	write("terrace/short.toml", strings.Replace(goodFile, `"Test"`, `"My short"`, 1))
	write("broken.toml", strings.Replace(goodFile, "WT", "W1", 1))
	c := &Catalog{UserDir: dir}

	list, problems := c.List("terrace")
	var names []string
	for _, s := range list {
		names = append(names, s.Name)
	}
	if !slices.Contains(names, "Mine") || !slices.Contains(names, "Long game") {
		t.Errorf("user and shipped setups should be listed together: %v", names)
	}
	if slices.Contains(names, "Short game") || !slices.Contains(names, "My short") {
		t.Errorf("the user's terrace/short should replace the shipped one: %v", names)
	}
	if names[0] != "Long game" || names[len(names)-1] != "My short" {
		t.Errorf("shipped setups first in their order, then the user's by name: %v", names)
	}
	if len(problems) != 1 || !strings.Contains(problems[0].Error(), "broken.toml, line 8: white has no T") {
		t.Errorf("the broken file should be reported alone: %v", problems)
	}

	s, err := c.Load("terrace/mine")
	if err != nil || !s.User || s.Name != "Mine" {
		t.Errorf("Load(terrace/mine) = %+v, %v", s, err)
	}
	if _, err := c.Load("terrace/nothing"); err == nil {
		t.Error("a missing setup was found")
	}
	if _, err := c.Load(filepath.Join(dir, "broken.toml")); err == nil || !strings.Contains(err.Error(), "white has no T") {
		t.Errorf("opening the broken file by path: %v", err)
	}
	if _, err := c.Load(filepath.Join(dir, "absent.toml")); err == nil || !strings.Contains(err.Error(), "there is no such file") {
		t.Errorf("opening a missing file: %v", err)
	}
}

func TestOpen(t *testing.T) {
	g, err := Open("terrace/long")
	if err != nil {
		t.Fatal(err)
	}
	if got := rules.Perft(g, 2); got != 650 {
		t.Errorf("terrace/long perft(2) = %d, want 650", got)
	}
	path := filepath.Join(t.TempDir(), "x.toml")
	os.WriteFile(path, []byte(goodFile), 0o644)
	if g, err := Open(path); err != nil || len(g.Moves()) != 17 {
		t.Errorf("Open(%s) = %v", path, err)
	}
}

// Parsing arbitrary bytes never panics, and whatever parses can be played.
func FuzzParse(f *testing.F) {
	f.Add([]byte(goodFile))
	files, _ := filepath.Glob("*/*.toml")
	for _, file := range files {
		data, _ := os.ReadFile(file)
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Parse("fuzz.toml", "fuzz", data)
		if err != nil {
			return
		}
		g, err := s.NewGame()
		if err != nil {
			t.Fatalf("a parsed setup cannot start: %v", err)
		}
		rules.Perft(g, 2)
	})
}

// A game registered from outside reads its own keys and keeps its own
// starting position; the others are refused as for the shipped games, and
// the registered name is listed.
func TestAGameOfOnesOwn(t *testing.T) {
	type pile int
	type coinFile struct {
		Game, Name, Description string
		Order                   int
		Coins                   int
	}
	Register("coins", func(src Source, s *Setup) error {
		var f coinFile
		if err := src.Decode(&f); err != nil {
			return err
		}
		if f.Coins < 1 {
			return src.Errorf("coins", "coins = %d: there must be at least one", f.Coins)
		}
		s.SetGame([]Seat{{Colour: "white"}, {Colour: "black"}}, func() (rules.Game, error) { return nil, nil }, rules.Explain("a pile of coins"))
		s.SetPosition(pile(f.Coins))
		return nil
	})
	t.Cleanup(func() { readers = readers[:len(readers)-1] })
	s, err := Parse("pile.toml", "coins/pile", []byte("game = \"coins\"\nname = \"Pile\"\ncoins = 7\n"))
	if err != nil || s.Summary() != "a pile of coins" || len(s.Seats) != 2 {
		t.Fatalf("read %+v, %v", s, err)
	}
	if p, ok := Position[pile](s); !ok || p != 7 {
		t.Errorf("the pile read is %v, %v; want 7 coins", p, ok)
	}
	if _, ok := Position[terrace.Position](s); ok {
		t.Error("a pile of coins gives a Terrace position")
	}
	_, err = Parse("pile.toml", "coins/pile", []byte("game = \"coins\"\nname = \"Pile\"\ncoins = 0\n"))
	if err == nil || err.Error() != "pile.toml, line 3: coins = 0: there must be at least one" {
		t.Errorf("a bad pile: %v", err)
	}
	_, err = Parse("pile.toml", "coins/pile", []byte("game = \"coins\"\nname = \"Pile\"\ncoin = 7\n"))
	if err == nil || !strings.Contains(err.Error(), "unknown key") {
		t.Errorf("a misspelt key: %v", err)
	}
	if games := Games(); games[len(games)-1] != "coins" {
		t.Errorf("the games are %v", games)
	}
}

// A setup gives its name and description in other languages as tables
// named by the language's code; a misspelt key in one is refused.
func TestNamesInOtherLanguages(t *testing.T) {
	text := goodFile + "\n[fr]\nname = \"Partie d'essai\"\ndescription = \"Pour voir.\"\n\n[de]\nname = \"Probepartie\"\n"
	s, err := Parse("x.toml", "terrace/x", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	for code, want := range map[string][2]string{"fr": {"Partie d'essai", "Pour voir."}, "de": {"Probepartie", s.Description}, "en": {s.Name, s.Description}} {
		if got := [2]string{s.NameIn(code), s.DescriptionIn(code)}; got != want {
			t.Errorf("in %s: %q, want %q", code, got, want)
		}
	}
	_, err = Parse("x.toml", "terrace/x", []byte(goodFile+"\n[fr]\nnom = \"Partie\"\n"))
	if err == nil || !strings.Contains(err.Error(), "unknown key") || !strings.Contains(err.Error(), "fr.nom") {
		t.Errorf("a misspelt key in [fr]: %v", err)
	}
}
