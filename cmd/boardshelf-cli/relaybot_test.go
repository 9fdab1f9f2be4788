package main

import (
	"context"
	"testing"
	"time"

	"boardshelf/relay"
)

// A bot hosts through a relay and prints its codes; another joins by
// code; both are stopped mid-game and started again from their folders
// without the relay's address or the code, and play the game to its end.
func TestBotsThroughARelayJoinByCodeAndResume(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	r, err := relay.Start(relay.Options{Listen: "127.0.0.1:0", Data: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	hostDir, joinDir := t.TempDir(), t.TempDir()
	engine := []string{"-level", "easy", "-steps", "60"}
	hostOut := newLines()
	hctx, stopHost := context.WithCancel(ctx)
	hostDone := make(chan error, 1)
	go func() {
		hostDone <- botHostRelay(hctx, append([]string{"-relay", r.Addr(), "-game", "sixmaking/small", "-data", hostDir}, engine...), hostOut)
	}()
	code := hostOut.wait(t, ctx, `play code (\d+-[a-z]+-[a-z]+) \(boardshelf://`)[1]
	hostOut.wait(t, ctx, `watch code \d+-[a-z]+-[a-z]+ \(boardshelf://\S+/watch/`)

	first := newLines()
	jctx, stop := context.WithCancel(ctx)
	joinDone := make(chan error, 1)
	go func() {
		joinDone <- botJoinRelay(jctx, append([]string{"-relay", r.Addr(), "-code", code, "-data", joinDir}, engine...), first)
	}()
	first.wait(t, ctx, `seat 1 plays .*\n(.*\n)*.*seat 1 plays`)
	stop() // the bots killed mid-game
	stopHost()
	<-joinDone
	<-hostDone
	hostOut.wait(t, ctx, `came with the code`)

	hostOut = newLines()
	go func() { hostDone <- botHostRelay(ctx, append([]string{"-data", hostDir}, engine...), hostOut) }()
	hostOut.wait(t, ctx, `resumes game \S+ from \S+\.game`)

	again := newLines()
	if err := botJoinRelay(ctx, append([]string{"-data", joinDir}, engine...), again); err != nil {
		t.Fatalf("%v\n%s", err, again)
	}
	again.wait(t, ctx, `resumes game \S+ from \S+\.game`)
	again.wait(t, ctx, `the game is over`)
	if err := <-hostDone; err != nil {
		t.Fatalf("%v\n%s", err, hostOut)
	}
	hostOut.wait(t, ctx, `the game is over`)
}
