package relay

import (
	"strings"

	"testing"
	"time"

	"github.com/nats-io/nats.go"
)

// A relay whose store answers nothing for StoreDeadAfter says on Failed
// that it can serve no longer, so that it is started again; one whose
// store answers never does.
func TestARelayWhoseStoreIsAwayFails(t *testing.T) {
	const deadAfter = 600 * time.Millisecond
	r := startRelay(t, t.TempDir(), func(o *Options) { o.Timing.StoreDeadAfter = deadAfter })
	// Twice as many probes as the store may stay away for: all answered.
	for r.probes.Load() < 12 {
		select {
		case err := <-r.Failed():
			t.Fatalf("a relay whose store answers failed: %v", err)
		case <-time.After(deadAfter / 6):
		}
	}
	r.store.nc.Close() // nothing answers any more
	select {
	case err := <-r.Failed():
		t.Logf("failed as it should: %v", err)
	case <-time.After(30 * deadAfter):
		t.Fatal("a relay whose store answers nothing did not fail")
	}
}

// A relay started again on its data never lets a bucket's replicas answer
// reads: a relay of the cluster binding to the bucket in that moment would
// ask them for ever, and be answered by nobody once reads go to the
// leader again.
func TestARelayStartedAgainNeverLetsReplicasAnswer(t *testing.T) {
	r := startRelay(t, t.TempDir())
	s := r.store
	requests := make(chan *nats.Msg, 64)
	sub, err := s.nc.ChanSubscribe("$JS.API.STREAM.>", requests)
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Unsubscribe()
	if err := s.makeStreams(r.opts); err != nil { // as a start on the same data does
		t.Fatal(err)
	}
	const marker = "$JS.API.STREAM.INFO.marker" // seen after every request before it
	if err := s.nc.Publish(marker, nil); err != nil {
		t.Fatal(err)
	}
	for {
		select {
		case m := <-requests:
			if m.Subject == marker {
				return
			}
			if strings.Contains(string(m.Data), `"allow_direct":true`) {
				t.Errorf("starting again asked %s with replicas answering reads", m.Subject)
			}
		case <-time.After(10 * time.Second):
			t.Fatal("the marker never came")
		}
	}
}
