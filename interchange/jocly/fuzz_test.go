package jocly

import (
	"reflect"
	"testing"

	"boardshelf/interchange"
	"boardshelf/interchange/interchangetest"
)

// FuzzImport: whatever a file holds, the importer never panics, and a game
// it imports replays (interchange.Import checks) and goes out to PJN and
// back as the same moves.
func FuzzImport(f *testing.F) {
	interchangetest.AddSamples(f, "*.pjn", "[JoclyGame \"tera-chess\"]\n\n1. h4-h6 (1. h4-h5 {x}) h13h11 $3 2. Nd3-e5!? 1/2-1/2",
		"[JoclyGame \"terachess\"]\n[FEN \"k15/16/16/16/16/16/93r3/16/16/16/3Pp11/16/16/16/16/96K b - d5 0 31\"]\n\n31... e6xd5 0-1",
		"[JoclyGame \"tera-chess\"]\n\n1.h4h6 1...Ne5 2. dxe5 *")
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := interchange.Import(Format, data)
		if err != nil {
			return
		}
		out, err := interchange.Export(Format, r)
		if err != nil {
			t.Fatalf("an imported game does not export: %v", err)
		}
		back, err := interchange.Import(Format, out)
		if err != nil {
			t.Fatalf("an exported game does not import: %v\n%s", err, out)
		}
		if !reflect.DeepEqual(back.Moves, r.Moves) {
			t.Fatalf("moves %v became %v", r.Moves, back.Moves)
		}
	})
}
