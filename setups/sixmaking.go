package setups

import (
	"maps"
	"slices"
	"strings"

	"boardshelf/rules"
	"boardshelf/rules/sixmaking"
)

// sixMakingFile is every key a Six MaKING setup may have.
type sixMakingFile struct {
	header
	Size    int
	Disks   diskCounts
	First   string
	Variant string
	Target  *int
	Score   *colourCounts
	Board   string
}

// diskCounts holds the disks value as written: a number (each player's) or
// a table such as { light = 16, dark = 15 }, checked by readDisks.
type diskCounts struct{ value any }

// UnmarshalTOML keeps the value whatever its type, so that readDisks can
// say what is wrong with it.
func (d *diskCounts) UnmarshalTOML(value any) error {
	d.value = value
	return nil
}

// colourCounts is a number per colour, as in score = { light = 1, dark = 0 }.
type colourCounts struct{ Light, Dark int }

// sixMakingSeats are fixed: the rules name the two colours light and dark.
var sixMakingSeats = []Seat{{Colour: "light", Letter: "L"}, {Colour: "dark", Letter: "D"}}

func parseSixMaking(src Source, s *Setup) error {
	var f sixMakingFile
	if err := src.Decode(&f); err != nil {
		return err
	}
	var setup sixmaking.Setup
	switch {
	case f.Size == 0:
		return src.Errorf("", "the board size is missing (add size = 5, or size = 4 for the small game)")
	case f.Size < sixmaking.MinSize || f.Size > sixmaking.MaxSize:
		return src.problemAt("size", rules.ExplainN(sixmaking.MaxSize, "size = %d: the board must be %d to %d square a side (5 is standard, 4 the small game)",
			"size = %d: the board must be %d to %d squares a side (5 is standard, 4 the small game)", f.Size, sixmaking.MinSize, sixmaking.MaxSize))
	}
	setup.Size = f.Size
	disks, err := readDisks(src, f.Disks.value, f.Size)
	if err != nil {
		return err
	}
	if f.First != "" {
		if setup.First, err = sixmaking.ParseColor(f.First); err != nil {
			return src.Errorf("first", "first = %s: the first player is light or dark", quoted(f.First))
		}
	}
	if err := readVariant(src, f, &setup); err != nil {
		return err
	}
	if strings.TrimSpace(f.Board) != "" {
		if setup.Towers, err = readTowers(src, f.Board, f.Size); err != nil {
			return err
		}
	}
	for _, c := range []sixmaking.Color{sixmaking.Light, sixmaking.Dark} {
		onBoard := 0
		for _, t := range setup.Towers {
			for _, d := range t.Disks {
				if d == c {
					onBoard++
				}
			}
		}
		if onBoard > disks[c] {
			return src.problemAt("board", rules.ExplainN(onBoard, "the board holds %d %s disk, but %s has only %d in all (see disks)",
				"the board holds %d %s disks, but %s has only %d in all (see disks)", onBoard, sixColour(c), sixColour(c), disks[c]))
		}
		setup.Reserve[c] = disks[c] - onBoard
	}
	// Whatever the rules still refuse (such as a first player without a
	// move) concerns the position as a whole: the board, when there is one.
	if _, err := sixmaking.New(setup); err != nil {
		return src.problemAt("board", Reason(err))
	}
	s.Seats = sixMakingSeats
	s.start = func() (rules.Game, error) { return sixmaking.New(setup) }
	s.summary = sixMakingSummary(setup, disks)
	return nil
}

// sixColour names a colour of Six MaKING in a message, as a word the UI
// translates.
func sixColour(c sixmaking.Color) any { return colourWord(c.String()) }

// readDisks reads how many disks each colour has in all, on the board and
// in reserve: one number for both, or a table with one for each.
func readDisks(src Source, value any, size int) ([2]int, error) {
	want := problem("a number such as disks = 16, or one per colour such as disks = { light = 16, dark = 15 }")
	var disks [2]int
	switch v := value.(type) {
	case nil:
		return disks, src.Errorf("", "the number of disks is missing (add disks = 16, the disks each player has)")
	case int64:
		disks = [2]int{int(v), int(v)}
	case map[string]any:
		seen := map[sixmaking.Color]bool{}
		for _, key := range slices.Sorted(maps.Keys(v)) {
			n := v[key]
			c, err := sixmaking.ParseColor(key)
			if err != nil {
				return disks, src.Errorf("disks", "disks: %s is not a colour; want %s", quoted(key), want)
			}
			count, ok := n.(int64)
			if !ok {
				return disks, src.Errorf("disks", "disks: %s should be a number, not %s", rules.Clip(key), valueText(n))
			}
			disks[c], seen[c] = int(count), true
		}
		if !seen[sixmaking.Light] || !seen[sixmaking.Dark] {
			return disks, src.Errorf("disks", "disks names one colour only; want %s", want)
		}
	case string:
		return disks, src.Errorf("disks", "disks = %s: want %s (without quotes)", quoted(v), want)
	default:
		return disks, src.Errorf("disks", "disks = %s: want %s", valueText(v), want)
	}
	// During play no tower is taller than five.
	capacity := 5 * size * size
	for c, n := range disks {
		switch {
		case n < 0:
			return disks, src.problemAt("disks", rules.ExplainN(n, "%s has %d disk: the number cannot be negative",
				"%s has %d disks: the number cannot be negative", sixColour(sixmaking.Color(c)), n))
		case n > capacity:
			return disks, src.problemAt("disks", rules.ExplainN(n, "%s has %d disk, but a %dx%d board never holds more than %d",
				"%s has %d disks, but a %dx%d board never holds more than %d", sixColour(sixmaking.Color(c)), n, size, size, capacity))
		}
	}
	return disks, nil
}

