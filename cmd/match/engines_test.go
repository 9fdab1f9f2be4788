package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"boardshelf/cmd/internal/engineproto"
)

// TestMain serves the engine protocol when a test starts this test
// binary as an engine (exec:PATH runs PATH engine): today's engine as a
// process, without building or reading any commit.
func TestMain(m *testing.M) {
	if len(os.Args) == 2 && os.Args[1] == "engine" {
		engineproto.Serve(context.Background(), os.Stdin, os.Stdout)
		return
	}
	os.Exit(m.Run())
}

// selfEngine is the spec of today's engine run as a process, with settings.
func selfEngine(settings string) string {
	return execPrefix + os.Args[0] + settings
}

func TestParseExecPlayer(t *testing.T) {
	p := mustPlayer(t, "exec:/opt/engines/old:level=medium,time=300ms,threads=2")
	if p.kind != "exec" || p.engines.path != "/opt/engines/old" || p.level.String() != "medium" || p.time.String() != "300ms" || p.threads != 2 {
		t.Errorf("parsed %+v", p)
	}
	for _, bad := range []string{"exec:", "exec:/x:level=grandmaster", "hard:level=easy"} {
		if _, err := parsePlayer(bad); err == nil {
			t.Errorf("parsePlayer(%q) gave no error", bad)
		}
	}
}

// An engine process plays whole games, die rolls included, several at
// once, beside an in-process player.
func TestRunPlaysAnEngineProcess(t *testing.T) {
	for _, setup := range []string{"terrace/short", "chessrace/classic", "positions/terachess-ahead-1.toml"} {
		cfg := config{setup: setup, sides: [2]player{mustPlayer(t, selfEngine(":level=easy,steps=300")), mustPlayer(t, "random")},
			games: 2, seed: 1, maxPlies: 40, parallel: 2, verbose: true}
		var log strings.Builder
		res, err := run(cfg, &log)
		if err != nil {
			t.Fatalf("%s: %v", setup, err)
		}
		if res.wins[0]+res.wins[1]+res.draws != 2 || len(res.times[0]) == 0 || strings.Contains(log.String(), "forfeits") {
			t.Errorf("%s: %+v\n%s", setup, res, log.String())
		}
	}
}

// An engine that answers an illegal move, or dies, loses the game with
// the reason said; the match goes on.
func TestRunForfeitsABadEngine(t *testing.T) {
	dir := t.TempDir()
	for name, script := range map[string]string{
		"illegal": "while read l; do case $l in boardshelf) echo ok;; go*) echo 'bestmove z9z9';; esac; done",
		"dies":    "while read l; do case $l in boardshelf) echo ok;; go*) exit 3;; esac; done",
	} {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte("#!/bin/sh\n"+script+"\n"), 0o755); err != nil {
			t.Fatal(err)
		}
		cfg := config{setup: "terrace/short", sides: [2]player{mustPlayer(t, "random"), mustPlayer(t, execPrefix+path)},
			games: 2, seed: 1, maxPlies: 40, verbose: true}
		var log strings.Builder
		res, err := run(cfg, &log)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		want := map[string]string{"illegal": "played z9z9, which is not legal", "dies": "the engine"}[name]
		if res.wins[0] != 2 || strings.Count(log.String(), "forfeits") != 2 || !strings.Contains(log.String(), want) {
			t.Errorf("%s: side A won %d:\n%s", name, res.wins[0], log.String())
		}
		var out strings.Builder
		res.print(&out, cfg)
		if !strings.Contains(out.String(), "2 games lost by forfeit; the first, game 1: exec:") {
			t.Errorf("%s: the report does not tell the forfeits:\n%s", name, out.String())
		}
	}
	cfg := config{setup: "terrace/short", sides: [2]player{mustPlayer(t, "random"), mustPlayer(t, execPrefix+filepath.Join(dir, "missing"))},
		games: 1, seed: 1, maxPlies: 40, verbose: true}
	var log strings.Builder
	if _, err := run(cfg, &log); err != nil || !strings.Contains(log.String(), "could not start") {
		t.Errorf("a missing engine: %v\n%s", err, log.String())
	}
}
