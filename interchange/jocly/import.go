package jocly

import (
	"regexp"
	"strconv"
	"strings"
	"time"

	"boardshelf/interchange"
	"boardshelf/records"
	"boardshelf/rules"
	"boardshelf/rules/terachess"
)

// Import reads a JoclyBoard PJN game of Terachess and plays its moves
// through Boardshelf's rules.
func Import(data []byte) (records.Record, error) {
	pg, err := parsePJN(string(data))
	if err != nil {
		return records.Record{}, err
	}
	name, ok := pg.tags["joclygame"]
	if !ok {
		name, ok = pg.tags["game"]
	}
	if !ok {
		return records.Record{}, rules.Explain("the PJN game does not say which game it is ([JoclyGame \"tera-chess\"])")
	}
	if !knownName(name) {
		return records.Record{}, rules.Explain("the PJN game is Jocly's %s, not Terachess", rules.Quote(name))
	}
	s, g, err := startOf(pg.tags["fen"])
	if err != nil {
		return records.Record{}, err
	}
	im := &importer{rec: records.New(s), game: g}
	im.facts(pg.tags)
	for _, it := range pg.items {
		if it.comment {
			im.comments.Add(len(im.rec.Moves), it.text)
			continue
		}
		if err := im.move(it.text); err != nil {
			return records.Record{}, err
		}
	}
	if err := im.end(pg.result); err != nil {
		return records.Record{}, err
	}
	im.comments.Into(&im.rec.Notes, " ")
	im.rec.Result = records.ResultOf(g)
	return im.rec, nil
}

// importer follows a game move by move.
type importer struct {
	rec      records.Record
	game     *terachess.Game
	comments interchange.Comments
}

// facts keeps the players and the date from the tags.
func (im *importer) facts(tags map[string]string) {
	white, black := player(tags["white"]), player(tags["black"])
	if white != "" || black != "" {
		im.rec.Players = []string{white, black}
	}
	im.rec.Date = parseDate(tags["date"])
}

// player is a name from a tag; PGN's "?" is nobody.
func player(name string) string {
	name = strings.TrimSpace(name)
	if name == "?" {
		return ""
	}
	return name
}

// move plays a move as written, in either notation.
func (im *importer) move(written string) error {
	n, ok := parseNotation(written)
	if !ok {
		return interchange.IllegalMove(im.rec.Seats, len(im.rec.Moves)+1, written, rules.Explain("this is no move in Jocly's notation (Nd3-e5, d3e5)"))
	}
	m, err := n.find(im.game)
	if err == nil {
		err = im.game.PlayMove(m)
	}
	if err != nil {
		return interchange.IllegalMove(im.rec.Seats, len(im.rec.Moves)+1, written, err)
	}
	im.rec.Moves = append(im.rec.Moves, m.String())
	return nil
}

// end plays the result written at the end of a game the rules have not
// ended: the loser's resignation, or a draw agreed.
func (im *importer) end(result string) error {
	if result == "" || im.game.Status().Over {
		return nil
	}
	var a rules.Agreement
	switch result {
	case "1/2-1/2":
		a = rules.Draw
	case "1-0", "0-1":
		loser := int(terachess.Black)
		if result == "0-1" {
			loser = int(terachess.White)
		}
		a = rules.Resign
		if loser != im.game.Turn() {
			a = rules.ResignOf(loser)
		}
	}
	if err := im.game.Play(a); err != nil {
		return interchange.IllegalMove(im.rec.Seats, len(im.rec.Moves)+1, result, err)
	}
	im.rec.Moves = append(im.rec.Moves, string(a))
	return nil
}

// notation is a move as Jocly may write it: natural ("Nd3-e5",
// "h15xh16=Q+", a Pawn with no letter), engine ("d3e5", "h15h16Q"), or
// shortened by its CompactMoveString ("Ne5", "dxe5").
type notation struct {
	letter   byte // the piece's letter, 0 for none
	fromFile int  // -1 when not written
	fromRank int  // -1 when not written
	sep      byte // '-', 'x' or 0
	to       terachess.Square
	promo    byte // the promotion's letter, 0 for none
}

var notationRE = regexp.MustCompile(`^([A-Z]?)([a-p]?)([0-9]{0,2})([-x]?)([a-p])([0-9]{1,2})=?([A-Z]?)[+#]*[!?]*$`)

