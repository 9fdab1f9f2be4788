// Package aitest holds what the engine's tests share: games to start from
// and positions reached by random moves.
package aitest

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"boardshelf/ai/search"
	"boardshelf/rules"
	"boardshelf/rules/chessrace"
	"boardshelf/rules/sixmaking"
	"boardshelf/rules/terachess"
	"boardshelf/rules/terrace"
	"boardshelf/setups"
)

func OpenSetup(t testing.TB, id string) rules.Game {
	t.Helper()
	g, err := setups.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func NewSixMaking(t testing.TB, s sixmaking.Setup) *sixmaking.Game {
	t.Helper()
	g, err := sixmaking.New(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func NewChessRace(t testing.TB, players int) *chessrace.Game {
	t.Helper()
	track, err := chessrace.ParseDrawing(chessrace.DefaultTrack)
	if err != nil {
		t.Fatal(err)
	}
	g, err := chessrace.NewGame(track, players)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// MidGame plays plies random moves that do not end the game, then rolls
// the die if it is to be rolled, so that a player is to move.
func MidGame(t testing.TB, g rules.Game, plies int, seed uint64) rules.Game {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 1))
	for n := 0; n < plies || g.Turn() == rules.Chance; n++ {
		moves := g.Moves()
		rng.Shuffle(len(moves), func(i, j int) { moves[i], moves[j] = moves[j], moves[i] })
		played := false
		for _, m := range moves {
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			if !g.Status().Over {
				played = true
				break
			}
			g.Undo()
		}
		if !played {
			t.Fatalf("no move keeps the game going after %d moves", n)
		}
	}
	return g
}

// ScoreToDepth is the best score a search of pos finds to set.maxDepth,
// with no clock to stop it short.
func ScoreToDepth[M comparable](t *testing.T, pos search.Position[M], roots []M, set search.Settings) int {
	t.Helper()
	s := NewSearcher(t, pos, set)
	_, v := s.Best(roots, rand.New(rand.NewPCG(1, 1)))
	if s.Depth != set.MaxDepth {
		t.Fatalf("the search stopped at depth %d", s.Depth)
	}
	return v
}

// NewSearcher is a searcher of pos without a time limit, with a table of
// its own that goes back when the test ends.
func NewSearcher[M comparable](t *testing.T, pos search.Position[M], set search.Settings) *search.Searcher[M] {
	t.Helper()
	tb, err := search.TakeTable(context.Background(), set.TableBits)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(tb.GiveBack)
	return search.NewSharedSearcher(pos, search.NewClock(context.Background(), time.Minute, 1<<40), set, tb)
}

// RandomWalk plays random moves from g, calling check after each move and
// after each take-back (every third move is taken back and played again).
func RandomWalk[M rules.Move](t *testing.T, g rules.Game, pos interface {
	Play(M) error
	Undo()
}, plies int, check func(string)) {
	t.Helper()
	rng := rand.New(rand.NewPCG(5, 6))
	for ply := 0; ply < plies && !g.Status().Over; ply++ {
		moves := g.Moves()
		m := moves[rng.IntN(len(moves))].(M)
		if err := pos.Play(m); err != nil {
			t.Fatal(err)
		}
		check("after " + m.String())
		if ply%3 == 0 {
			pos.Undo()
			check("after taking back " + m.String())
			if err := pos.Play(m); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func TerachessFEN(t testing.TB, fen string) *terachess.Game {
	t.Helper()
	g, err := terachess.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// FEN16 writes a Terachess position of mostly empty ranks: rows maps a
// rank (1-16) to its text; the others are empty.
func FEN16(side string, rows map[int]string) string {
	var parts []string
	for rank := 16; rank >= 1; rank-- {
		if r, ok := rows[rank]; ok {
			parts = append(parts, r)
		} else {
			parts = append(parts, "16")
		}
	}
	return strings.Join(parts, "/") + " " + side + " -"
}

// TerraceBoard reads a 6x6 Terrace diagram, top rank first: "." empty, or
// a seat letter (W white, B black, R red) and a size or T.
func TerraceBoard(t testing.TB, players int, goals []string, rows ...string) *terrace.Game {
	t.Helper()
	seats := map[byte]int{'W': 0, 'B': 1}
	if players > 2 {
		seats = map[byte]int{'W': 0, 'R': 1, 'B': 2, 'U': 3}
	}
	pieces := map[terrace.Square]terrace.Piece{}
	for i, row := range rows {
		for file, cell := range strings.Fields(row) {
			if cell == "." {
				continue
			}
			pc := terrace.Piece{Seat: seats[cell[0]], Size: 1, T: cell[1] == 'T'}
			if !pc.T {
				pc.Size = int(cell[1] - '0')
			}
			pieces[terrace.Square{File: file, Rank: len(rows) - 1 - i}] = pc
		}
	}
	p := terrace.Position{Size: 6, Players: players, Pieces: pieces}
	for _, g := range goals {
		sq, err := terrace.ParseSquare(g)
		if err != nil {
			t.Fatal(err)
		}
		p.Goals = append(p.Goals, sq)
	}
	g, err := terrace.New(p)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// SixTowers builds a 5x5 Six MaKING game from towers written "a1:LD"
// (bottom to top, L light, D dark), light to move, three disks in hand
// each.
func SixTowers(t testing.TB, spec string) *sixmaking.Game {
	t.Helper()
	s := sixmaking.Setup{Size: 5, Reserve: [2]int{3, 3}}
	for _, field := range strings.Fields(spec) {
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
	return NewSixMaking(t, s)
}

func BenchAlphaBeta[M comparable](b *testing.B, newPos func() search.Position[M], roots []M, set search.Settings) {
	var nodes int
	for b.Loop() {
		t, err := search.TakeTable(context.Background(), set.TableBits)
		if err != nil {
			b.Fatal(err)
		}
		s := search.NewSharedSearcher(newPos(), search.NewClock(context.Background(), time.Minute, BenchSteps), set, t)
		s.Best(roots, rand.New(rand.NewPCG(1, 1)))
		t.GiveBack()
		nodes += s.Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

func RootsOf[M rules.Move](b *testing.B, g rules.Game) []M {
	roots, err := search.Concrete[M](g.Moves())
	if err != nil {
		b.Fatal(err)
	}
	return roots
}

// BenchSteps is the positions each run of BenchAlphaBeta searches.
const BenchSteps = 20000

// BenchSettings are the alpha-beta benchmarks' settings.
var BenchSettings = search.Settings{MaxDepth: search.MaxPly / 2, Quiesce: 6, TableBits: 16}
