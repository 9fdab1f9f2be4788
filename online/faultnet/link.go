package faultnet

import (
	"errors"
	"io"
	"net"
	"sync"
	"sync/atomic"
	"time"
)

// A connection forwarded: the client's, accepted, and the proxy's own to
// the target. Each direction is a pipe of two goroutines, a reader that
// takes the data in as it comes, stamped with the time it came, and a
// writer that delivers it when the faults let it: after the latency, and
// not during a blackhole. Between them a bounded queue keeps what is
// held; when it is full the reader stops reading, and the sender's
// writes block as on a full network.

// queued is how many chunks a direction holds before it stops reading.
const queued = 64

// chunkSize is the most read at once.
const chunkSize = 32 << 10

// link is a connection forwarded, both ways.
type link struct {
	p              *Proxy
	client, server *net.TCPConn
	done           chan struct{} // closed when the link is killed
	once           sync.Once
	closedWays     atomic.Int32 // directions that ended with a close
}

// chunk is data read from one side, or its end (data nil): io.EOF for a
// close, another error for a reset.
type chunk struct {
	data []byte
	err  error
	at   time.Time
}

// start passes the data both ways.
func (l *link) start() {
	l.pipe(l.client, l.server, &l.p.toTarget)
	l.pipe(l.server, l.client, &l.p.fromTarget)
}

// pipe passes the data read from src to dst, counting the bytes delivered.
func (l *link) pipe(src, dst *net.TCPConn, count *atomic.Int64) {
	q := make(chan chunk, queued)
	l.p.wg.Add(2)
	go l.read(src, q)
	go l.write(dst, q, count)
}

// read takes in what src sends, until it ends or the link is killed.
func (l *link) read(src *net.TCPConn, q chan<- chunk) {
	defer l.p.wg.Done()
	buf := make([]byte, chunkSize)
	for {
		n, err := src.Read(buf)
		if n > 0 {
			c := chunk{data: append([]byte(nil), buf[:n]...), at: time.Now()}
			select {
			case q <- c:
			case <-l.done:
				return
			}
		}
		if err != nil {
			select {
			case q <- chunk{err: err, at: time.Now()}:
			case <-l.done:
			}
			return
		}
	}
}

// write delivers to dst what read took in, when the faults let it: a
// close as a close (dst may still send the other way), a reset or a
// failed write by ending the link.
func (l *link) write(dst *net.TCPConn, q <-chan chunk, count *atomic.Int64) {
	defer l.p.wg.Done()
	for {
		var c chunk
		select {
		case c = <-q:
		case <-l.done:
			return
		}
		if !l.hold(c.at) {
			return
		}
		switch {
		case c.data == nil && errors.Is(c.err, io.EOF):
			dst.CloseWrite()
			if l.closedWays.Add(1) == 2 {
				l.end(false)
			}
			return
		case c.data == nil:
			l.end(true) // the other side was reset (or failed): so is this one
			return
		}
		n, err := dst.Write(c.data)
		count.Add(int64(n))
		if err != nil {
			l.end(true)
			return
		}
	}
}

// hold waits until a chunk that came at may pass: its latency over, and
// no blackhole. It reports false if the link was killed meanwhile.
func (l *link) hold(at time.Time) bool {
	for {
		latency, blackhole, wake := l.p.state()
		var timer *time.Timer
		var due <-chan time.Time
		if !blackhole {
			wait := time.Until(at.Add(latency))
			if wait <= 0 {
				return true
			}
			timer = time.NewTimer(wait)
			due = timer.C
		}
		select {
		case <-due:
		case <-wake: // the faults changed: look again
		case <-l.done:
		}
		if timer != nil {
			timer.Stop()
		}
		select {
		case <-l.done:
			return false
		default:
		}
	}
}

// end ends a link by itself (not cut by the proxy): it is closed and
// forgotten.
func (l *link) end(reset bool) {
	l.kill(reset)
	l.p.remove(l)
}

// kill closes both sides at once, with resets when reset, and stops the
// pipes.
func (l *link) kill(reset bool) {
	l.once.Do(func() {
		close(l.done)
		if reset {
			l.client.SetLinger(0)
			l.server.SetLinger(0)
		}
		l.client.Close()
		l.server.Close()
	})
}
