// Package engineproto is Boardshelf's engine protocol, a line protocol on
// standard input and output in the spirit of UCI, written out in
// docs/engine-protocol.md: Serve is the engine's side (boardshelf-cli
// engine), Client the side that starts an engine as a process and asks it
// for moves (cmd/match).
package engineproto

import (
	"bufio"
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"boardshelf/ai"
	"boardshelf/rules"
	"boardshelf/setups"
)

// Version names the engine in its id line; empty, the commit it was built
// from (set it with -ldflags "-X boardshelf/cmd/internal/engineproto.Version=...").
var Version string

// version is Version, else the commit the binary was built from.
func version() string {
	if Version != "" {
		return Version
	}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "devel"
	}
	rev, dirty := "", false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if len(rev) > 7 {
		rev = rev[:7]
	}
	switch {
	case rev == "":
		return "devel"
	case dirty:
		return rev + "+changes"
	}
	return rev
}

// ID is the engine's name as its greeting gives it, ending with its
// version.
func ID() string { return "Boardshelf engine " + version() }

// report is what a search found, as the engine tells it.
type report struct {
	move                  rules.Move
	depth, steps, threads int
	score                 int
	chances               []float64 // nil when the position was not judged
	line                  []rules.Move
	best                  []report // with lines=K above 1: the best root moves, best first
}

// server is one conversation: the position set and the search running.
type server struct {
	out    *bufio.Writer
	outMu  sync.Mutex
	closed bool // after quit or the end of Serve's context: a search abandoned answers no more
	setup  *setups.Setup
	game   rules.Game // the setup's start with the moves played; nil without a setup or after moves refused
	search *running
}

// running is a search in progress.
type running struct {
	stop     func()
	answered atomic.Bool   // set as its answer is sent: the position may change
	done     chan struct{} // closed once it is sent
}

// Serve speaks the protocol: it reads commands from in and answers on out
// until quit, the end of in or ctx's end. A bad command is answered with an
// error line and the conversation goes on. At the end of in a running
// search still answers its move; at quit or ctx's end it is abandoned.
func Serve(ctx context.Context, in io.Reader, out io.Writer) error {
	s := &server{out: bufio.NewWriter(out)}
	lines := make(chan input)
	readErr := make(chan error, 1)
	go func() { readErr <- readLines(ctx, in, lines) }()
	defer s.abandon()
	for {
		select {
		case <-ctx.Done():
			return nil
		case line, ok := <-lines:
			if !ok {
				s.wait()
				return <-readErr
			}
			if line.tooLong {
				s.send("error line too long")
			} else if !s.do(ctx, line.text) {
				return nil
			}
		}
	}
}

// input is a line read, or the news that one was too long to read.
type input struct {
	text    string
	tooLong bool
}

