package relay

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"boardshelf/relay/proto"
)

// Names in NATS.
const (
	streamName    = "ROOMS"
	roomsBucket   = "rooms"
	platesBucket  = "plates"
	roomPrefix    = "room."     // room.<room>: a room's sealed messages, in the stream
	outPrefix     = "out.room." // out.room.<room>: each stored message, republished for every relay to fan out
	prevHeader    = "Boardshelf-Prev"
	maxPerRoom    = 100_000         // messages of one room: online.MaxEntries and their retries
	dupWindow     = 2 * time.Minute // a retry within it is taken once
	clusterName   = "boardshelf-relay"
	storeTimeout  = 10 * time.Second // one request to the store
	startDeadline = time.Minute      // for a cluster to elect its leaders
)

// Errors of the store, which a connection turns into refusals.
var (
	errBehind = errors.New("another message came first")
	errNoRoom = errors.New("no such room")
	errTaken  = errors.New("the room exists with other keys")
	errFull   = errors.New("the room holds as many messages as the relay keeps")
	errStore  = errors.New("the store failed")
)

// store is the embedded NATS server and what the relay keeps in it: the
// stream of every room's sealed messages, and the rooms' keys.
type store struct {
	ns     *server.Server
	nc     *nats.Conn
	js     jetstream.JetStream
	stream jetstream.Stream
	rooms  jetstream.KeyValue
	plates jetstream.KeyValue
	log    *slog.Logger
}

// roomKeys are what the relay keeps of a room besides its messages.
type roomKeys struct {
	Play    string `json:"play"`
	Watch   string `json:"watch"`
	Created int64  `json:"created"` // ms since 1970 UTC
}

// openStore starts the NATS server with JetStream on opts.Data, joins its
// cluster if any, and makes the stream and buckets (or finds them).
func openStore(opts Options, onAsyncError func(error)) (*store, error) {
	token := proto.NewNonce() // nobody else connects
	nsOpts := &server.Options{
		ServerName:    opts.Name,
		DontListen:    true, // the relay's own connection is in-process
		JetStream:     true,
		StoreDir:      filepath.Join(opts.Data, "jetstream"),
		NoSigs:        true,
		Authorization: token,
	}
	if opts.Cluster != "" {
		// The server starts its routes only after its client listener,
		// so a cluster's relay has one, on loopback, behind the token.
		nsOpts.DontListen, nsOpts.Host, nsOpts.Port = false, "127.0.0.1", server.RANDOM_PORT
		host, port, err := splitHostPort(opts.Cluster)
		if err != nil {
			return nil, fmt.Errorf("relay: the cluster address: %w", err)
		}
		nsOpts.Cluster = server.ClusterOpts{Name: clusterName, Host: host, Port: port}
		nsOpts.Routes = server.RoutesFromStr(strings.Join(opts.Routes, ","))
	}
	ns, err := server.NewServer(nsOpts)
	if err != nil {
		return nil, fmt.Errorf("relay: the store: %w", err)
	}
	ns.SetLoggerV2(natsLogger{opts.Logger}, false, false, false)
	ns.Start()
	s := &store{ns: ns, log: opts.Logger}
	if !ns.ReadyForConnections(startDeadline) {
		s.close()
		return nil, errors.New("relay: the store did not start")
	}
	s.nc, err = nats.Connect("", nats.InProcessServer(ns), nats.Token(token), nats.Name(opts.Name), nats.MaxReconnects(-1),
		nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) { onAsyncError(err) }))
	if err != nil {
		s.close()
		return nil, fmt.Errorf("relay: the store: %w", err)
	}
	if s.js, err = jetstream.New(s.nc); err == nil {
		err = s.makeStreams(opts)
	}
	if err != nil {
		s.close()
		return nil, err
	}
	return s, nil
}

