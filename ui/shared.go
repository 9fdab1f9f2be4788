package ui

import (
	"errors"
	"fmt"
	"os"
	"os/user"
	"path/filepath"
	"strings"
	"sync"
	"time"
	"unicode"

	"fyne.io/fyne/v2/lang"

	"boardshelf/clock"
	"boardshelf/online"
	"boardshelf/online/byrelay"
	"boardshelf/online/lan"
	"boardshelf/records"
	"boardshelf/setups"
	"boardshelf/ui/atomicfile"
	"boardshelf/ui/play"
)

// Games shared with other apps (package online): each is kept in the
// games folder of the app's storage as a record carrying its log, written
// after every change before anything is sent, so that no game is lost to
// a crash or a closed window. The app signs its entries with its identity,
// kept beside the folder.

const (
	gamesFolder  = "games"
	identityFile = "identity.key"
	prefName     = "online.name" // the player's name, as other players see it
)

// sharedGame is a game shared with other apps that this app holds.
type sharedGame struct {
	table  *online.Table
	keeper *keeper      // nil for a game watched, not kept
	screen *play.Screen // its screen, while it is on screen

	travel  records.Online // how it travels, and where to find it again on the network
	hosting *lan.Hosting   // the game served on the local network from here
	joined  *lan.Joined    // the connection to the game's host

	followed *byrelay.Followed   // the game followed through its relay
	invited  *byrelay.Invitation // the invitation to its free seats, while open
	watchers *byrelay.Invitation // the invitation to watch it, while open
	invites  invitationNews      // what came of the invitations
}

// stored is where a file of the app's own goes in its storage; "" when
// there is no such place. The place is the one the app started with.
func (u *App) stored(name string) string {
	if u.root == "" {
		return ""
	}
	return filepath.Join(u.root, name)
}

// identity is the app's signing key, made the first time it is needed.
func (u *App) identity() (online.Identity, error) {
	if u.id == nil {
		file := u.stored(identityFile)
		if file == "" {
			return online.Identity{}, errors.New(lang.L("This system gives Boardshelf no folder to keep its games in."))
		}
		id, err := online.LoadIdentity(file)
		if err != nil {
			return online.Identity{}, err
		}
		u.id = &id
	}
	return *u.id, nil
}

// gamesDir is the games folder, made if need be.
func (u *App) gamesDir() (string, error) {
	dir := u.stored(gamesFolder)
	if dir == "" {
		return "", errors.New(lang.L("This system gives Boardshelf no folder to keep its games in."))
	}
	return dir, os.MkdirAll(dir, 0o755)
}

// playerName is the name other players see: as set in Settings, else the
// system's name of the user.
func (u *App) playerName() string {
	if name := cleanName(u.prefs.String(prefName, "")); name != "" {
		return name
	}
	return systemName()
}

// systemName is the user's name as the system knows it: the full name
// (without the rest of the GECOS field), else the login.
func systemName() string {
	if me, err := user.Current(); err == nil {
		full, _, _ := strings.Cut(me.Name, ",")
		for _, name := range []string{full, me.Username} {
			if name = cleanName(name); name != "" {
				return name
			}
		}
	}
	return lang.L("Player")
}

// cleanName is a name as a shared game takes it: printable, trimmed, at
// most 40 characters; "" when nothing is left.
func cleanName(s string) string {
	s = strings.Map(func(r rune) rune {
		if unicode.IsPrint(r) {
			return r
		}
		return -1
	}, strings.TrimSpace(s))
	if r := []rune(s); len(r) > 40 {
		s = string(r[:40])
	}
	return strings.TrimSpace(s)
}

// plays is how a sit entry says who plays a seat here.
func plays(p play.Player) string {
	if !p.Computer {
		return "person"
	}
	return p.String()
}

// here are the seats this app holds in a game and who plays each here, as
// its sit entries say.
func here(st *online.State, key string) map[int]play.Player {
	seats := map[int]play.Player{}
	for _, seat := range st.SeatsOf(key) {
		seats[seat] = play.ParsePlayer(st.Seats[seat].Plays)
	}
	return seats
}

// keeper writes a shared game to its file after every change, following
// the log with a copy of its own: the table calls it holding its lock, and
// the app when the way the game travels changes.
type keeper struct {
	file    string
	mu      sync.Mutex
	travel  records.Online
	mirror  *online.Log
	encoded []string // the mirror's entries in their wire form
}

// keep is the table's keep callback.
func (k *keeper) keep(log, outbox []online.Entry) error {
	k.mu.Lock()
	defer k.mu.Unlock()
	if err := k.follow(log); err != nil {
		return err
	}
	r := recordOf(k.mirror.State(), k.encoded, encodeAll(outbox), k.travel)
	if err := records.Write(k.file, r); err != nil {
		return atomicfile.Explain(k.file, err)
	}
	return nil
}

