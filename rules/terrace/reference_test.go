package terrace_test

// An independent Terrace, written straight from docs/rules/terrace.md and
// deliberately simple and slow, against which the package is checked: perft
// counts beyond the rules file's depth 2, and the legal moves, results and
// boards of positions reached by seeded random play. It shares nothing with
// the package but its exported Position and Game: its own board, levels,
// terraces, move generation, play, undo and game ends.

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"boardshelf/rules"
	"boardshelf/rules/terrace"
)

// refPiece is a piece of the reference board; size 0 is an empty square.
type refPiece struct {
	seat, size int
	t          bool
}

// refState is everything a move changes. The reference undoes a move by
// going back to a saved copy of the whole state.
type refState struct {
	cells   []refPiece // by rank*n + file
	turn    int
	out     []bool // seats eliminated (3-4 players)
	over    bool   // won; a draw (no legal move) is found when asked
	winners []int
}

type refGame struct {
	n, players int
	goals      []int // goal corner of each seat, as rank*n + file
	refState
	saved []refState
}

type refMove struct {
	from, to int
	capture  bool
}

// refLevel is the rules file's formula.
func refLevel(n, file, rank int) int {
	return min(max(file, rank), max(n-1-file, n-1-rank))
}

// refQuadrant tells the quarters of the board apart. "Each level is made of
// two L-shaped terraces in opposite quadrants", so a terrace is a level
// within a quadrant (TestReferenceTerraces checks this reading against the
// definition by orthogonal steps).
func refQuadrant(n, file, rank int) int {
	q := 0
	if file >= n/2 {
		q++
	}
	if rank >= n/2 {
		q += 2
	}
	return q
}

func refSameTerrace(n, a, b int) bool {
	af, ar, bf, br := a%n, a/n, b%n, b/n
	return refLevel(n, af, ar) == refLevel(n, bf, br) && refQuadrant(n, af, ar) == refQuadrant(n, bf, br)
}

// refPathSquares are the squares a same-level move from a to b crosses: an
// L is a monotone staircase, so its path between two of its squares is the
// part of the L inside the rectangle they span.
func refPathSquares(n, a, b int) []int {
	var path []int
	for f := min(a%n, b%n); f <= max(a%n, b%n); f++ {
		for r := min(a/n, b/n); r <= max(a/n, b/n); r++ {
			if s := r*n + f; s != a && s != b && refSameTerrace(n, a, s) {
				path = append(path, s)
			}
		}
	}
	return path
}

func refName(n, s int) string { return fmt.Sprintf("%c%d", 'a'+s%n, s/n+1) }

func (m refMove) notation(n int) string {
	if m.capture {
		return refName(n, m.from) + "x" + refName(n, m.to)
	}
	return refName(n, m.from) + "-" + refName(n, m.to)
}

// moves tries every piece of the seat to move on every square of the board
// against the four kinds of move of the rules file.
func (g *refGame) moves() []refMove {
	if g.over {
		return nil
	}
	n := g.n
	var out []refMove
	for from, pc := range g.cells {
		if pc.size == 0 || pc.seat != g.turn {
			continue
		}
		for to, target := range g.cells {
			df, dr := abs(to%n-from%n), abs(to/n-from/n)
			step := max(df, dr) == 1
			diagonal := df == 1 && dr == 1
			climb := refLevel(n, to%n, to/n) - refLevel(n, from%n, from/n)
			vacant := target.size == 0
			switch {
			case climb == 1 && step && vacant: // up, straight or diagonal
				out = append(out, refMove{from, to, false})
			case climb == -1 && step && !diagonal && vacant: // down, straight only
				out = append(out, refMove{from, to, false})
			case climb == -1 && diagonal && !vacant && target.size <= pc.size: // capture, any piece
				out = append(out, refMove{from, to, true})
			case climb == 0 && to != from && vacant && refSameTerrace(n, from, to) && g.pathFree(from, to):
				out = append(out, refMove{from, to, false})
			}
		}
	}
	return out
}

// pathFree: the way along the terrace crosses no opponent's piece.
func (g *refGame) pathFree(from, to int) bool {
	for _, s := range refPathSquares(g.n, from, to) {
		if pc := g.cells[s]; pc.size > 0 && pc.seat != g.turn {
			return false
		}
	}
	return true
}

