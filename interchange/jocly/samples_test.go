package jocly

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"boardshelf/interchange"
	"boardshelf/interchange/boardspace"
	"boardshelf/records"
	"boardshelf/rules"
	"boardshelf/rules/terachess"
)

func sample(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func importSample(t *testing.T, name string) records.Record {
	t.Helper()
	data := sample(t, name)
	if f, err := interchange.Detect([]*interchange.Format{interchange.Native, boardspace.Format, Format}, "download.txt", data); err != nil || f != Format {
		t.Errorf("%s is not known by its content: %v", name, err)
	}
	r, err := interchange.Import(Format, data)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return r
}

// The file JoclyBoard's Save book writes: its five tags, the moves on one
// line, numbers before White's, no result.
func TestAGameJoclyBoardSavedImports(t *testing.T) {
	r := importSample(t, "joclyboard-saved.pjn")
	if len(r.Moves) != 70 || r.Moves[0] != "m4m6" || r.Moves[69] != "n12n10" {
		t.Errorf("moves %v", r.Moves)
	}
	if r.SetupID != standardID || r.Result != "" {
		t.Errorf("setup %s, result %q", r.SetupID, r.Result)
	}
	if !reflect.DeepEqual(r.Players, []string{"Jean-Louis", "Jocly AI (level: Fast)"}) {
		t.Errorf("players %v", r.Players)
	}
	if want := time.Date(2026, 3, 7, 0, 0, 0, 0, time.UTC); !r.Date.Equal(want) {
		t.Errorf("date %v", r.Date)
	}
}

// Engine notation, PGN's tags and signs, NAGs, a variation read past and
// comments on the main line, and a result that is a resignation.
func TestEngineNotationAndNotesImport(t *testing.T) {
	r := importSample(t, "engine-notes.pjn")
	if len(r.Moves) != 46 || r.Moves[6] != "d3b4" || r.Moves[45] != "resign" {
		t.Errorf("moves %v", r.Moves)
	}
	if r.Result != "black resigned" {
		t.Errorf("result %q", r.Result)
	}
	want := map[records.Place]string{{Ply: 0}: "Played at the club; moves in engine notation.",
		{Ply: 6}: "back to the game", {Ply: 11}: "a long thought, over two lines"}
	if !reflect.DeepEqual(r.Notes.Comments, want) {
		t.Errorf("comments %q", r.Notes.Comments)
	}
	if !reflect.DeepEqual(r.Players, []string{"Cazaux", ""}) {
		t.Errorf("players %q", r.Players)
	}
}

// A game from a position in Jocly's FEN, its runs of empty squares
// written for Jocly's reader ("96K"), Black to move with an en-passant
// capture open.
func TestAGameFromAPositionImports(t *testing.T) {
	r := importSample(t, "from-position.pjn")
	want := []string{"e6d5", "p1o2", "m10m2", "o2n3", "m2m3", "n3n4", "d5d4", "n4m3"}
	if !reflect.DeepEqual(r.Moves, want) {
		t.Errorf("moves %v", r.Moves)
	}
	_, g, _, err := r.Replay("the game")
	if err != nil {
		t.Fatal(err)
	}
	if tg := g.(*terachess.Game); tg.PieceAt(terachess.SquareAt(3, 5)) != terachess.NoPiece {
		t.Error("the Pawn taken en passant on d6 is still there")
	}
	if !strings.Contains(r.Setup, "12r3") || r.SetupID != customID {
		t.Errorf("setup %s:\n%s", r.SetupID, r.Setup)
	}
}

// A move the rules refuse is named by its number, and nothing is kept.
func TestAnIllegalMoveIsNamedByItsNumber(t *testing.T) {
	r, err := interchange.Import(Format, sample(t, "illegal.pjn"))
	if err == nil || len(r.Moves) != 0 {
		t.Fatalf("imported %d moves, error %v", len(r.Moves), err)
	}
	if !strings.HasPrefix(err.Error(), "move 5 (Wc1xo12) is not legal here: the Bow does not move that way") {
		t.Errorf("it says %q", err)
	}
}

// What does not hold together is refused in words, naming the move when
// there is one.
func TestRefusals(t *testing.T) {
	const tags = "[JoclyGame \"tera-chess\"]\n\n"
	for text, want := range map[string]string{
		"[JoclyGame \"classic-chess\"]\n\n1. e2-e4 *":                 `the PJN game is Jocly's "classic-chess", not Terachess`,
		"[White \"a\"]\n\n1. h4-h6 *":                                 "the PJN game does not say which game it is",
		tags + "1. h4-h6 h13-h11 2. Nd3xe5 *":                         "move 3 (Nd3xe5) is not legal here: it says x, and takes nothing",
		tags + "1. p4-p5 c13-c11 2. a4-a5 k13-k11 3. h4-h5 Bl14-b4 *": "move 6 (Bl14-b4) is not legal here: it says -, and takes a piece",
		tags + "1. Nh4-h6 *":                                          "move 1 (Nh4-h6) is not legal here: h4 holds no piece written N",
		tags + "1. Nf5 *":                                             "move 1 (Nf5) is not legal here: no piece can go to f5",
		tags + "1. d3-e5 *":                                           "move 1 (d3-e5) is not legal here: a move written without a letter is a Pawn's, and d3 holds no Pawn",
		tags + "1. h4-h6 h13-h11 2. O-O *":                            "move 3 (O-O) is not legal here: this is no move in Jocly's notation",
		tags + "1. h4-h17 *":                                          "move 1 (h4-h17) is not legal here: this is no move",
		tags + "1. h4-h6 {never closed":                               "a comment { is never closed",
		tags + "1. h4-h6 (1. h4-h5":                                   "a variation ( is never closed",
		"[JoclyGame \"tera-chess\"]\n[FEN \"16 w - - 0 1\"]\n\n*":     "16 ranks expected, found 1",
		"[JoclyGame \"tera-chess\n\n1. h4-h6 *":                       "a tag [ is never closed",
		"[JoclyGame tera-chess]\n\n1. h4-h6 *":                        "is not [Name \"value\"]",
	} {
		_, err := interchange.Import(Format, []byte(text))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: it says %v, want %q", text, err, want)
		}
	}
}