// follow brings the mirror to log: the entries after its end, or the whole
// log again when the log was settled otherwise (copies that crossed).
func (k *keeper) follow(log []online.Entry) error {
	if n := k.mirrorLen(); n > 0 && n <= len(log) && k.mirror.Head() == log[n-1].Hash() {
		if _, err := k.mirror.Merge(log[n:]); err != nil {
			return err
		}
		k.encoded = append(k.encoded, encodeAll(log[n:])...)
		return nil
	}
	mirror, err := online.Replay(log)
	if err != nil {
		return err
	}
	k.mirror, k.encoded = mirror, encodeAll(log)
	return nil
}

func (k *keeper) mirrorLen() int {
	if k.mirror == nil {
		return 0
	}
	return k.mirror.Len()
}

func encodeAll(entries []online.Entry) []string {
	out := make([]string, len(entries))
	for i, e := range entries {
		out[i] = string(e.Encode())
	}
	return out
}

// recordOf is the record of a shared game: its log, and derived from it
// what any record says (the players by their names, the moves, the clock,
// the result), so that the file reads as a record anywhere.
func recordOf(st *online.State, log, pending []string, travel records.Online) records.Record {
	r := records.Record{Game: st.Header.Game, SetupID: st.Header.SetupID, Setup: st.Header.Setup, Date: time.Now(),
		Online: travel, Log: log, Pending: pending}
	for i, seat := range st.Setup.Seats {
		r.Seats = append(r.Seats, seat.Colour)
		r.Players = append(r.Players, st.Seats[i].Name)
	}
	for _, p := range st.Played {
		r.Moves = append(r.Moves, p.Move.String())
	}
	if status := st.Game().Status(); status.Over {
		r.Result = status.Reason
	}
	if st.Control.Kind != clock.None {
		r.Clock = st.Control
		for _, ms := range st.Left {
			r.Times = append(r.Times, time.Duration(ms)*time.Millisecond)
		}
	}
	return r
}

// sharedFile is where the game id is kept.
func (u *App) sharedFile(id string) (string, error) {
	dir, err := u.gamesDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, id+recordExt), nil
}

// newShared puts a game's log on a table of this app's and keeps it in
// the games folder from now on.
func (u *App) newShared(l *online.Log, travel records.Online) (*sharedGame, error) {
	g, err := u.holdShared(l, travel, nil)
	if err == nil {
		err = g.keepNow()
	}
	if err != nil {
		delete(u.held, l.ID())
		return nil, err
	}
	return g, nil
}

// holdShared puts a game's log on a table of this app's, kept after every
// change. A guest of a game on the network orders nothing, and keeps what
// it made until the host takes it; so does every app of a game through a
// relay, which orders its entries.
func (u *App) holdShared(l *online.Log, travel records.Online, pending []online.Entry) (*sharedGame, error) {
	id, err := u.identity()
	if err != nil {
		return nil, err
	}
	file, err := u.sharedFile(l.ID())
	if err != nil {
		return nil, err
	}
	orders := travel.How == records.HowFile || travel.How == records.HowHost
	peer, _ := online.ResumePeer(id, l, pending, orders)
	k := &keeper{file: file, travel: travel}
	g := &sharedGame{table: online.NewTable(peer, k.keep), keeper: k, travel: travel}
	u.held[l.ID()] = g
	return g, nil
}

// keepNow writes the game down as it is.
func (g *sharedGame) keepNow() error {
	if g.keeper == nil {
		return nil
	}
	return g.keeper.keep(g.table.Since(0), g.table.Outbox())
}

// travelBy notes a new way the game travels, and keeps it.
func (g *sharedGame) travelBy(travel records.Online) error {
	g.travel = travel
	if g.keeper == nil {
		return nil
	}
	g.keeper.mu.Lock()
	g.keeper.travel = travel
	g.keeper.mu.Unlock()
	return g.keepNow()
}

// heldGame is the shared game of id this app holds, read from the games
// folder the first time; nil when it holds none.
func (u *App) heldGame(id string) (*sharedGame, error) {
	if g, ok := u.held[id]; ok {
		return g, nil
	}
	file, err := u.sharedFile(id)
	if err != nil {
		return nil, err
	}
	if _, err := os.Stat(file); errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	return u.loadShared(file)
}

// loadShared reads a game kept in the games folder.
func (u *App) loadShared(file string) (*sharedGame, error) {
	data, err := setups.ReadLimited(file, records.RecordFile)
	if err != nil {
		return nil, err
	}
	r, err := records.Decode(file, data)
	if err != nil {
		return nil, err
	}
	log, pending, err := r.Entries(file)
	if err != nil {
		return nil, err
	}
	l, err := online.Replay(log)
	if err != nil {
		return nil, errors.New(play.RefusalWords(err))
	}
	if l.ID()+recordExt != filepath.Base(file) {
		return nil, fmt.Errorf("%s: %s", filepath.Base(file), lang.L("the file holds another game than its name says"))
	}
	return u.holdShared(l, r.Online, pending)
}
