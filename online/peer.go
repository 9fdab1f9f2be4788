package online

import (
	"errors"
	"maps"
	"slices"
	"time"
)

// Peer is this app's part in one online game: its identity, its copy of
// the log, and the entries it made that the game has not taken yet.
//
// One app orders each game's entries: the host on the local network (a
// relay, later). That app is the game's sequencer: what it makes goes
// straight into its log. Every other app sends what it makes and waits:
// when another entry took the place first (a chat line crossed a move),
// its waiting entries are made again after it, or dropped when no longer
// allowed. By file, each side is its own sequencer, and MergeCopy says
// which of two copies that parted stands.
type Peer struct {
	id        Identity
	log       *Log
	sequencer bool
	outbox    []Entry // made here, after the log's end, not yet taken
}

// NewPeer is id's part in the game of log.
func NewPeer(id Identity, log *Log, sequencer bool) *Peer {
	return &Peer{id: id, log: log, sequencer: sequencer}
}

// ResumePeer is id's part in the game of log after a restart, with the
// entries it had made and kept waiting (the outbox Table's keep was
// given): those the log took since leave the outbox, the others wait
// again, made again after the log's end, or dropped, as Take settles
// them. Entries not id's own are dropped.
func ResumePeer(id Identity, log *Log, outbox []Entry, sequencer bool) (*Peer, []Entry) {
	p := NewPeer(id, log, sequencer)
	var dropped []Entry
	for _, e := range outbox {
		if e.By != id.Key() {
			dropped = append(dropped, e)
			continue
		}
		p.outbox = append(p.outbox, e)
	}
	dropped = append(dropped, p.settle()...)
	if _, err := p.log.clone().Merge(p.outbox); err != nil {
		dropped = append(dropped, p.remake()...) // the kept entries no longer follow the log
	}
	if sequencer {
		p.log.Merge(p.outbox)
		p.outbox = nil
	}
	return p, dropped
}

// Identity is this app's identity.
func (p *Peer) Identity() Identity { return p.id }

// Log is the game as taken so far.
func (p *Peer) Log() *Log { return p.log }

// Outbox are the entries made here and not yet taken, to send.
func (p *Peer) Outbox() []Entry { return slices.Clone(p.outbox) }

// Sequencer reports whether this app orders the game's entries.
func (p *Peer) Sequencer() bool { return p.sequencer }

// View is the game as this app sees it: the log, and after it what this
// app made that waits to be taken.
func (p *Peer) View() *State {
	if len(p.outbox) == 0 {
		return p.log.state
	}
	l := p.tentative()
	return l.state
}

// tentative is a copy of the log with the waiting entries added.
func (p *Peer) tentative() *Log {
	l := p.log.clone()
	if _, err := l.Merge(p.outbox); err != nil {
		// A waiting entry no longer follows: Take re-makes or drops them.
		return p.log.clone()
	}
	return l
}

// Act makes an entry of this app's after the log and every entry still
// waiting, checked as the log will check it. A sequencer takes it at once;
// other apps keep it in the outbox until the game takes it.
func (p *Peer) Act(kind Kind, seat int, body string, clockLeft int64, now time.Time) (Entry, error) {
	if p.sequencer {
		e := p.log.Next(p.id, kind, seat, body, clockLeft, now)
		_, err := p.log.Add(e)
		return e, err
	}
	l := p.tentative()
	e := l.Next(p.id, kind, seat, body, clockLeft, now)
	if _, err := l.Add(e); err != nil {
		return Entry{}, err
	}
	p.outbox = append(p.outbox, e)
	return e, nil
}

// Sit takes a seat for this app.
func (p *Peer) Sit(seat int, name, plays string, now time.Time) (Entry, error) {
	b := Sitting{Name: name, Plays: plays}
	if st := p.View(); st.Dice() && st.dice[p.id.Key()] == "" {
		b.Dice = DiceCommitment(p.id, p.log.ID())
	}
	return p.Act(KindSit, seat, encodeBody(b), -1, now)
}

// Reveal gives this app's share of the roll under way.
func (p *Peer) Reveal(now time.Time) (Entry, error) {
	share, err := nextShare(p.id, p.log.ID(), p.View().dice[p.id.Key()])
	if err != nil {
		return Entry{}, err
	}
	return p.Act(KindReveal, -1, share, -1, now)
}

