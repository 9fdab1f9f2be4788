package terrace_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"boardshelf/rules"
	"boardshelf/rules/terrace"
)

// FuzzPlay plays move sequences chosen by the fuzzer on the shipped
// positions: the first byte picks the position, every further byte a move
// by its index in Moves. After every move: the history ends with it; Undo
// gives back exactly the game before it and playing the move again the
// game after it; a finished game offers no move and an unfinished one
// some; Moves and AppendMoves agree; every move offered plays and is taken
// back; and every notation reads back, through rules.ParseMove, as its own
// move. At the end, undoing everything gives back the start.
//
// The comparisons use a snapshot of everything the exported API shows,
// compared field by field and written out only when they differ. Writing
// it out with fmt six times a move (the whole history each time) held the
// fuzzer to under a hundred inputs a second, and minimising each new input
// stalled it for half a minute. BenchmarkFuzzPlay measures the body.
func FuzzPlay(f *testing.F) {
	for _, data := range fuzzSeeds() {
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) { playFuzz(t, data) })
}

func fuzzSeeds() [][]byte {
	var seeds [][]byte
	for i := range setupsToCheck {
		seeds = append(seeds, []byte{byte(i)},
			[]byte{byte(i), 3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8, 4, 6, 2, 6, 4, 3},
			append([]byte{byte(i)}, []byte(strings.Repeat("\x07\x00\xff\x10", 40))...))
	}
	return seeds
}

// maxFuzzPlies is the most moves one input plays.
const maxFuzzPlies = 99

// fuzzStarts are the games of setupsToCheck, built once: each input plays
// on a clone.
var fuzzStarts = sync.OnceValue(func() []*terrace.Game {
	games := make([]*terrace.Game, len(setupsToCheck))
	for i, s := range setupsToCheck {
		g, err := terrace.New(s.position(false))
		if err != nil {
			panic(s.name + ": " + err.Error())
		}
		games[i] = g
	}
	return games
})

// playFuzz is the body of FuzzPlay.
func playFuzz(t testing.TB, data []byte) {
	if len(data) == 0 {
		return
	}
	which := int(data[0]) % len(setupsToCheck)
	name := setupsToCheck[which].name
	g := fuzzStarts()[which].Clone().(*terrace.Game)
	start := snap(g)
	now := start
	for _, pick := range data[1:min(len(data), 1+maxFuzzPlies)] {
		moves := g.Moves()
		checkMoves(t, g, moves, now)
		if len(moves) == 0 {
			break
		}
		m := moves[int(pick)%len(moves)]
		if err := g.Play(m); err != nil {
			t.Fatalf("%s: offered move %s refused: %v", name, m, err)
		}
		after := snap(g)
		if len(after.history) != len(now.history)+1 || after.history[len(now.history)] != m {
			t.Fatalf("%s: after %s the history is %v", name, m, after.history)
		}
		g.Undo()
		if got := snap(g); !got.equal(now) {
			t.Fatalf("%s: undoing %s gave\n%s\nwant\n%s", name, m, got, now)
		}
		if err := g.Play(m); err != nil {
			t.Fatalf("%s: %s refused after undo: %v", name, m, err)
		}
		if got := snap(g); !got.equal(after) {
			t.Fatalf("%s: %s played again gave\n%s\nwant\n%s", name, m, got, after)
		}
		now = after
	}
	for range len(now.history) {
		g.Undo()
	}
	if got := snap(g); !got.equal(start) {
		t.Fatalf("%s: undoing every move gave\n%s\nwant\n%s", name, got, start)
	}
}

// fuzzInputs are FuzzPlay's seeds and random inputs of the longest length
// it plays, for BenchmarkFuzzPlay.
func fuzzInputs() [][]byte {
	inputs := fuzzSeeds()
	rng := rand.New(rand.NewPCG(1, 2))
	for range 3 * len(setupsToCheck) {
		data := make([]byte, 1+maxFuzzPlies)
		for i := range data {
			data[i] = byte(rng.UintN(256))
		}
		inputs = append(inputs, data)
	}
	return inputs
}

// BenchmarkFuzzPlay runs FuzzPlay's body on its seeds and random inputs:
// one op is one input, so ops per second is about what one fuzzing worker
// can do (less the coverage instrumentation). Profile it with -cpuprofile,
// which fuzzing does not take.
func BenchmarkFuzzPlay(b *testing.B) {
	inputs := fuzzInputs()
	i := 0
	for b.Loop() {
		playFuzz(b, inputs[i%len(inputs)])
		i++
	}
}

