package online

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"slices"
	"time"
)

// Log is a game's log as an app holds it: every entry checked, the state
// they give kept up to date. A Log is used from one goroutine.
type Log struct {
	entries []Entry
	hashes  []string
	state   *State
}

// NewLog begins a log with its header, checked.
func NewLog(header Entry) (*Log, error) {
	if err := header.checkForm(); err != nil {
		return nil, &Refusal{Why: Malformed, Kind: header.Kind, By: header.By, Detail: err}
	}
	if header.Seq != 0 {
		return nil, &Refusal{Why: Missing, Seq: header.Seq, Kind: header.Kind, By: header.By}
	}
	if !verify(header) {
		return nil, &Refusal{Why: BadSignature, Kind: header.Kind, By: header.By}
	}
	st, err := newState(header)
	if err != nil {
		return nil, &Refusal{Why: Malformed, Kind: header.Kind, By: header.By, Detail: err}
	}
	return &Log{entries: []Entry{header}, hashes: []string{header.Hash()}, state: st}, nil
}

// Replay checks a whole log, entry after entry.
func Replay(entries []Entry) (*Log, error) {
	if len(entries) == 0 {
		return nil, errors.New("the log is empty")
	}
	l, err := NewLog(entries[0])
	if err != nil {
		return nil, err
	}
	if _, err := l.Merge(entries[1:]); err != nil {
		return nil, err
	}
	return l, nil
}

// NewGame begins the log of a new game, its header signed by id.
func NewGame(id Identity, h Header, now time.Time) (*Log, error) {
	h.Rules = RulesVersion
	e := id.Sign(Entry{V: Version, Game: NewGameID(), Kind: KindHeader, Seat: -1, Body: encodeBody(h), Clock: -1, Time: now.UnixMilli()})
	return NewLog(e)
}

// ID is the game's id.
func (l *Log) ID() string { return l.entries[0].Game }

// Len is how many entries the log holds; the next one's Seq.
func (l *Log) Len() int { return len(l.entries) }

// Head is the hash of the last entry.
func (l *Log) Head() string { return l.hashes[len(l.hashes)-1] }

// HashAt is the hash of entry seq, or "" beyond the log.
func (l *Log) HashAt(seq int) string {
	if seq < 0 || seq >= len(l.hashes) {
		return ""
	}
	return l.hashes[seq]
}

// Entries is a copy of every entry.
func (l *Log) Entries() []Entry { return slices.Clone(l.entries) }

// Since is a copy of the entries from seq on.
func (l *Log) Since(seq int) []Entry {
	if seq >= len(l.entries) {
		return nil
	}
	return slices.Clone(l.entries[max(seq, 0):])
}

// State is the game the log gives. It belongs to the log: read it, never
// change it.
func (l *Log) State() *State { return l.state }

// Add takes one entry: it reports true when the entry is new and taken,
// false with no error when the log held it already (the same entry twice
// is one entry), and a *Refusal otherwise, the log unchanged.
func (l *Log) Add(e Entry) (bool, error) {
	refuse := func(why Why, detail error) (bool, error) {
		return false, &Refusal{Why: why, Seq: e.Seq, Kind: e.Kind, By: e.By, Name: l.state.NameOf(e.By), Detail: detail}
	}
	if err := e.checkForm(); err != nil {
		return refuse(Malformed, err)
	}
	switch {
	case e.Game != l.ID():
		return refuse(OtherGame, nil)
	case e.Seq < len(l.entries):
		if e.Hash() == l.hashes[e.Seq] {
			return false, nil
		}
		return refuse(Fork, nil)
	case e.Seq > len(l.entries):
		return refuse(Missing, nil)
	case e.Prev != l.Head():
		return refuse(Fork, errors.New("it follows another entry than this log's last"))
	case !verify(e):
		return refuse(BadSignature, nil)
	}
	if r := l.state.apply(e); r != nil {
		return false, r
	}
	l.entries = append(l.entries, e)
	l.hashes = append(l.hashes, e.Hash())
	return true, nil
}

// Merge adds entries in order, as Add does, and reports how many were new.
// It stops at the first refused; those taken before it stay.
func (l *Log) Merge(entries []Entry) (int, error) {
	added := 0
	for _, e := range entries {
		ok, err := l.Add(e)
		if err != nil {
			return added, err
		}
		if ok {
			added++
		}
	}
	return added, nil
}

// Next makes the next entry of the log, signed by id, without adding it.
// clockLeft is the seat's time left in ms, -1 without a clock.
func (l *Log) Next(id Identity, kind Kind, seat int, body string, clockLeft int64, now time.Time) Entry {
	return id.Sign(Entry{V: Version, Game: l.ID(), Seq: l.Len(), Prev: l.Head(), Kind: kind, Seat: seat,
		Body: body, Clock: clockLeft, Time: now.UnixMilli()})
}

// Sit makes id's entry taking seat.
func (l *Log) Sit(id Identity, seat int, name, plays string, now time.Time) Entry {
	b := Sitting{Name: name, Plays: plays}
	if l.state.Dice() && l.state.dice[id.Key()] == "" {
		b.Dice = DiceCommitment(id, l.ID())
	}
	return l.Next(id, KindSit, seat, encodeBody(b), -1, now)
}

// Reveal makes id's share of the roll under way.
func (l *Log) Reveal(id Identity, now time.Time) (Entry, error) {
	share, err := nextShare(id, l.ID(), l.state.dice[id.Key()])
	if err != nil {
		return Entry{}, err
	}
	return l.Next(id, KindReveal, -1, share, -1, now), nil
}

// DiceChain is how many rolls a participant's commitment covers.
const DiceChain = 1 << 14

// diceChain is id's chain of dice values for game: a secret only id can
// make, hashed again and again; the last is its commitment, and each
// share revealed is the one before the last revealed.
func diceChain(id Identity, game string) []string {
	chain := make([]string, DiceChain+1)
	v := id.secret("dice", game)
	for i := range chain {
		chain[i] = hex.EncodeToString(v)
		h := sha256.Sum256(v)
		v = h[:]
	}
	return chain
}

// DiceCommitment is id's commitment to its shares of game's rolls.
func DiceCommitment(id Identity, game string) string {
	return diceChain(id, game)[DiceChain]
}

// nextShare is the share that follows last in id's chain.
func nextShare(id Identity, game, last string) (string, error) {
	chain := diceChain(id, game)
	i := slices.Index(chain, last)
	if i <= 0 {
		return "", errors.New("this app's shares of the die are spent or not its own")
	}
	return chain[i-1], nil
}
