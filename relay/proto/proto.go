// Package proto is the messages between an app and boardshelf-relay: one
// JSON object per WebSocket text message, its field "t" the message's
// type. The relay sees games only as sealed bytes and sequence numbers:
// what a game's entries say is sealed by the apps with a key the relay
// never learns (online/byrelay), so nothing here knows an entry.
//
// A connection may follow several games. Per game the relay keeps a
// sequence of sealed messages, numbered by its stream (Seq, rising, not
// dense: other games take numbers between). An app appends with the
// number of the last message of the game it holds (Expect): when another
// message came first, the append is refused as Behind, and the app makes
// its entry again after what it missed. So every message a relay takes
// was made knowing all the game's messages before it.
//
// Decode never trusts what it reads: a message larger than MaxMessage is
// refused before parsing, and so is a type or field it does not know, and
// any field out of its form. docs/relay.md writes the protocol out.
package proto

import (
	"bytes"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/base32"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"unicode/utf8"
)

// Version is the protocol's version, which the welcome carries.
const Version = 1

// Limits of what Decode takes.
const (
	MaxSealed  = 96<<10 + 64 // bytes of one sealed message: an entry (online.MaxEntry) sealed
	MaxMessage = 192 << 10   // bytes of one message on the WebSocket
	MaxTag     = 256         // bytes of a presence tag
	MaxPass    = 4 << 10     // bytes of one message passed between an invitation's two ends
	MaxPeople  = 64          // people in a presence message
	MaxID      = 64          // bytes of an append's id
	MaxPlate   = 9999        // the highest invitation number
	maxDetail  = 200         // bytes of a detail's words
)

// Keys are public keys and proofs as messages carry them: base64url
// without padding.
var Keys = base64.RawURLEncoding

// Message is one message. From the relay: *Welcome, *Created, *Sealed,
// *Caught, *Appended, *Refused, *Presence, *Invited, *Arrived, *Pass,
// *Gone, *Error. From an app: *Create, *Open, *Close, *Append, *Invite,
// *Claim, *Pass, *Release.
type Message interface {
	// Type is the message's "t".
	Type() string
	// check checks the form of each field after decoding.
	check() error
}

// Welcome is the relay's first message on a connection.
type Welcome struct {
	V     int    `json:"v"`     // Version
	Nonce string `json:"nonce"` // 32 random bytes in hex, for the proofs of Open
	Relay string `json:"relay"` // the relay's name, as its operator calls it
}

// Create makes a game on the relay: its room and the public keys whose
// proofs open it to play (append and read) and to watch (read only).
// Creating a room that exists with the same keys is nothing new; with
// other keys it is refused (Taken).
type Create struct {
	Room  string `json:"room"`
	Play  string `json:"play"`  // ed25519 public key, base64url
	Watch string `json:"watch"` // ed25519 public key, base64url
}

// Created answers Create.
type Created struct {
	Room string `json:"room"`
}

// Role is what an Open asks for.
type Role string

const (
	Play  Role = "play"  // read and append
	Watch Role = "watch" // read only
)

// Open follows a game on this connection: the relay sends every sealed
// message after the stream number After, then Caught, then each new one
// as it comes. Proof is the role key's signature of OpenSigned.
type Open struct {
	Room  string `json:"room"`
	Role  Role   `json:"role"`
	Proof string `json:"proof"`
	After uint64 `json:"after"`
	Tag   string `json:"tag"` // sealed words about who opens it, shown to the others in Presence; base64url
}

// OpenSigned is what an Open's proof signs: the connection's nonce binds
// it to this connection, so that a proof seen once opens nothing again.
func OpenSigned(nonce, room string, role Role) []byte {
	return []byte("boardshelf-relay 1 open\n" + nonce + "\n" + room + "\n" + string(role))
}

// Sign is the proof of an Open by the role's private key.
func Sign(key ed25519.PrivateKey, nonce, room string, role Role) string {
	return Keys.EncodeToString(ed25519.Sign(key, OpenSigned(nonce, room, role)))
}

