package online

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"boardshelf/clock"
	"boardshelf/rules"
	"boardshelf/setups"
)

// FlagGrace is how long past a seat's time a claim that its clock ran out
// must wait: the network's lag is never a player's loss.
const FlagGrace = 2 * time.Second

// Holder is who holds a seat.
type Holder struct {
	Key   string // the participant's public key; "" while the seat is free
	Name  string
	Plays string // "person", or "computer (hard)" and the like
}

// Played is a move of the game as the log made it.
type Played struct {
	Move   rules.Move
	Seat   int   // the seat that made it; for a roll, the seat it was rolled for
	Chance bool  // a roll of the die
	Seq    int   // the entry that made it (for a roll, the last share revealed)
	Clock  int64 // the seat's time left after it, in ms; -1 for none
	Time   int64 // when it was made, by its author's clock (ms since 1970)
}

// Offer is a draw offered, or a take-back asked for, waiting for answers.
type Offer struct {
	What     string // OfferDraw or OfferUndo
	Seat     int    // who offers
	Seq      int
	Accepted []int // the seats that accepted so far
}

// ChatLine is a line of chat, kept with the game.
type ChatLine struct {
	Seq  int
	Seat int // the seat its author spoke for, or -1
	Name string
	Text string
	Time int64
}

// State is the game a log gives: every entry replayed through the rules.
type State struct {
	ID        string
	Header    Header
	Setup     *setups.Setup
	Control   clock.Control
	Seats     []Holder
	Played    []Played
	Offer     *Offer // nil when none is on the table
	Chat      []ChatLine
	Left      []int64 // each seat's time left in ms as of its last move
	TurnBegan int64   // when the turn now began: the Time of the entry that made the last move

	game   rules.Game
	dice   map[string]string // each participant's last dice value: its commitment, then each share it revealed
	shares map[string]string // the shares revealed for the roll under way
	rolls  int               // rolls made so far, taken back or not: each roll's number
}

// newState is the state of a log holding only its header.
func newState(e Entry) (*State, error) {
	var h Header
	if err := decodeStrict(e.Body, &h); err != nil {
		return nil, errors.New("the header is not well formed: " + err.Error())
	}
	s, control, err := h.start()
	if err != nil {
		return nil, err
	}
	g, err := s.NewGame()
	if err != nil {
		return nil, err
	}
	st := &State{ID: e.Game, Header: h, Setup: s, Control: control, game: g, TurnBegan: e.Time,
		Seats: make([]Holder, g.Players()), Left: make([]int64, g.Players()),
		dice: map[string]string{}, shares: map[string]string{}}
	for i := range st.Left {
		st.Left[i] = control.Base.Milliseconds()
	}
	if len(h.Moves) > MaxOpening {
		return nil, errors.New("the header's moves are too many")
	}
	for i, text := range h.Moves {
		seat, chance := rules.SeatToMove(g), g.Turn() == rules.Chance
		m, err := rules.ParseMove(g, text)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			return nil, fmt.Errorf("the header's move %d: %w", i+1, err)
		}
		st.Played = append(st.Played, Played{Move: m, Seat: seat, Chance: chance, Clock: -1, Time: e.Time})
	}
	return st, nil
}

// MaxOpening is how many moves a header may carry from before the game
// was shared.
const MaxOpening = 5000

// Game is a copy of the game the log gives.
func (s *State) Game() rules.Game { return s.game.Clone() }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.game.Status().Over }

// Dice reports whether the game is played with a die.
func (s *State) Dice() bool { return s.Header.Game == "chessrace" }

// Seated reports whether every seat is held: the game can begin.
func (s *State) Seated() bool {
	for _, h := range s.Seats {
		if h.Key == "" {
			return false
		}
	}
	return true
}

// SeatsOf are the seats key holds.
func (s *State) SeatsOf(key string) []int {
	var seats []int
	for i, h := range s.Seats {
		if h.Key == key {
			seats = append(seats, i)
		}
	}
	return seats
}

// NameOf is the name of the participant key, or "".
func (s *State) NameOf(key string) string {
	for _, h := range s.Seats {
		if h.Key == key {
			return h.Name
		}
	}
	return ""
}

// inPlay reports whether seat still plays (not eliminated).
func (s *State) inPlay(seat int) bool {
	if e, ok := s.game.(rules.Eliminating); ok {
		return !e.Eliminated(seat)
	}
	return true
}

