package relay

import (
	"cmp"
	"encoding/json"
	"slices"
	"time"

	"github.com/nats-io/nats.go"

	"boardshelf/relay/proto"
)

// Presence across a cluster: each relay publishes who follows a room on
// it (presence.room.<room>) whenever that changes, and asks the others
// for theirs (presence.ask.<room>) when a room gets its first follower on
// it; each keeps the others' lists while the room has followers on it.
// A relay that dies says nothing: every relay says it is alive
// (presence.alive) every Keepalive (sayAlive), and the lists of one not heard for
// three of them are forgotten, its people no longer shown here.
const (
	presencePrefix = "presence.room."
	askPrefix      = "presence.ask."
	aliveSubject   = "presence.alive"
	silentBeats    = 3 // Keepalives without a word from a relay, after which it is gone
)

// presenceList is one relay's people of a room.
type presenceList struct {
	Relay  string         `json:"relay"`
	People []proto.Person `json:"people"`
}

// roomPresence is who follows a room: on this relay by connection, and on
// the others as they last said.
type roomPresence struct {
	local  map[personKey]*proto.Person
	here   map[personKey]int // connections of each local person
	remote map[string][]proto.Person
}

type personKey struct {
	tag  string
	role proto.Role
}

// subscribePresence takes the other relays' lists and questions.
func (r *Relay) subscribePresence() error {
	handlers := map[string]nats.MsgHandler{presencePrefix + "*": r.takePresence, askPrefix + "*": r.answerAsk, aliveSubject: r.takeAlive}
	for subject, take := range handlers {
		sub, err := r.store.nc.Subscribe(subject, take)
		if err != nil {
			return err
		}
		r.subs = append(r.subs, sub)
	}
	return nil
}

// arrivedLocked counts a follow in the room's presence; r.mu is held.
func (r *Relay) arrivedLocked(f *follow) {
	p := r.presence[f.room]
	if p == nil {
		p = &roomPresence{local: map[personKey]*proto.Person{}, here: map[personKey]int{}, remote: map[string][]proto.Person{}}
		r.presence[f.room] = p
		r.store.nc.Publish(askPrefix+f.room, nil)
	}
	k := personKey{f.tag, f.role}
	p.here[k]++
	if person := p.local[k]; person == nil || !person.Here {
		forgetAwayLocked(p)
		p.local[k] = &proto.Person{Tag: f.tag, Role: f.role, Here: true, Since: time.Now().UnixMilli()}
	}
	r.publishPresenceLocked(f.room, p)
}

// leftLocked counts a follow out of the room's presence; r.mu is held.
func (r *Relay) leftLocked(f *follow) {
	p := r.presence[f.room]
	if p == nil {
		return
	}
	k := personKey{f.tag, f.role}
	if p.here[k]--; p.here[k] <= 0 {
		delete(p.here, k)
		p.local[k].Here, p.local[k].Since = false, time.Now().UnixMilli()
	}
	r.publishPresenceLocked(f.room, p)
	if len(r.followers[f.room]) == 0 {
		delete(r.presence, f.room)
	}
}

// forgetAwayLocked makes room for one more person by forgetting the one
// away the longest.
func forgetAwayLocked(p *roomPresence) {
	if len(p.local) < proto.MaxPeople {
		return
	}
	var oldest *personKey
	for k, person := range p.local {
		if !person.Here && (oldest == nil || person.Since < p.local[*oldest].Since) {
			oldest = &k
		}
	}
	if oldest != nil {
		delete(p.local, *oldest)
	}
}

// publishPresenceLocked tells the other relays and the room's followers
// here who follows it here.
func (r *Relay) publishPresenceLocked(room string, p *roomPresence) {
	list := presenceList{Relay: r.opts.Name, People: make([]proto.Person, 0, len(p.local))}
	for _, person := range p.local {
		list.People = append(list.People, *person)
	}
	data, _ := json.Marshal(list)
	r.store.nc.Publish(presencePrefix+room, data)
	r.presenceChangedLocked(room)
}

func (r *Relay) presenceChangedLocked(room string) {
	for f := range r.followers[room] {
		f.mu.Lock()
		f.presence = true
		f.mu.Unlock()
		f.c.nudge()
	}
}

// takePresence keeps another relay's list of a room followed here.
func (r *Relay) takePresence(msg *nats.Msg) {
	room := msg.Subject[len(presencePrefix):]
	var list presenceList
	if json.Unmarshal(msg.Data, &list) != nil || list.Relay == r.opts.Name || len(list.People) > proto.MaxPeople {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.heard[list.Relay] = time.Now()
	if p := r.presence[room]; p != nil {
		p.remote[list.Relay] = list.People
		r.presenceChangedLocked(room)
	}
}

// takeAlive notes that another relay is alive.
func (r *Relay) takeAlive(msg *nats.Msg) {
	name := string(msg.Data)
	if name == r.opts.Name || len(name) > 256 {
		return
	}
	r.mu.Lock()
	r.heard[name] = time.Now()
	r.mu.Unlock()
}

// sayAlive says, every Keepalive, that this relay is alive, and forgets
// the lists of the relays silent for silentBeats of them.
func (r *Relay) sayAlive(now time.Time) bool {
	r.store.nc.Publish(aliveSubject, []byte(r.opts.Name))
	r.forgetSilent(now.Add(-silentBeats * r.opts.Timing.Keepalive))
	return true
}

// forgetSilent forgets the relays last heard before since, and their
// lists of the rooms followed here.
func (r *Relay) forgetSilent(since time.Time) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for name, at := range r.heard {
		if at.After(since) {
			continue
		}
		delete(r.heard, name)
		for room, p := range r.presence {
			if _, ok := p.remote[name]; ok {
				delete(p.remote, name)
				r.presenceChangedLocked(room)
			}
		}
	}
}

// answerAsk tells a relay that asks who follows a room here.
func (r *Relay) answerAsk(msg *nats.Msg) {
	room := msg.Subject[len(askPrefix):]
	r.mu.Lock()
	defer r.mu.Unlock()
	if p := r.presence[room]; p != nil {
		r.publishPresenceLocked(room, p)
	}
}

// people is who follows a room, here and on the other relays: those here
// first, then the most recently seen, at most proto.MaxPeople.
func (r *Relay) people(room string) []proto.Person {
	r.mu.Lock()
	p := r.presence[room]
	var all []proto.Person
	if p != nil {
		for _, person := range p.local {
			all = append(all, *person)
		}
		for _, people := range p.remote {
			all = append(all, people...)
		}
	}
	r.mu.Unlock()
	slices.SortFunc(all, func(a, b proto.Person) int {
		if a.Here != b.Here {
			if a.Here {
				return -1
			}
			return 1
		}
		return cmp.Or(cmp.Compare(b.Since, a.Since), cmp.Compare(a.Tag, b.Tag))
	})
	if all == nil {
		all = []proto.Person{}
	}
	return all[:min(len(all), proto.MaxPeople)]
}
