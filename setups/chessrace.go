package setups

import (
	"errors"
	"fmt"
	"strings"

	"boardshelf/rules"
	"boardshelf/rules/chessrace"
)

// chessRaceFile is every key a Chess Race setup may have. The track is a
// drawing, one character per square (the legend is in docs/setup-files.md and in
// the shipped files); the rules derive the race from it.
type chessRaceFile struct {
	header
	Seats []seatEntry
	Track string
}

func parseChessRace(src Source, s *Setup) error {
	var f chessRaceFile
	if err := src.Decode(&f); err != nil {
		return err
	}
	if n := len(f.Seats); n < 2 || n > 4 {
		return src.problemAt("seats", rules.ExplainN(n, "Chess Race is for %d to %d players; the file has %d seat",
			"Chess Race is for %d to %d players; the file has %d seats", 2, 4, n))
	}
	seats, err := parseSeats(src, f.Seats)
	if err != nil {
		return err
	}
	for i, e := range f.Seats {
		if e.Goal != "" {
			return src.seatError(i, "seat %d (%s): goal is a Terrace key; in Chess Race every piece races round to the starting line", i+1, colourWord(seats[i].Colour))
		}
	}
	if strings.TrimSpace(f.Track) == "" {
		return src.Errorf("track", `the track is missing (add track = """...""" with one line of characters per row of squares)`)
	}
	track, err := readTrack(src, f.Track)
	if err != nil {
		return err
	}
	names := make([]string, len(seats))
	for i, seat := range seats {
		names[i] = seat.Colour
	}
	s.Seats = seats
	s.start = func() (rules.Game, error) { return chessrace.NewNamedGame(track, names) }
	s.summary = []rules.Explanation{rules.Explain("%dx%d track", track.Cols(), track.Rows()),
		rules.ExplainN(track.LapLength(), "lap of %d", "lap of %d", track.LapLength()), players(len(seats))}
	return nil
}

// readTrack reads the drawing of the track string. Each line may be
// indented; blank lines before and after the drawing are ignored. A
// problem the rules find is placed on the file line of its row.
func readTrack(src Source, text string) (*chessrace.Track, error) {
	first := src.firstLineOf("track")
	var rows []string
	var lines []int // file line of each row
	blank := 0      // blank lines met since the last row
	for i, line := range strings.Split(text, "\n") {
		row := strings.TrimSpace(line)
		if row == "" {
			blank++
			continue
		}
		if len(rows) > 0 && blank > 0 {
			return nil, src.errorAt(first+i-1, "a blank line inside the track drawing; every row of squares needs its characters (- for outside the board)")
		}
		blank = 0
		rows = append(rows, row)
		lines = append(lines, first+i)
	}
	track, err := chessrace.ParseTrack(rows)
	var te *chessrace.TrackError
	switch {
	case err == nil:
		return track, nil
	case !errors.As(err, &te):
		return nil, src.problemAt("track", Reason(err))
	case te.Row < 1 || te.Row > len(lines):
		return nil, src.Errorf("track", "the track: %s", reasonOf(te.Why))
	case te.Col < 1:
		return nil, src.errorAt(lines[te.Row-1], "track row %d: %s", te.Row, reasonOf(te.Why))
	case te.Col > 26:
		return nil, src.errorAt(lines[te.Row-1], "track row %d, column %d: %s", te.Row, te.Col, reasonOf(te.Why))
	}
	square := fmt.Sprintf("%c%d", 'a'+te.Col-1, len(rows)-te.Row+1)
	return nil, src.errorAt(lines[te.Row-1], "track row %d, column %d (square %s): %s", te.Row, te.Col, square, reasonOf(te.Why))
}
