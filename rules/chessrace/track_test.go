package chessrace

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestDefaultTrackShape(t *testing.T) {
	tr := mustTrack(t, DefaultTrack)
	if tr.Rows() != 12 || tr.Cols() != 16 {
		t.Fatalf("size %dx%d, want 16x12", tr.Cols(), tr.Rows())
	}
	var ribbons []string
	for _, r := range tr.Ribbons() {
		ribbons = append(ribbons, r.String())
	}
	if got := strings.Join(ribbons, " "); got != "i4 i3 i2 i1" {
		t.Errorf("ribbons %s, want i4 i3 i2 i1", got)
	}
	// 1 start line + 3 + 4 + 8 + 4 + 4 (straights) + 4 curves of 5 sections.
	if tr.LapLength() != 44 {
		t.Errorf("lap length %d, want 44", tr.LapLength())
	}
	tests := []struct {
		square  string
		kind    Kind
		lap     int
		forward []Dir
	}{
		{"i1", Ribbon, 0, []Dir{East}},
		{"j4", Checkered, 1, []Dir{East}},
		{"l1", Checkered, 3, []Dir{East}},
		{"m5", Checkered, 9, []Dir{North}},   // right straight, first row
		{"p8", Checkered, 12, []Dir{North}},  // right straight, last row
		{"l12", Checkered, 18, []Dir{West}},  // top straight runs west
		{"e9", Checkered, 25, []Dir{West}},   // top straight, last column
		{"a8", Checkered, 31, []Dir{South}},  // left straight runs south
		{"e4", Checkered, 40, []Dir{East}},   // bottom straight before the line
		{"h1", Checkered, 43, []Dir{East}},   // the last position of a lap
		{"m4", Curve, 6, []Dir{East, North}}, // inner corner of the bottom-right curve
		{"p1", Curve, 6, []Dir{East, North}}, // its outer corner, on the same diagonal
		{"p4", Curve, 8, []Dir{East, North}},
		{"m1", Curve, 4, []Dir{East, North}},
		{"d9", Curve, 28, []Dir{West, South}},
		{"a1", Curve, 37, []Dir{South, East}},
		{"g6", Circle, -1, nil},
		{"e8", Pool, -1, nil},
	}
	for _, tc := range tests {
		s := sq(t, tc.square)
		if k := tr.Kind(s); k != tc.kind {
			t.Errorf("%s is %v, want %v", tc.square, k, tc.kind)
		}
		if l := tr.Lap(s); l != tc.lap {
			t.Errorf("%s lap %d, want %d", tc.square, l, tc.lap)
		}
		if f := tr.Forward(s); !slices.Equal(f, tc.forward) {
			t.Errorf("%s forward %v, want %v", tc.square, f, tc.forward)
		}
	}
}

// Squares side by side across a straight share a lap position, and no step
// forward goes back along the lap (off a straight it always moves on; on a
// curve's outer lanes two squares may share a section), on every shipped
// track.
func TestLapPositionsFollowTheRace(t *testing.T) {
	for name, drawing := range map[string]string{"default": DefaultTrack, "long": LongTrack} {
		tr := mustTrack(t, drawing)
		for i, k := range tr.kinds {
			if !k.Playable() {
				if tr.lap[i] != -1 || len(tr.forward[i]) != 0 {
					t.Errorf("%s %v: scenery has a lap position or direction", name, tr.square(i))
				}
				continue
			}
			if k != Curve && len(tr.forward[i]) != 1 {
				t.Errorf("%s %v: %v has %d forward directions", name, tr.square(i), k, len(tr.forward[i]))
			}
			for _, f := range tr.forward[i] {
				if k != Curve {
					for _, side := range sideways(f) {
						if n := tr.step(i, side); tr.playable(n) && tr.kinds[n] != Curve && tr.lap[n] != tr.lap[i] {
							t.Errorf("%s: %v and %v lie side by side but have laps %d and %d", name, tr.square(i), tr.square(n), tr.lap[i], tr.lap[n])
						}
					}
				}
				n := tr.step(i, f)
				if !tr.playable(n) {
					continue
				}
				if d := tr.wrap(tr.lap[n] - tr.lap[i]); d < 0 || (d == 0 && k != Curve) {
					t.Errorf("%s: forward from %v (%d) to %v (%d) does not advance", name, tr.square(i), tr.lap[i], tr.square(n), tr.lap[n])
				}
			}
		}
	}
}

