package setups

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

func setupNames(list []*Setup) []string {
	var names []string
	for _, s := range list {
		names = append(names, s.Name)
	}
	return names
}

// The catalog reads a user's file again only when it has changed: listing
// the setups again, or starting a game, reads nothing.
func TestCatalogReadsChangedFilesOnly(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "terrace"), 0o755)
	mine := filepath.Join(dir, "terrace", "mine.toml")
	named := func(name string) string { return strings.Replace(goodFile, `"Test"`, `"`+name+`"`, 1) }
	if err := os.WriteFile(mine, []byte(named("Mine")), 0o644); err != nil {
		t.Fatal(err)
	}
	c := &Catalog{UserDir: dir}
	if list, _ := c.List("terrace"); !slices.Contains(setupNames(list), "Mine") {
		t.Fatalf("the user's setup is not listed: %v", setupNames(list))
	}

	before := tomlDecodes.Load()
	for range 3 {
		c.List("")
		if s, err := c.Load("terrace/mine"); err != nil || s.Name != "Mine" {
			t.Fatalf("Load: %v, %v", s, err)
		}
		Default.Load("terrace/long")
	}
	if n := tomlDecodes.Load() - before; n != 0 {
		t.Errorf("listing and loading again decoded %d files", n)
	}

	// Other words of the same size, with the old time: not read again.
	info, _ := os.Stat(mine)
	os.WriteFile(mine, []byte(named("Mint")), 0o644)
	os.Chtimes(mine, info.ModTime(), info.ModTime())
	if s, _ := c.Load("terrace/mine"); s.Name != "Mine" {
		t.Errorf("an unchanged file was read again: %q", s.Name)
	}
	// A new time, or a new size: read again.
	os.Chtimes(mine, info.ModTime().Add(time.Second), info.ModTime().Add(time.Second))
	if s, _ := c.Load("terrace/mine"); s.Name != "Mint" {
		t.Errorf("a changed file was not read again: %q", s.Name)
	}
	os.WriteFile(mine, []byte(named("Mine again")), 0o644)
	if list, _ := c.List("terrace"); !slices.Contains(setupNames(list), "Mine again") {
		t.Errorf("a file of a new size was not read again: %v", setupNames(list))
	}
	// A file replaced by another, as the editor saves, of the same size and time.
	info, _ = os.Stat(mine)
	other := filepath.Join(dir, "other")
	os.WriteFile(other, []byte(named("Mine AGAIN")), 0o644)
	os.Chtimes(other, info.ModTime(), info.ModTime())
	os.Rename(other, mine)
	if s, _ := c.Load("terrace/mine"); s.Name != "Mine AGAIN" {
		t.Errorf("a replaced file was not read again: %q", s.Name)
	}

	// A file that breaks, and one that appears, and one that goes.
	os.WriteFile(mine, []byte(strings.Replace(named("Mine"), "WT", "W1", 1)), 0o644)
	os.WriteFile(filepath.Join(dir, "new.toml"), []byte(named("New")), 0o644)
	list, problems := c.List("terrace")
	if names := setupNames(list); slices.Contains(names, "Mine") || !slices.Contains(names, "New") {
		t.Errorf("listed %v", names)
	}
	if len(problems) != 1 || !strings.Contains(problems[0].Error(), "white has no T") {
		t.Errorf("problems %v", problems)
	}
	if _, err := c.Load("terrace/mine"); err == nil || !strings.Contains(err.Error(), "white has no T") {
		t.Errorf("loading the broken file: %v", err)
	}
	os.Remove(filepath.Join(dir, "new.toml"))
	if list, _ := c.List("terrace"); slices.Contains(setupNames(list), "New") {
		t.Error("a file that is gone is still listed")
	}
	if _, err := c.Load("terrace/new"); err == nil {
		t.Error("a file that is gone still loads")
	}

	// A setup given out is the caller's own: changing it changes nothing kept.
	os.WriteFile(mine, []byte(named("Mine")), 0o644)
	s, _ := c.Load("terrace/mine")
	s.Name, s.Seats[0].Colour = "Changed", "pink"
	if s, _ := c.Load("terrace/mine"); s.Name != "Mine" || s.Seats[0].Colour != "white" {
		t.Errorf("the catalog's setup was changed: %q, %v", s.Name, s.Seats)
	}
	shipped, _ := Default.Load("terrace/long")
	shipped.Name = "Changed"
	if s, _ := Default.Load("terrace/long"); s.Name != "Long game" {
		t.Errorf("the shipped setup was changed: %q", s.Name)
	}
}

// Only so much of a file is read: one over the limit is refused, one just
// within it read.
func TestReadLimited(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "big.toml")
	kind := FileKind{Name: "test file", MaxSize: 1000}
	os.WriteFile(name, []byte(strings.Repeat("#", 1000)), 0o644)
	if data, err := ReadLimited(name, kind); err != nil || len(data) != 1000 {
		t.Errorf("a file at the limit: %d bytes, %v", len(data), err)
	}
	os.WriteFile(name, []byte(strings.Repeat("#", 1001)), 0o644)
	if _, err := ReadLimited(name, kind); err == nil || err.Error() != name+": the file is 1001 bytes, but a test file may be at most 1000 bytes" {
		t.Errorf("a file over the limit: %v", err)
	}
	os.WriteFile(name, []byte(goodFile+"#"+strings.Repeat(" ", 70<<10)+"\n"), 0o644)
	if _, err := ReadFile(name); err == nil || !strings.Contains(err.Error(), "big.toml: the file is 71 KB, but a setup file may be at most 64 KB") {
		t.Errorf("a setup over the limit: %v", err)
	}
	if _, err := ReadFile(dir); err == nil || !strings.Contains(err.Error(), "not read: it is a folder, not an ordinary file") {
		t.Errorf("a folder: %v", err)
	}
}
