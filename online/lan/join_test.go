package lan_test

import (
	"context"
	"regexp"
	"testing"
	"time"

	"boardshelf/online"
	"boardshelf/online/lan"
	"boardshelf/online/wire"
)

func TestACodeIsSixDigits(t *testing.T) {
	seen := map[string]bool{}
	for range 50 {
		c := lan.NewCode()
		if !regexp.MustCompile(`^\d{3} \d{3}$`).MatchString(c) {
			t.Fatalf("code %q", c)
		}
		seen[c] = true
	}
	if len(seen) < 45 {
		t.Errorf("50 codes, %d different", len(seen))
	}
}

// guestTable is a table of the guest's own over entries.
func guestTable(t *testing.T, id online.Identity, entries []online.Entry) *online.Table {
	t.Helper()
	l, err := online.Replay(entries)
	if err != nil {
		t.Fatal(err)
	}
	return online.NewTable(online.NewPeer(id, l, false), nil)
}

func join(t *testing.T, addr, code string, table *online.Table, opts lan.JoinOptions) *lan.Joined {
	t.Helper()
	opts.Timing = fast
	opts.MinBackoff, opts.MaxBackoff = 10*time.Millisecond, 100*time.Millisecond
	j, err := lan.Join(context.Background(), addr, code, table, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { j.Close() })
	return j
}

func TestAClientWhoseLogPartedIsToldAndKeepsIt(t *testing.T) {
	h, table, _ := quietHost(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	entries := table.Since(0)
	// The guest's copy says seat 1 was taken by someone else.
	l, _ := online.Replay(entries[:2])
	other := seeded(7)
	l.Add(l.Sit(other, 1, "Other", "person", time.Now()))
	mine := guestTable(t, other, l.Entries())
	before, head := mine.Head()
	j := join(t, h.Addr(), h.Code(), mine, lan.JoinOptions{})
	if err := j.Wait(ctx); err == nil || j.Status().State != lan.Forked {
		t.Fatalf("joined a parted game: %v, %+v", err, j.Status())
	}
	if n, hd := mine.Head(); n != before || hd != head {
		t.Fatal("the parted log was changed")
	}
}

func TestAWrongCodeIsRefusedForGood(t *testing.T) {
	h, table, _ := quietHost(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	j := join(t, h.Addr(), "123 456", guestTable(t, seeded(2), table.Since(0)[:1]), lan.JoinOptions{})
	if err := j.Wait(ctx); err == nil || j.Status().State != lan.Refused {
		t.Fatalf("a wrong code: %v, %+v", err, j.Status())
	}
}

func TestAGuestCatchesUpAndPresenceTellsWhoIsAway(t *testing.T) {
	h, table, _ := quietHost(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	guest := seeded(2)
	mine := guestTable(t, guest, table.Since(0)[:1]) // it holds the header only
	j := join(t, h.Addr(), h.Code(), mine, lan.JoinOptions{Name: "Guest"})
	if err := j.Wait(ctx); err != nil {
		t.Fatal(err)
	}
	if n, _ := mine.Head(); n != 3 {
		t.Fatalf("caught up to %d entries", n)
	}
	// The guest's chat line reaches the host's log, and comes back.
	if _, err := mine.Act(online.KindChat, 1, "hello", -1); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, mine, func() bool {
		n, _ := table.Head()
		m, _ := mine.Head()
		return n == 4 && m == 4 && len(mine.Outbox()) == 0
	})
	here := func(people []wire.Person, key string) (bool, bool) {
		for _, p := range people {
			if p.Key == key {
				return p.Here, true
			}
		}
		return false, false
	}
	waitFor(t, ctx, table, func() bool { in, ok := here(h.People(), guest.Key()); return in && ok })
	waitFor(t, ctx, mine, func() bool { in, ok := here(j.People(), table.Key()); return in && ok })
	j.Close()
	if j.Status().State != lan.Closed {
		t.Errorf("closed, the status is %+v", j.Status())
	}
	waitFor(t, ctx, table, func() bool { in, ok := here(h.People(), guest.Key()); return !in && ok })
}

func TestAWatcherFollowsTheGame(t *testing.T) {
	h, table, _ := quietHost(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	entries, err := lan.Fetch(ctx, h.Addr(), "", seeded(5))
	if err != nil {
		t.Fatal(err)
	}
	mine := guestTable(t, seeded(5), entries)
	j := join(t, h.Addr(), "", mine, lan.JoinOptions{Watch: true})
	if err := j.Wait(ctx); err != nil {
		t.Fatal(err)
	}
	move := table.View().Game().Moves()[0].String()
	if _, err := table.Act(online.KindMove, 0, move, -1); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, mine, func() bool { n, _ := mine.Head(); return n == 4 })
}

// waitFor waits until cond holds, looking at each change of table.
func waitFor(t *testing.T, ctx context.Context, table *online.Table, cond func() bool) {
	t.Helper()
	watch, stop := table.Watch()
	defer stop()
	for !cond() {
		select {
		case <-ctx.Done():
			t.Fatal("the condition never held")
		case <-watch:
		}
	}
}