func TestLongTrackShape(t *testing.T) {
	tr := mustTrack(t, LongTrack)
	if tr.LapLength() != 66 {
		t.Errorf("lap length %d, want 66", tr.LapLength())
	}
	tests := []struct {
		square  string
		lap     int
		forward []Dir
	}{
		{"g1", 0, []Dir{East}},
		{"q5", 15, []Dir{North}},
		{"l10", 28, []Dir{West, North}}, // the turn round the inside corner of the L
		{"i7", 28, []Dir{West, North}},
		{"i14", 34, []Dir{North}},
		{"b17", 46, []Dir{West, South}}, // beside the pool in the top-left curve
		{"f1", 65, []Dir{East}},
	}
	for _, tc := range tests {
		s := sq(t, tc.square)
		if l := tr.Lap(s); l != tc.lap {
			t.Errorf("%s lap %d, want %d", tc.square, l, tc.lap)
		}
		if f := tr.Forward(s); !slices.Equal(f, tc.forward) {
			t.Errorf("%s forward %v, want %v", tc.square, f, tc.forward)
		}
	}
	if tr.Kind(sq(t, "a18")) != Pool || tr.Kind(sq(t, "t18")) != Outside {
		t.Error("scenery of the long track misread")
	}
	for name, kind := range map[string]Kind{"l11": Pool, "m11": Pool, "m12": Stones, "n11": Stones} {
		if got := tr.Kind(sq(t, name)); got != kind {
			t.Errorf("%s in the inside corner of the L is %v, want %v", name, got, kind)
		}
	}
}

// The inner corners of the long course lie on one diagonal; the pond in the
// inside corner of the L stops a bishop on it from sliding from the
// bottom-right curve (t3, lap 13) past the whole reverse turn to the top
// straight (e18, lap 43).
func TestLongTrackHasNoDiagonalShortcut(t *testing.T) {
	g := arrangeOn(t, LongTrack, 2, 0, Bishop, "t3:0")
	moves := from(t, g, "t3")
	if !slices.Contains(moves, "t3-m10") {
		t.Errorf("the bishop on t3 cannot reach m10: %v", moves)
	}
	for _, m := range []string{"t3-l11", "t3-k12", "t3-e18"} {
		if slices.Contains(moves, m) {
			t.Errorf("the bishop on t3 may still play %s", m)
		}
	}
}

