package chessrace

import (
	"fmt"
	"strings"

	"boardshelf/rules"
)

// TrackError is a problem with a track drawing. Row and Col are 1-based
// positions in the drawing (Col counts characters), so a loader can turn Row
// into a line of its file; either is 0 when the problem is not at one place.
// Why is the problem as words the UI translates.
type TrackError struct {
	Row, Col int
	Why      rules.Explanation
}

func (e *TrackError) Error() string {
	switch {
	case e.Row > 0 && e.Col > 0:
		return fmt.Sprintf("track row %d, column %d: %s", e.Row, e.Col, e.Why)
	case e.Row > 0:
		return fmt.Sprintf("track row %d: %s", e.Row, e.Why)
	}
	return "track: " + e.Why.String()
}

// errAt builds a TrackError at square index i of t.
func (t *Track) errAt(i int, why rules.Explanation) *TrackError {
	return &TrackError{Row: i/t.cols + 1, Col: i%t.cols + 1, Why: why}
}

// ParseDrawing reads a track drawn as one string, one row per line. Blank
// lines before and after the drawing and carriage returns at line ends are
// ignored; see ParseTrack.
func ParseDrawing(drawing string) (*Track, error) {
	rows := strings.Split(strings.Trim(drawing, "\r\n"), "\n")
	for r := range rows {
		rows[r] = strings.TrimSuffix(rows[r], "\r")
	}
	return ParseTrack(rows)
}

// ParseTrack reads a track from the rows of its drawing, top row first, one
// character per square (the legend is in the package documentation). It
// derives every lap position and forward direction and checks everything the
// rules need; the error is a *TrackError naming the row and column.
func ParseTrack(rows []string) (*Track, error) {
	t, err := readGrid(rows)
	if err != nil {
		return nil, err
	}
	if err := t.checkRibbons(); err != nil {
		return nil, err
	}
	if err := t.deriveLaps(); err != nil {
		return nil, err
	}
	if err := t.checkForwardWays(); err != nil {
		return nil, err
	}
	if err := t.checkMoveSpans(); err != nil {
		return nil, err
	}
	if err := t.checkStartTiles(); err != nil {
		return nil, err
	}
	return t, nil
}

// readGrid reads the characters: square kinds, tiles and the grid shape.
func readGrid(rows []string) (*Track, error) {
	if len(rows) == 0 || (len(rows) == 1 && rows[0] == "") {
		return nil, &TrackError{Why: rules.Explain("the drawing is empty")}
	}
	t := &Track{rows: len(rows), cols: len(rows[0]), tiles: noTiles()}
	if t.rows > maxSide {
		return nil, &TrackError{Row: maxSide + 1, Why: rules.ExplainN(maxSide, "a track has at most %d row", "a track has at most %d rows", maxSide)}
	}
	if t.cols > maxSide {
		return nil, &TrackError{Row: 1, Col: maxSide + 1, Why: rules.ExplainN(maxSide, "a track has at most %d column", "a track has at most %d columns", maxSide)}
	}
	t.kinds = make([]Kind, t.rows*t.cols)
	muds := 0
	for r, row := range rows {
		if len(row) != t.cols {
			return nil, &TrackError{Row: r + 1, Why: rules.ExplainN(len(row), "the row has %d character but the first row has %d",
				"the row has %d characters but the first row has %d", len(row), t.cols)}
		}
		for c := range len(row) {
			i, ch := r*t.cols+c, row[c]
			if k := strings.IndexByte(kindChars, ch); k >= 0 {
				t.kinds[i] = Kind(k)
				if t.kinds[i] == Ribbon {
					t.ribbons = append(t.ribbons, i)
				}
				continue
			}
			t.kinds[i] = Checkered // a tile lies on an ordinary track square
			switch arrow, isMud := arrowDir(ch); {
			case ch == 'B':
				if t.tiles[Block].at >= 0 {
					return nil, t.errAt(i, rules.Explain("there is only one block tile"))
				}
				t.tiles[Block] = tileState{at: i}
			case isMud:
				if muds == 2 {
					return nil, t.errAt(i, rules.Explain("there are only two mud tiles"))
				}
				t.tiles[Mud1+Tile(muds)] = tileState{at: i, arrow: arrow}
				muds++
			default:
				return nil, t.errAt(i, rules.Explain("unknown character %q", rune(ch)))
			}
		}
	}
	t.steps = make([][8]int, len(t.kinds))
	for i := range t.kinds {
		r, c := i/t.cols, i%t.cols
		for _, d := range allDirs {
			dr, dc := d.Delta()
			if nr, nc := r+dr, c+dc; nr >= 0 && nr < t.rows && nc >= 0 && nc < t.cols {
				t.steps[i][d] = nr*t.cols + nc
			} else {
				t.steps[i][d] = -1
			}
		}
	}
	return t, nil
}

// checkRibbons requires exactly four ribbon spaces in one unbroken line
// that spans the track from edge to edge.
func (t *Track) checkRibbons() error {
	if len(t.ribbons) != 4 {
		if len(t.ribbons) > 4 {
			return t.errAt(t.ribbons[4], rules.Explain("there are more than four starting ribbon spaces"))
		}
		n := len(t.ribbons)
		return &TrackError{Why: rules.ExplainN(n, "there is %d starting ribbon space; a track has exactly four",
			"there are %d starting ribbon spaces; a track has exactly four", n)}
	}
	first := t.ribbons[0]
	along := East // ribbons are listed in reading order, so a line runs east or south
	if t.step(first, East) != t.ribbons[1] {
		along = South
	}
	for n := 1; n < len(t.ribbons); n++ {
		if t.step(t.ribbons[n-1], along) != t.ribbons[n] {
			return t.errAt(t.ribbons[n], rules.Explain("the starting ribbon spaces must lie side by side in one line across the track"))
		}
	}
	for _, end := range []int{t.step(first, along.Opposite()), t.step(t.ribbons[3], along)} {
		if t.playable(end) {
			return t.errAt(end, rules.Explain("the starting line must span the track: this square beside the ribbons is track"))
		}
	}
	return nil
}

// checkForwardWays requires every track square to have a forward direction
// that leads onto the track, so a pawn never stands where it cannot go on.
func (t *Track) checkForwardWays() error {
	for i, k := range t.kinds {
		if !k.Playable() {
			continue
		}
		ok := false
		for _, d := range t.forward[i] {
			ok = ok || t.playable(t.step(i, d))
		}
		if !ok {
			return t.errAt(i, rules.Explain("no forward direction of this square leads onto the track"))
		}
	}
	return nil
}

// checkStartTiles applies the placement rules to the tiles of the drawing.
func (t *Track) checkStartTiles() error {
	free := func(int) bool { return false }
	for id, ts := range t.tiles {
		if ts.at < 0 {
			continue
		}
		if fault := placementProblem(t, &t.tiles, Tile(id), ts.at, ts.arrow, free); fault != placeable {
			return t.errAt(ts.at, fault.why())
		}
	}
	return nil
}
