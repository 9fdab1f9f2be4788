package chessrace

import (
	"fmt"
	"math/rand"
	"slices"
	"testing"
)

// A second move generator, written straight from the rules text
// (docs/rules/chessrace.md, "A turn" and "The figures") and as plainly as it can
// be: squares are rows and columns of the drawing, the track is asked
// through its public accessors, nothing is cached. It lists the piece moves
// of the player to move as one figure, in notation. The tests below hold
// the real generator to it position by position, and count with it where
// the hand counts of perft_test.go changed with the rules.

type refSquare struct{ row, col int }

type refBoard struct {
	g     *Game
	t     *Track
	seat  int
	tiles map[refSquare]TileState
}

func newRefBoard(g *Game) *refBoard {
	b := &refBoard{g: g, t: g.Track(), seat: g.Seat(), tiles: map[refSquare]TileState{}}
	for _, ts := range g.Tiles() {
		if ts.OnBoard {
			b.tiles[b.at(ts.At)] = ts
		}
	}
	return b
}

func (b *refBoard) at(s Square) refSquare {
	r, c := b.t.RowCol(s)
	return refSquare{r, c}
}

func (b *refBoard) square(p refSquare) Square { return b.t.At(p.row, p.col) }

func (b *refBoard) onGrid(p refSquare) bool {
	return p.row >= 0 && p.row < b.t.Rows() && p.col >= 0 && p.col < b.t.Cols()
}

// track: "Pieces may only move on the checkered spaces" (ribbons and curves
// are track too); pool, stones, the winner's circle and outside are not.
func (b *refBoard) track(p refSquare) bool { return b.onGrid(p) && b.t.Kind(b.square(p)).Playable() }

func (b *refBoard) stack(p refSquare) []int { return b.g.Stack(b.square(p)) }

func (b *refBoard) mine(p refSquare) bool { return slices.Contains(b.stack(p), b.seat) }

// others: another player's piece stands on p (anywhere in its stack).
func (b *refBoard) others(p refSquare) bool {
	for _, s := range b.stack(p) {
		if s != b.seat {
			return true
		}
	}
	return false
}

func move(p refSquare, d Dir) refSquare {
	dr, dc := d.Delta()
	return refSquare{p.row + dr, p.col + dc}
}

// refEnd is a way a piece may end its move.
type refEnd struct {
	to, via refSquare
	viaMud  bool
}

// moves lists the notation of the moves of a piece starting on from as
// figure f; first: it has not moved yet. prefix goes before the squares
// ("+" for an entry, "Q:" for a promoted move).
func (b *refBoard) moves(prefix string, from refSquare, f Figure, first bool) []string {
	var ends []refEnd
	switch f {
	case Pawn:
		ends = b.pawn(from, first)
	case Knight:
		// One orthogonal step onto the track, then one diagonal step on
		// outward, landing on the track with no tile there; whatever
		// stands on the way is jumped.
		for _, d := range orthogonal {
			mid := move(from, d)
			if !b.track(mid) {
				continue
			}
			dr, dc := d.Delta()
			for _, e := range diagonal {
				er, ec := e.Delta()
				if (dr != 0 && er != dr) || (dc != 0 && ec != dc) {
					continue
				}
				to := move(mid, e)
				if _, tiled := b.tiles[to]; b.track(to) && !tiled {
					ends = append(ends, refEnd{to: to})
				}
			}
		}
	case King:
		for _, d := range allDirs {
			ends = append(ends, b.land(move(from, d))...)
		}
	case Rook:
		ends = b.lines(from, orthogonal)
	case Bishop:
		ends = b.lines(from, diagonal)
	case Queen:
		ends = b.lines(from, allDirs)
	}
	var out []string
	for _, e := range ends {
		if name, ok := b.end(prefix, from, e); ok && !slices.Contains(out, name) {
			out = append(out, name)
		}
	}
	return out
}

// land is a piece stepping onto p as its last square: the block refuses
// it, a mud tile sends it on to the square the arrow points at.
func (b *refBoard) land(p refSquare) []refEnd {
	if !b.track(p) {
		return nil
	}
	ts, tiled := b.tiles[p]
	switch {
	case !tiled:
		return []refEnd{{to: p}}
	case ts.Tile == Block:
		return nil
	}
	if to := move(p, ts.Arrow); b.track(to) {
		return []refEnd{{to: to, via: p, viaMud: true}}
	}
	return nil
}

// lines: any distance in each direction, over the mover's own pieces but
// never past another player's piece, the block or a mud tile (which
// diverts the piece).
func (b *refBoard) lines(from refSquare, dirs []Dir) []refEnd {
	var out []refEnd
	for _, d := range dirs {
		for p := move(from, d); b.track(p); p = move(p, d) {
			if _, tiled := b.tiles[p]; tiled {
				out = append(out, b.land(p)...)
				break
			}
			out = append(out, refEnd{to: p})
			if b.others(p) {
				break
			}
		}
	}
	return out
}

// pawn: a step forward onto a square with no piece (or onto mud, which
// diverts it), two off its ribbon on its first move passing anything on
// the first square, or a step diagonally forward onto a piece to take it.
func (b *refBoard) pawn(from refSquare, first bool) []refEnd {
	var out []refEnd
	step := func(p refSquare) {
		for _, e := range b.land(p) {
			if e.viaMud || len(b.stack(e.to)) == 0 {
				out = append(out, e)
			}
		}
	}
	forward := b.t.Forward(b.square(from))
	for _, f := range forward {
		step(move(from, f))
		for _, side := range []Dir{(f + 1) % 4, (f + 3) % 4} {
			if diag := move(move(from, f), side); b.track(diag) && len(b.stack(diag)) > 0 {
				out = append(out, refEnd{to: diag})
			}
		}
	}
	if first && b.t.Kind(b.square(from)) == Ribbon {
		for _, f := range forward {
			mid := move(from, f)
			if b.track(mid) {
				for _, f2 := range b.t.Forward(b.square(mid)) {
					step(move(mid, f2))
				}
			}
		}
	}
	return out
}

