package ai

import "boardshelf/ai/search"

// Level is how strongly the computer plays: Easy, Medium, Hard or Expert
// (see search.Level).
type Level = search.Level

// The levels, from the weakest.
const (
	Easy   = search.Easy
	Medium = search.Medium
	Hard   = search.Hard
	Expert = search.Expert
)

// Levels lists the levels from the weakest.
var Levels = search.Levels

// ParseLevel reads "easy", "medium", "hard" or "expert" (any case).
func ParseLevel(s string) (Level, error) { return search.ParseLevel(s) }
