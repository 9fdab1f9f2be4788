package soak

import (
	"context"
	"testing"
	"time"
)

func TestAShortSoakPasses(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	totals := Run(ctx, Options{Games: 2, Faults: true, Seed: 1})
	t.Log(totals)
	if !totals.OK() {
		t.Fatal(totals.Problems)
	}
}

// The checks find a log that differs and an entry lost.
func TestTheChecksFindWhatIsWrong(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	g, err := Start(ctx, GameOptions{Setup: "terrace/short", Seed: 3, DrawAfter: 30, Timing: Options{}.withDefaults().Timing})
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	if r, err := g.Finish(ctx); err != nil || !r.OK() {
		t.Fatalf("%+v, %v", r, err)
	}
	guest := g.People[1]
	guest.stop(false) // the guest gone, the host says one more line
	if _, err := g.Host().Table().Act("chat", 0, "good game", -1); err != nil {
		t.Fatal(err)
	}
	guest.mu.Lock()
	guest.made["an entry made and never taken"] = true
	guest.mu.Unlock()
	if r := g.check(ctx); r.Unequal != 1 || r.Lost != 1 || r.OK() {
		t.Fatalf("the checks found %+v", r)
	}
}
