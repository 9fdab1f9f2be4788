package view

// Aids are the player's settings of what a board shows beside the
// pieces: the marks of the moves a chosen piece may make (a warning
// still shows), the coordinates along its edges, the last move lit up.
type Aids struct {
	HideMoves       bool
	HideCoordinates bool
	HideLastMove    bool
}

// AidsFollower shows a board's aids as the player's settings ask (the
// play screen calls SetAids before each Update it asks for, and whenever
// a setting changes).
type AidsFollower interface{ SetAids(Aids) }
