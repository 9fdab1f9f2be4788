package soak

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// Relays are boardshelf-relay processes on loopback, children of this
// one: a relay alone, or three in a cluster that keeps every room on all
// three (R3). The soak kills them with SIGKILL and starts them again on
// their data, as machines that die and come back. A relay that stops by
// itself with an error is started again, as its service manager does
// (release/relay's systemd unit: Restart=on-failure).
type Relays struct {
	bin, dir string
	procs    []*relayProc

	mu       sync.Mutex
	kills    int
	restarts int
	stopped  int  // relays that stopped by themselves with an error
	closed   bool // Close: nothing is started again
}

// relayProc is one relay: its command line, kept for its restarts, and
// the process running now, if any.
type relayProc struct {
	n      int
	args   []string
	listen string
	log    string // its standard error, across its restarts

	life sync.Mutex // held while it is killed or started

	mu     sync.Mutex
	cmd    *exec.Cmd
	exited chan struct{}
	killed bool // by the soak: not started again by the supervision
}

// relayStartTime bounds a relay's start: a cluster elects its leaders,
// a relay restarted reads its data back.
const relayStartTime = 90 * time.Second

// BuildRelay builds boardshelf-relay into dir, once for a run; it must be
// called inside the module's tree (as go run and go test are).
func BuildRelay(ctx context.Context, dir string) (string, error) {
	bin := filepath.Join(dir, "boardshelf-relay")
	out, err := exec.CommandContext(ctx, "go", "build", "-o", bin, "boardshelf/cmd/boardshelf-relay").CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("building boardshelf-relay: %v: %s", err, strings.TrimSpace(string(out)))
	}
	return bin, nil
}

// StartRelays starts n relays of bin (1, or 3 clustered) with their data
// and logs under dir, and waits until each serves.
func StartRelays(ctx context.Context, bin, dir string, n int) (*Relays, error) {
	if n != 1 && n != 3 {
		return nil, errors.New("soak: one relay or three")
	}
	ports, err := freePorts(2 * n)
	if err != nil {
		return nil, err
	}
	r := &Relays{bin: bin, dir: dir}
	for i := range n {
		p := &relayProc{n: i, listen: ports[i], log: filepath.Join(dir, fmt.Sprintf("relay-%d.log", i))}
		p.args = []string{"-listen", p.listen, "-data", filepath.Join(dir, fmt.Sprintf("relay-%d", i)), "-name", fmt.Sprintf("relay-%d", i)}
		if n > 1 {
			var routes []string
			for j := range n {
				if j != i {
					routes = append(routes, "nats-route://"+ports[n+j])
				}
			}
			p.args = append(p.args, "-cluster", ports[n+i], "-routes", strings.Join(routes, ","))
		}
		r.procs = append(r.procs, p)
	}
	// The relays of a cluster start together: each waits for the others
	// to elect the stream's leader before it serves.
	errs := make(chan error, n)
	for _, p := range r.procs {
		go func() { errs <- r.start(ctx, p) }()
	}
	for range n {
		err = errors.Join(err, <-errs)
	}
	if err != nil {
		r.Close()
		return nil, err
	}
	return r, nil
}

// freePorts are n loopback addresses free now (a port closed here stays
// free until a relay takes it, barring another program's luck).
func freePorts(n int) ([]string, error) {
	var addrs []string
	var lns []net.Listener
	defer func() {
		for _, ln := range lns {
			ln.Close()
		}
	}()
	for range n {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return nil, err
		}
		lns = append(lns, ln)
		addrs = append(addrs, ln.Addr().String())
	}
	return addrs, nil
}

// Addrs are the relays' addresses, host:port.
func (r *Relays) Addrs() []string {
	var addrs []string
	for _, p := range r.procs {
		addrs = append(addrs, p.listen)
	}
	return addrs
}

// Up are the addresses of the relays running now.
func (r *Relays) Up() []string {
	var addrs []string
	for _, p := range r.procs {
		if p.running() {
			addrs = append(addrs, p.listen)
		}
	}
	return addrs
}

// Logs are the files where the relays write their logs.
func (r *Relays) Logs() []string {
	var logs []string
	for _, p := range r.procs {
		logs = append(logs, p.log)
	}
	return logs
}

// Counts are the relays killed and started again so far, and those that
// stopped by themselves and were started again.
func (r *Relays) Counts() (kills, restarts, stopped int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.kills, r.restarts, r.stopped
}

// start starts p's process and waits until it serves; a relay that
// stops with an error as it starts (its store does not answer) is
// started again after restartAfter, as its service manager does, until
// relayStartTime has passed.
func (r *Relays) start(ctx context.Context, p *relayProc) error {
	ctx, cancel := context.WithTimeout(ctx, relayStartTime)
	defer cancel()
	for {
		err := r.startOnce(ctx, p)
		if !errors.Is(err, errExitedAsItStarted) || !wait(ctx, restartAfter) {
			return err
		}
	}
}

var errExitedAsItStarted = errors.New("exited as it started")

