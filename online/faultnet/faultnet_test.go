package faultnet_test

import (
	"bytes"
	"errors"
	"io"
	"net"
	"runtime"
	"sync"
	"syscall"
	"testing"
	"time"

	"boardshelf/online/faultnet"
)

// Each test runs a target on loopback, a proxy in front of it, and
// clients dialling the proxy; it holds both ends of each connection (the
// client's, and the target's accepted one), and waits on reads, never on
// sleeps, to see what passes.

// patience bounds every wait that should succeed: far above what any
// wait takes, so that a loaded machine does not fail the tests.
const patience = 10 * time.Second

// target accepts connections and gives them to the test.
func target(t *testing.T) (addr string, accepted <-chan net.Conn) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ch := make(chan net.Conn, 64)
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			ch <- c
		}
	}()
	t.Cleanup(func() {
		ln.Close()
		for {
			select {
			case c := <-ch:
				c.Close()
			default:
				return
			}
		}
	})
	return ln.Addr().String(), ch
}

// echo is a target that sends back what it reads.
func echo(t *testing.T) string {
	t.Helper()
	addr, accepted := target(t)
	done := make(chan struct{})
	t.Cleanup(func() { close(done) })
	go func() {
		for {
			select {
			case c := <-accepted:
				go func() { io.Copy(c, c); c.Close() }()
			case <-done:
				return
			}
		}
	}()
	return addr
}

