// Package faultnet is a TCP proxy that injects network faults, for the
// tests of online play: the apps' sessions talk over loopback through a
// Proxy, and the test makes the network slow, cuts or resets the
// connections, swallows everything as a peer gone without a word would
// (a laptop asleep), or refuses new connections, at any moment while the
// connections run.
//
// It is pure Go, with no dependency beyond the standard library.
package faultnet

import (
	"errors"
	"net"
	"sync"
	"sync/atomic"
	"time"
)

// Proxy forwards every connection it accepts to a target, through the
// faults set on it. Its methods are safe for concurrent use.
type Proxy struct {
	ln      net.Listener
	targets []string

	mu        sync.Mutex
	answered  int // the target that answered last, tried first
	latency   time.Duration
	blackhole bool
	refuse    bool
	closed    bool
	links     map[*link]struct{}
	wake      chan struct{} // closed, and replaced, whenever a fault changes

	toTarget, fromTarget atomic.Int64 // bytes delivered each way
	wg                   sync.WaitGroup
}

// Listen starts a proxy on a free port of 127.0.0.1 that forwards every
// connection it accepts to target ("host:port"), each in both directions.
func Listen(target string) (*Proxy, error) {
	return ListenAny(target)
}

// ListenAny is Listen with several targets, as a name with several
// addresses, or a balancer, in front of a cluster: each new connection
// goes to the first target that answers, starting with the one that
// answered last, so that the clients move only when their target dies.
func ListenAny(targets ...string) (*Proxy, error) {
	if len(targets) == 0 {
		return nil, errors.New("faultnet: no target")
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	p := &Proxy{ln: ln, targets: targets, links: map[*link]struct{}{}, wake: make(chan struct{})}
	p.wg.Add(1)
	go p.accept()
	return p, nil
}

// Addr is the address the proxy listens on: dial it instead of the target.
func (p *Proxy) Addr() string { return p.ln.Addr().String() }

// Target is the target that answered last (the first before any did).
func (p *Proxy) Target() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.targets[p.answered]
}

// Close stops the proxy: it accepts no more connections and closes those
// it forwards. It waits until none of its goroutines runs.
func (p *Proxy) Close() error {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return nil
	}
	p.closed = true
	p.mu.Unlock()
	err := p.ln.Close()
	p.dropAll(false)
	p.wg.Wait()
	return err
}

// SetLatency delays every chunk of data by d each way, in order: a round
// trip through the proxy takes 2d more. Zero is no delay. A chunk already
// waiting is delivered d after it arrived, with the new d.
func (p *Proxy) SetLatency(d time.Duration) {
	p.change(func() { p.latency = max(d, 0) })
}

// Latency is the delay set by SetLatency.
func (p *Proxy) Latency() time.Duration {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.latency
}

// Blackhole, while on, lets nothing pass, either way, on any connection:
// they stay open, as with a peer gone without closing them (a laptop
// asleep, a cable pulled). New connections are accepted and carry nothing
// either. What is sent meanwhile is held, not lost (up to a bound, beyond
// which the senders block as on a full network): when the blackhole ends
// it is delivered, in order, and so is a close that came meanwhile.
func (p *Proxy) Blackhole(on bool) {
	p.change(func() { p.blackhole = on })
}

// Refuse, while on, closes every new connection at once, with a reset,
// as an unreachable host would; the connections that run go on.
func (p *Proxy) Refuse(on bool) {
	p.change(func() { p.refuse = on })
}

// Cut closes every current connection abruptly, both ways: each side
// reads the end (EOF, or a reset when data was left unread) and its
// writes fail. Data on its way is lost. New connections are forwarded.
func (p *Proxy) Cut() { p.dropAll(false) }

// Reset is Cut with TCP resets: both sides read a "connection reset".
func (p *Proxy) Reset() { p.dropAll(true) }

// Conns is the number of connections the proxy forwards now.
func (p *Proxy) Conns() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.links)
}

// Bytes are the bytes the proxy has delivered since it started: to the
// target (sent by the clients) and from it.
func (p *Proxy) Bytes() (toTarget, fromTarget int64) {
	return p.toTarget.Load(), p.fromTarget.Load()
}

// change changes a fault and wakes every connection waiting on one.
func (p *Proxy) change(set func()) {
	p.mu.Lock()
	defer p.mu.Unlock()
	set()
	close(p.wake)
	p.wake = make(chan struct{})
}

// state is the faults now, and a channel closed when they change.
func (p *Proxy) state() (latency time.Duration, blackhole bool, wake <-chan struct{}) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.latency, p.blackhole, p.wake
}

// dropAll closes every current connection, with resets when reset.
func (p *Proxy) dropAll(reset bool) {
	p.mu.Lock()
	links := make([]*link, 0, len(p.links))
	for l := range p.links {
		links = append(links, l)
		delete(p.links, l)
	}
	p.mu.Unlock()
	for _, l := range links {
		l.kill(reset)
	}
}

// accept forwards every connection accepted until the listener closes.
func (p *Proxy) accept() {
	defer p.wg.Done()
	for {
		c, err := p.ln.Accept()
		if err != nil {
			if errors.Is(err, net.ErrClosed) {
				return
			}
			continue // a connection that failed on its way in
		}
		p.wg.Add(1)
		go p.forward(c.(*net.TCPConn))
	}
}

// forward connects a client accepted to the target, unless connections
// are refused, and starts passing their data.
func (p *Proxy) forward(client *net.TCPConn) {
	defer p.wg.Done()
	p.mu.Lock()
	refuse := p.refuse || p.closed
	p.mu.Unlock()
	if refuse {
		abort(client)
		return
	}
	c, err := p.dial()
	if err != nil {
		abort(client) // the targets are down: so is the proxy for the client
		return
	}
	l := &link{p: p, client: client, server: c, done: make(chan struct{})}
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		l.kill(false)
		return
	}
	p.links[l] = struct{}{}
	p.mu.Unlock()
	l.start()
}

// dial connects to the first target that answers, from the one that
// answered last.
func (p *Proxy) dial() (*net.TCPConn, error) {
	p.mu.Lock()
	first := p.answered
	p.mu.Unlock()
	var err error
	for i := range p.targets {
		n := (first + i) % len(p.targets)
		var c net.Conn
		if c, err = net.DialTimeout("tcp", p.targets[n], dialTimeout); err == nil {
			p.mu.Lock()
			p.answered = n
			p.mu.Unlock()
			return c.(*net.TCPConn), nil
		}
	}
	return nil, err
}

// dialTimeout bounds a dial to one target, so that a target gone silent
// does not hold the others back.
const dialTimeout = 2 * time.Second

// remove forgets a link that ended by itself.
func (p *Proxy) remove(l *link) {
	p.mu.Lock()
	delete(p.links, l)
	p.mu.Unlock()
}

// abort closes c with a reset.
func abort(c *net.TCPConn) {
	c.SetLinger(0)
	c.Close()
}