// makeStreams makes the stream and the buckets, waiting while a cluster
// elects its leaders.
func (s *store) makeStreams(opts Options) error {
	ctx, cancel := context.WithTimeout(context.Background(), startDeadline)
	defer cancel()
	make := func(what string, f func(context.Context) error) error {
		for {
			tctx, tcancel := context.WithTimeout(ctx, 2*time.Second) // short: no leader yet is the common failure
			err := f(tctx)
			tcancel()
			if err == nil {
				return nil
			}
			if ctx.Err() != nil {
				return fmt.Errorf("relay: %s: %w", what, err)
			}
			select { // a cluster without its leaders yet
			case <-ctx.Done():
			case <-time.After(250 * time.Millisecond):
			}
		}
	}
	err := make("making the stream", func(ctx context.Context) (err error) {
		s.stream, err = s.js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{
			Name:                 streamName,
			Subjects:             []string{roomPrefix + "*"},
			Storage:              jetstream.FileStorage,
			Replicas:             opts.Replicas,
			MaxMsgSize:           proto.MaxSealed,
			MaxMsgsPerSubject:    maxPerRoom,
			Discard:              jetstream.DiscardNew, // a full room refuses, it never forgets its beginning
			DiscardNewPerSubject: true,
			Duplicates:           dupWindow,
			RePublish:            &jetstream.RePublish{Source: roomPrefix + "*", Destination: outPrefix + "{{wildcard(1)}}"},
		})
		return err
	})
	if err == nil {
		err = make("making the rooms' bucket", func(ctx context.Context) (err error) {
			s.rooms, err = s.bucket(ctx, jetstream.KeyValueConfig{
				Bucket: roomsBucket, Storage: jetstream.FileStorage, Replicas: opts.Replicas, MaxValueSize: 1024})
			return err
		})
	}
	if err == nil {
		err = make("making the invitations' bucket", func(ctx context.Context) (err error) {
			s.plates, err = s.bucket(ctx, jetstream.KeyValueConfig{
				Bucket: platesBucket, Storage: jetstream.MemoryStorage, Replicas: opts.Replicas,
				TTL: opts.PlateTTL, MaxValueSize: 256})
			return err
		})
	}
	if err == nil { // a server can make them and answer nothing after (watchStore)
		err = make("asking the store", s.probe)
	}
	return err
}

// bucket makes a key-value bucket whose reads go to its leader (or finds
// it), and binds to it. A bucket's replicas answer reads by default, and
// one that has not applied a write yet would not know a room or an
// invitation made a moment ago on another relay. A handle bound while the
// bucket still let replicas answer asks them for ever, and finds "no
// responders" once reads go to the leader: so the bucket is never made
// or updated again by the KV calls, which let replicas answer each time,
// and the handle is bound only once reads go to the leader.
func (s *store) bucket(ctx context.Context, cfg jetstream.KeyValueConfig) (jetstream.KeyValue, error) {
	name := "KV_" + cfg.Bucket
	stream, err := s.js.Stream(ctx, name)
	if errors.Is(err, jetstream.ErrStreamNotFound) {
		_, err = s.js.CreateKeyValue(ctx, cfg)
		if err == nil || errors.Is(err, jetstream.ErrBucketExists) { // another relay made it meanwhile
			stream, err = s.js.Stream(ctx, name)
		}
	}
	if err != nil {
		return nil, err
	}
	held := stream.CachedInfo().Config
	want := held
	want.AllowDirect, want.Replicas, want.MaxAge, want.MaxMsgSize = false, cfg.Replicas, cfg.TTL, cfg.MaxValueSize
	if want.MaxAge > 0 {
		want.Duplicates = min(want.Duplicates, want.MaxAge) // as the KV calls make it
	}
	if !reflect.DeepEqual(held, want) {
		if _, err := s.js.UpdateStream(ctx, want); err != nil {
			return nil, err
		}
	}
	kv, err := s.js.KeyValue(ctx, cfg.Bucket)
	if err != nil {
		return nil, err
	}
	// Another relay making the bucket at the same moment may have let the
	// replicas answer again: the caller tries again.
	if stream, err = s.js.Stream(ctx, name); err == nil && stream.CachedInfo().Config.AllowDirect {
		err = errors.New("the bucket's replicas still answer reads")
	}
	return kv, err
}

func (s *store) close() {
	if s.nc != nil {
		s.nc.Close()
	}
	s.ns.Shutdown()
	s.ns.WaitForShutdown()
}

// create makes a room with its keys; the same keys again is no error.
func (s *store) create(ctx context.Context, room string, keys roomKeys) error {
	value, _ := json.Marshal(keys)
	_, err := s.rooms.Create(ctx, room, value)
	if !errors.Is(err, jetstream.ErrKeyExists) {
		return err
	}
	held, err := s.keys(ctx, room)
	if err != nil {
		return err
	}
	if held.Play != keys.Play || held.Watch != keys.Watch {
		return errTaken
	}
	return nil
}

// keys are a room's keys, or errNoRoom.
func (s *store) keys(ctx context.Context, room string) (roomKeys, error) {
	var k roomKeys
	entry, err := s.rooms.Get(ctx, room)
	if errors.Is(err, jetstream.ErrKeyNotFound) {
		return k, errNoRoom
	}
	if err != nil {
		return k, err
	}
	if err := json.Unmarshal(entry.Value(), &k); err != nil {
		return k, fmt.Errorf("the keys of a room: %w", err)
	}
	return k, nil
}

// appended is what the store says of an append.
type appended struct {
	seq uint64
	dup bool
}

// append stores a sealed message of a room if the room's last message is
// expect, and reports errBehind if not. The same data sent again (a
// retry) is taken once: the stream checks the expectation before its
// duplicate window, so a retry that finds the room moved on looks at the
// message after expect, which is the first one if it was taken.
func (s *store) append(ctx context.Context, room string, expect uint64, data []byte) (appended, error) {
	a, err := s.publish(ctx, room, expect, data)
	if !errors.Is(err, errBehind) {
		return a, err
	}
	m, ok, err := s.next(ctx, room, expect+1)
	switch {
	case err != nil:
		return appended{}, err
	case ok && m.prev == expect && bytes.Equal(m.data, data):
		return appended{seq: m.seq, dup: true}, nil
	}
	return appended{}, errBehind
}