func proxy(t *testing.T, addr string) *faultnet.Proxy {
	t.Helper()
	p, err := faultnet.Listen(addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	return p
}

func dial(t *testing.T, p *faultnet.Proxy) net.Conn {
	t.Helper()
	c, err := net.Dial("tcp", p.Addr())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// pair is a connection through the proxy: the client's end and the
// target's.
func pair(t *testing.T) (p *faultnet.Proxy, client, server net.Conn) {
	t.Helper()
	addr, accepted := target(t)
	p = proxy(t, addr)
	client = dial(t, p)
	select {
	case server = <-accepted:
		t.Cleanup(func() { server.Close() })
	case <-time.After(patience):
		t.Fatal("the proxy did not connect to the target")
	}
	return p, client, server
}

// send writes text to c.
func send(t *testing.T, c net.Conn, text string) {
	t.Helper()
	if _, err := c.Write([]byte(text)); err != nil {
		t.Fatalf("writing %q: %v", text, err)
	}
}

// receive reads exactly len(want) bytes from c within d and compares them.
func receive(t *testing.T, c net.Conn, want string, d time.Duration) {
	t.Helper()
	c.SetReadDeadline(time.Now().Add(d))
	defer c.SetReadDeadline(time.Time{})
	got := make([]byte, len(want))
	if _, err := io.ReadFull(c, got); err != nil {
		t.Fatalf("reading %q: %v (got %q)", want, err, got)
	}
	if string(got) != want {
		t.Fatalf("read %q, want %q", got, want)
	}
}

// readFails reads from c and gives the error, failing the test if data
// comes or the read waits until patience runs out.
func readFails(t *testing.T, c net.Conn) error {
	t.Helper()
	c.SetReadDeadline(time.Now().Add(patience))
	n, err := c.Read(make([]byte, 64))
	if n > 0 || err == nil {
		t.Fatalf("read %d bytes, want an error", n)
	}
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		t.Fatalf("the read waited %v without an error", patience)
	}
	return err
}

// staysQuiet checks that nothing comes on c for d: the read times out.
func staysQuiet(t *testing.T, c net.Conn, d time.Duration) {
	t.Helper()
	c.SetReadDeadline(time.Now().Add(d))
	defer c.SetReadDeadline(time.Time{})
	n, err := c.Read(make([]byte, 64))
	var ne net.Error
	if !errors.As(err, &ne) || !ne.Timeout() {
		t.Fatalf("during a blackhole the read gave %d bytes, %v; want a timeout", n, err)
	}
}

// eventually waits for cond, polling, failing after patience.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for end := time.Now().Add(patience); !cond(); {
		if time.Now().After(end) {
			t.Fatalf("still not so after %v: %s", patience, what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// roundTrip times a message sent through the echo target and back.
func roundTrip(t *testing.T, c net.Conn, text string) time.Duration {
	t.Helper()
	start := time.Now()
	send(t, c, text)
	receive(t, c, text, patience)
	return time.Since(start)
}

func TestDataPassesBothWays(t *testing.T) {
	p, client, server := pair(t)
	send(t, client, "hello")
	receive(t, server, "hello", patience)
	send(t, server, "welcome")
	receive(t, client, "welcome", patience)
	if p.Conns() != 1 {
		t.Errorf("%d connections, want 1", p.Conns())
	}

	// A megabyte each way at once: neither direction waits on the other.
	big := bytes.Repeat([]byte("0123456789abcdef"), 1<<16)
	var wg sync.WaitGroup
	for _, c := range []net.Conn{client, server} {
		wg.Add(1)
		go func() { defer wg.Done(); c.Write(big) }()
	}
	for _, c := range []net.Conn{client, server} {
		receive(t, c, string(big), patience)
	}
	wg.Wait()
	eventually(t, "the bytes delivered are counted", func() bool { up, down := p.Bytes(); return up+down >= int64(12+2*len(big)) })
	if up, down := p.Bytes(); up != int64(5+len(big)) || down != int64(7+len(big)) {
		t.Errorf("bytes counted %d to the target and %d from it, want %d and %d", up, down, 5+len(big), 7+len(big))
	}

	// A close passes as a close, one way at a time.
	client.(*net.TCPConn).CloseWrite()
	if err := readFails(t, server); err != io.EOF {
		t.Errorf("the target read %v after the client's close, want EOF", err)
	}
	send(t, server, "bye")
	receive(t, client, "bye", patience)
	server.Close()
	if err := readFails(t, client); err != io.EOF {
		t.Errorf("the client read %v after the target's close, want EOF", err)
	}
	eventually(t, "the connection closed at both ends is forgotten", func() bool { return p.Conns() == 0 })
}

func TestLatencyDelaysARoundTrip(t *testing.T) {
	p := proxy(t, echo(t))
	c := dial(t, p)
	fast := roundTrip(t, c, "ping")
	const latency = 150 * time.Millisecond
	p.SetLatency(latency)
	slow := roundTrip(t, c, "ping")
	t.Logf("a round trip: %v, with %v each way %v", fast, latency, slow)
	if slow < 2*latency {
		t.Errorf("a round trip took %v with %v each way", slow, latency)
	}
	if slow > 2*latency+patience/2 {
		t.Errorf("a round trip took %v with %v each way", slow, latency)
	}
	p.SetLatency(0)
	if again := roundTrip(t, c, "ping"); again >= 2*latency {
		t.Errorf("a round trip took %v after the latency was lifted (%v before any)", again, fast)
	}
}

// Chunks keep their order, even when the latency drops while some wait.
func TestLatencyKeepsTheOrder(t *testing.T) {
	p := proxy(t, echo(t))
	c := dial(t, p)
	p.SetLatency(300 * time.Millisecond)
	var want bytes.Buffer
	for i := range 200 {
		msg := []byte{byte('a' + i%26)}
		want.Write(msg)
		if _, err := c.Write(msg); err != nil {
			t.Fatal(err)
		}
		if i == 100 {
			p.SetLatency(0)
		}
	}
	receive(t, c, want.String(), patience)
}

func TestCutEndsEveryConnection(t *testing.T) {
	p, client, server := pair(t)
	send(t, client, "hello")
	receive(t, server, "hello", patience)
	p.Cut()
	if p.Conns() != 0 {
		t.Errorf("%d connections after the cut", p.Conns())
	}
	if err := readFails(t, client); err == nil {
		t.Error("the client read no error")
	}
	readFails(t, server)

	// New connections go through.
	c := dial(t, p)
	send(t, c, "again")
	// (the target of pair does not echo: this only checks the dial and
	// write work; TestDataPassesBothWays checks the data)
	eventually(t, "a new connection is forwarded", func() bool { return p.Conns() == 1 })
}

func TestResetSendsResets(t *testing.T) {
	p, client, server := pair(t)
	send(t, client, "hello")
	receive(t, server, "hello", patience)
	p.Reset()
	for side, c := range map[string]net.Conn{"client": client, "target": server} {
		err := readFails(t, c)
		if runtime.GOOS == "linux" && !errors.Is(err, syscall.ECONNRESET) {
			t.Errorf("the %s read %v, want a reset", side, err)
		}
	}
}

func TestBlackholeHoldsThenDelivers(t *testing.T) {
	p, client, server := pair(t)
	send(t, client, "before")
	receive(t, server, "before", patience)
	// (the count follows the delivery by a moment)
	eventually(t, "the bytes delivered are counted", func() bool { up, _ := p.Bytes(); return up == 6 })
	p.Blackhole(true)
	up, down := p.Bytes()
	send(t, client, "ping")
	send(t, server, "pong")
	client.(*net.TCPConn).CloseWrite() // a close is held too
	staysQuiet(t, server, 300*time.Millisecond)
	staysQuiet(t, client, 300*time.Millisecond)
	if p.Conns() != 1 {
		t.Errorf("%d connections during the blackhole, want the one kept open", p.Conns())
	}
	if u, d := p.Bytes(); u != up || d != down {
		t.Errorf("bytes passed during the blackhole: %d and %d more", u-up, d-down)
	}

	p.Blackhole(false)
	receive(t, server, "ping", patience)
	receive(t, client, "pong", patience)
	if err := readFails(t, server); err != io.EOF {
		t.Errorf("the close held during the blackhole reads as %v", err)
	}
}

func TestANewConnectionCarriesNothingDuringABlackhole(t *testing.T) {
	p := proxy(t, echo(t))
	p.Blackhole(true)
	c := dial(t, p)
	send(t, c, "hello?")
	staysQuiet(t, c, 300*time.Millisecond)
	p.Blackhole(false)
	receive(t, c, "hello?", patience)
}

func TestRefuseClosesNewConnections(t *testing.T) {
	p := proxy(t, echo(t))
	running := dial(t, p)
	roundTrip(t, running, "hi")
	p.Refuse(true)
	c, err := net.Dial("tcp", p.Addr())
	if err == nil {
		defer c.Close()
		c.Write([]byte("anyone?")) // may fail already
		readFails(t, c)
	}
	roundTrip(t, running, "still here")
	p.Refuse(false)
	roundTrip(t, dial(t, p), "open again")
}

func TestAnUnreachableTargetEndsTheClient(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0") // a port then closed: nothing listens there
	if err != nil {
		t.Fatal(err)
	}
	gone := ln.Addr().String()
	ln.Close()
	p := proxy(t, gone)
	if c, err := net.Dial("tcp", p.Addr()); err == nil { // or the reset comes first
		defer c.Close()
		readFails(t, c)
	}
	if p.Conns() != 0 {
		t.Errorf("%d connections to nowhere", p.Conns())
	}
}

// With several targets, connections go to the one that answered last,
// and move to the next when it is gone.
func TestConnectionsMoveToTheNextTargetWhenOneIsGone(t *testing.T) {
	first, firstAccepted := target(t)
	second, secondAccepted := target(t)
	p, err := faultnet.ListenAny(first, second)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	arrives := func(accepted <-chan net.Conn, where string) {
		t.Helper()
		dial(t, p)
		select {
		case c := <-accepted:
			c.Close()
		case <-time.After(patience):
			t.Fatalf("no connection came to the %s target", where)
		}
	}
	arrives(firstAccepted, "first")
	arrives(firstAccepted, "first")

	gone, err := net.Listen("tcp", "127.0.0.1:0") // a port then closed: nothing listens there
	if err != nil {
		t.Fatal(err)
	}
	gone.Close()
	p, err = faultnet.ListenAny(gone.Addr().String(), second)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	arrives(secondAccepted, "second")
	arrives(secondAccepted, "second")
	if p.Target() != second {
		t.Errorf("the target that answered last is %s, want %s", p.Target(), second)
	}
	if _, err := faultnet.ListenAny(); err == nil {
		t.Error("a proxy to no target started")
	}
}

func TestCloseEndsEverything(t *testing.T) {
	p, client, _ := pair(t)
	if err := p.Close(); err != nil {
		t.Fatal(err)
	}
	readFails(t, client)
	if err := p.Close(); err != nil {
		t.Errorf("closing twice: %v", err)
	}
	if c, err := net.Dial("tcp", p.Addr()); err == nil {
		c.Close()
		t.Error("a closed proxy accepts connections")
	}
}

// Clients echo through the proxy while the faults change under them, for
// the race detector; once the faults stop the proxy forwards as before.
func TestConcurrentUse(t *testing.T) {
	p := proxy(t, echo(t))
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for range 6 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			buf := make([]byte, 16)
			for {
				select {
				case <-stop:
					return
				default:
				}
				c, err := net.Dial("tcp", p.Addr())
				if err != nil {
					continue
				}
				for range 20 {
					c.SetDeadline(time.Now().Add(200 * time.Millisecond))
					if _, err := c.Write([]byte("0123456789abcdef")); err != nil {
						break
					}
					if _, err := io.ReadFull(c, buf); err != nil {
						break
					}
				}
				c.Close()
			}
		}()
	}
	faults := []func(){
		func() { p.SetLatency(20 * time.Millisecond) },
		func() { p.SetLatency(0) },
		func() { p.Blackhole(true) },
		func() { p.Blackhole(false) },
		func() { p.Refuse(true) },
		func() { p.Refuse(false) },
		p.Cut,
		p.Reset,
		func() { p.Conns(); p.Bytes(); p.Latency() },
	}
	for i := range 300 {
		faults[i%len(faults)]()
		faults[(i*7)%len(faults)]()
		roundTripOrNot(p)
	}
	close(stop)
	wg.Wait()
	p.SetLatency(0)
	p.Blackhole(false)
	p.Refuse(false)
	roundTrip(t, dial(t, p), "calm again")
}

// roundTripOrNot tries a short round trip, whatever comes of it: it gives
// the faults above some time to act between changes.
func roundTripOrNot(p *faultnet.Proxy) {
	c, err := net.DialTimeout("tcp", p.Addr(), 50*time.Millisecond)
	if err != nil {
		return
	}
	defer c.Close()
	c.SetDeadline(time.Now().Add(5 * time.Millisecond))
	c.Write([]byte("x"))
	c.Read(make([]byte, 1))
}
