package engineproto

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"boardshelf/rules"
)

// startSelf starts this test binary as an engine (see TestMain).
func startSelf(t *testing.T) *Client {
	t.Helper()
	c, err := Start(os.Args[0])
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// The client asks an engine process for moves, and an error of the
// engine's leaves it ready for the next question.
func TestClientAsksForMoves(t *testing.T) {
	c := startSelf(t)
	if !strings.HasPrefix(c.Name, "Boardshelf engine ") {
		t.Errorf("engine named %q", c.Name)
	}
	g, moves := opening(t, "terachess/standard", 2)
	a, err := c.Move(context.Background(), "terachess/standard", moves, GoOptions{Steps: 3000, Seed: 1}, time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := rules.ParseMove(g, a.Move); err != nil || a.Steps == 0 || len(a.Line) == 0 || a.Line[0] != a.Move || len(a.Chances) != 2 {
		t.Errorf("answer %+v: %v", a, err)
	}
	_, err = c.Move(context.Background(), "terachess/standard", []string{"e4e6", "e4e6"}, GoOptions{Steps: 100}, time.Second)
	if !errors.Is(err, ErrEngine) || !strings.Contains(err.Error(), "illegal move 2") {
		t.Errorf("an illegal move: %v", err)
	}
	a, err = c.Move(context.Background(), "../../match/positions/terachess-ahead-2.toml", nil, GoOptions{Steps: 100}, time.Second)
	if err != nil || a.Move == "" {
		t.Errorf("from a setup file after an error: %+v, %v", a, err)
	}
}

// At the end of the caller's context the client stops the search and
// takes the move found so far.
func TestClientStopsTheSearch(t *testing.T) {
	c := startSelf(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	a, err := c.Move(ctx, "terrace/long", nil, GoOptions{Time: time.Hour, Threads: 1}, time.Minute)
	if err != nil || a.Move == "" {
		t.Errorf("stopped: %+v, %v", a, err)
	}
}

// An engine that dies, or is none, is an error, not a hang.
func TestClientReportsADeadEngine(t *testing.T) {
	dir := t.TempDir()
	script := filepath.Join(dir, "dies")
	// Greets, then exits at the first question.
	if err := os.WriteFile(script, []byte("#!/bin/sh\nread l\necho 'id name dies'\necho ok\nread l\nexit 3\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	c, err := Start(script)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, err := c.Move(context.Background(), "terrace/long", nil, GoOptions{Steps: 10}, time.Second); err == nil || !strings.Contains(err.Error(), "engine") {
		t.Errorf("an engine that died: %v", err)
	}
	if _, err := Start("/bin/true"); err == nil {
		t.Error("a program that is no engine was started as one")
	}
	if _, err := Start(filepath.Join(dir, "missing")); err == nil {
		t.Error("a missing program was started")
	}
}
