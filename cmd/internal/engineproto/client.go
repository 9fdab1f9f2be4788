package engineproto

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// Client is an engine running as a process, spoken to by the protocol.
// One goroutine at a time may use it.
type Client struct {
	Name  string // the engine's id name
	cmd   *exec.Cmd
	in    io.WriteCloser
	lines chan string // the engine's lines; closed when its output ends
	ended chan struct{}
	err   error // how the process ended, once ended is closed
}

// Answer is an engine's answer to go: its move and the last info it gave.
type Answer struct {
	Move    string
	Depth   int
	Steps   int
	Score   int
	Chances []float64 // nil when the engine did not judge the position
	Line    []string
}

// ErrEngine is an engine's answer that is not a move; errors.Is finds it
// under the engine's own words.
var ErrEngine = errors.New("engine error")

// Start runs the engine at path (as path engine, as boardshelf-cli is
// started) and greets it; it fails when the engine does not greet back
// within ten seconds.
func Start(path string) (*Client, error) {
	cmd := exec.Command(path, "engine")
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	c := &Client{cmd: cmd, in: in, lines: make(chan string, 16), ended: make(chan struct{})}
	go c.read(out)
	if err := c.greet(); err != nil {
		c.Close()
		return nil, err
	}
	return c, nil
}

// read passes the engine's lines on, then waits for the process to end.
func (c *Client) read(out io.Reader) {
	r := bufio.NewScanner(out)
	r.Buffer(make([]byte, 4096), MaxLine)
	for r.Scan() {
		c.lines <- r.Text()
	}
	close(c.lines)
	c.err = c.cmd.Wait()
	close(c.ended)
}

func (c *Client) greet() error {
	if err := c.send("boardshelf"); err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for {
		line, err := c.next(ctx)
		if err != nil {
			return fmt.Errorf("no greeting: %w", err)
		}
		switch {
		case strings.HasPrefix(line, "id name "):
			c.Name = strings.TrimPrefix(line, "id name ")
		case line == "ok":
			return nil
		}
	}
}

// send writes one line to the engine.
func (c *Client) send(line string) error {
	if _, err := io.WriteString(c.in, line+"\n"); err != nil {
		return c.died(err)
	}
	return nil
}

// next is the engine's next line.
func (c *Client) next(ctx context.Context) (string, error) {
	select {
	case line, ok := <-c.lines:
		if !ok {
			return "", c.died(io.EOF)
		}
		return line, nil
	case <-ctx.Done():
		return "", ctx.Err()
	}
}

// died says how the engine ended, when it has: it exited or was killed.
func (c *Client) died(err error) error {
	select {
	case <-c.ended:
		if c.err != nil {
			return fmt.Errorf("the engine died: %v", c.err)
		}
		return errors.New("the engine exited")
	case <-time.After(time.Second):
		return fmt.Errorf("the engine stopped talking: %v", err)
	}
}

// Move asks for a move in the position of setup (an id, or a setup file
// when it ends in .toml) after moves. At ctx's end it sends stop and takes
// the move the engine then gives, if it gives one within grace.
func (c *Client) Move(ctx context.Context, setup string, moves []string, o GoOptions, grace time.Duration) (Answer, error) {
	if strings.HasSuffix(setup, ".toml") {
		setup = "file " + setup
	}
	for _, line := range []string{"setup " + setup, "moves " + strings.Join(moves, " "), strings.TrimSpace("go " + o.String())} {
		if err := c.send(line); err != nil {
			return Answer{}, err
		}
	}
	a, err := c.answer(ctx)
	if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
		if err := c.send("stop"); err != nil {
			return Answer{}, err
		}
		late, cancel := context.WithTimeout(context.Background(), grace)
		defer cancel()
		a, err = c.answer(late)
	}
	if errors.Is(err, ErrEngine) {
		c.sync()
	}
	return a, err
}

// answer reads info lines up to bestmove or error.
func (c *Client) answer(ctx context.Context) (Answer, error) {
	var a Answer
	for {
		line, err := c.next(ctx)
		if err != nil {
			return a, err
		}
		word, rest, _ := strings.Cut(line, " ")
		switch word {
		case "info":
			if !strings.HasPrefix(rest, "multipv ") { // the other best moves are not asked for
				a.readInfo(strings.Fields(rest))
			}
		case "bestmove":
			a.Move = strings.TrimSpace(rest)
			return a, nil
		case "error":
			return a, fmt.Errorf("%w: %s", ErrEngine, clip(rest))
		}
	}
}

// sync reads past the answers to the rest of a position refused, so that
// the next question starts afresh.
func (c *Client) sync() {
	if c.send("isready") != nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for {
		if line, err := c.next(ctx); err != nil || line == "readyok" {
			return
		}
	}
}

// readInfo takes the fields of an info line, those it knows.
func (a *Answer) readInfo(f []string) {
	for i := 0; i+1 < len(f); i++ {
		switch f[i] {
		case "depth":
			a.Depth, _ = strconv.Atoi(f[i+1])
		case "steps":
			a.Steps, _ = strconv.Atoi(f[i+1])
		case "score":
			a.Score, _ = strconv.Atoi(f[i+1])
		case "chances":
			a.Chances = nil
			for _, s := range strings.Split(f[i+1], ",") {
				p, _ := strconv.ParseFloat(s, 64)
				a.Chances = append(a.Chances, p)
			}
		case "line":
			a.Line = append([]string(nil), f[i+1:]...)
			return
		}
	}
}

// clip keeps an engine's words short enough to report.
func clip(s string) string {
	if len(s) > 80 {
		return s[:80] + "…"
	}
	return s
}

// Close asks the engine to quit and ends the process if it has not
// within a second.
func (c *Client) Close() error {
	c.send("quit")
	c.in.Close()
	go func() { // what the engine still says is not read, but must not block it
		for range c.lines {
		}
	}()
	select {
	case <-c.ended:
	case <-time.After(time.Second):
		c.cmd.Process.Kill()
		<-c.ended
	}
	return nil
}
