package chessrace

import "boardshelf/rules"

// Tile is one of the three tiles: the block and the two mud tiles.
type Tile int8

const (
	Block Tile = iota
	Mud1
	Mud2
	tileCount = 3
)

func (t Tile) String() string { return nameOf(t, "block", "mud1", "mud2") }

// IsMud reports whether t is a mud tile.
func (t Tile) IsMud() bool { return t != Block }

// TileState says where a tile is.
type TileState struct {
	Tile    Tile
	OnBoard bool
	At      Square // zero when off the board
	Arrow   Dir    // where a mud tile's arrow points
}

// tileState is a tile's place in a game state: a square index or -1.
type tileState struct {
	at    int
	arrow Dir
}

func noTiles() [tileCount]tileState {
	return [tileCount]tileState{{at: -1}, {at: -1}, {at: -1}}
}

func publicTiles(t *Track, tiles [tileCount]tileState) []TileState {
	out := make([]TileState, tileCount)
	for id, ts := range tiles {
		out[id] = TileState{Tile: Tile(id), OnBoard: ts.at >= 0, At: t.squareOrZero(ts.at), Arrow: ts.arrow}
	}
	return out
}

// tileAt is the tile on square i, if any.
func tileAt(tiles *[tileCount]tileState, i int) (Tile, bool) {
	for id := range tiles {
		if tiles[id].at == i {
			return Tile(id), true
		}
	}
	return 0, false
}

// tileFault is why a tile may not go on a square, or placeable.
type tileFault int8

const (
	placeable tileFault = iota
	onRibbon
	offTrack
	underPiece
	besideTile
	arrowOffTrack
)

// faultWords word each fault as the UI translates it.
var faultWords = [...]rules.Explanation{
	onRibbon:      rules.Explain("a tile may not lie on a starting ribbon"),
	offTrack:      rules.Explain("a tile must lie on a track square"),
	underPiece:    rules.Explain("a tile may not lie under a piece"),
	besideTile:    rules.Explain("a tile may not lie next to another tile"),
	arrowOffTrack: rules.Explain("a mud arrow may not point off the track"),
}

// why words a fault as the UI translates it.
func (f tileFault) why() rules.Explanation { return faultWords[f] }

// placementProblem says why tile id may not go on square i with the given
// arrow, or placeable if it may. occupied reports whether a piece stands
// on a square. The tile's own current place does not count against it, so
// this also checks relocations. (A fault, not its words: the list of tile
// moves asks this of every square.)
func placementProblem(t *Track, tiles *[tileCount]tileState, id Tile, i int, arrow Dir, occupied func(int) bool) tileFault {
	switch k := t.kinds[i]; {
	case k == Ribbon:
		return onRibbon
	case !k.Playable():
		return offTrack
	}
	if occupied(i) {
		return underPiece
	}
	for other := range tiles {
		at := tiles[other].at
		if Tile(other) == id || at < 0 {
			continue
		}
		if at == i || touching(t, at, i) {
			return besideTile
		}
	}
	if !id.IsMud() {
		return placeable
	}
	// Tiles never touch, so the square after the arrow holds no tile and
	// diversions cannot chain into a loop; it only has to be track.
	if !t.playable(t.step(i, arrow)) {
		return arrowOffTrack
	}
	return placeable
}

// touching reports whether squares a and b are neighbours (8 directions).
func touching(t *Track, a, b int) bool {
	for _, d := range allDirs {
		if t.step(a, d) == b {
			return true
		}
	}
	return false
}
