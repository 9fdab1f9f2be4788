package terachess

// Perft counts the legal move sequences of exactly depth moves, like
// rules.Perft, but on internal move buffers and without the interface, so
// it measures the generator itself. A finished game has no continuation.
func (g *Game) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	if g.agreement != "" {
		return 0
	}
	buffers := make([][]Move, depth)
	for i := range buffers {
		buffers[i] = make([]Move, 0, 512)
	}
	return g.perft(depth, buffers)
}

// perft counts with buffers[0] for this ply's moves and the rest for the
// plies below. The last ply is counted without playing its moves.
func (g *Game) perft(depth int, buffers [][]Move) uint64 {
	if g.isThirdRepetition() {
		return 0
	}
	moves := g.generate(buffers[0][:0])
	buffers[0] = moves
	inCheck := g.inCheck()
	var n uint64
	for _, m := range moves {
		if !g.isLegal(m, inCheck) {
			continue
		}
		if depth == 1 {
			n++
			continue
		}
		g.makeMove(m)
		n += g.perft(depth-1, buffers[1:])
		g.unmakeMove()
	}
	return n
}
