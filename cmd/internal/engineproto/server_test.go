package engineproto

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"boardshelf/rules"
	"boardshelf/setups"
)

// TestMain serves the protocol when the client's tests start the test
// binary as an engine (path engine).
func TestMain(m *testing.M) {
	if len(os.Args) == 2 && os.Args[1] == "engine" {
		Serve(context.Background(), os.Stdin, os.Stdout)
		return
	}
	os.Exit(m.Run())
}

// conversation is an engine served in the test, spoken to line by line.
type conversation struct {
	t     *testing.T
	in    *io.PipeWriter
	lines chan string
	ended chan error
}

func converse(t *testing.T) *conversation {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	c := &conversation{t: t, in: inW, lines: make(chan string, 100), ended: make(chan error, 1)}
	go func() {
		err := Serve(context.Background(), inR, outW)
		outW.Close()
		c.ended <- err
	}()
	go func() {
		r := bufio.NewScanner(outR)
		for r.Scan() {
			c.lines <- r.Text()
		}
		close(c.lines)
	}()
	t.Cleanup(func() { inW.Close() })
	return c
}

func (c *conversation) say(lines ...string) {
	c.t.Helper()
	for _, l := range lines {
		if _, err := io.WriteString(c.in, l+"\n"); err != nil {
			c.t.Fatalf("saying %q: %v", l, err)
		}
	}
}

// hear is the engine's next line; a minute of silence fails the test.
func (c *conversation) hear() string {
	c.t.Helper()
	select {
	case l, ok := <-c.lines:
		if !ok {
			c.t.Fatal("the engine said no more")
		}
		return l
	case <-time.After(time.Minute):
		c.t.Fatal("the engine is silent")
	}
	return ""
}

// expect hears the lines given, in order.
func (c *conversation) expect(want ...string) {
	c.t.Helper()
	for _, w := range want {
		if got := c.hear(); got != w {
			c.t.Fatalf("engine said %q, want %q", got, w)
		}
	}
}

// bestmove hears an answer to go: info, then bestmove.
func (c *conversation) bestmove() (info, move string) {
	c.t.Helper()
	info = c.hear()
	if !strings.HasPrefix(info, "info depth ") || !strings.Contains(info, " line ") {
		c.t.Fatalf("engine said %q, want an info line", info)
	}
	best := c.hear()
	move, ok := strings.CutPrefix(best, "bestmove ")
	if !ok {
		c.t.Fatalf("engine said %q, want bestmove", best)
	}
	return info, move
}

// opening is the first few moves of a setup, die rolls included.
func opening(t *testing.T, id string, n int) (rules.Game, []string) {
	t.Helper()
	g, err := setups.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	var moves []string
	for range n {
		m := g.Moves()[len(g.Moves())/2]
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
		moves = append(moves, m.String())
	}
	return g, moves
}

// The engine answers a legal move, with what it found, in every game.
func TestConversationInEveryGame(t *testing.T) {
	c := converse(t)
	c.say("boardshelf")
	if id := c.hear(); !strings.HasPrefix(id, "id name Boardshelf engine ") {
		t.Errorf("greeting %q", id)
	}
	c.expect("protocol 1", "ok")
	for _, id := range []string{"terrace/long", "terachess/standard", "sixmaking/standard", "chessrace/classic", "terrace/three-player"} {
		g, moves := opening(t, id, 4)
		if g.Turn() == rules.Chance {
			g, moves = opening(t, id, 5)
		}
		c.say("setup "+id, "moves "+strings.Join(moves, " "), "go steps=2000 seed=3")
		info, move := c.bestmove()
		if _, err := rules.ParseMove(g, move); err != nil {
			t.Errorf("%s: bestmove %s: %v", id, move, err)
		}
		if !strings.Contains(info, " line "+move) || (strings.Contains(info, "chances") && strings.Count(info, ",") != g.Players()-1) {
			t.Errorf("%s: info %q for bestmove %s with %d seats", id, info, move, g.Players())
		}
	}
	c.say("quit")
	if err := <-c.ended; err != nil {
		t.Errorf("quit: %v", err)
	}
}

// A setup file is read from its path, and the same steps and seed give
// the same move.
func TestSetupFileAndRepeatableSearch(t *testing.T) {
	c := converse(t)
	c.say("setup file ../../match/positions/terachess-ahead-1.toml", "moves", "go steps=3000 seed=9")
	_, first := c.bestmove()
	c.say("moves", "go seed=9 steps=3000")
	if _, again := c.bestmove(); again != first {
		t.Errorf("same steps and seed: %s, then %s", first, again)
	}
}

