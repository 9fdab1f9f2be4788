package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

// lines is an output the test can wait on.
type lines struct {
	mu      sync.Mutex
	text    strings.Builder
	changed chan struct{}
}

func newLines() *lines { return &lines{changed: make(chan struct{})} }

func (l *lines) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.text.Write(p)
	close(l.changed)
	l.changed = make(chan struct{})
	return len(p), nil
}

// wait waits until the output matches re, and gives the match.
func (l *lines) wait(t *testing.T, ctx context.Context, re string) []string {
	t.Helper()
	r := regexp.MustCompile(re)
	for {
		l.mu.Lock()
		m, changed := r.FindStringSubmatch(l.text.String()), l.changed
		l.mu.Unlock()
		if m != nil {
			return m
		}
		select {
		case <-ctx.Done():
			t.Fatalf("no %q in:\n%s", re, l.String())
		case <-changed:
		}
	}
}

func (l *lines) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.text.String()
}

// A bot hosts, another joins, is stopped mid-game and started again from
// its folder, and both play the game to its end.
func TestBotsHostAndJoinAndResume(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	hostDir, joinDir := t.TempDir(), t.TempDir()
	engine := []string{"-level", "easy", "-steps", "60"}
	hostOut := newLines()
	hostDone := make(chan error, 1)
	go func() {
		hostDone <- botHost(ctx, append([]string{"-game", "sixmaking/small", "-addr", "127.0.0.1:0", "-announce=false",
			"-data", hostDir}, engine...), hostOut)
	}()
	m := hostOut.wait(t, ctx, `at (\S+), join code (\d{3} \d{3})`)
	addr, code := m[1], m[2]

	first := newLines()
	jctx, stop := context.WithCancel(ctx)
	joinDone := make(chan error, 1)
	go func() { joinDone <- botJoin(jctx, append([]string{addr, code, "-data", joinDir}, engine...), first) }()
	first.wait(t, ctx, `seat 1 plays .*\n(.*\n)*.*seat 1 plays`)
	stop() // the app killed mid-game
	<-joinDone

	again := newLines()
	if err := botJoin(ctx, append([]string{addr, code, "-data", joinDir}, engine...), again); err != nil {
		t.Fatalf("%v\n%s", err, again)
	}
	again.wait(t, ctx, `resumes game \S+ from \S+\.game`)
	again.wait(t, ctx, `the game is over`)
	if err := <-hostDone; err != nil {
		t.Fatalf("%v\n%s", err, hostOut)
	}
	hostOut.wait(t, ctx, `the game is over`)
}

// A short soak run passes its checks (the CI runs a longer one).
func TestASoakRunPasses(t *testing.T) {
	out := newLines()
	if err := runSoak([]string{"-games", "3", "-faults", "-seed", "5", "-v"}, out); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	for _, want := range []string{"games 3", "lost 0, duplicated 0, forked 0", "ok in"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
}

// bot host -h and bot join -h tell of -relay, whose flags are another set's.
func TestBotHelpTellsOfTheRelay(t *testing.T) {
	fs := flag.NewFlagSet("bot host", flag.ContinueOnError)
	var out bytes.Buffer
	fs.SetOutput(&out)
	withRelayNote(fs)
	fs.String("game", "", "the setup to play")
	if err := fs.Parse([]string{"-h"}); !errors.Is(err, flag.ErrHelp) {
		t.Fatalf("-h gave %v", err)
	}
	for _, want := range []string{"-game", "-relay", "bot host -relay ADDR -h"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the help lacks %q:\n%s", want, out.String())
		}
	}
}
