package interchangetest

import (
	"os"
	"path/filepath"
	"testing"

	"boardshelf/interchange"
)

// AddSamples gives the fuzzer the files of testdata matching pattern
// ("*.sgf") and texts as its first inputs.
func AddSamples(f *testing.F, pattern string, texts ...string) {
	names, _ := filepath.Glob(filepath.Join("testdata", pattern))
	for _, name := range names {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, text := range texts {
		f.Add([]byte(text))
	}
}

// FuzzReplays fuzzes format's importer: whatever a file holds, it never
// panics, and a game it imports replays through the rules.
func FuzzReplays(f *testing.F, format *interchange.Format) {
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := interchange.Import(format, data)
		if err != nil {
			return
		}
		if _, _, _, err := r.Replay("fuzzed"); err != nil {
			t.Fatalf("an imported game does not replay: %v", err)
		}
	})
}
