package chessrace

import "boardshelf/rules"

// How far one move can carry a piece along the lap.
//
// A move's progress is read from the lap positions where it starts, is
// diverted and ends, the shorter way round the loop (Track.progress). That
// is the way the piece went only while the move covers less than half a
// lap: on a track where a straight line of track squares spans half a lap,
// a backward slide would be read as a finish. So ParseTrack refuses a track
// on which any move could cover half a lap less one position or more.
// (Keeping each piece's progress in the game state would not settle it: a
// move from one square to another must still be read as going one way or
// the other round the loop.)
//
// A move is measured square by square along its way, each step between
// neighbouring squares the shorter way round: a slide along its line (which
// takes in the king's and the pawn's single steps), a pawn's double step
// through its first square, a knight's jump through the square of its
// orthogonal step, and a mud tile's diversion as one more step from the
// tile. Pieces and the block only cut moves short, so they are left out,
// while a mud tile is supposed wherever one could lie.

// The ways a piece can go in a single move, as the error messages name them.
const (
	slideWay      = "slide along a straight line of track squares"
	knightWay     = "knight's jump"
	doubleStepWay = "pawn's double step"
)

// moveSpan is one way a piece could go in a single move on the empty track.
type moveSpan struct {
	how           string // slideWay, knightWay or doubleStepWay
	from, via, to int    // via: the mud tile that diverts it, -1 if none
	laps          int    // lap positions covered; negative backwards
}

func (s moveSpan) length() int { return max(s.laps, -s.laps) }

// eachMove calls visit for every way a piece could go in a single move:
// every slide along a straight line of track squares, every knight's jump
// and every pawn's double step off a ribbon, each also with a mud tile
// diverting it where it ends.
func (t *Track) eachMove(visit func(moveSpan)) {
	withMud := func(s moveSpan) {
		visit(s)
		t.diversions(s, visit)
	}
	for from, k := range t.kinds {
		if !k.Playable() {
			continue
		}
		for _, d := range allDirs {
			laps := 0
			for at, sq := from, t.step(from, d); t.playable(sq); at, sq = sq, t.step(sq, d) {
				laps += t.stepLaps(at, sq)
				withMud(moveSpan{how: slideWay, from: from, via: -1, to: sq, laps: laps})
			}
		}
		t.knightPaths(from, func(mid, to int) {
			visit(moveSpan{how: knightWay, from: from, via: -1, to: to, laps: t.stepLaps(from, mid) + t.stepLaps(mid, to)})
		})
		if k != Ribbon {
			continue
		}
		for _, f := range t.forward[from] {
			mid := t.step(from, f)
			if !t.playable(mid) {
				continue
			}
			for _, f2 := range t.forward[mid] {
				if to := t.step(mid, f2); t.playable(to) {
					withMud(moveSpan{how: doubleStepWay, from: from, via: -1, to: to, laps: t.stepLaps(from, mid) + t.stepLaps(mid, to)})
				}
			}
		}
	}
}

// diversions visits move s diverted by a mud tile where it ends, the arrow
// sending the piece one square on in each direction that leads onto the
// track.
func (t *Track) diversions(s moveSpan, visit func(moveSpan)) {
	mud := s.to
	if t.kinds[mud] == Ribbon { // no tile lies on a ribbon
		return
	}
	for _, arrow := range orthogonal {
		if to := t.step(mud, arrow); t.playable(to) && to != s.from {
			visit(moveSpan{how: s.how, from: s.from, via: mud, to: to, laps: s.laps + t.stepLaps(mud, to)})
		}
	}
}

// stepLaps is how many lap positions lie from square a to square b, the
// shorter way round.
func (t *Track) stepLaps(a, b int) int { return t.wrap(t.lap[b] - t.lap[a]) }

// longestMove is the move covering the most lap positions; its from is -1
// on a track without moves.
func (t *Track) longestMove() moveSpan {
	best := moveSpan{from: -1, via: -1, to: -1}
	t.eachMove(func(s moveSpan) {
		if s.length() > best.length() {
			best = s
		}
	})
	return best
}

// moveLimit is the fewest lap positions too many for a single move: half a
// lap less one.
func (t *Track) moveLimit() int { return t.lapLength/2 - 1 }

// checkMoveSpans refuses a track on which some move could cover so much of
// the lap that the shorter way round might not be the way it went. The
// first such move in reading order is named.
func (t *Track) checkMoveSpans() error {
	bad := moveSpan{from: -1}
	t.eachMove(func(s moveSpan) {
		if bad.from < 0 && s.length() >= t.moveLimit() {
			bad = s
		}
	})
	if bad.from < 0 {
		return nil
	}
	how := rules.Explain("a slide along a straight line of track squares")
	remedy := rules.Explain("break the line with scenery")
	switch bad.how {
	case knightWay:
		how = rules.Explain("a knight's jump")
		remedy = rules.Explain("keep the parts of the track it joins further apart")
	case doubleStepWay:
		how = rules.Explain("a pawn's double step")
		remedy = rules.Explain("make the lap longer")
	}
	move := rules.Explain("%s from here to %v", how, t.square(bad.to))
	if bad.via >= 0 {
		move = rules.Explain("%s from here to %v, where a mud tile could divert it to %v,", how, t.square(bad.via), t.square(bad.to))
	}
	// The words agree with the lap's length, the only number of the
	// message a noun follows.
	return t.errAt(bad.from, rules.ExplainN(t.lapLength,
		"%s covers %d of the %d lap position; no single move may cover %d or more, or whether it goes forward or backward round the lap is in doubt: %s",
		"%s covers %d of the %d lap positions; no single move may cover %d or more, or whether it goes forward or backward round the lap is in doubt: %s",
		move, bad.length(), t.lapLength, t.moveLimit(), remedy))
}
