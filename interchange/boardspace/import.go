package boardspace

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"boardshelf/interchange"
	"boardshelf/records"
	"boardshelf/rules"
	"boardshelf/rules/sixmaking"
)

// Import reads a Boardspace SGF game of Six MaKING and plays its moves
// through Boardshelf's rules.
func Import(data []byte) (records.Record, error) {
	props, nodeStarts, err := mainLine(string(data))
	if err != nil {
		return records.Record{}, err
	}
	im := &importer{turn: turn{seat: -1}, offeredBy: -1}
	for i, start := range nodeStarts {
		end := len(props)
		if i+1 < len(nodeStarts) {
			end = nodeStarts[i+1]
		}
		if err := im.node(props[start:end]); err != nil {
			return records.Record{}, err
		}
	}
	if im.game == nil {
		return records.Record{}, rules.Explain("the SGF game has no SU[sixmaking …] to say which board it is played on")
	}
	// A robot's last move may stand without its Done; a pick left in the
	// air (a game saved in the middle of a move) is no move.
	if im.turn.complete() {
		if err := im.commit(); err != nil {
			return records.Record{}, err
		}
	}
	im.rec.Result = records.ResultOf(im.game)
	im.comments.Into(&im.rec.Notes, "\n")
	return im.rec, nil
}

// importer follows a Boardspace game action by action.
type importer struct {
	rec       records.Record
	game      *sixmaking.Game
	turn      turn // the actions of the move being made
	offeredBy int  // the seat whose draw offer stands, or -1
	comments  interchange.Comments
}

// turn gathers the actions that make one move in Boardspace: a pick and a
// drop (or a robot's Move, which is both), or a resignation or draw
// offer, then Done.
type turn struct {
	seat     int      // the seat acting, -1 before any action
	written  []string // the actions as the file writes them, for messages
	picked   bool
	fromPool bool // picked from the reserve: a placement
	from     sixmaking.Square
	height   int // disks picked
	dropped  bool
	to       sixmaking.Square
	agree    string // "Resign", "OfferDraw", "AcceptDraw" or "DeclineDraw"
}

func (t turn) complete() bool { return t.picked && t.dropped || t.agree != "" }

// node reads one node: its actions first, then its comment, which is
// about the position they reached.
func (im *importer) node(props []property) error {
	var comments []string
	for _, p := range props {
		var err error
		switch name := strings.ToUpper(p.name); {
		case name == "C":
			comments = append(comments, p.value)
		case name == "GM":
			if !strings.EqualFold(strings.TrimSpace(p.value), sgfGame) {
				return rules.Explain("the SGF game is of Boardspace's %s, not Six MaKING", rules.Quote(p.value))
			}
		case name == "SU":
			err = im.setup(p.value)
		case name == "DT":
			im.rec.Date = parseDate(p.value)
		case len(name) == 2 && name[0] == 'P' && name[1] >= '0' && name[1] <= '9':
			err = im.action(int(name[1]-'0'), p.value)
		}
		if err != nil {
			return err
		}
	}
	for _, c := range comments {
		im.comments.Add(len(im.rec.Moves), c)
	}
	return nil
}

// setup starts the game SU[] names: "sixmaking 0 2", its variation, the
// random key and the players (SixmakingViewer.gameType).
func (im *importer) setup(value string) error {
	if im.game != nil {
		return rules.Explain("the SGF game says SU[] twice: Boardshelf reads a game from one start")
	}
	name, _, _ := strings.Cut(strings.TrimSpace(value), " ")
	for _, v := range variants {
		if strings.EqualFold(name, v.name) {
			s, g, err := shippedStart(v)
			if err != nil {
				return err
			}
			im.rec, im.game = records.New(s), g
			return nil
		}
	}
	return rules.Explain("SU[%s]: Boardshelf knows Boardspace's sixmaking (5x5) and sixmaking-4 (4x4)", rules.Clip(value))
}

// action reads one P0[…]/P1[…]: "[index] Opcode arguments"
// (SixmakingMovespec.parse), or a player's facts ("id \"name\"", "time …").
func (im *importer) action(seat int, value string) error {
	fields := strings.Fields(value)
	if len(fields) > 0 && fields[0][0] >= '0' && fields[0][0] <= '9' {
		fields = fields[1:] // the sequence number
	}
	if len(fields) == 0 {
		return nil
	}
	op, args := strings.ToLower(fields[0]), fields[1:]
	switch op {
	case "id":
		return im.player(seat, strings.Join(args, " "))
	case "time", "ranking", "country":
		return nil
	}
	if seat > 1 {
		return rules.Explain("P%d[%s]: Six MaKING is a game of two, P0 and P1", seat, rules.Clip(value))
	}
	if im.game == nil {
		return rules.Explain("P%d[%s] comes before SU[] says which board the game is played on", seat, rules.Clip(value))
	}
	return im.step(seat, op, args, strings.Join(fields, " "))
}