// apply checks e, which follows the log, and plays it. Every check comes
// before any change (a move the rules refuse leaves the game as it was),
// so a refused entry leaves the state as it was.
func (s *State) apply(e Entry) *Refusal {
	refuse := func(why Why, detail error) *Refusal {
		return &Refusal{Why: why, Seq: e.Seq, Kind: e.Kind, By: e.By, Name: s.NameOf(e.By), Detail: detail}
	}
	var why Why
	var detail error
	switch e.Kind {
	case KindSit:
		why, detail = s.sit(e)
	case KindMove:
		why, detail = s.move(e)
	case KindReveal:
		why, detail = s.reveal(e)
	case KindOffer:
		why, detail = s.offer(e)
	case KindAnswer:
		why, detail = s.answer(e)
	case KindChat:
		why, detail = s.chat(e)
	case KindFlag:
		why, detail = s.flag(e)
	default:
		why, detail = Malformed, errors.New("a second header")
	}
	if why != "" {
		return refuse(why, detail)
	}
	return nil
}

// holds checks that e's author holds e's seat.
func (s *State) holds(e Entry) (Why, error) {
	if e.Seat < 0 || e.Seat >= len(s.Seats) || s.Seats[e.Seat].Key != e.By {
		return NotHolder, nil
	}
	return "", nil
}

func (s *State) sit(e Entry) (Why, error) {
	var b Sitting
	if err := decodeStrict(e.Body, &b); err != nil {
		return Malformed, err
	}
	switch {
	case e.Seat < 0 || e.Seat >= len(s.Seats):
		return Malformed, errors.New("no such seat")
	case s.Seats[e.Seat].Key != "":
		return SeatTaken, nil
	case !validName(b.Name) || len(b.Plays) > maxNameLength || !validName(b.Plays):
		return Malformed, errors.New("a name that cannot be shown")
	}
	if s.Dice() {
		if _, known := s.dice[e.By]; !known {
			if !validHash(b.Dice) {
				return BadDice, errors.New("no commitment to the die")
			}
			s.dice[e.By] = b.Dice
		}
	}
	s.Seats[e.Seat] = Holder{Key: e.By, Name: b.Name, Plays: b.Plays}
	return "", nil
}

// started refuses an entry of play before every seat is held or after
// the game ended.
func (s *State) started() (Why, error) {
	if !s.Seated() {
		return NotStarted, nil
	}
	if s.Over() {
		return GameOver, nil
	}
	return "", nil
}

func (s *State) move(e Entry) (Why, error) {
	if why, err := s.started(); why != "" {
		return why, err
	}
	if why, err := s.holds(e); why != "" {
		return why, err
	}
	m, why, err := s.moveOf(e)
	if why != "" {
		return why, err
	}
	if why, err := s.clockClaim(e); why != "" {
		return why, err
	}
	if err := s.game.Play(m); err != nil {
		return Illegal, err
	}
	s.played(Played{Move: m, Seat: e.Seat, Seq: e.Seq, Clock: e.Clock, Time: e.Time})
	if e.Clock >= 0 {
		s.Left[e.Seat] = e.Clock
	}
	return "", nil
}

// moveOf reads a move entry's move: a move of the seat to move, or a
// resignation, which a seat may make at any time.
func (s *State) moveOf(e Entry) (rules.Move, Why, error) {
	if e.Body == string(rules.Resign) {
		if !s.inPlay(e.Seat) {
			return nil, NotAllowed, errors.New("the seat is out of the game")
		}
		return resignation(s.game, e.Seat), "", nil
	}
	if s.game.Turn() != e.Seat {
		return nil, NotTheirTurn, nil
	}
	m, err := rules.ParseMove(s.game, e.Body)
	if err != nil {
		return nil, Illegal, err
	}
	if m == rules.Draw {
		return nil, NotAllowed, errors.New("a draw is agreed by an offer and its answers")
	}
	return m, "", nil
}

// resignation is the move by which seat resigns.
func resignation(g rules.Game, seat int) rules.Move {
	if rules.SeatToMove(g) == seat && g.Turn() != rules.Chance {
		return rules.Resign
	}
	return rules.ResignOf(seat)
}