// parseNotation reads a move's words; ok is false for anything else.
func parseNotation(s string) (notation, bool) {
	m := notationRE.FindStringSubmatch(s)
	if m == nil {
		return notation{}, false
	}
	n := notation{fromFile: -1, fromRank: -1}
	if m[1] != "" {
		n.letter = m[1][0]
	}
	if m[2] != "" {
		n.fromFile = int(m[2][0] - 'a')
	}
	if m[3] != "" {
		r, ok := rank(m[3])
		if !ok {
			return notation{}, false
		}
		n.fromRank = r
	}
	if m[4] != "" {
		n.sep = m[4][0]
	}
	r, ok := rank(m[6])
	if !ok {
		return notation{}, false
	}
	n.to = terachess.SquareAt(int(m[5][0]-'a'), r)
	if m[7] != "" {
		n.promo = m[7][0]
	}
	return n, true
}

// rank reads a rank's number, 1 to 16, as an index from 0.
func rank(s string) (int, bool) {
	r, err := strconv.Atoi(s)
	return r - 1, err == nil && r >= 1 && r <= terachess.Size
}

// find is the one legal move the notation names.
func (n notation) find(g *terachess.Game) (terachess.Move, error) {
	if n.fromFile >= 0 && n.fromRank >= 0 {
		// The squares name the move (a piece has one promotion at most);
		// the rules list only that piece's moves.
		if m, ok := g.LegalMoveBetween(terachess.SquareAt(n.fromFile, n.fromRank), n.to); ok && n.names(m) {
			return m, n.agrees(m)
		}
	}
	var found []terachess.Move
	for _, m := range g.LegalMoves() {
		if n.names(m) {
			found = append(found, m)
		}
	}
	switch {
	case len(found) == 1:
		return found[0], n.agrees(found[0])
	case len(found) > 1:
		return terachess.Move{}, rules.ExplainN(len(found), "it names %d move", "it names %d moves", len(found))
	case n.fromFile >= 0 && n.fromRank >= 0:
		from := terachess.SquareAt(n.fromFile, n.fromRank)
		if why := g.WhyNot(from, n.to); why.Format != "" {
			return terachess.Move{}, why
		}
		// The squares make a move, of another piece than the letter's.
		return terachess.Move{}, rules.Explain("%s holds no piece written %s", from.String(), string(n.letter))
	}
	return terachess.Move{}, rules.Explain("no piece can go to %s", n.to.String())
}

// names reports whether m is a move the notation may mean: its squares,
// and its piece when a letter or a short form says which.
func (n notation) names(m terachess.Move) bool {
	if m.To != n.to || n.fromFile >= 0 && m.From.File() != n.fromFile || n.fromRank >= 0 && m.From.Rank() != n.fromRank {
		return false
	}
	kind := m.Piece.Kind()
	if n.letter != 0 {
		return kind.Letter() == n.letter
	}
	// Without a letter and a whole square to come from, the move is a
	// Pawn's (Jocly's Pawn has no letter).
	return n.fromFile >= 0 && n.fromRank >= 0 || kind == terachess.Pawn
}

// agrees checks what the notation says beside the squares: a capture or
// not, the promotion, and the piece a natural move without a letter
// means (a Pawn; the engine form names no piece).
func (n notation) agrees(m terachess.Move) error {
	switch {
	case n.sep == 'x' && !m.IsCapture():
		return rules.Explain("it says x, and takes nothing")
	case n.sep == '-' && m.IsCapture():
		return rules.Explain("it says -, and takes a piece")
	case n.promo != 0 && (m.Promotion == terachess.NoKind || m.Promotion.Letter() != n.promo):
		return rules.Explain("the piece does not become %s here", rules.Quote(string(n.promo)))
	case n.letter == 0 && n.sep != 0 && m.Piece.Kind() != terachess.Pawn:
		return rules.Explain("a move written without a letter is a Pawn's, and %s holds no Pawn", m.From.String())
	}
	return nil
}

// dateLayouts are the dates read: JoclyBoard writes "2026.12.6" (month and
// day without zeros), PGN "2026.12.06"; a date Jocly leaves open
// ("????.??.??") or in no known form is left out.
var dateLayouts = []string{"2006.1.2", "2006-01-02"}

func parseDate(s string) time.Time {
	s = strings.TrimSpace(s)
	for _, layout := range dateLayouts {
		if t, err := time.Parse(layout, s); err == nil {
			return t
		}
	}
	return time.Time{}
}
