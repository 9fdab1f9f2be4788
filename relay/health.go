package relay

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// probeRoom is no room an app can make (no "_" in a room): the
// store's answer for it, "no such room", shows that it answers.
const probeRoom = "_probe"

// watchStore asks the store about a room that does not exist every
// StoreDeadAfter/6; when it has given no answer for StoreDeadAfter, the
// relay gives up and says so on Failed.
//
// A server of a cluster can come up with its store unanswerable: routes
// formed while the servers started together can lack the interest of a
// stream's leader, so that every request of this server finds "no
// responders" while the other servers serve (nats-server issue #5738, and
// seen once in the chaos run of three relays). Starting the server again
// mends it, and a relay whose store stays away can serve nobody anyway: it
// stops, and its service manager starts it again (the systemd unit in
// release/relay restarts it on failure).
func (r *Relay) watchStore() {
	lastAnswer := time.Now()
	every := r.opts.Timing.StoreDeadAfter / 6
	r.every(every, func(now time.Time) bool {
		ctx, cancel := context.WithTimeout(r.ctx, every)
		err := r.store.probe(ctx)
		cancel()
		r.probes.Add(1)
		switch {
		case err == nil:
			lastAnswer = now
		case r.ctx.Err() != nil:
			return false
		case now.Sub(lastAnswer) >= r.opts.Timing.StoreDeadAfter:
			r.opts.Logger.Error("the store has not answered: the relay stops", "for", now.Sub(lastAnswer).Round(time.Second), "err", err)
			r.failed <- fmt.Errorf("relay: the store has not answered for %v: %w", r.opts.Timing.StoreDeadAfter, err)
			return false
		}
		return true
	})
}

// Failed gives an error when the relay can no longer serve: its store
// has not answered for Timing.StoreDeadAfter. The relay should then be
// closed and started again.
func (r *Relay) Failed() <-chan error { return r.failed }

// probe asks the rooms' keys and the stream for probeRoom, which neither
// holds: nil if both answer so.
func (s *store) probe(ctx context.Context) error {
	if _, err := s.keys(ctx, probeRoom); !errors.Is(err, errNoRoom) {
		return fmt.Errorf("the rooms' keys: %w", err)
	}
	_, err := s.stream.GetLastMsgForSubject(ctx, roomPrefix+probeRoom)
	if !errors.Is(err, jetstream.ErrMsgNotFound) {
		return fmt.Errorf("the stream: %w", err)
	}
	return nil
}