// Bad input is answered with an error and a few words, never echoed, and
// the conversation goes on.
func TestBadInput(t *testing.T) {
	c := converse(t)
	long := "moves " + strings.Repeat("e4e6 ", MaxLine/5+10)
	c.say("fly to the moon", "go steps=10", "setup chess/classic", "setup", "setup terachess/standard",
		"moves e4e6 e4e6", "go steps=lots", "go level=grandmaster", "go depth=3", long, "isready")
	c.expect("error unknown command", "error no setup", "error unknown setup", "error want setup ID or setup file PATH",
		"error illegal move 2", "error bad go argument", "error unknown level", "error bad go argument", "error line too long", "readyok")
	// After an illegal move there is no position to search until moves
	// sets one.
	c.say("go steps=500", "moves e4e6", "go steps=500")
	c.expect("error no position")
	if _, move := c.bestmove(); move == "" {
		t.Error("no move after the errors")
	}
	// A finished game and a roll of the die are not the engine's to move.
	race, moves := opening(t, "chessrace/classic", 0)
	for race.Turn() != rules.Chance {
		m := race.Moves()[0]
		race.Play(m)
		moves = append(moves, m.String())
	}
	c.say("setup chessrace/classic", "moves "+strings.Join(moves, " "), "go steps=10", "setup terrace/short", "moves resign", "go steps=10")
	c.expect("error die to roll", "error game over")
}

// stop ends a search at once with the best move so far, and commands
// that change the position wait for the answer.
func TestStopDuringSearch(t *testing.T) {
	c := converse(t)
	g, moves := opening(t, "terachess/standard", 2)
	c.say("setup terachess/standard", "moves "+strings.Join(moves, " "), "go time=1h threads=1", "moves", "stop")
	c.expect("error searching")
	_, move := c.bestmove()
	if _, err := rules.ParseMove(g, move); err != nil {
		t.Errorf("bestmove %s after stop: %v", move, err)
	}
}

// At the end of the input a running search still answers; at quit it is
// abandoned and the engine ends at once.
func TestEndOfInputAndQuitDuringSearch(t *testing.T) {
	c := converse(t)
	c.say("setup sixmaking/standard", "moves", "go steps=2000")
	c.in.Close()
	c.bestmove()
	if err := <-c.ended; err != nil {
		t.Errorf("end of input: %v", err)
	}
	q := converse(t)
	q.say("setup sixmaking/standard", "moves", "go time=1h", "quit")
	if err := <-q.ended; err != nil {
		t.Errorf("quit: %v", err)
	}
	if rest := slices.Collect(chanSeq(q.lines)); len(rest) != 0 {
		t.Errorf("after quit the engine said %q", rest)
	}
}

func chanSeq(c chan string) func(func(string) bool) {
	return func(yield func(string) bool) {
		for l := range c {
			if !yield(l) {
				return
			}
		}
	}
}

func FuzzParseCommand(f *testing.F) {
	for _, s := range []string{"go level=hard steps=2e5 time=1.5s seed=4 threads=2 lines=3", "setup file /a b/c.toml",
		"moves e4e6 f16e13", "\tisready  ", "go time=-1s", "go =", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		c, ok := parseCommand(line)
		if ok != (strings.TrimSpace(line) != "") || ok && (c.name == "" || strings.ContainsAny(c.name, " \t")) {
			t.Fatalf("parseCommand(%q) = %+v, %v", line, c, ok)
		}
		o, err := ParseGo(c.args)
		if err != nil {
			return
		}
		// What go accepts, it writes back the same.
		again, err := ParseGo(strings.Fields(o.String()))
		if err != nil || again != o {
			t.Fatalf("go %q read as %+v, written %q, read again %+v, %v", c.rest, o, o.String(), again, err)
		}
	})
}

// With lines=K the engine tells its best K moves, best first, each legal
// and judged, before its usual answer, whose move is the first of them.
func TestBestLines(t *testing.T) {
	c := converse(t)
	g, moves := opening(t, "terachess/standard", 4)
	c.say("setup terachess/standard", "moves "+strings.Join(moves, " "), "go steps=20000 seed=5 lines=3")
	var best []string
	for i := 1; i <= 3; i++ {
		l := c.hear()
		prefix := fmt.Sprintf("info multipv %d score ", i)
		if !strings.HasPrefix(l, prefix) || !strings.Contains(l, " chances ") {
			t.Fatalf("line %d: %q, want %q…", i, l, prefix)
		}
		_, m, _ := strings.Cut(l, " line ")
		if _, err := rules.ParseMove(g, m); err != nil {
			t.Errorf("line %d: move %q: %v", i, m, err)
		}
		best = append(best, m)
	}
	if _, move := c.bestmove(); move != best[0] {
		t.Errorf("bestmove %s, but the best line's move is %s", move, best[0])
	}
	if best[0] == best[1] || best[1] == best[2] || best[0] == best[2] {
		t.Errorf("best moves %v repeat a move", best)
	}
}