// clockClaim checks the time left a move claims: never more than the
// clock gives, and none without a clock.
func (s *State) clockClaim(e Entry) (Why, error) {
	if s.Control.Kind == clock.None {
		if e.Clock != -1 {
			return ClockClaim, errors.New("the game has no clock")
		}
		return "", nil
	}
	allowed := s.Left[e.Seat]
	switch s.Control.Kind {
	case clock.Fischer:
		allowed += s.Control.Increment.Milliseconds()
	case clock.PerTurn, clock.Days:
		allowed = s.Control.Base.Milliseconds()
	}
	if e.Clock < 0 || e.Clock > allowed {
		return ClockClaim, nil
	}
	return "", nil
}

// played records a move the game has just played: it ends the offer on
// the table and begins the next turn.
func (s *State) played(p Played) {
	s.Played = append(s.Played, p)
	s.Offer = nil
	s.TurnBegan = p.Time
}

func (s *State) offer(e Entry) (Why, error) {
	if why, err := s.started(); why != "" {
		return why, err
	}
	if why, err := s.holds(e); why != "" {
		return why, err
	}
	switch {
	case s.Offer != nil:
		return NoOffer, errors.New("an offer is already on the table")
	case e.Body == OfferDraw:
	case e.Body == OfferUndo:
		if s.lastMoveOf(e.Seat) < 0 {
			return NotAllowed, errors.New("the seat has no move to take back")
		}
	default:
		return Malformed, errors.New("an offer of neither a draw nor a take-back")
	}
	s.Offer = &Offer{What: e.Body, Seat: e.Seat, Seq: e.Seq}
	return "", nil
}

// lastMoveOf is the place in Played of seat's last move (not a roll), or -1.
func (s *State) lastMoveOf(seat int) int {
	for i := len(s.Played) - 1; i >= 0; i-- {
		if p := s.Played[i]; p.Seat == seat && !p.Chance {
			return i
		}
	}
	return -1
}

func (s *State) answer(e Entry) (Why, error) {
	if why, err := s.started(); why != "" {
		return why, err
	}
	if why, err := s.holds(e); why != "" {
		return why, err
	}
	o := s.Offer
	switch {
	case o == nil:
		return NoOffer, nil
	case e.Seat == o.Seat || slices.Contains(o.Accepted, e.Seat) || !s.inPlay(e.Seat):
		return NotAllowed, errors.New("the seat cannot answer this offer")
	case e.Body == Decline:
		s.Offer = nil
		return "", nil
	case e.Body != Accept:
		return Malformed, errors.New("an answer of neither accept nor decline")
	}
	accepted := append(slices.Clone(o.Accepted), e.Seat)
	for seat := range s.Seats {
		if seat != o.Seat && s.inPlay(seat) && !slices.Contains(accepted, seat) {
			o.Accepted = accepted
			return "", nil // others have still to answer
		}
	}
	if o.What == OfferDraw {
		if err := s.game.Play(rules.Draw); err != nil {
			return Illegal, err
		}
		s.played(Played{Move: rules.Draw, Seat: o.Seat, Seq: e.Seq, Clock: -1, Time: e.Time})
		return "", nil
	}
	s.Offer = nil
	s.takeBack(o.Seat, e.Time)
	return "", nil
}

// takeBack takes back seat's last move and everything after it.
func (s *State) takeBack(seat int, at int64) {
	keep := s.lastMoveOf(seat)
	for len(s.Played) > keep {
		s.game.Undo()
		s.Played = s.Played[:len(s.Played)-1]
	}
	s.TurnBegan = at
}

func (s *State) chat(e Entry) (Why, error) {
	text := strings.TrimSpace(e.Body)
	switch {
	case len(s.SeatsOf(e.By)) == 0:
		return NotHolder, nil
	case e.Seat != -1:
		if why, err := s.holds(e); why != "" {
			return why, err
		}
	}
	if text == "" || len(text) > MaxChat || strings.ContainsFunc(text, func(r rune) bool { return r < ' ' && r != '\n' }) {
		return Malformed, errors.New("a chat line empty, too long or with control characters")
	}
	s.Chat = append(s.Chat, ChatLine{Seq: e.Seq, Seat: e.Seat, Name: s.NameOf(e.By), Text: text, Time: e.Time})
	return "", nil
}