// readVariant reads the variant and, for Sixth MaKING, its target and the
// scores to start from.
func readVariant(src Source, f sixMakingFile, setup *sixmaking.Setup) error {
	switch strings.ToLower(strings.TrimSpace(f.Variant)) {
	case "", "six":
	case "sixth":
		setup.Sixth = true
	default:
		return src.Errorf("variant", "variant = %s: want \"six\" (the standard game) or \"sixth\" (Sixth MaKING)", quoted(f.Variant))
	}
	if !setup.Sixth {
		switch {
		case f.Target != nil:
			return src.Errorf("target", "a target score belongs to Sixth MaKING: add variant = \"sixth\" or remove target")
		case f.Score != nil:
			return src.Errorf("score", "scores belong to Sixth MaKING: add variant = \"sixth\" or remove score")
		}
		return nil
	}
	setup.Target = sixmaking.DefaultTarget
	if f.Target != nil {
		if *f.Target < 1 {
			return src.Errorf("target", "target = %d: the score that wins must be at least 1", *f.Target)
		}
		setup.Target = *f.Target
	}
	if f.Score != nil {
		for c, n := range [2]int{f.Score.Light, f.Score.Dark} {
			switch {
			case n < 0:
				return src.Errorf("score", "%s's score is %d: it cannot be negative", sixColour(sixmaking.Color(c)), n)
			case n >= setup.Target:
				return src.Errorf("score", "%s's score is %d, but %d wins: the game would be over before it starts", sixColour(sixmaking.Color(c)), n, setup.Target)
			}
		}
		setup.Score = [2]int{f.Score.Light, f.Score.Dark}
	}
	return nil
}

// readTowers reads a board diagram: one row per rank, top rank first, each
// square "." when empty or its disks bottom to top, L for light and D for
// dark (such as LDL). A rank number before each row (with or without "|")
// and a row of file letters are allowed.
func readTowers(src Source, board string, size int) ([]sixmaking.Tower, error) {
	rows, err := readDiagram(src, "board", board, size)
	if err != nil {
		return nil, err
	}
	var towers []sixmaking.Tower
	for _, r := range rows {
		for file, cell := range r.cells {
			if cell == "." {
				continue
			}
			sq := sixmaking.Square{File: file, Rank: r.rank - 1}
			t := sixmaking.Tower{Square: sq}
			for _, letter := range strings.ToUpper(cell) {
				switch letter {
				case 'L':
					t.Disks = append(t.Disks, sixmaking.Light)
				case 'D':
					t.Disks = append(t.Disks, sixmaking.Dark)
				default:
					return nil, src.errorAt(r.line, "square %v: %s is not a tower; write its disks bottom to top, L for light and D for dark (such as LDL), or . for an empty square", sq, quoted(cell))
				}
			}
			if len(t.Disks) > 5 {
				n := len(t.Disks)
				return nil, NewError(src.file, r.line, rules.ExplainN(n, "square %v: a tower of %d disk would be a King; towers are 1 to 5 high at the start",
					"square %v: a tower of %d disks would be a King; towers are 1 to 5 high at the start", sq, n))
			}
			towers = append(towers, t)
		}
	}
	return towers, nil
}

// sixMakingSummary describes a setup for the picker, such as "5x5 board,
// 16 disks each".
func sixMakingSummary(s sixmaking.Setup, disks [2]int) []rules.Explanation {
	parts := []rules.Explanation{rules.Explain("%dx%d board", s.Size, s.Size), rules.ExplainN(disks[0], "%d disk each", "%d disks each", disks[0])}
	if disks[0] != disks[1] {
		// Two counts, each with its own noun, so that each agrees.
		parts[1] = rules.Explain("%s and %s", rules.ExplainN(disks[0], "%d light disk", "%d light disks", disks[0]),
			rules.ExplainN(disks[1], "%d dark disk", "%d dark disks", disks[1]))
	}
	if s.Sixth {
		parts = append(parts, rules.ExplainN(s.Target, "first to %d point", "first to %d points", s.Target))
	}
	if n := len(s.Towers); n > 0 {
		parts = append(parts, rules.ExplainN(n, "%d tower set up", "%d towers set up", n))
	}
	return parts
}