// Verify checks an Open's proof against the role's public key as Create
// gave it.
func Verify(public, nonce, room string, role Role, proof string) bool {
	pub, err := Keys.DecodeString(public)
	sig, err2 := Keys.DecodeString(proof)
	return err == nil && err2 == nil && len(pub) == ed25519.PublicKeySize &&
		ed25519.Verify(pub, OpenSigned(nonce, room, role), sig)
}

// Close stops following a game on this connection.
type Close struct {
	Room string `json:"room"`
}

// Sealed is one message of a game, as the relay keeps it.
type Sealed struct {
	Room string `json:"room"`
	Seq  uint64 `json:"seq"`  // its stream number
	Prev uint64 `json:"prev"` // the stream number of the game's message before it; 0 for the first
	Data string `json:"data"` // the sealed bytes, base64url
}

// Caught says that the relay sent every message of the game it held when
// the Open came; Last is the last one's number (0: none).
type Caught struct {
	Room string `json:"room"`
	Last uint64 `json:"last"`
}

// Append adds a sealed message to an opened game, if the last message of
// the game is Expect (0: the game has none). ID is the app's name for
// this append: the answer carries it, and the same ID and data sent again
// (a retry after a lost answer) is taken once.
type Append struct {
	Room   string `json:"room"`
	ID     string `json:"id"`
	Expect uint64 `json:"expect"`
	Data   string `json:"data"`
}

// Appended says an append was taken as message Seq; Dup when it was taken
// before (a retry). A fresh append's Appended comes in the room's order in
// place of its Sealed, which the appending connection is not sent: the app
// holds the data and takes it as message Seq, after the last it had.
type Appended struct {
	Room string `json:"room"`
	ID   string `json:"id"`
	Seq  uint64 `json:"seq"`
	Dup  bool   `json:"dup"`
}

// Why an append, a create or an invitation is refused.
type Why string

const (
	Behind   Why = "behind"    // another message came after Expect: Last is the game's last
	TooMany  Why = "too-many"  // more than the relay takes per second: send it again later
	TooLarge Why = "too-large" // larger than the relay keeps
	NotOpen  Why = "not-open"  // the game is not opened on this connection, or not to play
	NoRoom   Why = "no-room"   // the relay holds no such game (never made, or past its retention)
	Taken    Why = "taken"     // the room exists with other keys
	BadProof Why = "bad-proof" // the proof of an open is wrong
	NoPlate  Why = "no-plate"  // no invitation has that number (expired, or never made)
	Full     Why = "full"      // the relay holds as many games or invitations as it takes
	Failed   Why = "failed"    // the relay could not keep it now (its store is away): try again
)

// Refused says a create, an open, an append or an invitation was not
// taken. ID is the append's; Plate the invitation's.
type Refused struct {
	Room   string `json:"room,omitempty"`
	ID     string `json:"id,omitempty"`
	Plate  int    `json:"plate,omitempty"`
	Why    Why    `json:"why"`
	Last   uint64 `json:"last,omitempty"`
	Detail string `json:"detail,omitempty"`
}

// Presence is who follows a game, on every relay of a cluster: each
// connection that opened it, by its sealed tag.
type Presence struct {
	Room   string   `json:"room"`
	People []Person `json:"people"`
}

// Person is one connection following a game.
type Person struct {
	Tag   string `json:"tag"`
	Role  Role   `json:"role"`
	Here  bool   `json:"here"`
	Since int64  `json:"since"` // since when here or away, ms since 1970 UTC
}

// Invite asks for an invitation number: the number of the code an app
// reads out (the 7 of 7-crossover-clockwork). The relay passes messages
// between the inviter and each app that claims the number, until it
// expires or the inviter releases it; it never sees the code's words.
type Invite struct{}

// Invited gives the number and when it expires, ms since 1970 UTC.
type Invited struct {
	Plate   int   `json:"plate"`
	Expires int64 `json:"expires"`
}

// Claim claims an invitation number: the relay tells the inviter
// (Arrived) and passes messages between the two.
type Claim struct {
	Plate int `json:"plate"`
}