// Every message a player can read is an Explanation the app translates.
func TestRefusalsAreExplanations(t *testing.T) {
	for _, text := range []string{"[JoclyGame \"chess\"]\n", "[JoclyGame \"tera-chess\"]\n\n1. d3-e5", "[JoclyGame \"tera-chess\"]\n[FEN \"x\"]\n"} {
		_, err := Import([]byte(text))
		var e rules.Explanation
		if !errors.As(err, &e) {
			t.Errorf("%q: %v is no Explanation", text, err)
		}
	}
}

// A result written after a game the rules have ended changes nothing; a
// checkmate comes back as the rules say it.
func TestACheckmateComesBackAsTheRulesSay(t *testing.T) {
	const mate = "k15/2K13/1Q14/16/16/16/16/16/16/16/16/16/16/16/16/16 w -"
	s, g, err := startOf(mate)
	if err != nil {
		t.Fatal(err)
	}
	r := records.New(s)
	r.Moves = []string{"b14b15"}
	m, err := rules.ParseMove(g, "b14b15")
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Play(m); err != nil {
		t.Fatal(err)
	}
	r.Result = records.ResultOf(g)
	data, err := interchange.Export(Format, r)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "1. Qb14-b15+ 1-0") || !strings.Contains(string(data), `[Result "1-0"]`) {
		t.Errorf("written:\n%s", data)
	}
	back, err := interchange.Import(Format, data)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.Moves, r.Moves) || back.Result != r.Result || !strings.HasPrefix(r.Result, "checkmate") {
		t.Errorf("moves %v result %q, want %v %q", back.Moves, back.Result, r.Moves, r.Result)
	}
}

// Jocly's FEN: six fields, runs before a piece in single digits; both
// Jocly's writer's "15K" and its reader's "96K" read back.
func TestFEN(t *testing.T) {
	g, err := terachess.ParseFEN("k15/16/16/16/16/16/12r3/16/16/16/3Pp11/16/16/16/16/15K b d5")
	if err != nil {
		t.Fatal(err)
	}
	want := "k15/16/16/16/16/16/93r3/16/16/16/3Pp11/16/16/16/16/96K b - d5 0 31"
	if got := FEN(g, 60); got != want {
		t.Errorf("FEN %q, want %q", got, want)
	}
	for _, text := range []string{want, strings.Replace(want, "93r3", "12r3", 1), strings.Replace(want, "96K", "15K", 1), g.FEN()} {
		back, err := ParseFEN(text)
		if err != nil || back.FEN() != g.FEN() {
			t.Errorf("%q reads as %v, %v", text, back, err)
		}
	}
	start, _ := terachess.ParseFEN(terachess.StartFEN)
	if got := FEN(start, 0); got != strings.TrimSuffix(terachess.StartFEN, " -")+" - - 0 1" {
		t.Errorf("the start is %q", got)
	}
}

// A file over the size is refused before it is read.
func TestAHugeFileIsRefused(t *testing.T) {
	data := []byte("[JoclyGame \"tera-chess\"]\n\n" + strings.Repeat("{x} ", File.MaxSize/4+1))
	if _, err := interchange.Import(Format, data); err == nil || !strings.Contains(err.Error(), "larger than") {
		t.Errorf("it says %v", err)
	}
}
