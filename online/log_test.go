package online

import (
	"errors"
	"testing"
	"time"

	"boardshelf/rules"
	"boardshelf/setups"
)

var t0 = time.Date(2026, 12, 6, 12, 0, 0, 0, time.UTC)

func player(n byte) Identity {
	seed := make([]byte, 32)
	seed[0] = n
	return IdentityFromSeed(seed)
}

// newTable begins a game of setup with clock, each seat taken by its own
// participant, and returns the log and the participants by seat.
func newTable(t testing.TB, setup, clockText string) (*Log, []Identity) {
	t.Helper()
	s, err := setups.Default.Load(setup)
	if err != nil {
		t.Fatal(err)
	}
	host := player(1)
	l, err := NewGame(host, Header{Game: s.Game, SetupID: s.ID, Setup: string(s.Source), Clock: clockText}, t0)
	if err != nil {
		t.Fatal(err)
	}
	var ids []Identity
	for seat := range l.State().Seats {
		id := player(byte(seat + 1))
		ids = append(ids, id)
		mustAdd(t, l, l.Sit(id, seat, "Player "+string(rune('A'+seat)), "person", t0))
	}
	return l, ids
}

func mustAdd(t testing.TB, l *Log, e Entry) {
	t.Helper()
	if ok, err := l.Add(e); !ok || err != nil {
		t.Fatalf("entry %d (%s %q) not taken: %v", e.Seq, e.Kind, e.Body, err)
	}
}

func refusedFor(t *testing.T, l *Log, e Entry, want Why) {
	t.Helper()
	before, head := l.Len(), l.Head()
	_, err := l.Add(e)
	var r *Refusal
	if !errors.As(err, &r) || r.Why != want {
		t.Fatalf("entry %s %q: got %v, want refused as %s", e.Kind, e.Body, err, want)
	}
	if l.Len() != before || l.Head() != head {
		t.Fatal("a refused entry changed the log")
	}
}

// play plays the first legal move of the seat to move, by its holder.
func play(t *testing.T, l *Log, ids []Identity, clockLeft int64, at time.Time) rules.Move {
	t.Helper()
	g := l.State().Game()
	m := g.Moves()[0]
	mustAdd(t, l, l.Next(ids[g.Turn()], KindMove, g.Turn(), m.String(), clockLeft, at))
	return m
}

func TestMovesAreTakenOnceAndReplayTheSame(t *testing.T) {
	l, ids := newTable(t, "terachess/standard", "none")
	for i := range 6 {
		play(t, l, ids, -1, t0.Add(time.Duration(i)*time.Second))
	}
	if n := len(l.State().Played); n != 6 {
		t.Fatalf("%d moves played, want 6", n)
	}
	// Every entry again: nothing new, nothing refused.
	if added, err := l.Merge(l.Entries()); added != 0 || err != nil {
		t.Fatalf("merging the log into itself added %d, err %v", added, err)
	}
	// Another app replaying the entries gets the same game.
	copyLog, err := Replay(l.Entries())
	if err != nil {
		t.Fatal(err)
	}
	if copyLog.Head() != l.Head() || copyLog.State().Game().(rules.PositionKeyer).PositionKey() != l.State().Game().(rules.PositionKeyer).PositionKey() {
		t.Fatal("a replayed log gives another game")
	}
	// A copy that stopped two entries short catches up from where it was.
	short, _ := Replay(l.Entries()[:l.Len()-2])
	if added, err := short.Merge(l.Since(short.Len())); added != 2 || err != nil || short.Head() != l.Head() {
		t.Fatalf("catching up added %d, err %v", added, err)
	}
}

