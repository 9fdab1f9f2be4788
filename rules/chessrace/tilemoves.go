package chessrace

// tileMoves lists what the player may do with the tiles after a king move:
// leave them, take one off, or put one on a square where the placement rules
// allow it (a tile on the board is relocated).
func (g *Game) tileMoves(out []Move) []Move {
	t := g.track
	tiles := &g.st.tiles
	occupied := func(i int) bool { return g.cells[i].height > 0 }
	out = append(out, Move{Kind: SkipMove})
	for id := range Tile(tileCount) {
		cur := tiles[id]
		if cur.at >= 0 {
			out = append(out, Move{Kind: TileMove, Tile: id, Remove: true})
		}
		if id == Mud2 && cur.at < 0 && tiles[Mud1].at < 0 {
			continue // the mud tiles are alike: the first one off the board stands for both
		}
		arrows := orthogonal
		if id == Block {
			arrows = []Dir{North} // the block has no arrow; one pass over the squares
		}
		for i := range t.kinds {
			for _, a := range arrows {
				same := i == cur.at && (id == Block || a == cur.arrow)
				if !same && placementProblem(t, tiles, id, i, a, occupied) == placeable {
					m := Move{Kind: TileMove, Tile: id, To: t.square(i)}
					if id.IsMud() {
						m.Arrow = a
					}
					out = append(out, m)
				}
			}
		}
	}
	return out
}
