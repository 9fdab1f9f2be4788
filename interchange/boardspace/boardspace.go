// Package boardspace reads and writes Six MaKING games as Boardspace.net
// keeps them: its SGF dialect (GM[Sixmaking], SU[sixmaking …], one P0[…]
// or P1[…] action a node). The format was read from Boardspace's own
// source; docs/interchange.md says where each form comes from.
package boardspace

import (
	"bytes"
	"strings"

	"boardshelf/interchange"
	"boardshelf/rules"
	"boardshelf/rules/sixmaking"
	"boardshelf/setups"
)

// Format is Boardspace's SGF for Six MaKING.
var Format = &interchange.Format{
	Name:       "Boardspace SGF",
	Extensions: []string{".sgf"},
	Games:      []string{"sixmaking"},
	Keeps:      interchange.Keeps{Comments: true},
	File:       File,
	Sniff:      sniff,
	Import:     Import,
	Export:     Export,
}

// File is a Boardspace game file. The samples, 15 to 39 moves, are 1 to 3
// KB: 1 MB holds some ten thousand moves, more than any game of Six MaKING
// lasts, and is little to parse.
var File = setups.FileKind{Name: "Boardspace game", MaxSize: 1 << 20, Called: rules.Explain("a Boardspace game")}

// sgfGame is Boardspace's name of the game in GM[] (SixmakingConstants'
// Sixmaking_SGF).
const sgfGame = "Sixmaking"

// variant is a Boardspace variation of Six MaKING and the Boardshelf setup
// that starts the same game.
type variant struct {
	name    string // the first word of SU[]: Variation.name in SixmakingConstants
	setupID string
}

// variants: "sixmaking" is the 5x5 board with 16 disks each, "sixmaking-4"
// the 4x4 with 12 (SixmakingConstants' Variation), as Boardshelf's
// sixmaking/standard and sixmaking/small.
var variants = []variant{{"sixmaking", "sixmaking/standard"}, {"sixmaking-4", "sixmaking/small"}}

// sniff knows a Boardspace game of Six MaKING by its GM[] near the start.
func sniff(data []byte) bool {
	head := data[:min(len(data), 4096)]
	return interchange.HasPrefixFold(head, "(") && bytes.Contains(bytes.ToLower(head), []byte("gm["+strings.ToLower(sgfGame)+"]"))
}

// shipped is a catalog without the user's folder: Boardspace's variations
// are the setups Boardshelf ships, whatever the user saved under their ids.
var shipped = &setups.Catalog{}

// shippedStart is the setup of a variant and its game at the start.
func shippedStart(v variant) (*setups.Setup, *sixmaking.Game, error) {
	s, err := shipped.Load(v.setupID)
	if err != nil {
		return nil, nil, err
	}
	g, err := s.NewGame()
	if err != nil {
		return nil, nil, err
	}
	sg, ok := g.(*sixmaking.Game)
	if !ok {
		return nil, nil, rules.Explain("the setup %s is not of Six MaKING", v.setupID)
	}
	return s, sg, nil
}

// square is a Boardspace cell, column letter and row number, as a square:
// column A is file a and row 1 rank 1 (rectBoard's grid, letters along the
// bottom, numbers up the left).
func square(col string, row int) (sixmaking.Square, bool) {
	if len(col) != 1 {
		return sixmaking.Square{}, false
	}
	c := col[0] | 0x20 // lower case
	if c < 'a' || c > 'z' || row < 1 {
		return sixmaking.Square{}, false
	}
	return sixmaking.Square{File: int(c - 'a'), Rank: row - 1}, true
}

// cell writes a square as Boardspace's move strings do: "C 3".
func cell(s sixmaking.Square) string {
	return string(rune('A'+s.File)) + " " + itoa(s.Rank+1)
}
