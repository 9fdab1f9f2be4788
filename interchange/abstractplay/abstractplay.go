// Package abstractplay reads and writes Terrace games as Abstract Play
// keeps them: its game record (APGameRecord, JSON: a header, the players
// and their results, the moves in rounds) and its Terrace notation
// (3b1-b2, 1e1xd2, 2c2*b1). The format was read from Abstract Play's own
// source; docs/interchange.md says where each form comes from.
package abstractplay

import (
	"bytes"
	"strings"

	"boardshelf/interchange"
	"boardshelf/rules"
	"boardshelf/rules/terrace"
	"boardshelf/setups"
)

// Format is Abstract Play's game record for Terrace.
var Format = &interchange.Format{
	Name:       "Abstract Play record",
	Extensions: []string{".json"},
	Games:      []string{"terrace"},
	Keeps:      interchange.Keeps{TimeLoss: true},
	File:       File,
	Sniff:      sniff,
	Import:     Import,
	Export:     Export,
}

// File is an Abstract Play game record. A move is some 12 bytes of JSON:
// 1 MB holds tens of thousands of moves, far more than a game of Terrace
// lasts, and is little to parse.
var File = setups.FileKind{Name: "Abstract Play record", MaxSize: 1 << 20, Called: rules.Explain("an Abstract Play record")}

// gameName is Terrace's name in the header (gameinfo.name in terrace.ts).
const gameName = "Terrace"

// variant is one of Abstract Play's Terrace games without the
// assassination variant, and the Boardshelf setup that starts the same
// game.
type variant struct {
	board8, long bool
	names        []string // the variants as genRecord writes them
	setupID      string
}

// variants, in variantIndex's order: the 6x6 board or the 8x8 ("board-8"), the short setup or the
// long ("long"), as the TerraceGame constructor sets them up (the 6x6 long
// game as it has been since gameslib's 5aeb125c, "Fix 6x6 long setup").
// genRecord writes the variants by their English names (GameBase.
// getVariants): those chosen, then the default of each group not chosen.
var variants = []variant{
	{false, false, []string{"6x6 board", "Short game", "Default capture rules"}, "terrace/short"},
	{false, true, []string{"Long game", "6x6 board", "Default capture rules"}, "terrace/long"},
	{true, false, []string{"8x8 board", "Short game", "Default capture rules"}, "terrace/8x8-short"},
	{true, true, []string{"8x8 board", "Long game", "Default capture rules"}, "terrace/8x8-long"},
}

// variantIndex is where a game is in variants.
func variantIndex(board8, long bool) int {
	i := 0
	if board8 {
		i += 2
	}
	if long {
		i++
	}
	return i
}

// choice is what a word of header.game.variants chooses.
type choice int

const (
	defaultChoice choice = iota // a group's default: 6x6, short, diagonal captures
	board8
	long
	assassination
)

// choices are the words Abstract Play writes for Terrace's variants: the
// uids of gameinfo.variants and of the groups' defaults, and their English
// names (locales/en/apgames.json, variants.terrace and variants._default),
// in lower case.
var choices = map[string]choice{
	"#board": defaultChoice, "6x6 board": defaultChoice, "default board": defaultChoice,
	"#setup": defaultChoice, "short game": defaultChoice, "default setup": defaultChoice,
	"#capture": defaultChoice, "default capture rules": defaultChoice,
	"board-8": board8, "8x8 board": board8,
	"long": long, "long game": long,
	"assassination": assassination,
}

// sniff knows an Abstract Play record of Terrace: a JSON object with a
// header naming the game, near its start.
func sniff(data []byte) bool {
	head := bytes.ToLower(data[:min(len(data), 4096)])
	return interchange.HasPrefixFold(head, "{") && bytes.Contains(head, []byte(`"header"`)) &&
		bytes.Contains(head, []byte(`"`+strings.ToLower(gameName)+`"`))
}

// shipped is a catalog without the user's folder: Abstract Play's variants
// are the setups Boardshelf ships, whatever the user saved under their ids.
var shipped = &setups.Catalog{}

// shippedStart is the shipped setup id and its game at the start.
func shippedStart(id string) (*setups.Setup, *terrace.Game, error) {
	s, err := shipped.Load(id)
	if err != nil {
		return nil, nil, err
	}
	g, err := terraceGame(s)
	return s, g, err
}

// terraceGame is s's game at its start, if it is Terrace.
func terraceGame(s *setups.Setup) (*terrace.Game, error) {
	g, err := s.NewGame()
	if err != nil {
		return nil, err
	}
	tg, ok := g.(*terrace.Game)
	if !ok {
		return nil, rules.Explain("Abstract Play's records hold games of Terrace, not of %s", s.Game)
	}
	return tg, nil
}

// sameStart reports whether a and b, both at their start, are the same
// position: the same pieces, seat to move and goals.
func sameStart(a, b *terrace.Game) bool {
	if a.Size() != b.Size() || a.Players() != b.Players() || a.Turn() != b.Turn() {
		return false
	}
	for seat := range a.Players() {
		if a.Goal(seat) != b.Goal(seat) {
			return false
		}
	}
	for file := range a.Size() {
		for rank := range a.Size() {
			sq := terrace.Square{File: file, Rank: rank}
			pa, _ := a.At(sq)
			pb, _ := b.At(sq)
			if pa != pb {
				return false
			}
		}
	}
	return true
}
