package setups

import (
	"strconv"
	"strings"

	"boardshelf/rules"
	"boardshelf/rules/terrace"
)

// terraceFile is every key a Terrace setup may have.
type terraceFile struct {
	header
	Size  int
	First string
	Seats []seatEntry
	Board string
}

func parseTerrace(src Source, s *Setup) error {
	var f terraceFile
	if err := src.Decode(&f); err != nil {
		return err
	}
	if f.Size == 0 {
		return src.Errorf("", "the board size is missing (add size = 6 or size = 8)")
	}
	if f.Size != 6 && f.Size != 8 {
		return src.Errorf("size", "the board must be 6x6 or 8x8: size = 6 or size = 8, not %d", f.Size)
	}
	if n := len(f.Seats); n < 2 || n > 4 {
		return src.problemAt("seats", rules.ExplainN(n, "Terrace is for %d to %d players; the file has %d seat",
			"Terrace is for %d to %d players; the file has %d seats", 2, 4, n))
	}
	seats, err := parseSeats(src, f.Seats)
	if err != nil {
		return err
	}
	p := terrace.Position{Size: f.Size, Players: len(seats)}
	for _, seat := range seats {
		p.Names = append(p.Names, seat.Colour)
	}
	if f.First != "" {
		if p.First = seatByColour(seats, f.First); p.First < 0 {
			return src.Errorf("first", "first = %s: no seat has that colour", quoted(f.First))
		}
	}
	if strings.TrimSpace(f.Board) == "" {
		return src.Errorf("", "the board is missing (add board = \"\"\"...\"\"\" with one line per rank)")
	}
	if p.Pieces, err = readBoard(src, f.Board, f.Size, seats); err != nil {
		return err
	}
	if p.Goals, err = readGoals(src, f.Seats, p); err != nil {
		return err
	}
	if faults := p.Faults(); len(faults) > 0 {
		for i := range faults {
			faults[i] = SeatsNamed(faults[i], seats)
		}
		return src.problemAt("board", reasons(faults))
	}
	s.Seats = seats
	s.SetPosition(p)
	s.start = func() (rules.Game, error) { return terrace.New(p) }
	s.summary = []rules.Explanation{rules.Explain("%dx%d board", p.Size, p.Size), players(p.Players)}
	return nil
}

// readGoals takes the goals the seats name and derives the rest.
func readGoals(src Source, entries []seatEntry, p terrace.Position) ([]terrace.Square, error) {
	goals := terrace.DefaultGoals(p.Size, p.Players, p.Pieces)
	a1, far := terrace.LowCorners(p.Size)
	for i, e := range entries {
		if e.Goal == "" {
			continue
		}
		goal, err := terrace.ParseSquare(strings.TrimSpace(e.Goal))
		if err != nil || (goal != a1 && goal != far) {
			return nil, src.seatError(i, "%s's goal must be a low corner, %s or %s, not %s", colourWord(p.Names[i]), a1, far, quoted(e.Goal))
		}
		goals[i] = goal
	}
	return goals, nil
}

// readBoard reads a board diagram: one row per rank, top rank first, each
// square a seat letter and a size (or T), or "." when empty. A rank number
// before each row (with or without "|") and a row of file letters are
// allowed, so the diagram can look like the ones in the rules.
func readBoard(src Source, board string, size int, seats []Seat) (map[terrace.Square]terrace.Piece, error) {
	rows, err := readDiagram(src, "board", board, size)
	if err != nil {
		return nil, err
	}
	maxSize := terrace.MaxPieceSize(size)
	var letters []string
	for _, seat := range seats {
		letters = append(letters, seat.Letter)
	}
	pieces := map[terrace.Square]terrace.Piece{}
	for _, r := range rows {
		for file, cell := range r.cells {
			sq := terrace.Square{File: file, Rank: r.rank - 1}
			if cell == "." {
				continue
			}
			seat := -1
			if len(cell) == 2 {
				seat = seatByLetter(seats, cell[:1])
			}
			if len(cell) != 2 || seat < 0 {
				return nil, src.errorAt(r.line, "square %s: %s is not a piece; write a seat letter (%s) and a size 1-%d or T, such as %s2, or . for an empty square",
					sq, quoted(cell), strings.Join(letters, ", "), maxSize, letters[0])
			}
			pc := terrace.Piece{Seat: seat, Size: 1, T: strings.EqualFold(cell[1:], "T")}
			if !pc.T {
				n, err := strconv.Atoi(cell[1:])
				if err != nil || n < 1 || n > maxSize {
					return nil, src.errorAt(r.line, "square %s: %s has no size 1 to %d (the pieces of a %dx%d board) or T",
						sq, quoted(cell), maxSize, size, size)
				}
				pc.Size = n
			}
			pieces[sq] = pc
		}
	}
	return pieces, nil
}

func seatByLetter(seats []Seat, letter string) int {
	for i, s := range seats {
		if strings.EqualFold(s.Letter, letter) {
			return i
		}
	}
	return -1
}
