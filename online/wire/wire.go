// Package wire is the messages of a stream transport of online play: one
// JSON object per WebSocket text message, its field "t" the message's
// type. The host on the local network speaks it, and the relay will.
//
// Decode never trusts what it reads: it refuses a message larger than
// MaxMessage before parsing it, a type or a field it does not know, more
// than MaxEntries entries, and every entry through the checks of
// online.DecodeEntry. The protocol is written in docs/protocol.md.
package wire

import (
	"bytes"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"boardshelf/online"
)

// Version is the version of the wire protocol, which hello and welcome
// carry; a peer of another version is told so (ErrVersion) and left.
const Version = 1

// Limits of what Decode takes.
const (
	MaxMessage = 1 << 20 // bytes in one message
	MaxEntries = 512     // entries in one entries message
	MaxPeople  = 128     // people in a presence message
	maxDetail  = 200     // bytes of a detail's words
)

// Message is one message: *Welcome, *Hello, *Entries, *Append, *Refused,
// *Presence or *Error.
type Message interface {
	// Type is the message's "t".
	Type() string
	// wrap is the message with its "t", as JSON reads and writes it.
	wrap() any
	// check checks the form of each field after decoding.
	check() error
}

// Welcome is the host's first message on a connection.
type Welcome struct {
	V     int    `json:"v"`     // Version
	Game  string `json:"game"`  // the game's id
	Nonce string `json:"nonce"` // 32 random bytes in hex, for the join code's proof
	Name  string `json:"name"`  // the game's name, as the host calls it
	Seats int    `json:"seats"` // free seats
}

// Hello is the client's answer to Welcome.
type Hello struct {
	V     int    `json:"v"`
	Game  string `json:"game"`
	Have  int    `json:"have"`  // entries the client holds
	Head  string `json:"head"`  // the hash of the last of them; "" for none
	Key   string `json:"key"`   // the client's public key
	Proof string `json:"proof"` // Proof(code, nonce, key); "" to watch
	Name  string `json:"name"`  // the person's name, for presence
}

// Entries are entries of the log, from From on, in order: the catch-up
// after hello, then each new entry. Len is the host's log length when it
// sent them: the client is caught up once it holds Len entries.
type Entries struct {
	From    int            `json:"from"`
	Len     int            `json:"len"`
	Entries []online.Entry `json:"entries"`
}

// Append is an entry the client made, for the host's log.
type Append struct {
	Entry online.Entry `json:"entry"`
}

// Refused says that an appended entry was not taken, and why.
type Refused struct {
	Seq    int        `json:"seq"`
	Why    online.Why `json:"why"`
	Detail string     `json:"detail"`
}

// Why a refusal may give beyond online's: the transport's own.
const (
	Watching online.Why = "watching" // the connection proved no join code: it may only watch
	TooMany  online.Why = "too-many" // more than the host takes per second: send it again later
)

// Presence is who is connected to the game, and who is away since when.
type Presence struct {
	People []Person `json:"people"`
}

// Person is one participant or watcher the host has seen.
type Person struct {
	Key   string `json:"key"`
	Name  string `json:"name"`
	Here  bool   `json:"here"`
	Since int64  `json:"since"` // since when here or away, ms since 1970 UTC
}

// Error ends a connection: the host says why, then closes it.
type Error struct {
	Why    string `json:"why"` // one of the Err… values
	Detail string `json:"detail"`
}

// Why an Error ends a connection.
const (
	ErrVersion = "version" // the client speaks another version
	ErrGame    = "game"    // the host serves another game
	ErrCode    = "code"    // the join code's proof is wrong
	ErrFork    = "fork"    // the client's entries are not a beginning of the host's log
	ErrFull    = "full"    // the host has as many connections as it takes
	ErrBusy    = "busy"    // the host cannot take this connection now (closing, too many wrong codes): try later
)

var errorWhys = map[string]bool{ErrVersion: true, ErrGame: true, ErrCode: true, ErrFork: true, ErrFull: true, ErrBusy: true}

