package setups

import (
	"cmp"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"boardshelf/rules"
)

// shipped holds the setups that come with the program, one folder per game.
//
//go:embed */*.toml
var shipped embed.FS

// Catalog is every setup the player can choose from: the shipped ones and
// the files in the user's own folder. A user file whose id (game and base
// name) equals a shipped one's replaces it.
type Catalog struct {
	UserDir string // the user's setups folder; "" when there is none
}

// Default is the catalog Open uses. The app points its UserDir at the
// setups folder in its storage location when it starts.
var Default = &Catalog{}

// Open starts a game from a setup id such as "terrace/long" (shipped or the
// user's) or from the path of a .toml file.
func Open(id string) (rules.Game, error) {
	s, err := Default.Load(id)
	if err != nil {
		return nil, err
	}
	return s.NewGame()
}

// List gives the setups of a game (of every game when game is ""), in the
// picker's order: shipped ones by their order key, then the user's by name.
// Files that cannot be read are left out and their errors returned, so one
// bad file never hides the good ones.
func (c *Catalog) List(game string) ([]*Setup, []error) {
	var list []*Setup
	var problems []error
	user, userProblems := c.userSetups()
	problems = append(problems, userProblems...)
	for _, s := range shippedSetups() {
		if !slices.ContainsFunc(user, func(u *Setup) bool { return u.ID == s.ID }) {
			list = append(list, s)
		}
	}
	list = append(list, user...)
	list = slices.DeleteFunc(list, func(s *Setup) bool { return game != "" && s.Game != game })
	slices.SortStableFunc(list, func(a, b *Setup) int {
		return cmp.Or(cmp.Compare(a.Game, b.Game), compareOrder(a, b), cmp.Compare(a.Name, b.Name))
	})
	return list, problems
}

// compareOrder puts ordered setups first, by order, then the rest.
func compareOrder(a, b *Setup) int {
	if (a.Order == 0) != (b.Order == 0) {
		if a.Order == 0 {
			return 1
		}
		return -1
	}
	return cmp.Compare(a.Order, b.Order)
}

// Load finds a setup by id, or reads a .toml file when id is a path to one.
func (c *Catalog) Load(id string) (*Setup, error) {
	if strings.HasSuffix(id, ".toml") {
		return ReadFile(id)
	}
	user, _ := c.userSetups()
	for _, s := range user {
		if s.ID == id {
			return s, nil
		}
	}
	// A user file with that id that fails to read must say why, not fall
	// back to the shipped setup it was meant to replace.
	if c.UserDir != "" {
		if _, err := os.Stat(filepath.Join(c.UserDir, filepath.FromSlash(id)+".toml")); err == nil {
			return ReadFile(filepath.Join(c.UserDir, filepath.FromSlash(id)+".toml"))
		}
	}
	for _, s := range shippedSetups() {
		if s.ID == id {
			return s, nil
		}
	}
	return nil, fmt.Errorf("there is no setup %q", id)
}

// ReadFile reads a setup file from disk; its id is its path.
func ReadFile(name string) (*Setup, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, &Error{File: name, Msg: "cannot be read: " + describeFileError(err)}
	}
	s, err := Parse(name, name, data)
	if err != nil {
		return nil, err
	}
	return s, nil
}

func describeFileError(err error) string {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "there is no such file"
	case errors.Is(err, fs.ErrPermission):
		return "permission denied"
	}
	var perr *fs.PathError
	if errors.As(err, &perr) {
		return perr.Err.Error()
	}
	return err.Error()
}

// shippedSetups reads the embedded setups. They are checked by the tests,
// so a failure here is a build mistake and such a file is simply skipped.
func shippedSetups() []*Setup {
	var list []*Setup
	files, _ := fs.Glob(shipped, "*/*.toml")
	for _, name := range files {
		data, err := shipped.ReadFile(name)
		if err != nil {
			continue
		}
		id := strings.TrimSuffix(name, ".toml")
		if s, err := Parse("setups/"+name, id, data); err == nil {
			list = append(list, s)
		}
	}
	return list
}

// userSetups reads the .toml files in the user's folder and in its
// subfolders (the editor saves into one per game). A file's id is its game
// and base name.
func (c *Catalog) userSetups() ([]*Setup, []error) {
	if c.UserDir == "" {
		return nil, nil
	}
	var list []*Setup
	var problems []error
	for _, pattern := range []string{"*.toml", "*/*.toml"} {
		files, _ := filepath.Glob(filepath.Join(c.UserDir, pattern))
		slices.Sort(files)
		for _, name := range files {
			s, err := ReadFile(name)
			if err != nil {
				problems = append(problems, err)
				continue
			}
			s.ID = s.Game + "/" + strings.TrimSuffix(path.Base(filepath.ToSlash(name)), ".toml")
			s.User = true
			if slices.ContainsFunc(list, func(o *Setup) bool { return o.ID == s.ID }) {
				problems = append(problems, &Error{File: name, Msg: "another file in the folder already has the id " + s.ID + "; rename one of them"})
				continue
			}
			list = append(list, s)
		}
	}
	return list, problems
}