// readLines sends each line of in to lines, in order, those over MaxLine
// as too long.
func readLines(ctx context.Context, in io.Reader, lines chan<- input) error {
	defer close(lines)
	r := bufio.NewReaderSize(in, MaxLine)
	for {
		line, err := r.ReadSlice('\n')
		next := input{text: string(line)}
		if errors.Is(err, bufio.ErrBufferFull) {
			next, err = input{tooLong: true}, skipLine(r)
		}
		if len(line) > 0 {
			select {
			case lines <- next:
			case <-ctx.Done():
				return nil
			}
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// skipLine reads past the rest of an overlong line.
func skipLine(r *bufio.Reader) error {
	for {
		_, err := r.ReadSlice('\n')
		if !errors.Is(err, bufio.ErrBufferFull) {
			return err
		}
	}
}

// send writes lines to the client at once, whole.
func (s *server) send(lines ...string) { s.sendAnswer(nil, lines) }

// sendAnswer sends lines, for a search its answer: the search counts as
// answered from the moment it holds the output, so that a search begun
// after it cannot answer first.
func (s *server) sendAnswer(r *running, lines []string) {
	s.outMu.Lock()
	defer s.outMu.Unlock()
	if r != nil {
		r.answered.Store(true)
	}
	if s.closed {
		return
	}
	for _, l := range lines {
		s.out.WriteString(l)
		s.out.WriteByte('\n')
	}
	s.out.Flush()
}

// do carries out one line; false at quit.
func (s *server) do(ctx context.Context, line string) bool {
	c, ok := parseCommand(line)
	if !ok {
		return true
	}
	switch c.name {
	case "quit":
		return false
	case "boardshelf":
		s.send("id name "+ID(), "protocol "+strconv.Itoa(Protocol), "ok")
	case "isready":
		s.send("readyok")
	case "stop":
		if s.search != nil {
			s.search.stop()
		}
	case "setup", "moves", "go":
		if err := s.position(ctx, c); err != nil {
			s.send("error " + err.Error())
		}
	default:
		s.send("error unknown command")
	}
	return true
}

// position carries out the commands that set the position or search it,
// refused while a search runs.
func (s *server) position(ctx context.Context, c command) error {
	if s.searching() {
		return errors.New("searching")
	}
	switch c.name {
	case "setup":
		return s.setSetup(c)
	case "moves":
		return s.play(c.args)
	}
	return s.start(ctx, c.args)
}

// searching reports whether a search is running.
func (s *server) searching() bool {
	return s.search != nil && !s.search.answered.Load()
}

// setSetup reads setup ID or setup file PATH; the position is its start.
// A setup refused leaves none.
func (s *server) setSetup(c command) error {
	s.setup, s.game = nil, nil
	var setup *setups.Setup
	var err error
	switch {
	case len(c.args) > 1 && c.args[0] == "file":
		setup, err = setups.ReadFile(strings.TrimSpace(strings.TrimPrefix(c.rest, "file")))
	case len(c.args) == 1:
		setup, err = setups.Default.Load(c.args[0])
	default:
		return errors.New("want setup ID or setup file PATH")
	}
	if err != nil {
		return errors.New("unknown setup")
	}
	g, err := setup.NewGame()
	if err != nil {
		return errors.New("setup cannot start")
	}
	s.setup, s.game = setup, g
	return nil
}

// play sets the position to the setup's start and the moves after it; at
// a move that is not legal there is no position until the next moves, so
// that a go sent after it is refused too rather than search another.
func (s *server) play(moves []string) error {
	if s.setup == nil {
		return errors.New("no setup")
	}
	g, err := s.setup.NewGame()
	if err != nil {
		return errors.New("setup cannot start")
	}
	s.game = g
	for i, text := range moves {
		m, err := rules.ParseMove(g, text)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			s.game = nil
			return fmt.Errorf("illegal move %d", i+1)
		}
	}
	return nil
}

// start begins a search of the position on its own goroutine, so that
// stop and quit are heard while it thinks.
func (s *server) start(ctx context.Context, args []string) error {
	o, err := ParseGo(args)
	if err != nil {
		return err
	}
	lvl, err := ai.ParseLevel(cmp.Or(o.Level, "hard"))
	if err != nil {
		return errors.New("unknown level")
	}
	switch {
	case s.setup == nil:
		return errors.New("no setup")
	case s.game == nil:
		return errors.New("no position")
	case s.game.Status().Over:
		return errors.New("game over")
	case s.game.Turn() == rules.Chance:
		return errors.New("die to roll")
	}
	sctx := newStopContext(ctx)
	r := &running{stop: sctx.stop, done: make(chan struct{})}
	s.search = r
	g := s.game.Clone()
	go func() {
		defer close(r.done)
		s.sendAnswer(r, s.answer(sctx, g, lvl, o))
	}()
	return nil
}

// answer runs the search and gives its info and bestmove lines.
func (s *server) answer(ctx context.Context, g rules.Game, lvl ai.Level, o GoOptions) []string {
	began := time.Now()
	r, err := think(ctx, g, lvl, o)
	if err != nil && errors.Is(ctx.Err(), context.DeadlineExceeded) {
		// Stopped before the search began: any legal move is the best so far.
		r, err = report{move: g.Moves()[0]}, nil
	}
	if err != nil {
		return []string{"error search failed"}
	}
	took := time.Since(began)
	var out []string
	for i, b := range r.best {
		out = append(out, fmt.Sprintf("info multipv %d", i+1)+judgement(b))
	}
	return append(out, infoLine(r, took), "bestmove "+r.move.String())
}

// infoLine tells what the search found; score and chances only when it
// judged the position.
func infoLine(r report, took time.Duration) string {
	var b strings.Builder
	fmt.Fprintf(&b, "info depth %d steps %d threads %d time %d", r.depth, r.steps, max(r.threads, 1), took.Milliseconds())
	b.WriteString(judgement(r))
	return b.String()
}

// judgement is what an info line says of a move: its score and chances
// when the position was judged, then its line.
func judgement(r report) string {
	var b strings.Builder
	if r.chances != nil {
		fmt.Fprintf(&b, " score %d chances ", r.score)
		for i, c := range r.chances {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(strconv.FormatFloat(c, 'f', 3, 64))
		}
	}
	line := r.line
	if len(line) == 0 {
		line = []rules.Move{r.move}
	}
	b.WriteString(" line")
	for _, m := range line {
		b.WriteString(" " + m.String())
	}
	return b.String()
}

// wait lets a running search finish and answer.
func (s *server) wait() {
	if s.search != nil {
		<-s.search.done
	}
}

// abandon stops a running search and silences its answer.
func (s *server) abandon() {
	s.outMu.Lock()
	s.closed = true
	s.outMu.Unlock()
	if s.search != nil {
		s.search.stop()
	}
}

// stopContext ends a search as its deadline would, so that the engine
// answers the best move found so far rather than no move (a cancelled
// context makes ai.Search return an error instead).
type stopContext struct {
	context.Context
	done chan struct{}
	once sync.Once
}

func newStopContext(parent context.Context) *stopContext {
	c := &stopContext{Context: parent, done: make(chan struct{})}
	context.AfterFunc(parent, c.stop)
	return c
}

func (c *stopContext) stop()                       { c.once.Do(func() { close(c.done) }) }
func (c *stopContext) Done() <-chan struct{}       { return c.done }
func (c *stopContext) Deadline() (time.Time, bool) { return time.Time{}, false }

func (c *stopContext) Err() error {
	select {
	case <-c.done:
		return context.DeadlineExceeded
	default:
		return nil
	}
}
