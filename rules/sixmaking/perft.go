package sixmaking

// Perft counts the move sequences of exactly depth moves, like rules.Perft,
// but through the internal apply/takeBack without allocating per node. The game
// is left as found.
func (g *Game) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	buffers := make([][]move, depth)
	return g.perft(depth, buffers)
}

// perft uses buffers[depth-1] for the moves at this depth, so each level
// reuses its slice across siblings.
func (g *Game) perft(depth int, buffers [][]move) uint64 {
	moves := g.generate(buffers[depth-1][:0])
	buffers[depth-1] = moves
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		g.apply(m)
		n += g.perft(depth-1, buffers)
		g.takeBack()
	}
	return n
}
