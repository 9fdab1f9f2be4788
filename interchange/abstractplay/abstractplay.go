// Package abstractplay reads and writes Terrace games as Abstract Play
// keeps them: its game record (APGameRecord, JSON: a header, the players
// and their results, the moves in rounds) and its Terrace notation
// (3b1-b2, 1e1xd2, 2c2*b1). The format was read from Abstract Play's own
// source; docs/interchange.md says where each form comes from.
package abstractplay

import (
	"bytes"
	"slices"
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

// variant is a set of Abstract Play's Terrace variants and the Boardshelf
// setup that starts the same game.
type variant struct {
	uids    []string // gameinfo.variants' uids, sorted
	setupID string
}

// variants: no variant is the 6x6 board with four pieces each, "board-8"
// the 8x8 with six, "board-8" and "long" the 8x8 with sixteen (the
// TerraceGame constructor), as Boardshelf's terrace/short,
// terrace/8x8-short and terrace/8x8-long.
var variants = []variant{
	{nil, "terrace/short"},
	{[]string{"board-8"}, "terrace/8x8-short"},
	{[]string{"board-8", "long"}, "terrace/8x8-long"},
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

// variantOf is the variant whose uids are the header's, in any order.
func variantOf(uids []string) (variant, bool) {
	sorted := slices.Clone(uids)
	for i := range sorted {
		sorted[i] = strings.ToLower(strings.TrimSpace(sorted[i]))
	}
	slices.Sort(sorted)
	sorted = slices.Compact(sorted)
	for _, v := range variants {
		if slices.Equal(v.uids, sorted) {
			return v, true
		}
	}
	return variant{}, false
}

// resultOf is the record's result at the end of g, as the app writes it.
func resultOf(g rules.Game) string {
	st := g.Status()
	if !st.Over {
		return ""
	}
	if len(st.Winners) == 0 && !strings.Contains(st.Reason, "draw") {
		return "draw: " + st.Reason
	}
	return st.Reason
}