// Lasting reports whether an Error's reason lasts: dialling again will
// not help (another version or game, a wrong code, a fork).
func (e *Error) Lasting() bool { return e.Why != ErrFull && e.Why != ErrBusy }

func (e *Error) Error() string { return "the host refused: " + e.Why + ": " + e.Detail }

func (*Welcome) Type() string  { return "welcome" }
func (*Hello) Type() string    { return "hello" }
func (*Entries) Type() string  { return "entries" }
func (*Append) Type() string   { return "append" }
func (*Refused) Type() string  { return "refused" }
func (*Presence) Type() string { return "presence" }
func (*Error) Type() string    { return "error" }

// Each wrap embeds the message beside its "t", so that JSON reads and
// writes both as one object.
func (m *Welcome) wrap() any {
	return &struct {
		T string `json:"t"`
		*Welcome
	}{m.Type(), m}
}
func (m *Hello) wrap() any {
	return &struct {
		T string `json:"t"`
		*Hello
	}{m.Type(), m}
}
func (m *Entries) wrap() any {
	return &struct {
		T string `json:"t"`
		*Entries
	}{m.Type(), m}
}
func (m *Append) wrap() any {
	return &struct {
		T string `json:"t"`
		*Append
	}{m.Type(), m}
}
func (m *Refused) wrap() any {
	return &struct {
		T string `json:"t"`
		*Refused
	}{m.Type(), m}
}
func (m *Presence) wrap() any {
	return &struct {
		T string `json:"t"`
		*Presence
	}{m.Type(), m}
}
func (m *Error) wrap() any {
	return &struct {
		T string `json:"t"`
		*Error
	}{m.Type(), m}
}

// news are the messages by type, new and empty.
var news = map[string]func() Message{
	"welcome":  func() Message { return &Welcome{} },
	"hello":    func() Message { return &Hello{} },
	"entries":  func() Message { return &Entries{} },
	"append":   func() Message { return &Append{} },
	"refused":  func() Message { return &Refused{} },
	"presence": func() Message { return &Presence{} },
	"error":    func() Message { return &Error{} },
}