// shorter is the way round the loop from lap position a to b that is
// shorter (half a lap counts forward).
func (b *refBoard) shorter(a, c int) int {
	l := b.t.LapLength()
	d := ((c-a)%l + l) % l
	if d > l/2 {
		d -= l
	}
	return d
}

// end writes a move ending at e, if it may end there: not where it
// started, not on a stack holding a piece of its own, not back over the
// starting line. Reaching or crossing the line completes the lap, taking
// nothing; ending on another player's piece takes it.
func (b *refBoard) end(prefix string, from refSquare, e refEnd) (string, bool) {
	if e.to == from || b.mine(e.to) {
		return "", false
	}
	lap := func(p refSquare) int { return b.t.Lap(b.square(p)) }
	progress := lap(from)
	if e.viaMud {
		progress += b.shorter(lap(from), lap(e.via)) + b.shorter(lap(e.via), lap(e.to))
	} else {
		progress += b.shorter(lap(from), lap(e.to))
	}
	if progress < 0 {
		return "", false
	}
	sep := "-"
	if progress < b.t.LapLength() && len(b.stack(e.to)) > 0 {
		sep = "x"
	}
	return prefix + b.square(from).String() + sep + b.square(e.to).String(), true
}

// refPieceMoves lists the moves of the player to move as figure f: each
// free piece of theirs (only the capturing one after a capture), and a
// waiting piece entering on any of the four ribbons, whatever stands
// there. promoted writes them as bought with two halves and adds the
// covered pieces pulled out of their stacks.
func refPieceMoves(g *Game, f Figure, promoted bool) []string {
	b := newRefBoard(g)
	must, mustMove := g.MustMove()
	prefix := ""
	if promoted {
		prefix = f.Letter() + ":"
	}
	var out []string
	for _, p := range g.st.pieces[b.seat] {
		if p.at < 0 {
			continue
		}
		s := g.track.square(p.at)
		stack := g.Stack(s)
		top := stack[len(stack)-1] == b.seat
		switch {
		case mustMove && s != must:
		case top:
			out = append(out, b.moves(prefix, b.at(s), f, !p.moved)...)
		case promoted:
			out = append(out, b.moves("pull:"+prefix, b.at(s), f, !p.moved)...)
		}
	}
	if !mustMove && g.Waiting(b.seat) > 0 {
		for _, r := range g.Track().Ribbons() {
			out = append(out, b.moves(prefix+"+", b.at(r), f, true)...)
		}
	}
	slices.Sort(out)
	return out
}

// refMoves is what the reference says the player may do now, where it
// has a say: a move as the rolled figure, or at the start of a turn with
// two halves a roll or any promoted move. ok is false in other phases.
func refMoves(g *Game) (out []string, ok bool) {
	switch g.Phase() {
	case PhaseMove:
		return refPieceMoves(g, g.Figure(), false), true
	case PhaseChoose:
		out = []string{"roll"}
		for _, f := range faces {
			out = append(out, refPieceMoves(g, f, true)...)
		}
		slices.Sort(out)
		return out, true
	}
	return nil, false
}

// Random games on the shipped tracks, tiles and all: at every move and
// promotion choice the generator offers exactly the reference's moves.
func TestMovesAgreeWithTheReference(t *testing.T) {
	games := 4
	if testing.Short() {
		games = 1
	}
	checked := 0
	for name, drawing := range map[string]string{"default": DefaultTrack, "long": LongTrack} {
		tr := mustTrack(t, drawing)
		for players := 2; players <= 4; players++ {
			rng := rand.New(rand.NewSource(int64(31*players + len(drawing))))
			for n := range games {
				g, _ := NewGame(tr, players)
				for ply := 0; !g.Status().Over && ply < 3000; ply++ {
					if want, ok := refMoves(g); ok {
						checked++
						if got := moveList(g); !slices.Equal(got, want) {
							t.Fatalf("%s/%dp/%d, move %d (seat %d, %v as %v):\nonly the rules: %v\nonly the reference: %v",
								name, players, n, ply, g.Seat(), g.Phase(), g.Figure(), missing(got, want), missing(want, got))
						}
					}
					moves := g.Moves()
					if err := g.Play(moves[rng.Intn(len(moves))]); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
	if checked < 1000 {
		t.Errorf("only %d positions checked", checked)
	}
}

// missing lists what a has and b lacks.
func missing(a, b []string) []string {
	var out []string
	for _, s := range a {
		if !slices.Contains(b, s) {
			out = append(out, s)
		}
	}
	return out
}

// The counts of TestPerftAfterSetUp, by the reference.
func TestPerftAfterSetUpByTheReference(t *testing.T) {
	g := newGame(t, DefaultTrack, 2)
	play(t, g, "+i4", "+i1")
	total := 0
	counts := map[Figure]int{}
	for _, f := range faces {
		play(t, g, "roll:"+f.Letter())
		counts[f] = len(refPieceMoves(g, f, false))
		total += counts[f]
		g.Undo()
	}
	want := perftAfterSetUp
	if fmt.Sprint(counts) != fmt.Sprint(want) || total != perftAfterSetUpTotal {
		t.Errorf("the reference counts %v (%d in all), perft_test.go %v (%d)", counts, total, want, perftAfterSetUpTotal)
	}
}
