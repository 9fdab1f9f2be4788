package sixmaking

// What a player may want to know before a move: why some disks may not
// land where they were dropped, and what they would build where they may.
// The view words these facts; the rules decide them.

// Refusal is why count disks from one tower may not land on a square.
type Refusal int

const (
	NotRefused   Refusal = iota // they may land there
	KoRefused                   // it would take back the opponent's last move exactly
	EmptyRefused                // the square is empty: a tower lands only on another tower
	OutOfReach                  // the tower's piece does not reach the square, or nothing may move now
)

// WhyNot says why count disks from the tower on from may not land on to.
func (g *Game) WhyNot(from, to Square, count int) Refusal {
	switch {
	case g.KoForbids(from, to, count):
		return KoRefused
	case g.Height(to) == 0:
		return EmptyRefused
	}
	for _, s := range g.Targets(from, count) {
		if s == to {
			return NotRefused
		}
	}
	return OutOfReach
}

// Landing is what count disks from one tower would build on another.
type Landing struct {
	Height int   // the new tower's disks
	Piece  Piece // the piece it moves as (a King from six disks on)
	Top    Color // the colour on top, whose the tower is
	King   bool  // a King is built: Top wins the game, or in Sixth MaKING scores
}

// Landing tells what count disks from the tower on from would build on
// the tower on to.
func (g *Game) Landing(from, to Square, count int) Landing {
	moving := g.Tower(from)
	if len(moving) == 0 {
		return Landing{}
	}
	h := g.Height(to) + count
	return Landing{Height: h, Piece: PieceFor(h), Top: moving[len(moving)-1], King: h >= kingHeight}
}

// LastScored is, in Sixth MaKING, the colour that scored with the King
// the last move built (the King has left the board), if it built one.
func (g *Game) LastScored() (Color, bool) {
	last, ok := g.LastMove()
	if !ok || last.Place || !g.Sixth() || g.Height(last.To) > 0 {
		return 0, false
	}
	// The King's top disk was the top of the part moved.
	before := g.Clone().(*Game)
	before.Undo()
	disks := before.Tower(last.From)
	return disks[len(disks)-1], true
}
