package lan

import (
	"context"
	"errors"
	"io"
	"log"
	"net"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/hashicorp/mdns"

	"boardshelf/online"
	"boardshelf/online/wire"
)

// Service is the DNS-SD service type games are announced as.
const Service = "_boardshelf._tcp"

// Found is a game announced on the network.
type Found struct {
	Addrs []string // the host's addresses (IP), IPv4 first
	Port  int
	V     int    // the wire protocol's version
	Game  string // the game's id
	Kind  string // "terrace", "terachess", "sixmaking", "chessrace"
	Setup string // the setup's id: "terrace/long"
	Seats int    // free seats
	Name  string // the game's name
}

// Addr is the address to join the game at, "host:port", by its first
// address.
func (f Found) Addr() string {
	if len(f.Addrs) == 0 {
		return ""
	}
	return net.JoinHostPort(f.Addrs[0], strconv.Itoa(f.Port))
}

// txtRecords are a game's TXT records: v, game, kind, setup, seats and
// name, each "key=value" of at most 255 bytes (a setup id or name too
// long is left out).
func txtRecords(f Found) []string {
	recs := []string{"v=" + strconv.Itoa(f.V), "game=" + f.Game, "kind=" + f.Kind}
	for _, kv := range [][2]string{{"setup", f.Setup}, {"seats", strconv.Itoa(f.Seats)}, {"name", f.Name}} {
		if r := kv[0] + "=" + kv[1]; len(r) <= 255 {
			recs = append(recs, r)
		}
	}
	return recs
}

// parseTXT reads a game's TXT records into f, refusing an announcement
// that is not a game's.
func parseTXT(recs []string, f *Found) error {
	vals := map[string]string{}
	for _, r := range recs {
		k, v, ok := strings.Cut(r, "=")
		if ok {
			vals[k] = v
		}
	}
	v, err := strconv.Atoi(vals["v"])
	if err != nil || v < 1 {
		return errors.New("no version")
	}
	if !online.ValidGameID(vals["game"]) {
		return errors.New("no game id")
	}
	f.V, f.Game, f.Kind, f.Setup, f.Name = v, vals["game"], vals["kind"], vals["setup"], vals["name"]
	f.Seats, _ = strconv.Atoi(vals["seats"])
	if f.Seats < 0 || f.Seats > 4 || !wire.ValidName(f.Name) {
		return errors.New("seats or name malformed")
	}
	return nil
}

// announcement is what the host announces of its game now.
func (h *Hosting) announcement() (Found, error) {
	view := h.table.View()
	_, port, err := net.SplitHostPort(h.Addr())
	if err != nil {
		return Found{}, err
	}
	p, _ := strconv.Atoi(port)
	return Found{Port: p, V: wire.Version, Game: h.table.ID(), Kind: view.Header.Game, Setup: view.Header.SetupID,
		Seats: freeSeats(view), Name: h.opts.Name}, nil
}

// announcer announces a hosted game and renews the announcement when its
// free seats change.
type announcer struct {
	h      *Hosting
	server *mdns.Server
	done   chan struct{}
	once   sync.Once
	quit   chan struct{}
}

func startAnnouncer(h *Hosting) *announcer {
	a := &announcer{h: h, done: make(chan struct{}), quit: make(chan struct{})}
	go a.run()
	return a
}

func (a *announcer) run() {
	defer close(a.done)
	watch, stop := a.h.table.Watch()
	defer stop()
	seats := -1
	for {
		f, err := a.h.announcement()
		if err == nil && f.Seats != seats {
			seats = f.Seats
			a.publish(f)
		}
		select {
		case <-watch:
		case <-a.quit:
			a.withdraw()
			return
		}
	}
}

// publish replaces the announcement.
func (a *announcer) publish(f Found) {
	a.withdraw()
	ips := announcedIPs(a.h.ln.Addr(), a.h.opts.Interface)
	if len(ips) == 0 {
		a.h.logf("not announced: no network address")
		return
	}
	zone, err := mdns.NewMDNSService(f.Game, Service, "", hostName(), f.Port, ips, txtRecords(f))
	if err == nil {
		a.server, err = mdns.NewServer(&mdns.Config{Zone: zone, Iface: a.h.opts.Interface, Logger: quiet})
	}
	if err != nil {
		a.h.logf("not announced: %v", err)
	}
}