// Arrived tells the inviter that an app claimed its number: Peer names
// that app in the Passes between them. To the claimer, it says the claim
// was taken.
type Arrived struct {
	Plate int `json:"plate"`
	Peer  int `json:"peer"`
}

// Pass carries bytes between an inviter and a claimer: the inviter names
// the claimer by Peer; the relay sets Peer on what it passes on.
type Pass struct {
	Plate int    `json:"plate"`
	Peer  int    `json:"peer"`
	Data  string `json:"data"` // base64url
}

// Gone says the other end of an invitation left (or the number expired).
type Gone struct {
	Plate int `json:"plate"`
	Peer  int `json:"peer"`
}

// Release ends an invitation number before it expires.
type Release struct {
	Plate int `json:"plate"`
}

// Error ends a connection: the relay says why, then closes it.
type Error struct {
	Why    string `json:"why"` // one of the Err… values
	Detail string `json:"detail"`
}

// Why an Error ends a connection.
const (
	ErrVersion   = "version"   // the app speaks another version
	ErrMalformed = "malformed" // a message that does not decode
	ErrFull      = "full"      // the relay has as many connections as it takes
	ErrBusy      = "busy"      // the relay is closing, or the app sent too much: try later
)

var errorWhys = map[string]bool{ErrVersion: true, ErrMalformed: true, ErrFull: true, ErrBusy: true}

// Lasting reports whether an Error's reason lasts: dialling again will
// not help.
func (e *Error) Lasting() bool { return e.Why == ErrVersion }

func (e *Error) Error() string { return "the relay refused: " + e.Why + ": " + e.Detail }

func (*Welcome) Type() string  { return "welcome" }
func (*Create) Type() string   { return "create" }
func (*Created) Type() string  { return "created" }
func (*Open) Type() string     { return "open" }
func (*Close) Type() string    { return "close" }
func (*Sealed) Type() string   { return "sealed" }
func (*Caught) Type() string   { return "caught" }
func (*Append) Type() string   { return "append" }
func (*Appended) Type() string { return "appended" }
func (*Refused) Type() string  { return "refused" }
func (*Presence) Type() string { return "presence" }
func (*Invite) Type() string   { return "invite" }
func (*Invited) Type() string  { return "invited" }
func (*Claim) Type() string    { return "claim" }
func (*Arrived) Type() string  { return "arrived" }
func (*Pass) Type() string     { return "pass" }
func (*Gone) Type() string     { return "gone" }
func (*Release) Type() string  { return "release" }
func (*Error) Type() string    { return "error" }

// news are the messages by type, new and empty.
var news = map[string]func() Message{
	"welcome":  func() Message { return &Welcome{} },
	"create":   func() Message { return &Create{} },
	"created":  func() Message { return &Created{} },
	"open":     func() Message { return &Open{} },
	"close":    func() Message { return &Close{} },
	"sealed":   func() Message { return &Sealed{} },
	"caught":   func() Message { return &Caught{} },
	"append":   func() Message { return &Append{} },
	"appended": func() Message { return &Appended{} },
	"refused":  func() Message { return &Refused{} },
	"presence": func() Message { return &Presence{} },
	"invite":   func() Message { return &Invite{} },
	"invited":  func() Message { return &Invited{} },
	"claim":    func() Message { return &Claim{} },
	"arrived":  func() Message { return &Arrived{} },
	"pass":     func() Message { return &Pass{} },
	"gone":     func() Message { return &Gone{} },
	"release":  func() Message { return &Release{} },
	"error":    func() Message { return &Error{} },
}

// known are the JSON names of each message's fields, by type.
var known = func() map[string]map[string]bool {
	k := map[string]map[string]bool{}
	for t, newMessage := range news {
		k[t] = map[string]bool{}
		typ := reflect.TypeOf(newMessage()).Elem()
		for i := range typ.NumField() {
			name, _, _ := strings.Cut(typ.Field(i).Tag.Get("json"), ",")
			k[t][name] = true
		}
	}
	return k
}()