func TestDrawingRoundTrip(t *testing.T) {
	rows := strings.Split(strings.Trim(smallTrack, "\n"), "\n")
	rows[1] = "****.B..****"
	rows[3] = "****...>****"
	tr, err := ParseTrack(rows)
	if err != nil {
		t.Fatal(err)
	}
	if got := tr.Drawing(); !slices.Equal(got, rows) {
		t.Errorf("drawing\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(rows, "\n"))
	}
	tiles := tr.StartTiles()
	if !tiles[Block].OnBoard || tiles[Block].At != sq(t, "f11") || !tiles[Mud1].OnBoard || tiles[Mud1].At != sq(t, "h9") || tiles[Mud1].Arrow != East || tiles[Mud2].OnBoard {
		t.Errorf("start tiles %+v", tiles)
	}
}

// smallTrack is a loop four wide around a 4 x 4 infield; its ribbons (e1-e4)
// touch the bottom-left curve.
const smallTrack = `
****....****
****....****
****....****
****....****
....####....
....####....
....####....
....####....
****=...****
****=...****
****=...****
****=...****
`

func TestSmallTrackIsValid(t *testing.T) {
	tr := mustTrack(t, smallTrack)
	if tr.LapLength() != 1+3+5+4+5+4+5+4+5 {
		t.Errorf("lap length %d", tr.LapLength())
	}
}

func TestTrackErrors(t *testing.T) {
	tests := []struct {
		name     string
		edit     func(rows []string) []string
		row, col int
		want     string
	}{
		{"unknown character", set(5, 6, 'x'), 5, 6, "unknown character"},
		{"ragged rows", func(r []string) []string { r[2] = r[2][:11]; return r }, 3, 0, "11 characters"},
		{"three ribbons", set(12, 5, '.'), 0, 0, "3 starting ribbon"},
		{"five ribbons", set(1, 6, '='), 12, 5, "more than four"},
		{"ribbons out of line", func(r []string) []string { return set(12, 6, '=')(set(12, 5, '.')(r)) }, 12, 6, "one line across"},
		{"ribbons along the track", func(r []string) []string {
			for row := 9; row <= 11; row++ {
				r = set(row, 5, '.')(r)
			}
			return set(12, 8, '=')(set(12, 7, '=')(set(12, 6, '=')(r)))
		}, 12, 4, "span the track"},
		{"open track", func(r []string) []string {
			for row := 5; row <= 8; row++ {
				r[row-1] = r[row-1][:8] + "----"
			}
			return r
		}, 1, 9, "not a closed loop"},
		{"branching track", func(r []string) []string {
			for row := 5; row <= 8; row++ {
				r = set(row, 7, '*')(set(row, 6, '*')(r))
			}
			return r
		}, 1, 5, "touches 3 others"},
		{"turn without curve squares", func(r []string) []string {
			for row := 1; row <= 4; row++ {
				r[row-1] = r[row-1][:8] + "...."
			}
			return r
		}, 1, 5, "no single forward direction"},
		{"curve turning back", func(r []string) []string {
			for row := 1; row <= 12; row++ {
				r[row-1] = r[row-1][:8] + "****"
			}
			return r
		}, 1, 9, "turns right back"},
		{"cut off square", set(6, 6, '.'), 6, 6, "cut off"},
		{"no forward way", set(1, 6, '~'), 1, 7, "no forward direction"},
		{"two blocks", func(r []string) []string { return set(3, 6, 'B')(set(1, 6, 'B')(r)) }, 3, 6, "only one block"},
		{"three muds", func(r []string) []string { return set(3, 10, 'v')(set(2, 2, '<')(set(1, 6, 'v')(r))) }, 3, 10, "only two mud"},
		{"tiles side by side", func(r []string) []string { return set(2, 7, '>')(set(1, 6, 'B')(r)) }, 1, 6, "next to another tile"},
		{"mud arrow off the board", set(1, 6, '^'), 1, 6, "off the track"},
		{"mud arrow into scenery", set(4, 6, 'v'), 4, 6, "off the track"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rows := tc.edit(strings.Split(strings.Trim(smallTrack, "\n"), "\n"))
			_, err := ParseTrack(rows)
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

func TestTrackSizeErrors(t *testing.T) {
	if _, err := ParseTrack(nil); err == nil {
		t.Error("empty drawing accepted")
	}
	if _, err := ParseTrack([]string{strings.Repeat(".", 27)}); err == nil || !strings.Contains(err.Error(), "column 27") {
		t.Errorf("27 columns: %v", err)
	}
}

// set returns an edit that puts character ch at 1-based row and column.
func set(row, col int, ch byte) func([]string) []string {
	return func(rows []string) []string {
		r := []byte(rows[row-1])
		r[col-1] = ch
		rows[row-1] = string(r)
		return rows
	}
}

// Any drawing either parses into a track whose every square has a lap
// position and a way forward, and on which every move's progress is the way
// it goes, or is refused with a TrackError; a game on a parsed track can be
// set up.
func FuzzParseDrawing(f *testing.F) {
	for _, d := range []string{DefaultTrack, LongTrack, smallTrack, pinchedTrack, thinWallTrack, "=", "====", "x\r\n.."} {
		f.Add(d)
	}
	f.Fuzz(func(t *testing.T, drawing string) {
		tr, err := ParseDrawing(drawing)
		if err != nil {
			var te *TrackError
			if !errors.As(err, &te) {
				t.Fatalf("error %v is not a TrackError", err)
			}
			return
		}
		for i, k := range tr.kinds {
			if k.Playable() && (tr.lap[i] < 0 || tr.lap[i] >= tr.lapLength || len(tr.forward[i]) == 0) {
				t.Fatalf("%v: lap %d, forward %v", tr.square(i), tr.lap[i], tr.forward[i])
			}
		}
		checkProgressFollowsTheWay(t, "fuzzed", tr)
		g, err := NewGame(tr, 4)
		if err != nil {
			t.Fatal(err)
		}
		for range 6 {
			if ms := g.Moves(); len(ms) > 0 {
				if err := g.Play(ms[0]); err != nil {
					t.Fatal(err)
				}
			}
		}
	})
}
