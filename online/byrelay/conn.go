package byrelay

import (
	"context"
	"errors"
	"fmt"

	"boardshelf/online/wslink"
	"boardshelf/relay/proto"
)

// conn is one connection to a relay, past its welcome.
type conn struct {
	*wslink.Link
	welcome *proto.Welcome
}

// errLasting is a refusal that dialling again cannot mend.
type errLasting struct{ err error }

func (e errLasting) Error() string { return e.err.Error() }
func (e errLasting) Unwrap() error { return e.err }

func isLasting(err error) bool {
	var l errLasting
	var e *proto.Error
	return errors.As(err, &l) || errors.As(err, &e) && e.Lasting()
}

// dial connects to the relay at relay (as Address reads it) and reads its
// welcome.
func dial(ctx context.Context, relay string, timing wslink.Timing) (*conn, error) {
	url, err := Address(relay)
	if err != nil {
		return nil, errLasting{err}
	}
	ctx, cancel := context.WithTimeout(ctx, timing.DeadAfter)
	defer cancel()
	l, err := wslink.Dial(ctx, url, timing, proto.MaxMessage)
	if err != nil {
		return nil, err
	}
	c := &conn{Link: l}
	m, err := c.read(ctx)
	if err != nil {
		l.C.CloseNow()
		return nil, err
	}
	w, ok := m.(*proto.Welcome)
	switch {
	case !ok:
		l.C.CloseNow()
		return nil, errors.New("the relay sent no welcome")
	case w.V != proto.Version:
		l.C.CloseNow()
		return nil, errLasting{fmt.Errorf("the relay speaks version %d of the protocol; this app speaks %d", w.V, proto.Version)}
	}
	c.welcome = w
	return c, nil
}

// read reads one message; an Error from the relay is returned as the
// error.
func (c *conn) read(ctx context.Context) (proto.Message, error) {
	data, err := c.Read(ctx)
	if err != nil {
		return nil, err
	}
	m, err := proto.Decode(data)
	if err != nil {
		return nil, err
	}
	if e, ok := m.(*proto.Error); ok {
		return nil, e
	}
	return m, nil
}

func (c *conn) write(ctx context.Context, m proto.Message) error {
	return c.Write(ctx, proto.Encode(m))
}

func (c *conn) close() { c.C.CloseNow() }