// Take takes entries that came from the game: each is checked and added
// (those held already are nothing new), and this app's waiting entries are
// settled: taken ones leave the outbox, and those whose place another
// entry took are made again after the log's end, or dropped when no longer
// allowed. It reports how many entries were new, the entries dropped, and
// the first refusal, after which nothing more was taken.
func (p *Peer) Take(entries []Entry) (added int, dropped []Entry, err error) {
	added, err = p.log.Merge(entries)
	dropped = p.settle()
	return added, dropped, err
}

// settle settles the outbox after the log grew.
func (p *Peer) settle() (dropped []Entry) {
	for len(p.outbox) > 0 && p.outbox[0].Seq < p.log.Len() {
		if p.log.HashAt(p.outbox[0].Seq) == p.outbox[0].Hash() {
			p.outbox = p.outbox[1:]
			continue
		}
		return p.remake()
	}
	return nil
}

// remake makes every waiting entry again after the log's end.
func (p *Peer) remake() (dropped []Entry) {
	old := p.outbox
	p.outbox = nil
	l := p.log.clone()
	for _, e := range old {
		again := l.Next(p.id, e.Kind, e.Seat, e.Body, e.Clock, time.UnixMilli(e.Time))
		if _, err := l.Add(again); err != nil {
			dropped = append(dropped, e)
			continue
		}
		p.outbox = append(p.outbox, again)
	}
	return dropped
}

// ErrCopyBehind says a copy of the game parted from this app's and this
// app's stands: the other side makes its entries again after this app's.
var ErrCopyBehind = errors.New("the copy parted from this game, and this game's entries stand")

// MergeCopy takes a whole copy of the log that came by file. A copy that
// only has more entries adds them. When the two parted at some entry and
// everything this app holds from there was made by it, the rule is the
// same on both sides: the branch whose first entry has the lower hash
// stands, and the author of the other branch makes its entries again after
// it (dropping those no longer allowed). When this app's branch stands, the
// copy changes nothing (ErrCopyBehind). Any other parting is a fork: it is
// refused and changes nothing.
func (p *Peer) MergeCopy(entries []Entry) (added int, dropped []Entry, err error) {
	n := p.partAt(entries)
	if n == len(entries) || n == p.log.Len() {
		added, err = p.log.Merge(entries[min(n, len(entries)):])
		return added, nil, err
	}
	mine := p.log.Since(n)
	for _, e := range mine {
		if e.By != p.id.Key() {
			return 0, nil, &Refusal{Why: Fork, Seq: n, Kind: entries[n].Kind, By: entries[n].By, Name: p.log.state.NameOf(entries[n].By)}
		}
	}
	if mine[0].Hash() < entries[n].Hash() {
		return 0, nil, ErrCopyBehind
	}
	trunk, err := Replay(p.log.entries[:n])
	if err != nil {
		return 0, nil, err
	}
	if added, err = trunk.Merge(entries[n:]); err != nil {
		return 0, nil, err
	}
	p.log = trunk
	p.outbox = append(mine, p.outbox...)
	dropped = p.remake()
	if p.sequencer { // by file, this app's entries go into its log at once
		added2, _ := p.log.Merge(p.outbox)
		added += added2
		p.outbox = nil
	}
	return added, dropped, nil
}

// partAt is the first place where entries and the log differ.
func (p *Peer) partAt(entries []Entry) int {
	n := 0
	for n < len(entries) && n < p.log.Len() && entries[n].Hash() == p.log.hashes[n] {
		n++
	}
	return n
}

// clone is an independent copy of the log.
func (l *Log) clone() *Log {
	return &Log{entries: slices.Clone(l.entries), hashes: slices.Clone(l.hashes), state: l.state.clone()}
}

// clone is an independent copy of the state.
func (s *State) clone() *State {
	c := *s
	c.game = s.game.Clone()
	c.Seats = slices.Clone(s.Seats)
	c.Played = slices.Clone(s.Played)
	c.Chat = slices.Clone(s.Chat)
	c.Left = slices.Clone(s.Left)
	c.dice = maps.Clone(s.dice)
	c.shares = maps.Clone(s.shares)
	if s.Offer != nil {
		o := *s.Offer
		o.Accepted = slices.Clone(o.Accepted)
		c.Offer = &o
	}
	return &c
}