func TestWrongEntriesAreRefusedAndChangeNothing(t *testing.T) {
	l, ids := newTable(t, "terachess/standard", "none")
	g := l.State().Game()
	white, black := ids[0], ids[1]
	legal := g.Moves()[0].String()
	stranger := player(9)

	refusedFor(t, l, l.Next(black, KindMove, 0, legal, -1, t0), NotHolder)
	refusedFor(t, l, l.Next(stranger, KindMove, 0, legal, -1, t0), NotHolder)
	refusedFor(t, l, l.Next(black, KindMove, 1, legal, -1, t0), NotTheirTurn)
	refusedFor(t, l, l.Next(white, KindMove, 0, "z99z98", -1, t0), Illegal)
	refusedFor(t, l, l.Next(white, KindMove, 0, legal, 5000, t0), ClockClaim)
	refusedFor(t, l, l.Next(white, KindMove, 0, "draw", -1, t0), NotAllowed)
	refusedFor(t, l, l.Sit(stranger, 0, "Mallory", "person", t0), SeatTaken)

	forged := l.Next(white, KindMove, 0, legal, -1, t0)
	forged.By = black.Key() // the signature is white's
	refusedFor(t, l, forged, BadSignature)

	tampered := l.Next(white, KindMove, 0, legal, -1, t0)
	tampered.Body = g.Moves()[1].String()
	refusedFor(t, l, tampered, BadSignature)

	gap := l.Next(white, KindMove, 0, legal, -1, t0)
	gap.Seq++
	refusedFor(t, l, white.Sign(gap), Missing)

	other := l.Next(white, KindMove, 0, legal, -1, t0)
	other.Game = NewGameID()
	refusedFor(t, l, white.Sign(other), OtherGame)

	mustAdd(t, l, l.Next(white, KindMove, 0, legal, -1, t0))
	// A different entry for the place just taken is a fork.
	fork := white.Sign(Entry{V: Version, Game: l.ID(), Seq: l.Len() - 1, Prev: l.HashAt(l.Len() - 2), Kind: KindMove, Seat: 0, Body: g.Moves()[1].String(), Clock: -1, Time: t0.UnixMilli()})
	refusedFor(t, l, fork, Fork)
	// So is one that follows another entry than the last.
	stale := black.Sign(Entry{V: Version, Game: l.ID(), Seq: l.Len(), Prev: l.HashAt(l.Len() - 2), Kind: KindChat, Seat: -1, Body: "hi", Clock: -1, Time: t0.UnixMilli()})
	refusedFor(t, l, stale, Fork)
}

func TestNobodyMovesBeforeEverySeatIsTaken(t *testing.T) {
	s, _ := setups.Default.Load("terrace/short")
	host := player(1)
	l, err := NewGame(host, Header{Game: s.Game, SetupID: s.ID, Setup: string(s.Source), Clock: "none"}, t0)
	if err != nil {
		t.Fatal(err)
	}
	mustAdd(t, l, l.Sit(host, 0, "Host", "person", t0))
	m := l.State().Game().Moves()[0].String()
	refusedFor(t, l, l.Next(host, KindMove, 0, m, -1, t0), NotStarted)
	mustAdd(t, l, l.Sit(player(2), 1, "Guest", "computer (hard)", t0))
	mustAdd(t, l, l.Next(host, KindMove, 0, m, -1, t0))
	if got := l.State().Seats[1]; got.Name != "Guest" || got.Plays != "computer (hard)" {
		t.Fatalf("seat 1 is held by %+v", got)
	}
}

func TestADrawNeedsEveryOtherSeat(t *testing.T) {
	l, ids := newTable(t, "terrace/four-player", "none")
	mustAdd(t, l, l.Next(ids[2], KindOffer, 2, OfferDraw, -1, t0))
	refusedFor(t, l, l.Next(ids[1], KindOffer, 1, OfferDraw, -1, t0), NoOffer)
	refusedFor(t, l, l.Next(ids[2], KindAnswer, 2, Accept, -1, t0), NotAllowed)
	for _, seat := range []int{0, 1} {
		mustAdd(t, l, l.Next(ids[seat], KindAnswer, seat, Accept, -1, t0))
	}
	if l.State().Over() {
		t.Fatal("the draw was agreed before the last seat answered")
	}
	mustAdd(t, l, l.Next(ids[3], KindAnswer, 3, Accept, -1, t0))
	if st := l.State().Game().Status(); !st.Over || st.End.Kind != rules.DrawAgreed {
		t.Fatalf("after every accept the game is %+v", st)
	}
}

func TestAMoveDeclinesTheOfferAndATakeBackUndoesTheMove(t *testing.T) {
	l, ids := newTable(t, "sixmaking/standard", "none")
	play(t, l, ids, -1, t0)
	mustAdd(t, l, l.Next(ids[0], KindOffer, 0, OfferDraw, -1, t0))
	play(t, l, ids, -1, t0)
	if l.State().Offer != nil {
		t.Fatal("a move left the offer on the table")
	}
	refusedFor(t, l, l.Next(ids[1], KindAnswer, 1, Accept, -1, t0), NoOffer)
	before := l.State().Game().(rules.PositionKeyer).PositionKey()
	play(t, l, ids, -1, t0)
	mustAdd(t, l, l.Next(ids[0], KindOffer, 0, OfferUndo, -1, t0))
	mustAdd(t, l, l.Next(ids[1], KindAnswer, 1, Accept, -1, t0))
	if got := l.State().Game().(rules.PositionKeyer).PositionKey(); got != before || len(l.State().Played) != 2 {
		t.Fatalf("the take-back left %d moves", len(l.State().Played))
	}
}

