package setups

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/BurntSushi/toml"

	"boardshelf/rules/terrace"
)

// EncodeTerrace writes a Terrace setup in the format Parse reads, laid out
// as a person would write it: the header, the seats, and the board as a
// diagram with rank numbers and file letters. Goals and the first seat are
// written only where they differ from what the reader would derive.
func EncodeTerrace(name, description string, seats []Seat, p terrace.Position) []byte {
	var b strings.Builder
	b.WriteString("# Terrace setup, written by Boardshelf's setup editor.\n")
	fmt.Fprintf(&b, "game = \"terrace\"\nname = %s\n", TOMLString(name))
	if description != "" {
		fmt.Fprintf(&b, "description = %s\n", TOMLString(description))
	}
	fmt.Fprintf(&b, "size = %d\n", p.Size)
	if p.First > 0 && p.First < len(seats) {
		fmt.Fprintf(&b, "first = %s\n", TOMLString(seats[p.First].Colour))
	}
	derived := terrace.DefaultGoals(p.Size, p.Players, p.Pieces)
	b.WriteString("\n# Seats in turn order (clockwise); the letter marks their pieces below.\nseats = [\n")
	for i, s := range seats {
		fmt.Fprintf(&b, "  { colour = %s, letter = %s", TOMLString(s.Colour), TOMLString(s.Letter))
		if i < len(p.Goals) && p.Goals[i] != derived[i] {
			fmt.Fprintf(&b, ", goal = %s", TOMLString(p.Goals[i].String()))
		}
		b.WriteString(" },\n")
	}
	b.WriteString("]\n\n# Top rank first: a seat's letter and a size (or T), or . for an empty square.\nboard = \"\"\"\n")
	for r := p.Size - 1; r >= 0; r-- {
		fmt.Fprintf(&b, "%-2d|", r+1)
		for f := range p.Size {
			cell := "."
			if pc, ok := p.Pieces[terrace.Square{File: f, Rank: r}]; ok && pc.Seat < len(seats) {
				cell = seats[pc.Seat].Letter + fmt.Sprint(pc.Size)
				if pc.T {
					cell = seats[pc.Seat].Letter + "T"
				}
			}
			fmt.Fprintf(&b, " %-2s", cell)
		}
		b.WriteString("\n")
	}
	b.WriteString("  ")
	for f := range p.Size {
		fmt.Fprintf(&b, "  %c", 'a'+f)
	}
	b.WriteString("\n\"\"\"\n")
	return []byte(b.String())
}

// TOMLString quotes s as a TOML basic string, as the TOML library does.
func TOMLString(s string) string {
	var b bytes.Buffer
	toml.NewEncoder(&b).Encode(map[string]string{"s": s})
	return strings.TrimSpace(strings.TrimPrefix(b.String(), "s = "))
}

// FileName turns a setup's name into a file name, e.g. "Corner rush!"
// into "corner-rush.toml".
func FileName(name string) string {
	slug := strings.Trim(nonWord.ReplaceAllString(strings.ToLower(name), "-"), "-")
	if len(slug) > 40 {
		slug = strings.TrimRight(slug[:40], "-")
	}
	if slug == "" {
		slug = "setup"
	}
	return slug + ".toml"
}

var nonWord = regexp.MustCompile(`[^\p{L}\p{N}]+`)

// WriteFile writes data to name so that a crash or a full disk halfway
// never leaves a damaged file: the data goes to a temporary file in the same
// folder, which then replaces name in one step. A file replaced keeps its
// permissions; a new one gets the usual ones.
func WriteFile(name string, data []byte) error {
	dir := filepath.Dir(name)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(name)+".*.tmp")
	if err != nil {
		return err
	}
	mode := os.FileMode(0o644)
	if info, err := os.Stat(name); err == nil {
		mode = info.Mode().Perm()
	}
	if err := tmp.Chmod(mode); err != nil {
		tmp.Close()
		return err
	}
	defer os.Remove(tmp.Name()) // gone already once renamed
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := rename(tmp.Name(), name); err != nil {
		return err
	}
	// The rename itself is made durable by syncing the folder.
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

// rename is os.Rename; tests replace it to fail a write at its last step.
var rename = os.Rename
