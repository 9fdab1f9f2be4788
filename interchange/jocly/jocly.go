// Package jocly reads and writes Terachess games as JoclyBoard keeps them:
// its PJN files (PGN's tags and movetext, [JoclyGame "tera-chess"], moves
// in Jocly's natural notation "Nd3-e5", "h15-h16=Q+" or its engine
// notation "d3e5"), and Jocly's FEN for positions. The format was read
// from Jocly's and JoclyBoard's sources; docs/interchange.md says where
// each form comes from.
package jocly

import (
	"bytes"
	"strings"

	"boardshelf/interchange"
	"boardshelf/rules"
	"boardshelf/rules/terachess"
	"boardshelf/setups"
)

// Format is JoclyBoard's PJN for Terachess.
var Format = &interchange.Format{
	Name:       "Jocly PJN",
	Extensions: []string{".pjn"},
	Games:      []string{"terachess"},
	Keeps:      interchange.Keeps{Comments: true},
	File:       File,
	Sniff:      sniff,
	Import:     Import,
	Export:     Export,
}

// File is a PJN file. A Terachess move takes at most 16 bytes ("Ah15xh16+"
// and a move number): 1 MB holds some sixty thousand moves, far more than
// any game lasts, and is little to parse.
var File = setups.FileKind{Name: "Jocly game", MaxSize: 1 << 20, Called: rules.Explain("a Jocly game")}

// gameName is Jocly's name of Terachess, which JoclyBoard writes in
// [JoclyGame] (the "name" of its entry in chessbase's index.js);
// "terachess", the model file's name, is read as well.
const gameName = "tera-chess"

// knownName reports whether a [JoclyGame] value names Terachess.
func knownName(name string) bool {
	name = strings.ToLower(strings.TrimSpace(name))
	return name == gameName || name == "terachess"
}

// sniff knows a PJN file by a [JoclyGame …] tag near its start.
func sniff(data []byte) bool {
	head := bytes.ToLower(data[:min(len(data), 4096)])
	return interchange.HasPrefixFold(head, "[") && bytes.Contains(head, []byte("[joclygame "))
}

// shipped is a catalog without the user's folder: Jocly's standard game is
// the setup Boardshelf ships, whatever the user saved under its id.
var shipped = &setups.Catalog{}

// standardID is the setup of Jocly's Terachess from its start.
const standardID = "terachess/standard"

// customID is the id of a setup made from a [FEN] tag.
const customID = "terachess/jocly"

// startOf is the setup a game starts from, and its game: the standard one
// without a FEN, or the FEN's position (the standard setup when it is the
// standard start).
func startOf(fen string) (*setups.Setup, *terachess.Game, error) {
	if fen != "" {
		text, err := boardshelfFEN(fen)
		if err != nil {
			return nil, nil, err
		}
		if text != terachess.StartFEN {
			return setupOf(customID, []byte(customSetup(text)))
		}
	}
	s, err := shipped.Load(standardID)
	if err != nil {
		return nil, nil, err
	}
	return gameOf(s)
}

// customSetup is a setup file holding a position from Jocly, named in the
// languages Boardshelf speaks (a setup's name is its file's words).
func customSetup(fen string) string {
	return "game = \"terachess\"\nname = \"Position from Jocly\"\nfen = \"" + fen + "\"\n" +
		"[fr]\nname = \"Position venue de Jocly\"\n[de]\nname = \"Stellung aus Jocly\"\n"
}

// setupOf parses a setup file and starts its game.
func setupOf(id string, source []byte) (*setups.Setup, *terachess.Game, error) {
	s, err := setups.Parse("the record's setup", id, source)
	if err != nil {
		return nil, nil, err
	}
	return gameOf(s)
}

// gameOf is a setup's game, which must be Terachess.
func gameOf(s *setups.Setup) (*setups.Setup, *terachess.Game, error) {
	g, err := s.NewGame()
	if err != nil {
		return nil, nil, err
	}
	tg, ok := g.(*terachess.Game)
	if !ok {
		return nil, nil, rules.Explain("Jocly's PJN holds games of Terachess, not of %s", s.Game)
	}
	return s, tg, nil
}