func (g *refGame) play(m refMove) {
	g.saved = append(g.saved, refState{
		cells: slices.Clone(g.cells), turn: g.turn, out: slices.Clone(g.out),
		over: g.over, winners: slices.Clone(g.winners),
	})
	mover, victim := g.cells[m.from], g.cells[m.to]
	g.cells[m.to], g.cells[m.from] = mover, refPiece{}
	if victim.t {
		if g.players == 2 {
			// Capturing the opponent's T wins; capturing one's own loses.
			g.over, g.winners = true, []int{1 - victim.seat}
		} else {
			g.out[victim.seat] = true
			for s, pc := range g.cells {
				if pc.seat == victim.seat {
					g.cells[s] = refPiece{}
				}
			}
			var left []int
			for seat, out := range g.out {
				if !out {
					left = append(left, seat)
				}
			}
			if len(left) == 1 {
				g.over, g.winners = true, left
			}
		}
	}
	if !g.over && mover.t && m.to == g.goals[mover.seat] {
		g.over, g.winners = true, []int{mover.seat}
	}
	if !g.over {
		for g.turn = (g.turn + 1) % g.players; g.out[g.turn]; g.turn = (g.turn + 1) % g.players {
		}
	}
}

func (g *refGame) undo() {
	g.refState = g.saved[len(g.saved)-1]
	g.saved = g.saved[:len(g.saved)-1]
}

// status: won, or drawn because the seat to move has no legal move.
func (g *refGame) status() (over bool, winners []int) {
	if g.over {
		return true, g.winners
	}
	return len(g.moves()) == 0, nil
}

func (g *refGame) perft(depth int) uint64 {
	if depth == 0 {
		return 1
	}
	moves := g.moves()
	if depth == 1 {
		return uint64(len(moves))
	}
	var count uint64
	for _, m := range moves {
		g.play(m)
		count += g.perft(depth - 1)
		g.undo()
	}
	return count
}

func abs(x int) int { return max(x, -x) }

// setup is a starting position of the rules file or setups/terrace.
type setup struct {
	name    string
	size    int
	letters string // seat letters in turn order
	goals   string // each seat's goal as the rules file assigns it
	board   string // top rank first, as in the setup files
}

// The goals follow the rules file's words, not the package's DefaultGoals:
// with 2 players white (the lower army) aims at the far low corner; with 3-4
// the bottom and left armies at the far corner, the top and right at a1.
var setupsToCheck = []setup{
	{"6x6 long", 6, "WB", "f6 a1", `
6 | B3 B3 B2 B2 B1 BT
5 | B1 B1 B2 B2 B3 B3
4 | .  .  .  .  .  .
3 | .  .  .  .  .  .
2 | W3 W3 W2 W2 W1 W1
1 | WT W1 W2 W2 W3 W3`},
	{"6x6 short", 6, "WB", "f6 a1", `
6 | .  BT B2 B2 B3 .
5 | .  .  .  .  .  .
4 | .  .  .  .  .  .
3 | .  .  .  .  .  .
2 | .  .  .  .  .  .
1 | .  W3 W2 W2 WT .`},
	{"6x6 three players", 6, "WRB", "f6 f6 a1", `
6 | .  BT B2 B2 B3 .
5 | RT .  .  .  .  .
4 | R2 .  .  .  .  .
3 | R2 .  .  .  .  .
2 | R3 .  .  .  .  .
1 | .  W3 W2 W2 WT .`},
	{"6x6 four players", 6, "WRBU", "f6 f6 a1 a1", `
6 | .  BT B2 B2 B3 .
5 | RT .  .  .  .  U3
4 | R2 .  .  .  .  U2
3 | R2 .  .  .  .  U2
2 | R3 .  .  .  .  UT
1 | .  W3 W2 W2 WT .`},
	{"8x8 long", 8, "WB", "h8 a1", `
8 | B4 B4 B3 B3 B2 B2 B1 BT
7 | B1 B1 B2 B2 B3 B3 B4 B4
6 | .  .  .  .  .  .  .  .
5 | .  .  .  .  .  .  .  .
4 | .  .  .  .  .  .  .  .
3 | .  .  .  .  .  .  .  .
2 | W4 W4 W3 W3 W2 W2 W1 W1
1 | WT W1 W2 W2 W3 W3 W4 W4`},
	{"8x8 short", 8, "WB", "h8 a1", `
8 | .  BT B2 B2 B3 B3 B4 .
7 | .  .  .  .  .  .  .  .
6 | .  .  .  .  .  .  .  .
5 | .  .  .  .  .  .  .  .
4 | .  .  .  .  .  .  .  .
3 | .  .  .  .  .  .  .  .
2 | .  .  .  .  .  .  .  .
1 | .  W4 W3 W3 W2 W2 WT .`},
	{"8x8 four players", 8, "WRBU", "h8 h8 a1 a1", `
8 | .  B4 B3 B3 B2 B2 BT .
7 | R4 .  .  .  .  .  .  UT
6 | R3 .  .  .  .  .  .  U2
5 | R3 .  .  .  .  .  .  U2
4 | R2 .  .  .  .  .  .  U3
3 | R2 .  .  .  .  .  .  U3
2 | RT .  .  .  .  .  .  U4
1 | .  WT W2 W2 W3 W3 W4 .`},
}

