package byrelay

import (
	"crypto/rand"
	"errors"
	"fmt"
	"net"
	"net/url"
	"strconv"
	"strings"

	"boardshelf/relay/proto"
)

// Path is where a relay serves the protocol.
const Path = "/boardshelf/relay/v1"

var errAddress = errors.New("this is not a relay's address")

// Address is the relay's WebSocket URL from what a player typed:
// "relay.example.org" is wss://relay.example.org/boardshelf/relay/v1;
// wss:// and ws:// stay as given, with the path added when absent; a
// bare address on this machine (127.0.0.1:8080, localhost:8080) is ws://,
// as a relay tried on one's own machine has no certificate.
func Address(typed string) (string, error) {
	s := strings.TrimSpace(typed)
	if !strings.Contains(s, "://") {
		host, _, err := net.SplitHostPort(s)
		if err != nil {
			host = s
		}
		scheme := "wss://"
		if loopback(host) {
			scheme = "ws://"
		}
		s = scheme + s
	}
	u, err := url.Parse(s)
	if err != nil || u.Host == "" || u.User != nil || u.RawQuery != "" || u.Fragment != "" || u.Opaque != "" {
		return "", errAddress
	}
	switch u.Scheme {
	case "https":
		u.Scheme = "wss"
	case "http":
		u.Scheme = "ws"
	case "ws", "wss":
	default:
		return "", errAddress
	}
	if u.Path == "" || u.Path == "/" {
		u.Path = Path
	}
	if strings.ContainsAny(u.String(), " \t\n") {
		return "", errAddress
	}
	return u.String(), nil
}

// loopback reports whether host is this machine.
func loopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(strings.Trim(host, "[]"))
	return ip != nil && ip.IsLoopback()
}

// newCode is an invitation's code for its plate: an odd word and an even
// word of the PGP list, 16 random bits.
func newCode(plate int) string {
	var b [2]byte
	rand.Read(b[:])
	return fmt.Sprintf("%d-%s-%s", plate, oddWords[b[0]], evenWords[b[1]])
}

// normalCode is a code as the PAKE takes it: trimmed and lower-cased.
func normalCode(code string) string { return strings.ToLower(strings.TrimSpace(code)) }

// plateOf is the invitation number of a code, or an error when the code
// is not of the form number-word-word with words of the list.
func plateOf(code string) (int, error) {
	parts := strings.Split(normalCode(code), "-")
	if len(parts) != 3 {
		return 0, errCodeForm
	}
	plate, err := strconv.Atoi(parts[0])
	_, odd := oddIndex[parts[1]]
	_, even := evenIndex[parts[2]]
	if err != nil || plate < 1 || plate > proto.MaxPlate || !odd || !even {
		return 0, errCodeForm
	}
	return plate, nil
}

// errCodeForm is a code mistyped: a wrong code, as the player is told (a
// number and two words of the list, as 7-crossover-clockwork).
var errCodeForm = fmt.Errorf("%w (a code is a number and two words, as 7-crossover-clockwork)", ErrWrongCode)

// ValidCode reports whether code has the form of an invitation code
// (whether it is right, only the inviter can tell).
func ValidCode(code string) bool {
	_, err := plateOf(code)
	return err == nil
}

// Link is the game link of a code: boardshelf://HOST[:PORT]/join/CODE,
// or …/watch/CODE, which opens Boardshelf on the Join dialog with both
// filled.
func Link(relay, code string, watch bool) string {
	host := relay
	if u, err := url.Parse(relay); err == nil && u.Host != "" {
		host = u.Host
	}
	kind := "join"
	if watch {
		kind = "watch"
	}
	return "boardshelf://" + host + "/" + kind + "/" + normalCode(code)
}

// ParseLink reads a game link: the relay as its host (for Address), the
// code, and whether it is to watch.
func ParseLink(link string) (relay, code string, watch bool, err error) {
	u, err := url.Parse(strings.TrimSpace(link))
	if err != nil || u.Scheme != "boardshelf" || u.Host == "" || u.User != nil {
		return "", "", false, errors.New("this is not a game link")
	}
	kind, code, ok := strings.Cut(strings.Trim(u.Path, "/"), "/")
	if !ok || (kind != "join" && kind != "watch") || !ValidCode(code) {
		return "", "", false, errors.New("this is not a game link")
	}
	return u.Host, normalCode(code), kind == "watch", nil
}