func TestAnySeatResignsAtAnyTime(t *testing.T) {
	l, ids := newTable(t, "terachess/standard", "none")
	legal := l.State().Game().Moves()[0].String()
	mustAdd(t, l, l.Next(ids[1], KindMove, 1, "resign", -1, t0)) // white is to move
	st := l.State().Game().Status()
	if !st.Over || len(st.Winners) != 1 || st.Winners[0] != 0 {
		t.Fatalf("black resigned on white's turn, and the game is %+v", st)
	}
	refusedFor(t, l, l.Next(ids[0], KindMove, 0, legal, -1, t0), GameOver)
}

func TestChatIsKeptAndOnlyParticipantsSpeak(t *testing.T) {
	l, ids := newTable(t, "terrace/short", "none")
	mustAdd(t, l, l.Next(ids[1], KindChat, 1, "  good luck  ", -1, t0))
	refusedFor(t, l, l.Next(player(9), KindChat, -1, "hello", -1, t0), NotHolder)
	refusedFor(t, l, l.Next(ids[1], KindChat, 0, "as white", -1, t0), NotHolder)
	refusedFor(t, l, l.Next(ids[1], KindChat, -1, string(make([]byte, MaxChat+1)), -1, t0), Malformed)
	if c := l.State().Chat; len(c) != 1 || c[0].Text != "good luck" || c[0].Name != "Player B" {
		t.Fatalf("chat is %+v", c)
	}
}

func TestTheClockIsDecidedByTheLog(t *testing.T) {
	l, ids := newTable(t, "terachess/standard", "fischer 1m+2s")
	// White used 10 s and claims 50 s plus the increment: 52 s is allowed, 63 s is not.
	refusedFor(t, l, l.Next(ids[0], KindMove, 0, l.State().Game().Moves()[0].String(), 63_000, t0.Add(10*time.Second)), ClockClaim)
	play(t, l, ids, 52_000, t0.Add(10*time.Second))
	// Black has 60 s from white's move: a claim at 61 s is too early (the
	// grace), one at 62 s ends the game on time.
	refusedFor(t, l, l.Next(ids[0], KindFlag, 1, "", -1, t0.Add(71*time.Second)), TooEarly)
	refusedFor(t, l, l.Next(ids[0], KindFlag, 0, "", -1, t0.Add(72*time.Second)), NotTheirTurn)
	mustAdd(t, l, l.Next(ids[0], KindFlag, 1, "", -1, t0.Add(72*time.Second)))
	if st := l.State().Game().Status(); !st.Over || st.End.Kind != rules.TimedOut || st.Winners[0] != 0 {
		t.Fatalf("after the flag the game is %+v", st)
	}
}

func TestDaysPerMoveGiveADeadline(t *testing.T) {
	l, ids := newTable(t, "sixmaking/standard", "days 3")
	at := t0.Add(5 * time.Hour)
	play(t, l, ids, (3*24*time.Hour - 5*time.Hour).Milliseconds(), at)
	d, ok := l.State().Deadline()
	if !ok || d != at.Add(3*24*time.Hour).UnixMilli() {
		t.Fatalf("deadline %v %v", time.UnixMilli(d).UTC(), ok)
	}
}

func TestAGameSharedAfterSomeMovesGoesOnFromThem(t *testing.T) {
	s, _ := setups.Default.Load("terachess/standard")
	g, _ := s.NewGame()
	var opening []string
	for range 6 {
		m := g.Moves()[0]
		opening = append(opening, m.String())
		g.Play(m)
	}
	host := player(1)
	l, err := NewGame(host, Header{Game: s.Game, SetupID: s.ID, Setup: string(s.Source), Clock: "none", Moves: opening}, t0)
	if err != nil {
		t.Fatal(err)
	}
	st := l.State()
	if len(st.Played) != 6 || st.Game().(rules.PositionKeyer).PositionKey() != g.(rules.PositionKeyer).PositionKey() {
		t.Fatalf("the shared game starts after %d moves, not from the six played", len(st.Played))
	}
	bad := append(opening[:5:5], "a1a9")
	if _, err := NewGame(host, Header{Game: s.Game, SetupID: s.ID, Setup: string(s.Source), Clock: "none", Moves: bad}, t0); err == nil {
		t.Fatal("a header with an illegal move was taken")
	}
}