// Two made-up endgames for the random games, which from the shipped starts
// seldom end in a T reaching its goal (least of all by a capture) and never
// without a legal move. Their goals are given, as a setup file may, because
// each T starts near its own goal.
var endgameSetups = []setup{
	{"goal race", 6, "WB", "f6 a1", `
6 | .  .  .  .  B1 B1
5 | .  .  .  .  WT B1
4 | .  .  .  .  .  .
3 | .  .  .  .  .  .
2 | W1 BT .  .  .  .
1 | W1 W1 .  .  .  .`},
	{"cornered T", 6, "WB", "f6 a1", `
6 | .  .  .  .  W1 BT
5 | .  .  .  .  .  W1
4 | .  .  .  .  W1 .
3 | .  .  .  .  .  .
2 | .  .  .  .  .  .
1 | WT .  .  .  .  .`},
}

// reference builds the reference game of a setup.
func (s setup) reference() *refGame {
	n := s.size
	g := &refGame{n: n, players: len(s.letters)}
	g.cells = make([]refPiece, n*n)
	g.out = make([]bool, g.players)
	lines := strings.Split(strings.TrimSpace(s.board), "\n")
	for i, line := range lines {
		_, cells, _ := strings.Cut(line, "|")
		for file, cell := range strings.Fields(cells) {
			if cell == "." {
				continue
			}
			pc := refPiece{seat: strings.IndexByte(s.letters, cell[0]), size: 1, t: cell[1] == 'T'}
			if !pc.t {
				pc.size = int(cell[1] - '0')
			}
			g.cells[(n-1-i)*n+file] = pc
		}
	}
	for _, goal := range strings.Fields(s.goals) {
		g.goals = append(g.goals, (int(goal[1]-'1'))*n+int(goal[0]-'a'))
	}
	return g
}

// game builds the package's game of the same setup. Unless giveGoals, the
// package derives the goals itself.
func (s setup) game(t testing.TB, giveGoals bool) *terrace.Game {
	t.Helper()
	g, err := terrace.New(s.position(giveGoals))
	if err != nil {
		t.Fatalf("%s: %v", s.name, err)
	}
	return g
}

// position is the setup's starting position; unless giveGoals, without
// goals, for the package to derive.
func (s setup) position(giveGoals bool) terrace.Position {
	ref := s.reference()
	pieces := map[terrace.Square]terrace.Piece{}
	for i, pc := range ref.cells {
		if pc.size > 0 {
			pieces[terrace.Square{File: i % s.size, Rank: i / s.size}] = terrace.Piece{Seat: pc.seat, Size: pc.size, T: pc.t}
		}
	}
	p := terrace.Position{Size: s.size, Players: ref.players, Pieces: pieces}
	if giveGoals {
		for _, goal := range ref.goals {
			p.Goals = append(p.Goals, terrace.Square{File: goal % s.size, Rank: goal / s.size})
		}
	}
	return p
}