// Encode is a message's wire form: its fields with "t" first.
func Encode(m Message) []byte {
	body, err := json.Marshal(m)
	if err != nil { // only strings, numbers and booleans
		panic(err)
	}
	var b bytes.Buffer
	b.Grow(len(body) + len(m.Type()) + 8)
	b.WriteString(`{"t":"`)
	b.WriteString(m.Type())
	b.WriteByte('"')
	if len(body) > 2 {
		b.WriteByte(',')
	}
	b.Write(body[1:])
	return b.Bytes()
}

// Decode reads a message, refusing anything larger than MaxMessage, of a
// type or with a field it does not know, or malformed. It names the
// problem in a few words, never quoting the input.
func Decode(data []byte) (Message, error) {
	if len(data) > MaxMessage {
		return nil, fmt.Errorf("the message is larger than %d KB", MaxMessage>>10)
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil || fields == nil {
		return nil, errors.New("the message is not a JSON object")
	}
	var t string
	json.Unmarshal(fields["t"], &t)
	newMessage, ok := news[t]
	if !ok {
		return nil, errors.New("the message is of no known type")
	}
	m := newMessage()
	for name := range fields {
		if name != "t" && !known[t][name] {
			return nil, fmt.Errorf("the %s message has a field this version does not know", t)
		}
	}
	if err := json.Unmarshal(data, m); err != nil {
		return nil, fmt.Errorf("the %s message is not well formed", t)
	}
	if err := m.check(); err != nil {
		return nil, fmt.Errorf("the %s message: %w", t, err)
	}
	return m, nil
}

// rooms are room names: 16 bytes in lower-case base32, no padding (an
// online game's id has this form).
var rooms = base32.StdEncoding.WithPadding(base32.NoPadding)

// ValidRoom reports whether s is the form of a room.
func ValidRoom(s string) bool {
	b, err := rooms.DecodeString(strings.ToUpper(s))
	return err == nil && len(b) == 16 && strings.ToLower(s) == s
}

// validKey reports whether s is an ed25519 public key in base64url.
func validKey(s string) bool {
	b, err := Keys.DecodeString(s)
	return err == nil && len(b) == ed25519.PublicKeySize
}

// validBytes reports whether s is base64url of at most max bytes, and
// of at least one when not empty is allowed.
func validBytes(s string, max int, empty bool) bool {
	if s == "" {
		return empty
	}
	if len(s) > (max*4+2)/3 {
		return false
	}
	_, err := Keys.DecodeString(s)
	return err == nil
}

// validID reports whether s is an append's id: 1 to MaxID printable
// ASCII characters.
func validID(s string) bool {
	return s != "" && len(s) <= MaxID && !strings.ContainsFunc(s, func(r rune) bool { return r <= ' ' || r > '~' })
}

func validDetail(s string) bool {
	return len(s) <= maxDetail && utf8.ValidString(s) && !strings.ContainsFunc(s, func(r rune) bool { return r < ' ' })
}

func validPlate(n int) bool { return n >= 1 && n <= MaxPlate }

var errRoom = errors.New("no valid room")

func (m *Welcome) check() error {
	switch {
	case m.V < 1:
		return errors.New("no version")
	case !validHex32(m.Nonce):
		return errors.New("the nonce is not 32 bytes of hex")
	case len(m.Relay) > 64 || !validDetail(m.Relay):
		return errors.New("a relay name that cannot be shown")
	}
	return nil
}

func (m *Create) check() error {
	switch {
	case !ValidRoom(m.Room):
		return errRoom
	case !validKey(m.Play) || !validKey(m.Watch):
		return errors.New("a key that is not a public key")
	}
	return nil
}

func (m *Created) check() error { return roomOnly(m.Room) }
func (m *Close) check() error   { return roomOnly(m.Room) }

func roomOnly(room string) error {
	if !ValidRoom(room) {
		return errRoom
	}
	return nil
}

func (m *Open) check() error {
	switch {
	case !ValidRoom(m.Room):
		return errRoom
	case m.Role != Play && m.Role != Watch:
		return errors.New("no known role")
	case !validBytes(m.Proof, ed25519.SignatureSize, false):
		return errors.New("the proof is not a signature")
	case !validBytes(m.Tag, MaxTag, true):
		return errors.New("the tag is too long or not base64url")
	}
	return nil
}

func (m *Sealed) check() error {
	switch {
	case !ValidRoom(m.Room):
		return errRoom
	case m.Seq == 0 || m.Prev >= m.Seq:
		return errors.New("the numbers are out of order")
	case !validBytes(m.Data, MaxSealed, false):
		return errors.New("the data is too long or not base64url")
	}
	return nil
}

func (m *Caught) check() error { return roomOnly(m.Room) }

func (m *Append) check() error {
	switch {
	case !ValidRoom(m.Room):
		return errRoom
	case !validID(m.ID):
		return errors.New("no valid id")
	case !validBytes(m.Data, MaxSealed, false):
		return errors.New("the data is too long or not base64url")
	}
	return nil
}

func (m *Appended) check() error {
	switch {
	case !ValidRoom(m.Room):
		return errRoom
	case !validID(m.ID):
		return errors.New("no valid id")
	case m.Seq == 0:
		return errors.New("no number")
	}
	return nil
}

func (m *Refused) check() error {
	switch {
	case m.Room != "" && !ValidRoom(m.Room):
		return errRoom
	case m.ID != "" && !validID(m.ID):
		return errors.New("no valid id")
	case m.Plate != 0 && !validPlate(m.Plate):
		return errors.New("no valid invitation number")
	case m.Why == "" || len(m.Why) > 30 || strings.ContainsFunc(string(m.Why), func(r rune) bool { return (r < 'a' || r > 'z') && r != '-' }):
		return errors.New("why is not a word")
	case !validDetail(m.Detail):
		return errors.New("the detail is too long or not text")
	}
	return nil
}

func (m *Presence) check() error {
	if !ValidRoom(m.Room) {
		return errRoom
	}
	if len(m.People) > MaxPeople {
		return fmt.Errorf("more than %d people", MaxPeople)
	}
	for _, p := range m.People {
		if !validBytes(p.Tag, MaxTag, true) || (p.Role != Play && p.Role != Watch) || p.Since < 0 {
			return errors.New("a person malformed")
		}
	}
	return nil
}

func (*Invite) check() error { return nil }

func (m *Invited) check() error {
	if !validPlate(m.Plate) || m.Expires <= 0 {
		return errors.New("no valid invitation number")
	}
	return nil
}

func (m *Claim) check() error   { return plateOnly(m.Plate) }
func (m *Release) check() error { return plateOnly(m.Plate) }

func plateOnly(plate int) error {
	if !validPlate(plate) {
		return errors.New("no valid invitation number")
	}
	return nil
}

func (m *Arrived) check() error { return plateAndPeer(m.Plate, m.Peer) }
func (m *Gone) check() error    { return plateAndPeer(m.Plate, m.Peer) }

func plateAndPeer(plate, peer int) error {
	if !validPlate(plate) || peer < 0 {
		return errors.New("no valid invitation number or peer")
	}
	return nil
}

func (m *Pass) check() error {
	if err := plateAndPeer(m.Plate, m.Peer); err != nil {
		return err
	}
	if !validBytes(m.Data, MaxPass, false) {
		return errors.New("the data is too long or not base64url")
	}
	return nil
}

func (m *Error) check() error {
	if !errorWhys[m.Why] || !validDetail(m.Detail) {
		return errors.New("no known reason, or a detail too long")
	}
	return nil
}

func validHex32(s string) bool {
	b, err := hex.DecodeString(s)
	return err == nil && len(b) == 32 && strings.ToLower(s) == s
}

// Detail shortens words to a detail's length, at a character's end, with
// control characters made spaces.
func Detail(s string) string {
	s = strings.Map(func(r rune) rune {
		if r < ' ' {
			return ' '
		}
		return r
	}, strings.ToValidUTF8(s, "?"))
	for len(s) > maxDetail {
		_, size := utf8.DecodeLastRuneInString(s)
		s = s[:len(s)-size]
	}
	return s
}

// NewNonce is a welcome's nonce: 32 random bytes in hex.
func NewNonce() string {
	b := make([]byte, 32)
	rand.Read(b)
	return hex.EncodeToString(b)
}
