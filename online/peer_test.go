package online

import (
	"errors"
	"testing"
	"time"
)

// peers are the host's log, and a guest's copy of it.
func peers(t *testing.T) (host, guest *Peer) {
	t.Helper()
	l, ids := newTable(t, "terachess/standard", "none")
	copyLog, err := Replay(l.Entries())
	if err != nil {
		t.Fatal(err)
	}
	return NewPeer(ids[0], l, true), NewPeer(ids[1], copyLog, false)
}

func TestAWaitingEntryIsMadeAgainAfterOneThatCrossedIt(t *testing.T) {
	host, guest := peers(t)
	chat, err := guest.Act(KindChat, 1, "hello", -1, t0)
	if err != nil {
		t.Fatal(err)
	}
	// The host moves before the chat arrives: the chat's place is taken.
	m := host.Log().State().Game().Moves()[0].String()
	if _, err := host.Act(KindMove, 0, m, -1, t0); err != nil {
		t.Fatal(err)
	}
	if _, err := host.Log().Add(chat); err == nil {
		t.Fatal("the host took a chat line made on an old end")
	}
	added, dropped, err := guest.Take(host.Log().Since(guest.Log().Len()))
	if added != 1 || len(dropped) != 0 || err != nil {
		t.Fatalf("took %d, dropped %d, err %v", added, len(dropped), err)
	}
	again := guest.Outbox()
	if len(again) != 1 || again[0].Seq != chat.Seq+1 || again[0].Body != "hello" {
		t.Fatalf("the outbox is %+v", again)
	}
	if _, err := host.Log().Merge(again); err != nil {
		t.Fatal(err)
	}
	if _, _, err := guest.Take(host.Log().Since(guest.Log().Len())); err != nil || len(guest.Outbox()) != 0 {
		t.Fatalf("the chat taken back left %d waiting, err %v", len(guest.Outbox()), err)
	}
	if guest.Log().Head() != host.Log().Head() {
		t.Fatal("the logs differ")
	}
}

func TestAWaitingMoveNoLongerAllowedIsDropped(t *testing.T) {
	host, guest := peers(t)
	m := host.Log().State().Game().Moves()[0].String()
	host.Act(KindMove, 0, m, -1, t0)
	guest.Take(host.Log().Since(guest.Log().Len()))
	reply := guest.View().Game().Moves()[0].String()
	if _, err := guest.Act(KindMove, 1, reply, -1, t0); err != nil {
		t.Fatal(err)
	}
	if guest.View().Game().Turn() != 0 {
		t.Fatal("the guest's view does not show its own move")
	}
	host.Act(KindMove, 0, "resign", -1, t0) // white resigns before black's move arrives
	_, dropped, _ := guest.Take(host.Log().Since(guest.Log().Len()))
	if len(dropped) != 1 || dropped[0].Body != reply || len(guest.Outbox()) != 0 {
		t.Fatalf("dropped %+v, outbox %+v", dropped, guest.Outbox())
	}
}

// files are two apps playing by file: each its own sequencer.
func files(t *testing.T) (a, b *Peer) {
	t.Helper()
	l, ids := newTable(t, "sixmaking/standard", "none")
	copyLog, _ := Replay(l.Entries())
	return NewPeer(ids[0], l, true), NewPeer(ids[1], copyLog, true)
}

func TestCopiesByFileMerge(t *testing.T) {
	a, b := files(t)
	old := a.Log().Entries()
	a.Act(KindMove, 0, a.Log().State().Game().Moves()[0].String(), -1, t0)
	if added, _, err := b.MergeCopy(a.Log().Entries()); added != 1 || err != nil {
		t.Fatalf("the newer copy added %d, err %v", added, err)
	}
	if added, _, err := b.MergeCopy(old); added != 0 || err != nil {
		t.Fatalf("an older copy added %d, err %v", added, err)
	}
	if added, _, err := b.MergeCopy(a.Log().Entries()); added != 0 || err != nil {
		t.Fatalf("the same copy again added %d, err %v", added, err)
	}
}

func TestCrossedCopiesSettleTheSameWayOnBothSides(t *testing.T) {
	a, b := files(t)
	a.Act(KindChat, 0, "your move", -1, t0)
	b.Act(KindChat, 1, "thinking", -1, t0.Add(time.Minute))
	fromA, fromB := a.Log().Entries(), b.Log().Entries()
	_, _, errA := a.MergeCopy(fromB)
	_, _, errB := b.MergeCopy(fromA)
	// One side stands and refuses the other's copy; the other makes its line again after it.
	if (errA == nil) == (errB == nil) {
		t.Fatalf("both or neither side stood: %v / %v", errA, errB)
	}
	stands, moved, err := a, b, errA
	if errA == nil {
		stands, moved, err = b, a, errB
	}
	if !errors.Is(err, ErrCopyBehind) {
		t.Fatalf("the side that stands said %v", err)
	}
	if _, _, err := stands.MergeCopy(moved.Log().Entries()); err != nil {
		t.Fatal(err)
	}
	if a.Log().Head() != b.Log().Head() || len(a.Log().State().Chat) != 2 {
		t.Fatalf("the copies did not settle: %d chat lines", len(a.Log().State().Chat))
	}
}

func TestAForkedCopyIsRefused(t *testing.T) {
	a, b := files(t)
	a.Act(KindChat, 0, "one", -1, t0)
	b.MergeCopy(a.Log().Entries())
	// a signs a different entry for a place b holds from a: a fork.
	l := a.Log()
	twin := a.Identity().Sign(Entry{V: Version, Game: l.ID(), Seq: l.Len() - 1, Prev: l.HashAt(l.Len() - 2), Kind: KindChat, Seat: 0, Body: "two", Clock: -1, Time: t0.UnixMilli()})
	forked := append(l.Entries()[:l.Len()-1], twin)
	before := b.Log().Head()
	_, _, err := b.MergeCopy(forked)
	var r *Refusal
	if !errors.As(err, &r) || r.Why != Fork || b.Log().Head() != before {
		t.Fatalf("a forked copy gave %v", err)
	}
}

func TestAPeerResumesWithItsWaitingEntries(t *testing.T) {
	host, guest := peers(t)
	chat, _ := guest.Act(KindChat, 1, "one", -1, t0)
	guest.Act(KindChat, 1, "two", -1, t0)
	kept := guest.Log().Entries()
	waiting := guest.Outbox()

	// Restarted before anything was sent: both wait again, as they were.
	log, _ := Replay(kept)
	again, dropped := ResumePeer(guest.Identity(), log, waiting, false)
	if len(dropped) != 0 || len(again.Outbox()) != 2 || again.Outbox()[0].Hash() != chat.Hash() {
		t.Fatalf("dropped %v, waiting %v", dropped, again.Outbox())
	}
	// The host took the first and moved: the first leaves, the second is made again.
	host.Log().Add(chat)
	host.Act(KindMove, 0, host.Log().State().Game().Moves()[0].String(), -1, t0)
	log, _ = Replay(host.Log().Entries())
	again, dropped = ResumePeer(guest.Identity(), log, append(waiting, host.Log().Entries()[1]), false)
	out := again.Outbox()
	if len(dropped) != 1 || len(out) != 1 || out[0].Body != "two" || out[0].Seq != host.Log().Len() {
		t.Fatalf("dropped %v, waiting %v", dropped, out)
	}
}
