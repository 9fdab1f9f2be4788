package setups

import (
	"cmp"
	"embed"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"boardshelf/rules"
)

// shippedFiles holds the setups that come with the program, one folder per
// game.
//
//go:embed */*.toml
var shippedFiles embed.FS

// Catalog is every setup the player can choose from: the shipped ones and
// the files in the user's own folder. A user file whose id (game and base
// name) equals a shipped one's replaces it.
//
// The catalog keeps the user's setups it has read: a file is read and
// checked again only when its size or modification time has changed (or it
// was replaced by another), so listing the setups or starting a game costs
// a look at the folder, not a reading of every file in it.
type Catalog struct {
	UserDir string // the user's setups folder; "" when there is none

	mu    sync.Mutex
	dir   string               // the folder the files below are from
	files map[string]*userFile // by path
}

// userFile is a file of the user's folder as last read.
type userFile struct {
	info  fs.FileInfo
	setup *Setup // nil when it could not be read
	err   error
}

// unchanged reports whether the file looked at now is the one read before.
func (f *userFile) unchanged(info fs.FileInfo) bool {
	return f.info.Size() == info.Size() && f.info.ModTime().Equal(info.ModTime()) &&
		f.info.Mode() == info.Mode() && os.SameFile(f.info, info)
}

// Default is the catalog of the shipped setups alone, which Open uses: for
// tools and tests, which have no user's folder. It is shared, so nobody
// sets its UserDir: the app makes a Catalog of its own, on the setups
// folder in its storage location, and hands it to what needs it.
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
	if err := c.problemOf(id); err != nil {
		return nil, err
	}
	for _, s := range shippedSetups() {
		if s.ID == id {
			return s, nil
		}
	}
	return nil, problem("there is no setup %s", quoted(id))
}

// problemOf is why the user's file for a setup id could not be read, if it
// could not.
func (c *Catalog) problemOf(id string) error {
	if c.UserDir == "" {
		return nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if f := c.files[filepath.Join(c.UserDir, filepath.FromSlash(id)+".toml")]; f != nil {
		return f.err
	}
	return nil
}

// ReadFile reads a setup file from disk; its id is its path. Only an
// ordinary file of at most SetupFile.MaxSize bytes is read (see
// ReadLimited), so a named pipe or a device never blocks or floods the app.
func ReadFile(name string) (*Setup, error) {
	data, err := ReadLimited(name, SetupFile)
	if err != nil {
		return nil, err
	}
	return Parse(name, name, data)
}

// shipped reads the embedded setups, once. They are checked by the tests,
// so a failure here is a build mistake and such a file is simply skipped.
var shipped = sync.OnceValue(func() []*Setup {
	var list []*Setup
	files, _ := fs.Glob(shippedFiles, "*/*.toml")
	for _, name := range files {
		data, err := shippedFiles.ReadFile(name)
		if err != nil {
			continue
		}
		id := strings.TrimSuffix(name, ".toml")
		if s, err := Parse("setups/"+name, id, data); err == nil {
			list = append(list, s)
		}
	}
	return list
})

// shippedSetups gives the shipped setups, each a copy of its own.
func shippedSetups() []*Setup { return copies(shipped()) }

// copies gives each caller setups of its own, so that one changing a
// setup it was given cannot change what the catalog keeps.
func copies(list []*Setup) []*Setup {
	out := make([]*Setup, len(list))
	for i, s := range list {
		c := *s
		c.Seats = slices.Clone(s.Seats)
		out[i] = &c
	}
	return out
}

// userSetups gives the setups in the user's folder and in its subfolders
// (the editor saves into one per game), and the problems of the files that
// cannot be read. A file's id is its game and base name. Each file is read
// only when it is new or has changed since it was last read.
func (c *Catalog) userSetups() ([]*Setup, []error) {
	if c.UserDir == "" {
		return nil, nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.dir != c.UserDir {
		c.dir, c.files = c.UserDir, nil
	}
	seen := map[string]*userFile{}
	var list []*Setup
	var problems []error
	for _, pattern := range []string{"*.toml", "*/*.toml"} {
		files, _ := filepath.Glob(filepath.Join(c.UserDir, pattern))
		slices.Sort(files)
		for _, name := range files {
			f := c.look(name)
			seen[name] = f
			switch {
			case f.err != nil:
				problems = append(problems, f.err)
			case slices.ContainsFunc(list, func(o *Setup) bool { return o.ID == f.setup.ID }):
				problems = append(problems, NewError(name, 0, problem("another file in the folder already has the id %s; rename one of them", f.setup.ID)))
			default:
				list = append(list, f.setup)
			}
		}
	}
	c.files = seen // forgets the files that are gone
	return copies(list), problems
}

// look gives a file of the user's folder as read before, or reads it when
// it is new or has changed. Only an ordinary file is read: a named pipe, a
// device or a folder named x.toml is a problem like a bad file.
func (c *Catalog) look(name string) *userFile {
	info, err := os.Stat(name)
	if err != nil {
		return &userFile{err: cannotRead(name, err)}
	}
	if f := c.files[name]; f != nil && f.info != nil && f.unchanged(info) {
		return f
	}
	f := &userFile{info: info}
	if err := checkFile(name, info, SetupFile); err != nil {
		f.err = err
		return f
	}
	if f.setup, f.err = ReadFile(name); f.err == nil {
		f.setup.ID = f.setup.Game + "/" + strings.TrimSuffix(path.Base(filepath.ToSlash(name)), ".toml")
		f.setup.User = true
	}
	return f
}