// The reference reads "a terrace" as a level within a quadrant. The rules
// define it as the squares of a level joined by orthogonal steps, and the
// way along it as a path; check that the two readings agree on both boards.
func TestReferenceTerraces(t *testing.T) {
	for _, n := range terrace.Sizes {
		classes := map[[2]int][]int{}
		for s := range n * n {
			f, r := s%n, s/n
			key := [2]int{refLevel(n, f, r), refQuadrant(n, f, r)}
			classes[key] = append(classes[key], s)
		}
		if len(classes) != 2*n {
			t.Errorf("%dx%d: %d terraces, want two per level", n, n, len(classes))
		}
		for key, squares := range classes {
			// A chain: connected, and one fewer orthogonal link than squares.
			links := 0
			for i, a := range squares {
				for _, b := range squares[i+1:] {
					if abs(a%n-b%n)+abs(a/n-b/n) == 1 {
						links++
					}
				}
			}
			if links != len(squares)-1 {
				t.Errorf("%dx%d level %d quadrant %d: %d squares with %d links is not a chain", n, n, key[0], key[1], len(squares), links)
			}
			// The rectangle of two squares holds exactly the chain between
			// them: as many squares as the shortest orthogonal way needs.
			for _, a := range squares {
				for _, b := range squares {
					if a == b {
						continue
					}
					if got, want := len(refPathSquares(n, a, b)), abs(a%n-b%n)+abs(a/n-b/n)-1; got != want {
						t.Errorf("%dx%d: %d squares between %s and %s, want %d", n, n, got, refName(n, a), refName(n, b), want)
					}
				}
			}
		}
		// Orthogonal steps never join squares of a level in two quadrants.
		for a := range n * n {
			for b := range n * n {
				sameLevel := refLevel(n, a%n, a/n) == refLevel(n, b%n, b/n)
				if abs(a%n-b%n)+abs(a/n-b/n) == 1 && sameLevel && !refSameTerrace(n, a, b) {
					t.Errorf("%dx%d: %s and %s are joined across quadrants", n, n, refName(n, a), refName(n, b))
				}
			}
		}
	}
}

// Perft counts cross-checked by the independent generator above: the
// package and the reference agreed on every one before they were written
// down here. docs/rules/terrace.md lists them under "Reference counts"; a
// change here belongs there too.
func TestPerftAgainstReference(t *testing.T) {
	counts := map[string][]uint64{
		"6x6 long":          {26, 650, 17557, 472289},
		"6x6 short":         {17, 289, 5672, 110855},
		"6x6 three players": {15, 189, 2671, 45403},
		"6x6 four players":  {13, 163, 1977, 22959},
		"8x8 long":          {50, 2450, 127166, 6607522},
		"8x8 short":         {31, 961, 32970, 1129694},
		"8x8 four players":  {25, 605, 14501, 335450},
	}
	for _, s := range setupsToCheck {
		want := counts[s.name]
		depths := len(want)
		if testing.Short() {
			depths = 3
		}
		g, ref := s.game(t, false), s.reference()
		for depth := 1; depth <= depths; depth++ {
			got, byRef := rules.Perft(g, depth), ref.perft(depth)
			if got != byRef || got != want[depth-1] {
				t.Errorf("%s perft(%d): package %d, reference %d, recorded %d", s.name, depth, got, byRef, want[depth-1])
			}
		}
	}
}

// Seeded random games from every setup: at every position the package and
// the reference must offer the same moves, agree on the board, the seat to
// move and whether and by whom the game was won, and stay in step while
// the moves are taken back.
func TestRandomPositionsAgainstReference(t *testing.T) {
	const gamesPerSetup, maxPlies = 12, 160
	positions, ends := 0, map[string]int{}
	for i, s := range append(slices.Clone(setupsToCheck), endgameSetups...) {
		giveGoals := i >= len(setupsToCheck)
		rng := rand.New(rand.NewPCG(uint64(i), uint64(s.size)))
		for game := range gamesPerSetup {
			g, ref := s.game(t, giveGoals), s.reference()
			where := func() string {
				return fmt.Sprintf("%s, game %d after %s", s.name, game, strings.Join(historyOf(g), " "))
			}
			for ply := 0; ; ply++ {
				positions++
				want := compareWithReference(t, g, ref, where)
				checkNoisyMoves(t, g, where)
				if ply%8 == 0 {
					checkMoveOf(t, g, where)
				}
				if len(want) == 0 {
					ends[endKind(g)]++
				}
				if len(want) == 0 || ply == maxPlies {
					break
				}
				text := want[rng.IntN(len(want))]
				m, err := rules.ParseMove(g, text)
				if err != nil {
					t.Fatalf("%s: %v", where(), err)
				}
				if err := g.Play(m); err != nil {
					t.Fatalf("%s: %s refused: %v", where(), text, err)
				}
				refMoves := ref.moves()
				ref.play(refMoves[slices.IndexFunc(refMoves, func(r refMove) bool { return r.notation(ref.n) == text })])
			}
			for len(ref.saved) > 0 {
				g.Undo()
				ref.undo()
				compareWithReference(t, g, ref, where)
			}
		}
	}
	t.Logf("%d positions compared; games ended by %v", positions, ends)
	for _, kind := range []string{"T captured", "own T captured", "elimination", "goal reached", "goal reached by a capture", "no legal move"} {
		if ends[kind] == 0 && !t.Failed() {
			t.Errorf("no random game ended by %q: the comparison misses that rule", kind)
		}
	}
}

