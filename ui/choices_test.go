package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"boardshelf/records"
)

// A damaged choices file is said once, in the window, and kept aside; the
// next start, with the choices made since, says nothing.
func TestDamagedChoicesAreSaidOnce(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"cut short", `{"language": "fr", "theme": `, "it is damaged at byte"},
		{"not choices", `["fr"]`, "it does not hold choices"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv("TMPDIR", t.TempDir())
			a := test.NewTempApp(t)
			path := storagePath(a, "choices.json")
			os.WriteFile(path, []byte(tc.text), 0o644)
			u := Start(a, nil)
			text := overlayText(u.win)
			if !strings.Contains(text, "Your choices were reset") || !strings.Contains(text, tc.want) ||
				!strings.Contains(text, "choices.json.damaged") {
				t.Errorf("the window says %q", text)
			}
			if data, err := os.ReadFile(path + ".damaged"); err != nil || string(data) != tc.text {
				t.Errorf("the damaged file was not kept aside: %q, %v", data, err)
			}
			u.win.Close()
			again := Start(a, nil)
			t.Cleanup(again.win.Close)
			if text := overlayText(again.win); text != "" {
				t.Errorf("the next start says %q", text)
			}
		})
	}
}

// The picker shows the game played last, however it was started: from the
// command line, from a setup file, from a record.
func TestThePickerRemembersEveryWayAGameStarts(t *testing.T) {
	a := newTestApp(t)
	u := Start(a, []string{"sixmaking/sixth"})
	u.showPicker()
	if got := u.picker.setups[u.picker.chosen].ID; u.picker.game != "sixmaking" || got != "sixmaking/sixth" {
		t.Errorf("after sixmaking/sixth from the command line the picker shows %s, %s", u.picker.game, got)
	}
	u.win.Close()

	s, _ := u.catalog.Load("chessrace/classic-4")
	file := filepath.Join(t.TempDir(), "race.toml")
	os.WriteFile(file, s.Source, 0o644)
	u = Start(a, []string{file})
	u.showPicker()
	if u.picker.game != "chessrace" {
		t.Errorf("after a Chess Race setup file the picker shows %s", u.picker.game)
	}
	u.win.Close()

	v := start(t, "terachess/standard")
	playRandom(t, v.play, 2, 4)
	record := filepath.Join(t.TempDir(), "game"+recordExt)
	if err := records.Write(record, v.play.Record()); err != nil {
		t.Fatal(err)
	}
	u = Start(a, nil)
	t.Cleanup(u.win.Close)
	u.openFile(record)
	u.showPicker()
	if got := u.picker.setups[u.picker.chosen].ID; u.picker.game != "terachess" || got != "terachess/standard" {
		t.Errorf("after a Terachess record the picker shows %s, %s", u.picker.game, got)
	}
}
