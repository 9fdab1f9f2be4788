// Package interchangetest holds what the tests of the formats share.
package interchangetest

import (
	"reflect"
	"testing"

	"boardshelf/records"
)

// SameGame fails t unless b is the game a is: setup, moves, result, seats,
// players and date, and the comments too with comments (a format that
// keeps none is not asked for them).
func SameGame(t testing.TB, a, b records.Record, comments bool) {
	t.Helper()
	if a.SetupID != b.SetupID || a.Setup != b.Setup || a.Game != b.Game {
		t.Errorf("setup %s became %s", a.SetupID, b.SetupID)
	}
	if !reflect.DeepEqual(a.Moves, b.Moves) {
		t.Errorf("moves differ:\n%v\n%v", a.Moves, b.Moves)
	}
	if a.Result != b.Result {
		t.Errorf("result %q became %q", a.Result, b.Result)
	}
	if !reflect.DeepEqual(a.Players, b.Players) || !reflect.DeepEqual(a.Seats, b.Seats) {
		t.Errorf("players %v %v became %v %v", a.Seats, a.Players, b.Seats, b.Players)
	}
	if !a.Date.Equal(b.Date) {
		t.Errorf("date %v became %v", a.Date, b.Date)
	}
	if comments && !reflect.DeepEqual(a.Notes.Comments, b.Notes.Comments) {
		t.Errorf("comments differ:\n%q\n%q", a.Notes.Comments, b.Notes.Comments)
	}
}
