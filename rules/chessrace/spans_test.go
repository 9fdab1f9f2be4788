package chessrace

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// pinchedTrack runs round two blocks of scenery that touch corner to corner,
// so the loop pinches itself at j10 and i9: half a lap apart, yet on one
// diagonal line of track squares from m13 to f6.
// (The setups tests read the same drawing, from testdata.)
var pinchedTrack = readTestdata("pinched-track.txt")

func readTestdata(name string) string {
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		panic(err)
	}
	return string(data)
}

// thinWallTrack is a flat loop whose straights are kept apart by a wall
// one square thick.
const thinWallTrack = `
****............****
****............****
****............****
****............****
....############....
****......=.....****
****......=.....****
****......=.....****
****......=.....****
`

// stonedWallTrack is thinWallTrack with stones on p6 and e4, so that no
// slide runs the length of its straights. Before issue 12 a knight jumped
// the wall (j6 to k4, half a lap) and the track was refused; a knight's
// path now steps onto the track first, so it cannot cross.
const stonedWallTrack = `
****............****
****............****
****............****
****...........#****
....############....
****#.....=.....****
****......=.....****
****......=.....****
****......=.....****
`

func TestMovesCoveringHalfALapAreRefused(t *testing.T) {
	tests := []struct {
		name     string
		drawing  string
		row, col int
		want     string
	}{
		// A bishop on i9 (lap 53) going back to m13 (lap 21) would be
		// read as 32 forward: a finish.
		{"slide through a pinch", pinchedTrack, 6, 13, "slide along a straight line of track squares from here to i9 covers 32 of the 64 lap positions; no single move may cover 31 or more"},
		// The rook's slide a6-q6 covers 21, under the limit of 22; a mud
		// tile on q6 sends it one further.
		{"slide and diversion", thinWallTrack, 4, 1, "from here to q6, where a mud tile could divert it to q5, covers 22 of the 46 lap positions; no single move may cover 22 or more"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseDrawing(tc.drawing)
			var te *TrackError
			if !errors.As(err, &te) {
				t.Fatalf("error %v, want a *TrackError", err)
			}
			if te.Row != tc.row || te.Col != tc.col || !strings.Contains(te.Why.String(), tc.want) {
				t.Errorf("got %q at %d,%d; want %q at %d,%d", te.Why.String(), te.Row, te.Col, tc.want, tc.row, tc.col)
			}
		})
	}
}

// A knight's path steps onto the track before its diagonal step, so it no
// longer jumps a wall one square thick: the track that was refused for the
// jump j6-k4 is accepted, and the jump is no move on it.
func TestAKnightDoesNotJumpAWall(t *testing.T) {
	tr, err := ParseDrawing(stonedWallTrack)
	if err != nil {
		t.Fatalf("the stoned wall track is refused: %v", err)
	}
	tr.eachMove(func(s moveSpan) {
		if s.how == knightWay && spanName(tr, s) == "j6-k4" {
			t.Errorf("j6-k4 is measured as a knight's jump")
		}
	})
	g, _ := NewGame(tr, 2)
	g.st.pieces[0][0] = piece{at: mustIndex(t, tr, "j6"), moved: true}
	g.st.phase, g.st.figure = PhaseMove, Knight
	g.refresh()
	if got := pieceFrom(t, g, "j6"); slices.Contains(got, "j6-k4") || len(got) == 0 {
		t.Errorf("the knight on j6 goes %v", got)
	}
	checkProgressFollowsTheWay(t, "stoned wall", tr)
}

func mustIndex(t testing.TB, tr *Track, name string) int {
	t.Helper()
	i, ok := tr.index(sq(t, name))
	if !ok {
		t.Fatalf("%s is not on the track", name)
	}
	return i
}

// On every track ParseTrack accepts, the shorter way round between where a
// move starts, is diverted and ends is the way it goes, square by square.
func TestProgressFollowsTheWayMovesGo(t *testing.T) {
	for name, drawing := range map[string]string{"default": DefaultTrack, "long": LongTrack, "small": smallTrack} {
		checkProgressFollowsTheWay(t, name, mustTrack(t, drawing))
	}
}

func checkProgressFollowsTheWay(t *testing.T, name string, tr *Track) {
	t.Helper()
	moves := 0
	tr.eachMove(func(s moveSpan) {
		moves++
		if got := tr.progress(s.from, s.via, s.to) - tr.lap[s.from]; got != s.laps {
			t.Errorf("%s: %s %s goes %d along the lap but is read as %d", name, s.how, spanName(tr, s), s.laps, got)
		}
	})
	if moves == 0 {
		t.Errorf("%s: no moves measured", name)
	}
}

// The measure itself, on the default track: a rook's slide along the
// inner edge of the top straight from the top-left curve (a9, lap 30) to
// the top-right one (o9, lap 13) goes back 17; a mud tile on o9 pointing
// south takes it one further back, onto the right straight (o8, lap 12).
// Off the ribbon i1 a knight's jump to j3 goes 1 forward, one to h3 (lap
// 43) 1 back over the line, and a pawn's double step to k1 goes 2.
func TestMovesAreMeasuredAlongTheirWay(t *testing.T) {
	tr := mustTrack(t, DefaultTrack)
	want := map[string]int{"a9-o9": -17, "a9-o9-o8": -18, "i1-j3": 1, "i1-h3": -1, "i1-k1": 2}
	found := map[string]bool{}
	tr.eachMove(func(s moveSpan) {
		name := spanName(tr, s)
		if laps, ok := want[name]; ok {
			found[name] = true
			if s.laps != laps {
				t.Errorf("%s (%s) covers %d, want %d", name, s.how, s.laps, laps)
			}
		}
	})
	for name := range want {
		if !found[name] {
			t.Errorf("%s not measured", name)
		}
	}
}

// A course may not offer shortcuts that make a lap trivial: no move on a
// shipped track covers a larger share of its lap than the longest move on
// the classic track does of its own.
func TestShippedTracksHaveNoShortcuts(t *testing.T) {
	classic := mustTrack(t, DefaultTrack)
	yardstick := classic.longestMove()
	for name, drawing := range map[string]string{"default": DefaultTrack, "long": LongTrack} {
		tr := mustTrack(t, drawing)
		long := tr.longestMove()
		t.Logf("%s: the longest move, a %s %s, covers %d of %d lap positions", name, long.how, spanName(tr, long), long.length(), tr.lapLength)
		if long.length()*classic.lapLength > yardstick.length()*tr.lapLength {
			t.Errorf("%s: a %s %s covers %d of %d lap positions, more than the classic track allows", name, long.how, spanName(tr, long), long.length(), tr.lapLength)
		}
	}
}

// spanName writes a measured move as its squares: "a9-o9", or with the mud
// tile that diverts it "a9-o9-o8".
func spanName(tr *Track, s moveSpan) string {
	name := tr.square(s.from).String() + "-"
	if s.via >= 0 {
		name += tr.square(s.via).String() + "-"
	}
	return name + tr.square(s.to).String()
}

// Parsing a track includes measuring every move on it, which takes most of
// the time.
func BenchmarkParseLongTrack(b *testing.B) {
	for b.Loop() {
		if _, err := ParseDrawing(LongTrack); err != nil {
			b.Fatal(err)
		}
	}
}