// compareWithReference fails the test where the package and the reference
// disagree, and gives the reference's sorted move notations.
func compareWithReference(t *testing.T, g *terrace.Game, ref *refGame, where func() string) []string {
	t.Helper()
	var want, got []string
	for _, m := range ref.moves() {
		want = append(want, m.notation(ref.n))
	}
	for _, m := range g.Moves() {
		got = append(got, m.String())
	}
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Fatalf("%s: moves\n got %v\nwant %v", where(), got, want)
	}
	for i, pc := range ref.cells {
		onBoard, ok := g.At(terrace.Square{File: i % ref.n, Rank: i / ref.n})
		if ok != (pc.size > 0) || ok && (onBoard != terrace.Piece{Seat: pc.seat, Size: pc.size, T: pc.t}) {
			t.Fatalf("%s: %s holds %+v, want %+v", where(), refName(ref.n, i), onBoard, pc)
		}
	}
	over, winners := ref.status()
	st := g.Status()
	if st.Over != over || !slices.Equal(sortedInts(st.Winners), sortedInts(winners)) {
		t.Fatalf("%s: status %+v, want over=%v winners %v", where(), st, over, winners)
	}
	if !over && g.Turn() != ref.turn {
		t.Fatalf("%s: seat %d to move, want %d", where(), g.Turn(), ref.turn)
	}
	for seat := range ref.players {
		if goal := g.Goal(seat); goal.Rank*ref.n+goal.File != ref.goals[seat] {
			t.Fatalf("%s: %s aims at %s, want %s", where(), g.Name(seat), goal, refName(ref.n, ref.goals[seat]))
		}
		if ref.players > 2 && g.Eliminated(seat) != ref.out[seat] {
			t.Fatalf("%s: seat %d eliminated %v, want %v", where(), seat, g.Eliminated(seat), ref.out[seat])
		}
	}
	return want
}

// endKind sorts finished games by how they ended, to show that random play
// reached the rules of the game's end.
func endKind(g *terrace.Game) string {
	reason := g.Status().Reason
	switch {
	case strings.Contains(reason, "its own T") && g.Players() == 2:
		return "own T captured"
	case strings.Contains(reason, "'s T reached"):
		if m, _ := g.LastMove(); m.Capture {
			return "goal reached by a capture"
		}
		return "goal reached"
	case strings.Contains(reason, "no legal move"):
		return "no legal move"
	case g.Players() > 2: // the last player left, after an earlier elimination
		return "elimination"
	}
	return "T captured"
}

func historyOf(g *terrace.Game) []string {
	var out []string
	for _, m := range g.History() {
		out = append(out, m.String())
	}
	return out
}

func sortedInts(s []int) []int {
	s = slices.Clone(s)
	slices.Sort(s)
	return s
}

// checkNoisyMoves compares each seat's noisy moves with its captures and
// its T's moves onto its goal among all its moves, in order.
func checkNoisyMoves(t *testing.T, g *terrace.Game, where func() string) {
	t.Helper()
	for seat := range g.Players() {
		var want []terrace.Move
		for _, m := range g.AppendMovesOf(seat, nil) {
			if pc, _ := g.At(m.From); m.Capture || pc.T && m.To == g.Goal(seat) {
				want = append(want, m)
			}
		}
		if got := g.AppendNoisyMovesOf(seat, nil); !slices.Equal(got, want) {
			t.Fatalf("%s: seat %d's noisy moves %v, want %v", where(), seat, got, want)
		}
	}
}

// checkMoveOf checks that MoveOf finds each seat's moves by their squares,
// and no other: every square with a piece to every square.
func checkMoveOf(t *testing.T, g *terrace.Game, where func() string) {
	t.Helper()
	n := g.Size()
	for seat := range g.Players() {
		listed := g.AppendMovesOf(seat, nil)
		for from := range n * n {
			fromSq := terrace.Square{File: from % n, Rank: from / n}
			if _, ok := g.At(fromSq); !ok {
				continue
			}
			for to := range n * n {
				toSq := terrace.Square{File: to % n, Rank: to / n}
				want := slices.IndexFunc(listed, func(m terrace.Move) bool { return m.From == fromSq && m.To == toSq })
				got, ok := g.MoveOf(seat, fromSq, toSq)
				if ok != (want >= 0) || ok && got != listed[want] {
					t.Fatalf("%s: seat %d, MoveOf(%v, %v) = %v, %v; listed at %d", where(), seat, fromSq, toSq, got, ok, want)
				}
			}
		}
	}
}