// Encode is a message's wire form.
func Encode(m Message) []byte {
	var b bytes.Buffer
	e := json.NewEncoder(&b)
	e.SetEscapeHTML(false)
	if err := e.Encode(m.wrap()); err != nil { // only strings, numbers and entries
		panic(err)
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}

// Decode reads a message, refusing anything larger than MaxMessage, of a
// type or with a field it does not know, or malformed.
func Decode(data []byte) (Message, error) {
	if len(data) > MaxMessage {
		return nil, fmt.Errorf("the message is larger than %d KB", MaxMessage>>10)
	}
	var head struct {
		T string `json:"t"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, errors.New("the message is not a JSON object")
	}
	newMessage, ok := news[head.T]
	if !ok {
		return nil, errors.New("the message is of no known type")
	}
	m := newMessage()
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	if err := d.Decode(m.wrap()); err != nil {
		return nil, fmt.Errorf("the %s message is not well formed", head.T)
	}
	if _, err := d.Token(); err != io.EOF {
		return nil, errors.New("the message is followed by something else")
	}
	if err := m.check(); err != nil {
		return nil, fmt.Errorf("the %s message: %w", head.T, err)
	}
	return m, nil
}

func (m *Welcome) check() error {
	switch {
	case m.V < 1:
		return errors.New("no version")
	case !online.ValidGameID(m.Game):
		return errors.New("no valid game id")
	case !online.ValidHash(m.Nonce):
		return errors.New("the nonce is not 32 bytes of hex")
	case !validName(m.Name, true):
		return errors.New("a name that cannot be shown")
	case m.Seats < 0 || m.Seats > 4:
		return errors.New("seats out of range")
	}
	return nil
}

func (m *Hello) check() error {
	switch {
	case m.V < 1:
		return errors.New("no version")
	case !online.ValidGameID(m.Game):
		return errors.New("no valid game id")
	case m.Have < 0 || m.Have > online.MaxEntries:
		return errors.New("have is out of range")
	case (m.Have == 0) != (m.Head == "") || (m.Head != "" && !online.ValidHash(m.Head)):
		return errors.New("head does not match have")
	case !online.ValidKey(m.Key):
		return errors.New("the key is not a public key")
	case m.Proof != "" && !online.ValidHash(m.Proof):
		return errors.New("the proof is not 32 bytes of hex")
	case !validName(m.Name, true):
		return errors.New("a name that cannot be shown")
	}
	return nil
}

func (m *Entries) check() error {
	switch {
	case len(m.Entries) > MaxEntries:
		return fmt.Errorf("more than %d entries", MaxEntries)
	case m.From < 0 || m.From > online.MaxEntries || m.Len < m.From+len(m.Entries) || m.Len > online.MaxEntries:
		return errors.New("from or len out of range")
	}
	for i, e := range m.Entries {
		checked, err := checkEntry(e)
		if err != nil {
			return err
		}
		if checked.Seq != m.From+i {
			return errors.New("the entries do not follow one another from from")
		}
		m.Entries[i] = checked
	}
	return nil
}

func (m *Append) check() error {
	e, err := checkEntry(m.Entry)
	m.Entry = e
	return err
}

// checkEntry puts an entry through online.DecodeEntry's checks of size
// and form, by its wire form.
func checkEntry(e online.Entry) (online.Entry, error) {
	return online.DecodeEntry(e.Encode())
}

func (m *Refused) check() error {
	switch {
	case m.Seq < 0 || m.Seq > online.MaxEntries:
		return errors.New("seq out of range")
	case !validWord(string(m.Why)):
		return errors.New("why is not a word")
	case !validDetail(m.Detail):
		return errors.New("the detail is too long or not text")
	}
	return nil
}

func (m *Presence) check() error {
	if len(m.People) > MaxPeople {
		return fmt.Errorf("more than %d people", MaxPeople)
	}
	for _, p := range m.People {
		if !online.ValidKey(p.Key) || !validName(p.Name, true) || p.Since < 0 {
			return errors.New("a person malformed")
		}
	}
	return nil
}

func (m *Error) check() error {
	if !errorWhys[m.Why] || !validDetail(m.Detail) {
		return errors.New("no known reason, or a detail too long")
	}
	return nil
}

// ValidName reports whether a name can be shown in a hello, a welcome or
// a presence: printable, at most 60 characters; empty is allowed.
func ValidName(s string) bool { return validName(s, true) }

// validName reports whether a name can be shown as the log's names can,
// or is empty when allowed.
func validName(s string, empty bool) bool {
	if s == "" {
		return empty
	}
	return utf8.ValidString(s) && online.ValidName(s)
}

// validWord reports whether s is a reason's word: a-z and dashes.
func validWord(s string) bool {
	return s != "" && len(s) <= 30 && !strings.ContainsFunc(s, func(r rune) bool { return (r < 'a' || r > 'z') && r != '-' })
}

func validDetail(s string) bool {
	return len(s) <= maxDetail && utf8.ValidString(s) && !strings.ContainsFunc(s, func(r rune) bool { return r < ' ' })
}

// Detail shortens words to a detail's length, at a character's end.
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

// Proof proves knowing the join code without sending it: HMAC-SHA256
// keyed by the code's digits (spaces removed) over the nonce, as the
// welcome wrote it, followed by the key, as the hello writes it, in
// lower-case hex.
func Proof(code, nonce, key string) string {
	mac := hmac.New(sha256.New, []byte(CodeDigits(code)))
	mac.Write([]byte(nonce))
	mac.Write([]byte(key))
	return hex.EncodeToString(mac.Sum(nil))
}

// CheckProof reports whether proof proves code for nonce and key.
func CheckProof(code, nonce, key, proof string) bool {
	want, _ := hex.DecodeString(Proof(code, nonce, key))
	got, err := hex.DecodeString(proof)
	return err == nil && hmac.Equal(want, got)
}

// CodeDigits is a join code as it is proved: its digits and letters, as
// typed, without spaces or dashes.
func CodeDigits(code string) string {
	return strings.Map(func(r rune) rune {
		if r == ' ' || r == '-' {
			return -1
		}
		return r
	}, strings.TrimSpace(code))
}