func (r *Relays) startOnce(ctx context.Context, p *relayProc) error {
	log, err := os.OpenFile(p.log, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	defer log.Close() // the child holds its own copy
	cmd := exec.Command(r.bin, p.args...)
	cmd.Stderr = log
	dieWithParent(cmd)
	if err := cmd.Start(); err != nil {
		return err
	}
	exited := make(chan struct{})
	var served atomic.Bool
	go func() {
		err := cmd.Wait()
		close(exited)
		if err != nil && served.Load() {
			r.startAgain(p, cmd)
		}
	}()
	p.mu.Lock()
	p.cmd, p.exited, p.killed = cmd, exited, false
	p.mu.Unlock()
	if err := p.waitServing(ctx, exited); err != nil {
		return err
	}
	served.Store(true)
	return nil
}

// restartAfter is how long a relay that stopped by itself stays down.
const restartAfter = time.Second

// startAgain starts p again after restartAfter when cmd, its process,
// ended by itself with an error (a relay whose store does not answer
// stops so), unless the soak killed it or closed the relays meanwhile.
func (r *Relays) startAgain(p *relayProc, cmd *exec.Cmd) {
	time.Sleep(restartAfter) // a service manager's pause, not a clock
	p.life.Lock()
	defer p.life.Unlock()
	p.mu.Lock()
	current := p.cmd == cmd && !p.killed
	p.mu.Unlock()
	r.mu.Lock()
	closed := r.closed
	r.mu.Unlock()
	if !current || closed {
		return
	}
	if err := r.start(context.Background(), p); err != nil {
		return // counted as not running: the final checks tell
	}
	r.mu.Lock()
	r.stopped++
	r.mu.Unlock()
}

// waitServing waits until the relay accepts connections: it listens
// only once its store is ready.
func (p *relayProc) waitServing(ctx context.Context, exited <-chan struct{}) error {
	for {
		if c, err := net.DialTimeout("tcp", p.listen, time.Second); err == nil {
			c.Close()
			return nil
		}
		select {
		case <-exited:
			return fmt.Errorf("relay %d %w (its log: %s)", p.n, errExitedAsItStarted, p.log)
		case <-ctx.Done():
			return fmt.Errorf("relay %d did not serve in time (its log: %s)", p.n, p.log)
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// running reports whether the relay at addr runs now.
func (r *Relays) running(addr string) bool {
	for _, p := range r.procs {
		if p.listen == addr {
			return p.running()
		}
	}
	return false
}

// lastTrouble is the last line of the log of the relay at addr that
// says its store failed, to tell why a check failed ("" if none).
func (r *Relays) lastTrouble(addr string) string {
	for _, p := range r.procs {
		if p.listen != addr {
			continue
		}
		data, err := os.ReadFile(p.log)
		if err != nil {
			return ""
		}
		lines := strings.Split(strings.TrimSpace(string(data)), "\n")
		for i := len(lines) - 1; i >= 0; i-- {
			if strings.Contains(lines[i], "store") && strings.Contains(lines[i], "level=WARN") {
				const most = 300
				line := lines[i]
				if len(line) > most {
					line = line[:most] + "…"
				}
				return "; its log last said: " + line
			}
		}
	}
	return ""
}

func (p *relayProc) running() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.exited == nil {
		return false
	}
	select {
	case <-p.exited:
		return false
	default:
		return true
	}
}

// kill kills p's process with SIGKILL, as a machine that dies: nothing
// is closed cleanly, and waits until it is gone.
func (p *relayProc) kill() {
	p.mu.Lock()
	cmd, exited := p.cmd, p.exited
	p.killed = true
	p.mu.Unlock()
	if cmd == nil {
		return
	}
	cmd.Process.Signal(syscall.SIGKILL)
	<-exited
}

// Kill kills relay n with SIGKILL and waits until it is gone.
func (r *Relays) Kill(n int) {
	p := r.procs[n]
	p.life.Lock()
	p.kill()
	p.life.Unlock()
	r.mu.Lock()
	r.kills++
	r.mu.Unlock()
}

// Restart starts relay n again on its data, and waits until it serves.
func (r *Relays) Restart(ctx context.Context, n int) error {
	p := r.procs[n]
	p.life.Lock()
	defer p.life.Unlock()
	if err := r.start(ctx, p); err != nil {
		return err
	}
	r.mu.Lock()
	r.restarts++
	r.mu.Unlock()
	return nil
}

// KillAndRestart kills relay n, waits pause, and starts it again.
func (r *Relays) KillAndRestart(ctx context.Context, n int, pause time.Duration) error {
	r.Kill(n)
	if !wait(ctx, pause) {
		return ctx.Err()
	}
	return r.Restart(ctx, n)
}

// RelayChaos shapes the relays' faults; a zero field takes its default.
type RelayChaos struct {
	Every    time.Duration // the mean time between kills: 15 s
	MaxPause time.Duration // a relay killed stays down from 1 s to this: 5 s
}

// Chaos kills a relay drawn at random, one at a time, every so often,
// and starts it again after a pause, until ctx ends; it gives the first
// error of a relay that would not start again (nil otherwise).
func (r *Relays) Chaos(ctx context.Context, seed uint64, opts RelayChaos) error {
	if opts.Every <= 0 {
		opts.Every = 15 * time.Second
	}
	if opts.MaxPause < time.Second {
		opts.MaxPause = 5 * time.Second
	}
	rng := rand.New(rand.NewPCG(seed, 0x6b696c6c))
	for {
		wait := opts.Every/2 + time.Duration(rng.Int64N(int64(opts.Every)))
		pause := time.Second + time.Duration(rng.Int64N(int64(opts.MaxPause-time.Second)+1))
		n := rng.IntN(len(r.procs))
		select {
		case <-ctx.Done():
			return nil
		case <-time.After(wait):
		}
		// The restart is not cut short by the end of ctx: a run ends with
		// every relay up, for the final checks.
		if err := r.KillAndRestart(context.WithoutCancel(ctx), n, pause); err != nil {
			return err
		}
	}
}

// Close kills every relay; their data stays in the directory.
func (r *Relays) Close() {
	r.mu.Lock()
	r.closed = true
	r.mu.Unlock()
	for _, p := range r.procs {
		p.life.Lock()
		p.kill()
		p.life.Unlock()
	}
}