// checkMoves checks the moves a game offers in the position now shows.
func checkMoves(t testing.TB, g *terrace.Game, moves []rules.Move, now snapshot) {
	t.Helper()
	st := g.Status()
	switch {
	case st.Over && len(moves) > 0:
		t.Fatalf("the game is over (%s) but offers %v", st.Reason, moves)
	case !st.Over && len(moves) == 0:
		t.Fatalf("the game goes on without a legal move")
	}
	if len(moves) != len(now.moves) {
		t.Fatalf("Moves gives %v, AppendMoves %v", moves, now.moves)
	}
	seen := make(map[string]bool, len(moves))
	for i, m := range moves {
		if m != now.moves[i] {
			t.Fatalf("Moves gives %v, AppendMoves %v", moves, now.moves)
		}
		// ParseMove gives the first move of a notation: distinct
		// notations make every one read back as its own move.
		text := m.String()
		if seen[text] {
			t.Fatalf("two moves offered are written %s", text)
		}
		seen[text] = true
		if err := g.Play(m); err != nil {
			t.Fatalf("offered move %s refused: %v", m, err)
		}
		played := snap(g)
		g.Undo()
		// A search plays the moves it listed unchecked: the same move.
		g.PlayListed(now.moves[i])
		if got := snap(g); !got.equal(played) {
			t.Fatalf("PlayListed(%s) gave\n%s\nPlay gave\n%s", m, got, played)
		}
		g.Undo()
	}
	if len(moves) > 0 {
		m := moves[len(moves)/2]
		if back, err := rules.ParseMove(g, " "+m.String()+" "); err != nil || back != m {
			t.Fatalf("notation %q read back as %v (%v)", m, back, err)
		}
	}
	if got := snap(g); !got.equal(now) {
		t.Fatalf("playing and taking back every move offered gave\n%s\nwant\n%s", got, now)
	}
}

// snapshot is everything the exported API shows of a game: what Undo must
// restore.
type snapshot struct {
	size       int
	board      [64]terrace.Piece // by rank then file
	turn       int
	status     rules.Status
	threatened []int
	last       terrace.Move
	moved      bool
	seats      []seatState
	history    []rules.Move
	moves      []terrace.Move // in the order AppendMoves gives them
}

type seatState struct {
	name string
	goal terrace.Square
	out  bool
}

func snap(g *terrace.Game) snapshot {
	s := snapshot{
		size:       g.Size(),
		turn:       g.Turn(),
		status:     g.Status(),
		threatened: g.Threatened(),
		history:    g.History(),
		moves:      g.AppendMoves(make([]terrace.Move, 0, 64)),
	}
	n := s.size
	for r := range n {
		for f := range n {
			s.board[r*n+f], _ = g.At(terrace.Square{File: f, Rank: r})
		}
	}
	s.last, s.moved = g.LastMove()
	s.seats = make([]seatState, g.Players())
	for seat := range s.seats {
		s.seats[seat] = seatState{g.Name(seat), g.Goal(seat), g.Eliminated(seat)}
	}
	return s
}

func (s snapshot) equal(o snapshot) bool {
	return s.size == o.size && s.board == o.board && s.turn == o.turn && s.last == o.last && s.moved == o.moved &&
		s.status.Over == o.status.Over && s.status.Reason == o.status.Reason &&
		slices.Equal(s.status.Winners, o.status.Winners) && slices.Equal(s.threatened, o.threatened) &&
		slices.Equal(s.seats, o.seats) && slices.Equal(s.history, o.history) && slices.Equal(s.moves, o.moves)
}

// String draws the snapshot for a failure message, board top rank first.
func (s snapshot) String() string {
	var b strings.Builder
	n := s.size
	for r := n - 1; r >= 0; r-- {
		for f := range n {
			switch pc := s.board[r*n+f]; {
			case pc.Size == 0:
				b.WriteString(" . ")
			case pc.T:
				b.WriteString(" " + strconv.Itoa(pc.Seat) + "T")
			default:
				b.WriteString(" " + strconv.Itoa(pc.Seat) + strconv.Itoa(pc.Size))
			}
		}
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "turn %d, status %+v, threatened %v, last move %v %v\nseats %+v\nhistory %v\nmoves %v",
		s.turn, s.status, s.threatened, s.moved, s.last, s.seats, s.history, s.moves)
	return b.String()
}