// player keeps the name of the player of a seat.
func (im *importer) player(seat int, name string) error {
	if seat > 1 {
		return rules.Explain("P%d: Six MaKING is a game of two, P0 and P1", seat)
	}
	for len(im.rec.Players) <= seat {
		im.rec.Players = append(im.rec.Players, "")
	}
	im.rec.Players[seat] = strings.Trim(strings.TrimSpace(name), "\"")
	return nil
}

// step applies one action of the game (the opcodes of
// SixmakingMovespec and online.game.Opcodes).
func (im *importer) step(seat int, op string, args []string, written string) error {
	if op == "start" {
		if len(args) == 1 && !strings.EqualFold(args[0], "P0") {
			return rules.Explain("the game starts with %s: Boardshelf's Six MaKING starts with the first player, P0", rules.Clip(args[0]))
		}
		return nil
	}
	// A robot's Move stands without a Done before the other seat acts; a
	// move left unfinished is no move.
	if im.turn.seat >= 0 && im.turn.seat != seat {
		if !im.turn.complete() {
			im.turn = turn{seat: -1}
		} else if err := im.commit(); err != nil {
			return err
		}
	}
	if im.turn.seat < 0 {
		im.turn.seat = seat
	}
	im.turn.written = append(im.turn.written, written)
	switch op {
	case "done":
		return im.done()
	case "reset", "undo":
		im.turn = turn{seat: -1}
		return nil
	case "edit":
		return im.bad(rules.Explain("Boardspace's Edit rearranges the board by hand, which no game of Boardshelf does"))
	case "winontime":
		// The game ended on the clock; Boardshelf keeps the moves.
		return nil
	case "resign", "offerdraw", "acceptdraw", "declinedraw":
		im.turn.agree = op
		return nil
	}
	return im.placing(op, args)
}

// placing applies the actions that pick up and put down disks.
func (im *importer) placing(op string, args []string) error {
	t := &im.turn
	switch op {
	case "pick": // Pick W 1: a disk from a reserve
		t.picked, t.fromPool, t.height = true, true, 1
	case "drop": // Drop W: back into the reserve
		t.picked, t.fromPool = false, false
	case "pickb": // Pickb C 3 2: the top 2 disks of C3, or taking back a drop there
		sq, h, err := im.cellAndHeight(args)
		if err != nil {
			return err
		}
		if t.dropped && sq == t.to {
			t.dropped = false
			return nil
		}
		t.picked, t.fromPool, t.from, t.height = true, false, sq, h
	case "dropb": // Dropb C 4: onto C4, or back where it was picked
		sq, err := im.cell(args)
		if err != nil {
			return err
		}
		if !t.picked {
			return im.bad(rules.Explain("a drop with nothing picked up"))
		}
		if !t.fromPool && sq == t.from {
			t.picked = false
			return nil
		}
		t.dropped, t.to = true, sq
	case "move": // Move W @ -1 1 x C 3, Move x B 2 2 x B 4: a robot's whole move
		return im.robotMove(args)
	default:
		return im.bad(rules.Explain("Boardshelf knows no such action"))
	}
	return nil
}

// robotMove reads "Move SOURCE COL ROW HEIGHT DEST COL ROW"
// (SixmakingMovespec's MOVE_BOARD_BOARD): from a reserve (W or B, column
// @) or the board (x), onto the board.
func (im *importer) robotMove(args []string) error {
	if len(args) != 7 {
		return im.bad(rules.Explain("a Move is: source, column, row, height, destination, column, row"))
	}
	h, err := strconv.Atoi(args[3])
	if err != nil || h < 1 {
		return im.bad(rules.Explain("the height is not a number of disks"))
	}
	to, err := im.cell(args[5:7])
	if err != nil {
		return err
	}
	t := &im.turn
	switch strings.ToUpper(args[0]) {
	case "W", "B":
		t.fromPool, t.height = true, 1
	case "X":
		if t.from, err = im.cell(args[1:3]); err != nil {
			return err
		}
		t.fromPool, t.height = false, h
	default:
		return im.bad(rules.Explain("the source is W, B or x"))
	}
	t.picked, t.dropped, t.to = true, true, to
	return nil
}

// cell reads "C 3" from args.
func (im *importer) cell(args []string) (sixmaking.Square, error) {
	if len(args) < 2 {
		return sixmaking.Square{}, im.bad(rules.Explain("a square is a column letter and a row number"))
	}
	row, err := strconv.Atoi(args[1])
	sq, ok := square(args[0], row)
	if err != nil || !ok || !im.game.OnBoard(sq) {
		return sixmaking.Square{}, im.bad(rules.Explain("there is no square %s %s on the board", rules.Clip(args[0]), rules.Clip(args[1])))
	}
	return sq, nil
}