// flag takes a claim that the clock of the seat to move ran out: true by
// the log's own times, the grace for the network's lag included.
func (s *State) flag(e Entry) (Why, error) {
	if why, err := s.started(); why != "" {
		return why, err
	}
	seat := rules.SeatToMove(s.game)
	switch {
	case s.Control.Kind == clock.None:
		return NotAllowed, errors.New("the game has no clock")
	case len(s.SeatsOf(e.By)) == 0:
		return NotHolder, nil
	case e.Seat != seat:
		return NotTheirTurn, nil
	case e.Time-s.TurnBegan < s.timeOf(seat)+FlagGrace.Milliseconds():
		return TooEarly, nil
	}
	if err := s.game.Play(rules.TimeOut); err != nil {
		return Illegal, err
	}
	s.played(Played{Move: rules.TimeOut, Seat: seat, Seq: e.Seq, Clock: 0, Time: e.Time})
	s.Left[seat] = 0
	return "", nil
}

// timeOf is the time seat has for its turn now, in ms.
func (s *State) timeOf(seat int) int64 {
	switch s.Control.Kind {
	case clock.PerTurn, clock.Days:
		return s.Control.Base.Milliseconds()
	}
	return s.Left[seat]
}

// Deadline is when the turn of the seat to move ends by the log's times
// (ms since 1970), and false without a clock or once the game is over.
func (s *State) Deadline() (int64, bool) {
	if s.Control.Kind == clock.None || s.Over() {
		return 0, false
	}
	return s.TurnBegan + s.timeOf(rules.SeatToMove(s.game)), true
}

// reveal takes a participant's share of the roll under way; the last
// share needed rolls the die.
func (s *State) reveal(e Entry) (Why, error) {
	if why, err := s.started(); why != "" {
		return why, err
	}
	if !s.Dice() || s.game.Turn() != rules.Chance {
		return NotAllowed, errors.New("no die is to be rolled")
	}
	need := s.revealers()
	if !slices.Contains(need, e.By) {
		return NotHolder, nil
	}
	if _, done := s.shares[e.By]; done {
		return NotAllowed, errors.New("a second share of the same roll")
	}
	share, err := hex.DecodeString(e.Body)
	if err != nil || len(share) != sha256.Size || strings.ToLower(e.Body) != e.Body {
		return Malformed, errors.New("a share that is not 32 bytes of hex")
	}
	if h := sha256.Sum256(share); hex.EncodeToString(h[:]) != s.dice[e.By] {
		return BadDice, nil
	}
	s.dice[e.By] = e.Body
	s.shares[e.By] = e.Body
	if len(s.shares) < len(need) {
		return "", nil
	}
	return s.roll(e)
}

// revealers are the participants whose shares every roll needs: those
// holding a seat still in play, in the order of their keys.
func (s *State) revealers() []string {
	var keys []string
	for seat, h := range s.Seats {
		if s.inPlay(seat) && !slices.Contains(keys, h.Key) {
			keys = append(keys, h.Key)
		}
	}
	slices.Sort(keys)
	return keys
}

// Roll is the face a roll shows, from every share of it: SHA-256 of
// "boardshelf-roll", the game id, the roll's number and the shares in
// the order of their authors' keys, each on a line; its first 8 bytes as
// a big-endian number, modulo the number of faces, pick the face among the
// faces' notations sorted as strings.
func Roll(game string, n int, shares []string) func(faces int) int {
	h := sha256.New()
	h.Write([]byte("boardshelf-roll\n" + game + "\n" + strconv.Itoa(n) + "\n"))
	for _, sh := range shares {
		h.Write([]byte(sh + "\n"))
	}
	v := binary.BigEndian.Uint64(h.Sum(nil)[:8])
	return func(faces int) int { return int(v % uint64(faces)) }
}

func (s *State) roll(e Entry) (Why, error) {
	var shares []string
	for _, key := range s.revealers() {
		shares = append(shares, s.shares[key])
	}
	faces := s.game.Moves()
	slices.SortFunc(faces, func(a, b rules.Move) int { return strings.Compare(a.String(), b.String()) })
	face := faces[Roll(s.ID, s.rolls, shares)(len(faces))]
	seat := rules.SeatToMove(s.game)
	if err := s.game.Play(face); err != nil {
		return Illegal, err
	}
	s.rolls++
	clear(s.shares)
	s.Played = append(s.Played, Played{Move: face, Seat: seat, Chance: true, Seq: e.Seq, Clock: -1, Time: e.Time})
	return "", nil
}

// Shared reports whether key has given its share of the roll under way.
func (s *State) Shared(key string) bool {
	_, ok := s.shares[key]
	return ok
}

// DiceValue is key's last dice value in the log: its commitment, or the
// last share it revealed.
func (s *State) DiceValue(key string) string { return s.dice[key] }
