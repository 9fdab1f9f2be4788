// Package prefs keeps the player's choices between runs: who plays each
// seat, the setup chosen last, the window's size, the recent files.
//
// They live in a small JSON file of the app's storage rather than in Fyne's
// Preferences, which fall short for choices a player must never lose: Fyne
// rewrites preferences.json in place (a crash or a full disk halfway leaves
// it empty, and every choice is gone at the next start), and it reloads the
// file whenever anything in its folder changes, which can put older values
// back over newer ones. Here each change is written whole to a temporary
// file that then replaces the old one, and a change made by another copy of
// the app running at the same time is merged, not overwritten.
package prefs

import (
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"log"
	"math"
	"os"

	"boardshelf/setups"
)

// maxSize is the largest file read back: the choices take a few kilobytes,
// so anything much larger is not ours.
const maxSize = 1 << 20

// Store is the player's choices, in memory and in their file.
type Store struct {
	path    string // "" keeps them in memory only
	values  map[string]json.RawMessage
	failed  bool    // a write failed: said once in the log
	damaged *Damage // the file could not be read when opened
}

// Damage is why the choices kept could not be read when the store was
// opened, for the app to tell the player.
type Damage struct {
	Path  string // the choices file
	Why   error  // what was wrong with it
	Aside string // where the damaged file was kept; "" when it stayed where it was
}

// Damaged says why the choices kept could not be read when the store was
// opened (the defaults are used); nil when they were read or there were
// none yet.
func (s *Store) Damaged() *Damage { return s.damaged }

// Open reads the choices kept in the file at path, which need not exist.
// A damaged file is set aside (renamed with ".damaged" added), so that it
// can be looked at, and the app starts from the defaults; the log says so.
// An empty path keeps the choices in memory only.
func Open(path string) *Store {
	s := &Store{path: path, values: map[string]json.RawMessage{}}
	if path == "" {
		return s
	}
	values, err := read(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case errors.Is(err, ErrNotAFile):
		s.damaged = &Damage{Path: path, Why: err}
		log.Printf("Boardshelf: the saved choices cannot be read: %s is not a file; the defaults are used", path)
	case err != nil:
		s.damaged = &Damage{Path: path, Why: err}
		aside := path + ".damaged"
		if rerr := os.Rename(path, aside); rerr == nil {
			s.damaged.Aside = aside
			log.Printf("Boardshelf: the saved choices in %s cannot be read (%v); the file was kept as %s and the defaults are used", path, err, aside)
		} else {
			log.Printf("Boardshelf: the saved choices in %s cannot be read (%v); the defaults are used", path, err)
		}
	default:
		s.values = values
	}
	return s
}

// ErrNotAFile is the damage of a choices file that is a folder or a
// device, not a file.
var ErrNotAFile = errors.New("not a regular file")

// ErrTooLarge is the damage of a choices file far larger than choices take.
var ErrTooLarge = errors.New("it is far too large")

// read reads a choices file, refusing anything that is not a small,
// regular file of JSON values by name.
func read(path string) (map[string]json.RawMessage, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, ErrNotAFile
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxSize {
		return nil, ErrTooLarge
	}
	values := map[string]json.RawMessage{}
	if err := json.Unmarshal(data, &values); err != nil {
		return nil, err
	}
	return values, nil
}

// get reads key into v, reporting whether it was there with the right type.
func (s *Store) get(key string, v any) bool {
	raw, ok := s.values[key]
	return ok && string(raw) != "null" && json.Unmarshal(raw, v) == nil
}

// set changes key to v and writes the file: the file as it is now on disk
// (another copy of the app may have changed other choices meanwhile) with
// this one change.
func (s *Store) set(key string, v any) {
	raw, err := json.Marshal(v)
	if err != nil {
		return
	}
	if old, ok := s.values[key]; ok && string(old) == string(raw) {
		return
	}
	if s.path != "" {
		if onDisk, err := read(s.path); err == nil {
			s.values = onDisk
		}
	}
	s.values[key] = raw
	s.write()
}

func (s *Store) write() {
	if s.path == "" {
		return
	}
	data, err := json.MarshalIndent(s.values, "", "  ")
	if err == nil {
		err = setups.WriteFile(s.path, append(data, '\n'))
	}
	if err != nil && !s.failed {
		s.failed = true
		log.Printf("Boardshelf: your choices cannot be saved in %s: %v", s.path, err)
	}
	if err == nil {
		s.failed = false
	}
}

// String is the text kept under key, or fallback.
func (s *Store) String(key, fallback string) string {
	var v string
	if !s.get(key, &v) {
		return fallback
	}
	return v
}

// SetString keeps a text under key.
func (s *Store) SetString(key, v string) { s.set(key, v) }

// Float is the number kept under key, or fallback when there is none or
// it is not a finite number.
func (s *Store) Float(key string, fallback float64) float64 {
	var v float64
	if !s.get(key, &v) || math.IsNaN(v) || math.IsInf(v, 0) {
		return fallback
	}
	return v
}

// SetFloat keeps a number under key (NaN and infinities are not kept).
func (s *Store) SetFloat(key string, v float64) {
	if !math.IsNaN(v) && !math.IsInf(v, 0) {
		s.set(key, v)
	}
}

// Strings is the list of texts kept under key.
func (s *Store) Strings(key string) []string {
	var v []string
	s.get(key, &v)
	return v
}

// SetStrings keeps a list of texts under key.
func (s *Store) SetStrings(key string, v []string) { s.set(key, v) }

// Map is the table of texts by name kept under key (never nil).
func (s *Store) Map(key string) map[string]string {
	v := map[string]string{}
	if !s.get(key, &v) || v == nil {
		return map[string]string{}
	}
	return v
}

// SetMap keeps a table of texts by name under key.
func (s *Store) SetMap(key string, v map[string]string) { s.set(key, v) }
