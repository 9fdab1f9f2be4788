package analysis

import (
	"context"
	"errors"
	"math"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"boardshelf/records"
	"boardshelf/rules"
	"boardshelf/rules/sixmaking"
	"boardshelf/rules/terachess"
	"boardshelf/rules/terrace"
)

// reviewSteps keep a review the same on every machine.
var reviewSteps = ReviewOptions{PerMove: Options{Steps: 3000, Seed: 1}}

// reviewOf reviews moves (in notation) from g.
func reviewOf(t *testing.T, g rules.Game, notation ...string) Review {
	t.Helper()
	var moves []rules.Move
	at := g.Clone()
	for _, text := range notation {
		m, err := rules.ParseMove(at, text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		if err := at.Play(m); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		moves = append(moves, m)
	}
	r, err := ReviewGame(context.Background(), g, moves, reviewSteps, nil)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// A hanging Queen (Terachess), a T stepping where it is taken (Terrace, of
// two and of three) and a King in one left unbuilt (Six MaKING), each in a
// position of a game the engine played, are blunders; the engine's own
// choice in the same position loses nothing, and a sound move is no
// blunder.
func TestBlundersAreMarked(t *testing.T) {
	for _, tc := range []struct {
		name          string
		game          func(t *testing.T) rules.Game
		blunder, good string
	}{
		{"terachess, a middlegame of 121 pieces: the Queen left to a Pawn", hangingQueen, "p8p5", "p8p9"},
		{"terrace: the T onto a square a piece takes it from", undefendedT, "e5-e4", "f5-f6"},
		{"terrace, three players: the same", undefendedTOfThree, "a4-a3", "a2-a3"},
		{"sixmaking: a King in one not built", missedKing, "d2", "b5-c3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := reviewOf(t, tc.game(t), tc.blunder)
			if m := r.Moves[0]; m.Class != Blunder || !m.Judged {
				t.Errorf("%s: class %v, loss %.2f (best %v), want a blunder", tc.blunder, m.Class, m.Loss, m.Best)
			}
			if s := r.Seats[r.Moves[0].Seat]; s.Blunders != 1 || s.Accuracy > 50 {
				t.Errorf("the blunderer's summary %+v", s)
			}
			best := r.Moves[0].Best
			r = reviewOf(t, tc.game(t), best.String())
			if m := r.Moves[0]; m.Loss != 0 || m.Class != Good || r.Seats[m.Seat].Accuracy != 100 {
				t.Errorf("the engine's own %v: loss %.3f, class %v, accuracy %.1f", best, m.Loss, m.Class, r.Seats[m.Seat].Accuracy)
			}
			if r := reviewOf(t, tc.game(t), tc.good); r.Moves[0].Class == Blunder {
				t.Errorf("%s, a sound move, is called a blunder (loss %.2f)", tc.good, r.Moves[0].Loss)
			}
		})
	}
}

// hangingQueen is a middlegame of Medium against Medium (seed 500, after
// 51 moves, 121 pieces on the board, about even): Black can put its Queen
// on p5, where White's Pawn on o4 takes it for nothing, or step back to p9.
func hangingQueen(t *testing.T) rules.Game {
	g, err := terachess.ParseFEN("gjw1zfa3cztw1g/ooooooomhooooooo/edrnbxi1kixbnrd1/pp1pp1pp1ppppjpp/13e2/2p2p2p4p2/7tl7/16/3P11q/4E7B3/1P3P3P1T1P2/9I6/PTPFP1PP1OPPP1P1/1DR2XIQ2XBNRDE/OOOLOOO1H1OOOOOO/GJW1Z1USKMCZ1WJG b -")
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// undefendedT is a game of Medium against Medium (the long game, seed
// 602, after 11 moves, 22 pieces, even): Black's T on e5 may step to e4,
// where White's 2 on f3 takes it.
func undefendedT(t *testing.T) rules.Game {
	return terraceBoard(t, 2, 1, "f6 a1",
		"B3 B3 B2 B2 B1 .",
		"B1 B1 . B2 BT B3",
		". W2 B2 B3 . .",
		"W3 . . . W2 W2",
		"WT W3 . . W1 W1",
		". W1 W2 . W3 W3")
}

// undefendedTOfThree is a game of three Mediums (seed 601, after 10
// moves): Red's T on a4 may step to a3, where Black, who moves next,
// takes it with its 2 on b4 and puts Red out.
func undefendedTOfThree(t *testing.T) rules.Game {
	return terraceBoard(t, 3, 1, "f6 f6 a1",
		". BT . . . B3",
		". R2 . . . .",
		"RT B2 . . . B2",
		". R2 . . W2 WT",
		"R3 . . . . .",
		". W3 . W2 . .")
}

// terraceBoard reads a 6x6 Terrace diagram, top rank first: "." empty, or
// a seat's letter (W, B with two players; W, R, B with three) and a size
// or T; first is the seat to move, goals each seat's goal.
func terraceBoard(t *testing.T, players, first int, goals string, rows ...string) rules.Game {
	seats := map[int]string{2: "WB", 3: "WRB"}[players]
	pieces := map[terrace.Square]terrace.Piece{}
	for i, row := range rows {
		for file, cell := range strings.Fields(row) {
			if cell == "." {
				continue
			}
			pc := terrace.Piece{Seat: strings.IndexByte(seats, cell[0]), Size: 1, T: cell[1] == 'T'}
			if !pc.T {
				pc.Size = int(cell[1] - '0')
			}
			pieces[terrace.Square{File: file, Rank: len(rows) - 1 - i}] = pc
		}
	}
	var goalSquares []terrace.Square
	for _, name := range strings.Fields(goals) {
		sq, err := terrace.ParseSquare(name)
		if err != nil {
			t.Fatal(err)
		}
		goalSquares = append(goalSquares, sq)
	}
	g, err := terrace.New(terrace.Position{Size: 6, Players: players, First: first, Goals: goalSquares, Pieces: pieces})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// missedKing is a game of Medium against Medium (the standard game, seed
// 703, after 36 moves, 16 disks on the board, 7 and 9 in reserve): Light
// builds a King by b2-b3, its two disks onto the four of b3. A disk put on
// d2, as 29 other moves of 42, lets Dark build one at once: a King in one
// missed is a game lost. Moving b5's tower onto c3 still wins.
func missedKing(t *testing.T) rules.Game {
	s := sixmaking.Setup{Size: 5, Reserve: [2]int{7, 9}, First: sixmaking.Light}
	for _, field := range strings.Fields("b1:D e1:D b2:LL b3:LDLL c3:LDLDD b5:LDL") {
		name, disks, _ := strings.Cut(field, ":")
		sq, err := sixmaking.ParseSquare(name)
		if err != nil {
			t.Fatal(err)
		}
		tower := sixmaking.Tower{Square: sq}
		for _, c := range disks {
			tower.Disks = append(tower.Disks, map[rune]sixmaking.Color{'L': sixmaking.Light, 'D': sixmaking.Dark}[c])
		}
		s.Towers = append(s.Towers, tower)
	}
	g, err := sixmaking.New(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// recordMoves reads a record of testdata: its start and its moves.
func recordMoves(t testing.TB, file string) (rules.Game, []rules.Move) {
	t.Helper()
	name := filepath.Join("testdata", file)
	rec, err := records.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	s, _, steps, err := rec.Replay(name)
	if err != nil {
		t.Fatal(err)
	}
	start, err := s.NewGame()
	if err != nil {
		t.Fatal(err)
	}
	moves := make([]rules.Move, len(steps))
	for i, st := range steps {
		moves[i] = st.Move
	}
	return start, moves
}

// A record reviewed twice with fixed steps gives the same review, move by
// move, and tells its progress once a move, in order, to the last.
func TestReviewOfARecordIsStable(t *testing.T) {
	start, moves := recordMoves(t, "terrace.boardshelf")
	var told []int
	first, err := ReviewGame(context.Background(), start, moves, reviewSteps, func(done, total int) {
		if total != len(moves) {
			t.Errorf("progress of %d moves, the game has %d", total, len(moves))
		}
		told = append(told, done)
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(told) != len(moves) || told[0] != 1 || told[len(told)-1] != len(moves) {
		t.Errorf("progress told %v", told)
	}
	second, err := ReviewGame(context.Background(), start, moves, reviewSteps, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(first, second) {
		t.Error("two reviews of one record differ")
	}
	if len(first.Moves) != len(moves) || first.Game != "terrace" {
		t.Fatalf("%d moves of %q reviewed", len(first.Moves), first.Game)
	}
	for _, m := range first.Moves {
		if m.Loss < 0 || m.Loss > 1 || m.Class != first.Thresholds.Class(m.Loss) || m.Played > m.Before[m.Seat]+1e-9 {
			t.Errorf("move %d (%v): loss %.3f, class %v, before %.3f, played %.3f", m.Ply+1, m.Move, m.Loss, m.Class, m.Before[m.Seat], m.Played)
		}
	}
}

// A review cancelled stops at once with the context's error, whatever
// the time each position was given: here a minute, cancelled a tenth of a
// second in, during the first search (or before it, on a slow machine: the
// review must stop either way).
func TestCancelledReviewStopsAtOnce(t *testing.T) {
	start, moves := recordMoves(t, "terachess.boardshelf")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	time.AfterFunc(100*time.Millisecond, cancel)
	began := time.Now()
	_, err := ReviewGame(ctx, start, moves, ReviewOptions{PerMove: Options{Budget: time.Minute}}, func(int, int) {
		t.Error("a move was judged in a review cancelled during its first search")
	})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("a cancelled review gave %v", err)
	}
	if took := time.Since(began); took > 5*time.Second {
		t.Errorf("a cancelled review took %v to stop, with a minute a position", took)
	}
}

// In Chess Race the rolls are luck, not moves: no class, no accuracy; each
// seat's luck is its rolls' luck, and the faces of a roll bring on average
// nothing.
func TestChessRaceRollsAreLuck(t *testing.T) {
	start, moves := recordMoves(t, "chessrace.boardshelf")
	moves = moves[:40]
	r, err := ReviewGame(context.Background(), start, moves, ReviewOptions{PerMove: Options{Steps: 300, Seed: 1}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	luck := make([]float64, len(r.Seats))
	rolls, lucky := 0, 0
	for _, m := range r.Moves {
		if !m.Roll {
			continue
		}
		rolls++
		if m.Judged || m.Class != Good || m.Best != nil {
			t.Errorf("roll %d (%v) judged as a move: %+v", m.Ply+1, m.Move, m)
		}
		if math.Abs(m.Luck-(m.After[m.Seat]-m.Before[m.Seat])) > 1e-9 {
			t.Errorf("roll %d: luck %.3f, chance %.3f -> %.3f", m.Ply+1, m.Luck, m.Before[m.Seat], m.After[m.Seat])
		}
		if math.Abs(m.Luck) > 0.01 {
			lucky++
		}
		luck[m.Seat] += m.Luck
	}
	if rolls == 0 || lucky == 0 {
		t.Fatalf("%d rolls, %d of them lucky or not", rolls, lucky)
	}
	for seat, s := range r.Seats {
		if math.Abs(s.Luck-luck[seat]) > 1e-9 {
			t.Errorf("seat %d: luck %.3f, its rolls %.3f", seat, s.Luck, luck[seat])
		}
	}
}

// The moves to revisit are the seat's mistakes from their positions.
func TestMistakesToRevisit(t *testing.T) {
	start := hangingQueen(t)
	r := reviewOf(t, start, "p8p5", "o4p5")
	list, err := Mistakes(start, r, 1, Mistake)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 1 || list[0].Played.String() != "p8p5" || list[0].Class != Blunder || list[0].Ply != 0 {
		t.Fatalf("mistakes %+v", list)
	}
	if err := list[0].Position.Play(list[0].Best); err != nil {
		t.Errorf("the best move %v cannot be played from the position given: %v", list[0].Best, err)
	}
	if none, _ := Mistakes(start, r, 0, Inaccuracy); len(none) != 0 {
		t.Errorf("white's Pawn takes the Queen, and is to revisit: %+v", none)
	}
}

// A resignation is no move to judge, though it ends the game: the chance
// it gives up is the position's, not a choice's.
func TestResignationIsNotJudged(t *testing.T) {
	r := reviewOf(t, hangingQueen(t), "resign")
	m := r.Moves[0]
	if m.Judged || m.Class != Good || m.After[1] != 0 || r.Seats[1].Moves != 0 || r.Seats[1].Accuracy != 100 {
		t.Errorf("a resignation reviewed as %+v, its seat %+v", m, r.Seats[1])
	}
}

// Every game of testdata, of two to four players, dice or none, reviews
// with chances in every position that add up to 1, classes drawn from the
// game's thresholds, and rolls never judged.
func TestEveryGameReviews(t *testing.T) {
	files, err := filepath.Glob("testdata/*.boardshelf")
	if err != nil || len(files) < 5 {
		t.Fatalf("records %v, %v", files, err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			start, moves := recordMoves(t, filepath.Base(file))
			moves = moves[:min(len(moves), 60)]
			r, err := ReviewGame(context.Background(), start, moves, ReviewOptions{PerMove: Options{Steps: 400, Seed: 1}}, nil)
			if err != nil {
				t.Fatal(err)
			}
			points := r.Positions()
			if len(points) != len(moves)+1 {
				t.Fatalf("%d points for %d moves", len(points), len(moves))
			}
			for ply, p := range points {
				sum := 0.0
				for _, c := range p {
					sum += c
				}
				if len(p) != start.Players() || math.Abs(sum-1) > 1e-6 {
					t.Errorf("position %d: chances %v", ply, p)
				}
			}
			for _, m := range r.Moves {
				if m.Class != r.Thresholds.Class(m.Loss) || (m.Roll && m.Judged) || (m.Judged && m.Best == nil) {
					t.Errorf("move %d (%v): %+v", m.Ply+1, m.Move, m)
				}
			}
		})
	}
}

// The budget a review gives each position keeps a 150-ply Terachess game
// within 60 s and a Terrace or Six MaKING game within 20 s on one thread
// (docs/analysis.md has the times measured).
func TestReviewBudgetKeepsToTheTargets(t *testing.T) {
	for file, limit := range map[string]time.Duration{
		"terachess.boardshelf": 60 * time.Second,
		"terrace.boardshelf":   20 * time.Second,
		"terrace-4.boardshelf": 20 * time.Second,
		"sixmaking.boardshelf": 20 * time.Second,
	} {
		start, moves := recordMoves(t, file)
		per := ReviewBudget(start, moves)
		if total := per * time.Duration(len(moves)+1); total > limit || per < minPerPosition {
			t.Errorf("%s: %v a position, %v for %d moves", file, per, total, len(moves))
		}
	}
}
