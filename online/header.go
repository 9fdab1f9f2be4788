package online

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode"

	"boardshelf/clock"
	"boardshelf/setups"
)

// RulesVersion is the version of the rules an app plays by; a game whose
// header names another is refused rather than played by other rules.
const RulesVersion = 1

// Header is what entry 0 says: which game, from which setup, on which
// clock.
type Header struct {
	Game    string `json:"game"`     // "terrace", "terachess", "sixmaking", "chessrace"
	SetupID string `json:"setup_id"` // for people: "terrace/long"
	Setup   string `json:"setup"`    // the complete setup file the game starts from
	Clock   string `json:"clock"`    // the time control, as clock.Control writes it: "none", "fischer 5m+5s", "days 3"
	Rules   int    `json:"rules"`    // RulesVersion
	// Moves were played at one table before the game was shared, from
	// the setup's start (die rolls included): the shared game goes on
	// from them, as from its setup.
	Moves []string `json:"moves,omitempty"`
}

// Sitting is what a sit entry says: who takes the seat, and for a game
// with a die, the participant's commitment to its share of every roll.
type Sitting struct {
	Name  string `json:"name"`           // the person's name, or the computer's
	Plays string `json:"plays"`          // "person", or "computer (hard)" and the like
	Dice  string `json:"dice,omitempty"` // the last value of the participant's chain of dice shares (hex)
}

// Offers and answers in the body of offer and answer entries.
const (
	OfferDraw = "draw"
	OfferUndo = "undo"
	Accept    = "accept"
	Decline   = "decline"
)

// decodeStrict reads a JSON body into v: no unknown field, nothing after.
func decodeStrict(body string, v any) error {
	d := json.NewDecoder(strings.NewReader(body))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		return errors.New(shortJSONError(err))
	}
	if d.More() {
		return errors.New("something follows it")
	}
	return nil
}

func encodeBody(v any) string {
	var b bytes.Buffer
	e := json.NewEncoder(&b)
	e.SetEscapeHTML(false)
	if err := e.Encode(v); err != nil {
		panic(err)
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// start reads a header: the setup it names, the game it begins, its clock.
func (h Header) start() (*setups.Setup, clock.Control, error) {
	if h.Rules != RulesVersion {
		return nil, clock.Control{}, fmt.Errorf("the game is played by rules of version %d; this app knows version %d", h.Rules, RulesVersion)
	}
	s, err := setups.Parse("the game's setup", h.SetupID, []byte(h.Setup))
	if err != nil {
		return nil, clock.Control{}, err
	}
	if s.Game != h.Game {
		return nil, clock.Control{}, fmt.Errorf("the header says %s but its setup is of %s", h.Game, s.Game)
	}
	c, err := clock.Parse(h.Clock)
	if err != nil {
		return nil, clock.Control{}, err
	}
	return s, c, nil
}

// ValidName reports whether a name can be shown: 1 to 60 characters,
// printable, not only spaces (transports check the names they carry so).
func ValidName(s string) bool { return validName(s) }

// validName reports whether a name can be shown: 1 to 60 characters,
// printable, not only spaces.
func validName(s string) bool {
	if strings.TrimSpace(s) == "" || len([]rune(s)) > maxNameLength {
		return false
	}
	for _, r := range s {
		if !unicode.IsPrint(r) {
			return false
		}
	}
	return true
}
