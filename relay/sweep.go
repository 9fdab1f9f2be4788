package relay

import (
	"context"
	"errors"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// sweep forgets the rooms idle past the retention, every SweepEvery. In a
// cluster every relay sweeps; forgetting a room twice does no harm.
func (r *Relay) sweep(time.Time) bool {
	if n, err := r.sweepOnce(r.ctx); err != nil && r.ctx.Err() == nil {
		r.opts.Logger.Warn("the sweep of old games stopped", "err", err, "forgotten", n)
	} else if n > 0 {
		r.opts.Logger.Info("old games forgotten", "n", n)
	}
	return true
}

// sweepOnce forgets each room whose last message (or creation, if it has
// none) is older than the retention, unless someone follows it here.
func (r *Relay) sweepOnce(ctx context.Context) (int, error) {
	s := r.store
	lister, err := s.rooms.ListKeys(ctx)
	if err != nil {
		if errors.Is(err, jetstream.ErrNoKeysFound) {
			return 0, nil
		}
		return 0, err
	}
	defer lister.Stop()
	forgotten := 0
	for room := range lister.Keys() {
		idle, err := r.idle(ctx, room)
		if err == nil && idle {
			err = s.purge(ctx, room)
		}
		if err != nil {
			return forgotten, err
		}
		if idle {
			forgotten++
			r.count(func(s *Stats) { s.Swept++ })
		}
	}
	if forgotten > 0 {
		err = s.rooms.PurgeDeletes(ctx, jetstream.DeleteMarkersOlderThan(-1))
	}
	return forgotten, err
}

// idle reports whether a room is past its retention.
func (r *Relay) idle(ctx context.Context, room string) (bool, error) {
	r.mu.Lock()
	followed := len(r.followers[room]) > 0
	r.mu.Unlock()
	if followed {
		return false, nil
	}
	tctx, cancel := context.WithTimeout(ctx, storeTimeout)
	defer cancel()
	last, err := r.store.lastTime(tctx, room)
	if errors.Is(err, errNoRoom) { // forgotten meanwhile
		return false, nil
	}
	return err == nil && time.Since(last) > r.opts.Retention, err
}
