package prefs

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

func TestChoicesComeBackAtTheNextStart(t *testing.T) {
	path := filepath.Join(t.TempDir(), "choices.json")
	s := Open(path)
	s.SetString("picker.game", "chessrace")
	s.SetFloat("window.width", 1024)
	s.SetStrings("files.recent", []string{"/a.toml", "/b.toml"})
	s.SetMap("players.terrace", map[string]string{"white": "human", "red": "computer (hard)"})

	again := Open(path)
	if got := again.String("picker.game", "terrace"); got != "chessrace" {
		t.Errorf("game = %q, want chessrace", got)
	}
	if got := again.Float("window.width", 0); got != 1024 {
		t.Errorf("width = %v, want 1024", got)
	}
	if got := again.Strings("files.recent"); !slices.Equal(got, []string{"/a.toml", "/b.toml"}) {
		t.Errorf("recent = %v", got)
	}
	if got := again.Map("players.terrace")["red"]; got != "computer (hard)" {
		t.Errorf("red = %q", got)
	}
}

// Two copies of the app running at once each keep what the other chose:
// a change writes the file as it is on disk with that one change.
func TestAnotherCopysChoicesAreMergedNotOverwritten(t *testing.T) {
	path := filepath.Join(t.TempDir(), "choices.json")
	first, second := Open(path), Open(path)
	first.SetString("players.terrace", "one")
	second.SetString("computer.speed", "Slow")
	first.SetString("picker.game", "terachess")

	after := Open(path)
	for key, want := range map[string]string{"players.terrace": "one", "computer.speed": "Slow", "picker.game": "terachess"} {
		if got := after.String(key, ""); got != want {
			t.Errorf("%s = %q, want %q", key, got, want)
		}
	}
}

// A damaged file is set aside, not overwritten, and the defaults are used.
func TestADamagedFileIsKeptAside(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "choices.json")
	os.WriteFile(path, []byte(`{"window.width": 10`), 0o644)
	s := Open(path)
	if got := s.Float("window.width", 900); got != 900 {
		t.Errorf("width = %v, want the default 900", got)
	}
	if data, err := os.ReadFile(path + ".damaged"); err != nil || string(data) != `{"window.width": 10` {
		t.Errorf("the damaged file was not kept aside: %q, %v", data, err)
	}
	s.SetString("picker.game", "terrace")
	if Open(path).String("picker.game", "") != "terrace" {
		t.Error("a new choice was not saved after the damaged file")
	}
}

// Values of the wrong type, and files that are not files of choices, give
// the defaults; nothing panics or blocks.
func TestStrangeValuesGiveTheDefaults(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "choices.json")
	os.WriteFile(path, []byte(`{"window.width": "wide", "files.recent": 3, "players.terrace": [1], "picker.game": null}`), 0o644)
	s := Open(path)
	if got := s.Float("window.width", 800); got != 800 {
		t.Errorf("width = %v", got)
	}
	if got := s.Strings("files.recent"); len(got) != 0 {
		t.Errorf("recent = %v", got)
	}
	if got := s.Map("players.terrace"); len(got) != 0 {
		t.Errorf("players = %v", got)
	}
	if got := s.String("picker.game", "terrace"); got != "terrace" {
		t.Errorf("game = %q", got)
	}

	folder := filepath.Join(dir, "folder.json")
	os.Mkdir(folder, 0o755)
	if got := Open(folder).String("x", "fallback"); got != "fallback" {
		t.Errorf("a folder gave %q", got)
	}
}