// cellAndHeight reads "C 3 2".
func (im *importer) cellAndHeight(args []string) (sixmaking.Square, int, error) {
	sq, err := im.cell(args)
	if err != nil {
		return sq, 0, err
	}
	if len(args) < 3 {
		return sq, 0, im.bad(rules.Explain("a pick says how many disks it takes"))
	}
	h, err := strconv.Atoi(args[2])
	if err != nil || h < 1 {
		return sq, 0, im.bad(rules.Explain("the height is not a number of disks"))
	}
	return sq, h, nil
}

// done ends the turn: its move is played, or its agreement kept.
func (im *importer) done() error {
	if !im.turn.complete() {
		if im.turn.picked {
			return im.bad(rules.Explain("Done with disks picked up and not put down"))
		}
		im.turn = turn{seat: -1} // a Done with nothing to confirm changes nothing
		return nil
	}
	return im.commit()
}

// commit plays the turn's move through the rules.
func (im *importer) commit() error {
	t := im.turn
	var m rules.Move
	switch t.agree {
	case "resign":
		m = rules.Resign
		if t.seat != im.game.Turn() {
			m = rules.ResignOf(t.seat)
		}
	case "offerdraw":
		if t.seat != im.game.Turn() {
			return im.bad(rules.Explain("%s offers a draw on the turn of %s", seatName(t.seat), seatName(im.game.Turn())))
		}
		im.offeredBy, im.turn = t.seat, turn{seat: -1}
		return nil // Boardspace passes the turn to answer; Boardshelf plays no move
	case "declinedraw":
		im.offeredBy, im.turn = -1, turn{seat: -1}
		return nil
	case "acceptdraw":
		if im.offeredBy < 0 || im.offeredBy == t.seat {
			return im.bad(rules.Explain("a draw accepted that the other player did not offer"))
		}
		m = rules.Draw
	default:
		if t.seat != im.game.Turn() && !im.game.Status().Over {
			return im.bad(rules.Explain("%s moves on the turn of %s", seatName(t.seat), seatName(im.game.Turn())))
		}
		m = im.boardMove()
	}
	if err := im.game.Play(m); err != nil {
		return interchange.IllegalMove(im.rec.Seats, len(im.rec.Moves)+1, im.written(), err)
	}
	im.rec.Moves = append(im.rec.Moves, m.String())
	im.offeredBy, im.turn = -1, turn{seat: -1}
	return nil
}

// boardMove is the pick and drop as a move of Boardshelf's notation: a
// part of a tower is the count on top, the whole tower a Whole move.
func (im *importer) boardMove() sixmaking.Move {
	t := im.turn
	if t.fromPool {
		return sixmaking.Placement(t.to)
	}
	return sixmaking.Move{From: t.from, To: t.to, Count: t.height, Whole: t.height == im.game.Height(t.from)}
}

// written is the turn's actions as the file writes them, without their
// sequence numbers: "P1 Pickb C 3 2, Dropb C 4, Done".
func (im *importer) written() string {
	return "P" + strconv.Itoa(im.turn.seat) + " " + strings.Join(im.turn.written, ", ")
}

// bad is why the turn's actions cannot be read, naming the move.
func (im *importer) bad(why rules.Explanation) error {
	return interchange.IllegalMove(im.rec.Seats, len(im.rec.Moves)+1, im.written(), why)
}

// dateLayouts are the forms of DT[] read: Java's Date.toString (what
// Boardspace prints), then ISO dates.
var dateLayouts = []string{"Mon Jan 02 15:04:05 MST 2006", time.RFC3339, "2006-01-02 15:04:05", "2006-01-02", "Jan 2 2006", "Jan 02 2006 15:04"}

// zoneHours are the offsets of the zone names Boardspace's dates carry
// (its server is in California, its players often in Europe): Go reads an
// unknown name as UTC.
var zoneHours = map[string]int{"UTC": 0, "GMT": 0, "CET": 1, "CEST": 2, "EET": 2, "EEST": 3,
	"EST": -5, "EDT": -4, "CST": -6, "CDT": -5, "MST": -7, "MDT": -6, "PST": -8, "PDT": -7}

// parseDate reads DT[]; a date in no known form is left out (the zero
// time), since it changes nothing of the game.
func parseDate(s string) time.Time {
	s = strings.TrimSpace(s)
	for _, layout := range dateLayouts {
		t, err := time.Parse(layout, s)
		if err != nil {
			continue
		}
		if name, offset := t.Zone(); offset == 0 {
			if h, known := zoneHours[name]; known {
				t = t.Add(-time.Duration(h) * time.Hour)
			}
		}
		return t.UTC()
	}
	return time.Time{}
}

func itoa(n int) string { return strconv.Itoa(n) }

// seatName is a seat as Boardspace's file names it: P0, P1.
func seatName(seat int) string { return fmt.Sprintf("P%d", seat) }
