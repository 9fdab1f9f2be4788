package online

import (
	"bytes"
	"crypto/sha256"
	"encoding/base32"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Version is the protocol version entries carry.
const Version = 1

// Limits of what a decoder takes: an entry's wire form, its body, a chat
// line, and how many entries a log may hold.
const (
	MaxEntry      = 96 << 10 // the header carries a setup file (at most 64 KB)
	MaxBody       = 80 << 10
	MaxChat       = 500
	MaxEntries    = 50_000 // 40,000 moves of the longest games, and their chat and dice
	maxNameLength = 60
)

// Kind is what an entry says.
type Kind string

const (
	KindHeader Kind = "header" // entry 0: the game's setup, time control and seats
	KindSit    Kind = "sit"    // the author takes a free seat
	KindMove   Kind = "move"   // a move of the seat, in the game's notation
	KindReveal Kind = "reveal" // the author's share of the next die roll
	KindOffer  Kind = "offer"  // the seat offers a draw or asks to take its last move back
	KindAnswer Kind = "answer" // the seat accepts or declines the offer on the table
	KindChat   Kind = "chat"   // a line of chat
	KindFlag   Kind = "flag"   // the clock of the seat to move has run out
)

var kinds = map[Kind]bool{KindHeader: true, KindSit: true, KindMove: true, KindReveal: true,
	KindOffer: true, KindAnswer: true, KindChat: true, KindFlag: true}

// Entry is one entry of a game's log, as it travels.
type Entry struct {
	V     int    `json:"v"`     // Version
	Game  string `json:"game"`  // the game's id
	Seq   int    `json:"seq"`   // its place in the log; the header is 0
	Prev  string `json:"prev"`  // the hash of entry Seq-1; "" for the header
	By    string `json:"by"`    // the author's public key
	Kind  Kind   `json:"kind"`  // what it says
	Seat  int    `json:"seat"`  // the seat it acts for; -1 for none
	Body  string `json:"body"`  // what it says, by Kind
	Clock int64  `json:"clock"` // the seat's time left after it, in ms; -1 for none
	Time  int64  `json:"time"`  // when the author made it, by its clock: ms since 1970 UTC
	Sig   string `json:"sig"`   // the author's signature of Signed()
}

// Signed is what the author signs: every field but the signature, each as
// its name, a space, its length in bytes, a colon, its bytes and a newline,
// after the line "boardshelf-entry 1". It is the same in every language and
// needs no escaping.
func (e Entry) Signed() []byte {
	var b bytes.Buffer
	b.WriteString("boardshelf-entry 1\n")
	field := func(name, value string) {
		fmt.Fprintf(&b, "%s %d:%s\n", name, len(value), value)
	}
	field("v", strconv.Itoa(e.V))
	field("game", e.Game)
	field("seq", strconv.Itoa(e.Seq))
	field("prev", e.Prev)
	field("by", e.By)
	field("kind", string(e.Kind))
	field("seat", strconv.Itoa(e.Seat))
	field("body", e.Body)
	field("clock", strconv.FormatInt(e.Clock, 10))
	field("time", strconv.FormatInt(e.Time, 10))
	return b.Bytes()
}

// Hash is the entry's hash, which the next entry names as Prev: SHA-256 of
// Signed() followed by "sig <length>:<signature>\n", in lower-case hex.
func (e Entry) Hash() string {
	h := sha256.New()
	h.Write(e.Signed())
	fmt.Fprintf(h, "sig %d:%s\n", len(e.Sig), e.Sig)
	return hex.EncodeToString(h.Sum(nil))
}

// Encode is the entry's wire form: one JSON object on one line.
func (e Entry) Encode() []byte {
	data, err := json.Marshal(e)
	if err != nil { // an Entry has only strings and numbers
		panic(err)
	}
	return data
}

// DecodeEntry reads an entry's wire form, refusing anything larger than
// MaxEntry, with fields it does not know, or malformed; it checks the form
// of every field, not yet the signature or the rules (Log.Add does).
func DecodeEntry(data []byte) (Entry, error) {
	var e Entry
	if len(data) > MaxEntry {
		return e, errors.New("the entry is larger than " + strconv.Itoa(MaxEntry>>10) + " KB")
	}
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	if err := d.Decode(&e); err != nil {
		return Entry{}, fmt.Errorf("the entry is not well formed: %s", shortJSONError(err))
	}
	if _, err := d.Token(); err != io.EOF {
		return Entry{}, errors.New("the entry is followed by something else")
	}
	return e, e.checkForm()
}

// checkForm checks the form of each field.
func (e Entry) checkForm() error {
	switch {
	case e.V != Version:
		return fmt.Errorf("the entry is of protocol version %d; this app speaks version %d", e.V, Version)
	case !ValidGameID(e.Game):
		return errors.New("the entry names no valid game id")
	case e.Seq < 0 || e.Seq >= MaxEntries:
		return fmt.Errorf("the entry's place %d is out of range", e.Seq)
	case (e.Seq == 0) != (e.Prev == "") || (e.Prev != "" && !validHash(e.Prev)):
		return errors.New("the entry's link to the one before is malformed")
	case !kinds[e.Kind]:
		return errors.New("the entry is of no known kind")
	case (e.Seq == 0) != (e.Kind == KindHeader):
		return errors.New("only the first entry is the header, and it is one")
	case e.Seat < -1 || e.Seat > 3:
		return fmt.Errorf("the entry names seat %d", e.Seat)
	case len(e.Body) > MaxBody || !utf8.ValidString(e.Body):
		return errors.New("the entry's body is too long or not text")
	case e.Clock < -1 || e.Time < 0:
		return errors.New("the entry's clock or time is negative")
	}
	if _, err := parseKey(e.By); err != nil {
		return err
	}
	if _, err := decodeSig(e.Sig); err != nil {
		return err
	}
	return nil
}

// ValidHash reports whether s is the form of a hash: 32 bytes in
// lower-case hex (nonces and proofs of transports have it too).
func ValidHash(s string) bool { return validHash(s) }

func validHash(s string) bool {
	b, err := hex.DecodeString(s)
	return err == nil && len(b) == sha256.Size && strings.ToLower(s) == s
}

// gameIDs are game ids: 16 random bytes in lower-case base32, no padding.
var gameIDs = base32.StdEncoding.WithPadding(base32.NoPadding)

// ValidGameID reports whether id is the form of a game id.
func ValidGameID(id string) bool {
	b, err := gameIDs.DecodeString(strings.ToUpper(id))
	return err == nil && len(b) == 16 && strings.ToLower(id) == id
}

// shortJSONError names a decoding problem in a few words, never quoting
// the input.
func shortJSONError(err error) string {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		return "broken at byte " + strconv.FormatInt(syn.Offset, 10)
	case errors.As(err, &typ):
		return "field " + strconv.Quote(typ.Field) + " is not a " + typ.Type.String()
	case strings.HasPrefix(err.Error(), "json: unknown field"):
		return "it has a field this version does not know"
	case errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF):
		return "it is cut short"
	}
	return "it is not JSON"
}