// publish stores a message if the room's last is expect.
func (s *store) publish(ctx context.Context, room string, expect uint64, data []byte) (appended, error) {
	msg := nats.NewMsg(roomPrefix + room)
	msg.Data = data
	msg.Header.Set(prevHeader, strconv.FormatUint(expect, 10)) // the expectation makes it the room's previous
	ack, err := s.js.PublishMsg(ctx, msg, jetstream.WithExpectLastSequencePerSubject(expect), jetstream.WithMsgID(msgID(room, data)))
	var apiErr *jetstream.APIError
	switch {
	case err == nil:
		return appended{seq: ack.Sequence, dup: ack.Duplicate}, nil
	case errors.As(err, &apiErr) && (apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequence ||
		apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequenceConstant):
		return appended{}, errBehind
	case errors.As(err, &apiErr) && strings.Contains(apiErr.Description, "per subject"):
		return appended{}, errFull
	}
	return appended{}, err
}

// msgID names an append for the stream's deduplication: the same sealed
// bytes to the same room are the same message.
func msgID(room string, data []byte) string {
	h := sha256.New()
	h.Write([]byte(room))
	h.Write([]byte{0})
	h.Write(data)
	return hex.EncodeToString(h.Sum(nil)[:16])
}

// last is the number of a room's last message, 0 when it has none.
func (s *store) last(ctx context.Context, room string) (uint64, error) {
	m, err := s.stream.GetLastMsgForSubject(ctx, roomPrefix+room)
	if errors.Is(err, jetstream.ErrMsgNotFound) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	return m.Sequence, nil
}

// lastTime is when a room last had a message, or was made if it has
// none.
func (s *store) lastTime(ctx context.Context, room string) (time.Time, error) {
	m, err := s.stream.GetLastMsgForSubject(ctx, roomPrefix+room)
	if err == nil {
		return m.Time, nil
	}
	if !errors.Is(err, jetstream.ErrMsgNotFound) {
		return time.Time{}, err
	}
	keys, err := s.keys(ctx, room)
	return time.UnixMilli(keys.Created), err
}

// stored is one message of a room as the store holds it.
type stored struct {
	seq, prev uint64
	data      []byte
	time      time.Time
}

// next is the room's first message numbered from or after, if any.
func (s *store) next(ctx context.Context, room string, from uint64) (stored, bool, error) {
	m, err := s.stream.GetMsg(ctx, from, jetstream.WithGetMsgSubject(roomPrefix+room))
	if errors.Is(err, jetstream.ErrMsgNotFound) {
		return stored{}, false, nil
	}
	if err != nil {
		return stored{}, false, err
	}
	prev, _ := strconv.ParseUint(m.Header.Get(prevHeader), 10, 64)
	return stored{seq: m.Sequence, prev: prev, data: m.Data, time: m.Time}, true, nil
}

// purge forgets a room: its messages and keys.
func (s *store) purge(ctx context.Context, room string) error {
	if err := s.stream.Purge(ctx, jetstream.WithPurgeSubject(roomPrefix+room)); err != nil {
		return err
	}
	return s.rooms.Purge(ctx, room)
}

// roomCount is how many rooms the relay keeps.
func (s *store) roomCount(ctx context.Context) (int, error) {
	status, err := s.rooms.Status(ctx)
	if err != nil {
		return 0, err
	}
	return int(status.Values()), nil
}

// splitHostPort reads "host:port" with a numeric port.
func splitHostPort(addr string) (string, int, error) {
	host, p, err := net.SplitHostPort(addr)
	if err != nil {
		return "", 0, err
	}
	port, err := strconv.Atoi(p)
	if err != nil || port < 0 || port > 65535 {
		return "", 0, errors.New("no valid port")
	}
	if host == "" {
		host = "0.0.0.0"
	}
	return host, port, nil
}

// natsLogger writes the NATS server's notices, warnings and errors to the
// relay's log.
type natsLogger struct{ log *slog.Logger }

func (l natsLogger) Noticef(format string, v ...any) {
	l.log.Debug("nats: " + fmt.Sprintf(format, v...))
}
func (l natsLogger) Warnf(format string, v ...any) { l.log.Warn("nats: " + fmt.Sprintf(format, v...)) }
func (l natsLogger) Errorf(format string, v ...any) {
	l.log.Error("nats: " + fmt.Sprintf(format, v...))
}
func (l natsLogger) Fatalf(format string, v ...any) {
	l.log.Error("nats: " + fmt.Sprintf(format, v...))
}
func (l natsLogger) Debugf(string, ...any) {}
func (l natsLogger) Tracef(string, ...any) {}
