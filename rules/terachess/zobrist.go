package terachess

// Zobrist keys for the repetition rule: a position is its pieces on their
// squares and the side to move. The keys come from a fixed-seed generator,
// so hashes are the same in every run.
var (
	zobristPiece [64][256]uint64 // index: pieceIndex(p), square
	zobristBlack uint64          // added when Black is to move
	zobristEP    [256]uint64     // en-passant square, for SearchKey only
)

// pieceIndex packs colour and kind into 0..63.
func pieceIndex(p Piece) int { return int(p&kindMask) | int(p>>7)<<5 }

func init() {
	seed := uint64(0x7e2ac4e55)
	next := func() uint64 { // splitmix64
		seed += 0x9e3779b97f4a7c15
		z := seed
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		return z ^ z>>31
	}
	for i := range zobristPiece {
		for s := range zobristPiece[i] {
			zobristPiece[i][s] = next()
		}
	}
	zobristBlack = next()
	for s := range zobristEP {
		zobristEP[s] = next()
	}
}
