package byrelay

import (
	"context"
	"errors"

	"boardshelf/online"
	"boardshelf/online/wslink"
	"boardshelf/relay/proto"
)

// Fetch reads the game's log so far from the room of a, for an app that
// holds none yet, to build its table from before it Follows: every
// message in the relay's order, checked by the rules from the game's
// header on, those that do not open or that the rules refuse skipped as
// Follow skips them; a room that holds no header yet is waited on until
// ctx ends. id is the app's identity (a fetch is not shown in presence:
// the Follow after it is).
func Fetch(ctx context.Context, a Access, _ online.Identity) ([]online.Entry, error) {
	timing := wslink.Timing{}.WithDefaults()
	c, err := dial(ctx, a.Relay, timing)
	if err != nil {
		return nil, err
	}
	defer c.close()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go c.Keepalive(ctx)
	k := keysOf(a)
	role := a.role()
	// No tag: a fetch is no one the others should see, here or away.
	if err := c.write(ctx, &proto.Open{Room: a.Room, Role: role, Proof: proto.Sign(k.roleKey(), c.welcome.Nonce, a.Room, role)}); err != nil {
		return nil, err
	}
	var log *online.Log
	var last uint64
	caught := false
	for !caught || log == nil { // a room just made waits for its header
		m, err := c.read(ctx)
		if err != nil {
			return nil, err
		}
		switch m := m.(type) {
		case *proto.Sealed:
			if m.Room != a.Room || m.Seq <= last {
				continue
			}
			if m.Prev != last {
				return nil, errors.New("the relay skipped messages of the game")
			}
			last = m.Seq
			log = grow(log, a.Room, k.seal, m.Data)
		case *proto.Caught:
			caught = true
		case *proto.Refused:
			return nil, errLasting{errors.New("the relay refused to open the game: " + string(m.Why))}
		}
	}
	return log.Entries(), nil
}

// grow adds a message's entry to the log, beginning it with the game's
// header; a message that does not open or that the log refuses is
// skipped.
func grow(log *online.Log, room string, s *sealer, data string) *online.Log {
	e, err := s.entry(data)
	switch {
	case err != nil:
	case log == nil && e.Game == room:
		log, _ = online.NewLog(e)
	case log != nil:
		log.Add(e)
	}
	return log
}