func (a *announcer) withdraw() {
	if a.server != nil {
		a.server.Shutdown()
		a.server = nil
	}
}

func (a *announcer) stop() {
	a.once.Do(func() { close(a.quit) })
	<-a.done
}

// quiet is the mDNS library's logger: its complaints about other
// devices' packets are not this app's.
var quiet = log.New(io.Discard, "", 0)

// hostName is this machine's name as an mDNS name: "name.local.", its
// letters, digits and dashes only.
func hostName() string {
	name, _ := os.Hostname()
	name = strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' {
			return r
		}
		return -1
	}, strings.Split(name, ".")[0])
	if name == "" {
		name = "boardshelf"
	}
	return name + ".local."
}

// announcedIPs are the addresses a game listening at addr is announced
// at: the one it listens on, when it listens on one, else the interfaces'
// (interfaceIPs). Loopback is announced only on a loopback interface
// chosen for it (tests): no other machine reaches it.
func announcedIPs(addr net.Addr, iface *net.Interface) []net.IP {
	tcp, ok := addr.(*net.TCPAddr)
	switch {
	case !ok || tcp.IP == nil || tcp.IP.IsUnspecified():
		return interfaceIPs(iface)
	case tcp.IP.IsLoopback() && (iface == nil || iface.Flags&net.FlagLoopback == 0):
		return nil
	}
	return []net.IP{tcp.IP}
}

// interfaceIPs are the addresses to announce: iface's, or every
// interface's that is up, not loopback and can multicast; IPv4 first,
// link-local IPv6 left out (it needs a zone to dial).
func interfaceIPs(iface *net.Interface) []net.IP {
	var ifaces []net.Interface
	if iface != nil {
		ifaces = []net.Interface{*iface}
	} else {
		all, _ := net.Interfaces()
		for _, i := range all {
			if i.Flags&net.FlagUp != 0 && i.Flags&net.FlagLoopback == 0 && i.Flags&net.FlagMulticast != 0 {
				ifaces = append(ifaces, i)
			}
		}
	}
	var ips []net.IP
	for _, i := range ifaces {
		addrs, _ := i.Addrs()
		for _, a := range addrs {
			if n, ok := a.(*net.IPNet); ok && !n.IP.IsLinkLocalUnicast() && !n.IP.IsMulticast() {
				ips = append(ips, n.IP)
			}
		}
	}
	slices.SortStableFunc(ips, func(a, b net.IP) int { return boolInt(a.To4() == nil) - boolInt(b.To4() == nil) })
	return ips
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Browse lists the games announced on the network within timeout.
func Browse(ctx context.Context, timeout time.Duration) ([]Found, error) {
	return BrowseOn(ctx, timeout, nil)
}

// BrowseOn is Browse on one interface (nil: the system's multicast
// interface).
func BrowseOn(ctx context.Context, timeout time.Duration, iface *net.Interface) ([]Found, error) {
	entries := make(chan *mdns.ServiceEntry, 64)
	params := mdns.DefaultParams(Service)
	params.Entries, params.Timeout, params.Interface, params.Logger = entries, timeout, iface, quiet
	var found []Found
	done := make(chan struct{})
	go func() {
		defer close(done)
		for e := range entries {
			if f, ok := foundOf(e); ok && !slices.ContainsFunc(found, func(g Found) bool { return g.Game == f.Game }) {
				found = append(found, f)
			}
		}
	}()
	err := mdns.QueryContext(ctx, params)
	close(entries)
	<-done
	return found, err
}

// foundOf reads a service entry, or reports false when it is no game.
func foundOf(e *mdns.ServiceEntry) (Found, bool) {
	f := Found{Port: e.Port}
	if err := parseTXT(e.InfoFields, &f); err != nil || e.Port <= 0 {
		return Found{}, false
	}
	if e.AddrV4 != nil {
		f.Addrs = append(f.Addrs, e.AddrV4.String())
	}
	if e.AddrV6IPAddr != nil && !e.AddrV6IPAddr.IP.IsLinkLocalUnicast() {
		f.Addrs = append(f.Addrs, e.AddrV6IPAddr.IP.String())
	}
	return f, len(f.Addrs) > 0
}
