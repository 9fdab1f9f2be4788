package setups

import (
	"strconv"
	"strings"

	"boardshelf/rules"
)

// diagramRow is one rank of a board diagram.
type diagramRow struct {
	line  int      // in the file
	rank  int      // 1 is the bottom rank
	cells []string // one per square, a file to the left
}

// readDiagram reads the board diagram set by key: one row per rank, top
// rank first, size squares a row. A rank number before each row (with or
// without "|") and a row of file letters are allowed, so that a diagram can
// look like the ones in the rules; a number must be the rank's own.
func readDiagram(src Source, key, text string, size int) ([]diagramRow, error) {
	first := src.firstLineOf(key)
	files := strings.Join(strings.Fields("a b c d e f g h i j k l m n o p q r s t u v w x y z"[:2*size-1]), " ")
	var rows []diagramRow
	for i, line := range strings.Split(text, "\n") {
		cells := strings.Fields(strings.ReplaceAll(line, "|", " "))
		if len(cells) == 0 || strings.EqualFold(strings.Join(cells, " "), files) {
			continue
		}
		rows = append(rows, diagramRow{line: first + i, cells: cells})
	}
	if len(rows) != size {
		return nil, src.problemAt(key, rules.ExplainN(len(rows), "the board has %d rank; a %dx%d board needs %d, one line each",
			"the board has %d ranks; a %dx%d board needs %d, one line each", len(rows), size, size, size))
	}
	for i := range rows {
		r := &rows[i]
		r.rank = size - i
		if isRankLabel(r.cells[0]) {
			if label, err := strconv.Atoi(r.cells[0]); err != nil || label != r.rank {
				return nil, src.errorAt(r.line, "this row is labelled rank %s, but as row %d from the top it is rank %d", rules.Clip(r.cells[0]), i+1, r.rank)
			}
			r.cells = r.cells[1:]
		}
		if len(r.cells) != size {
			return nil, NewError(src.file, r.line, rules.ExplainN(len(r.cells), "rank %d has %d square; a %dx%d board has %d",
				"rank %d has %d squares; a %dx%d board has %d", r.rank, len(r.cells), size, size, size))
		}
	}
	return rows, nil
}

// isRankLabel reports whether a row's first cell is a number, however
// large: a rank label, right or wrong, never a square.
func isRankLabel(cell string) bool {
	digits := strings.TrimLeft(cell, "+-")
	if len(cell)-len(digits) > 1 || digits == "" {
		return false
	}
	for _, c := range digits {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
