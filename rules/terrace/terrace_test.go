package terrace

import (
	"slices"
	"strings"
	"testing"

	"boardshelf/rules"
)

// The level tables exactly as printed in the rules file.
func TestLevelsMatchTheRulesFile(t *testing.T) {
	tables := map[int]string{
		6: `
6 | 5 4 3 2 1 0
5 | 4 4 3 2 1 1
4 | 3 3 3 2 2 2
3 | 2 2 2 3 3 3
2 | 1 1 2 3 4 4
1 | 0 1 2 3 4 5`,
		8: `
8 | 7 6 5 4 3 2 1 0
7 | 6 6 5 4 3 2 1 1
6 | 5 5 5 4 3 2 2 2
5 | 4 4 4 4 3 3 3 3
4 | 3 3 3 3 4 4 4 4
3 | 2 2 2 3 4 5 5 5
2 | 1 1 2 3 4 5 6 6
1 | 0 1 2 3 4 5 6 7`,
	}
	for n, table := range tables {
		lines := strings.Split(strings.TrimSpace(table), "\n")
		for i, line := range lines {
			_, cells, _ := strings.Cut(line, "|")
			for file, cell := range strings.Fields(cells) {
				s := Square{file, n - 1 - i}
				if got := Level(n, s); got != int(cell[0]-'0') {
					t.Errorf("%dx%d: level of %s = %d, want %s", n, n, s, got, cell)
				}
			}
		}
	}
}

func TestTerracesAreTheLShapes(t *testing.T) {
	// Level 2 of the 6x6 board: two L-shaped terraces touching only at the centre.
	first := []string{"a3", "b3", "c3", "c2", "c1"}
	second := []string{"d4", "e4", "f4", "d5", "d6"}
	for _, group := range [][]string{first, second} {
		for _, s := range group {
			if !SameTerrace(6, sq(group[0]), sq(s)) {
				t.Errorf("%s and %s should share a terrace", group[0], s)
			}
		}
	}
	if SameTerrace(6, sq("c3"), sq("d4")) {
		t.Error("c3 and d4 are on different terraces of level 2")
	}
	if !SameTerrace(8, sq("a4"), sq("d1")) || SameTerrace(8, sq("d4"), sq("e5")) {
		t.Error("8x8 level-3 terraces wrong")
	}
}

func TestStartOfTheLongGame(t *testing.T) {
	g := longGame(t)
	// White's 26 moves, listed in the rules file.
	want := sorted(`a2-a3 a2-b3 b2-a3 b2-b3 b2-c3 c2-d3
		e2-e3 f2-f3
		c1-a3 c1-b3 c1-c3 c2-a3 c2-b3 c2-c3 d1-d3 d1-e3 d1-f3 d2-d3 d2-e3 d2-f3
		b2xa1 c2xb1 d1xc2 d2xc1 e1xd2 f1xe2`)
	if got := notations(g.Moves()); !slices.Equal(got, want) {
		t.Errorf("white's first moves:\n got %v\nwant %v", got, want)
	}
	if g.Turn() != 0 || g.Name(0) != "white" || g.Name(1) != "black" {
		t.Errorf("white (seat 0) should move first, got seat %d", g.Turn())
	}
	if g.Goal(0) != sq("f6") || g.Goal(1) != sq("a1") {
		t.Errorf("goals = %s, %s; want f6 for white and a1 for black", g.Goal(0), g.Goal(1))
	}
}

// The counts of the rules file, listed with their positions under
// "Reference counts" in docs/rules/terrace.md; a change here belongs there too.
func TestPerftReferenceCounts(t *testing.T) {
	for _, tc := range []struct {
		name  string
		game  func(testing.TB) *Game
		count []uint64
	}{
		{"6x6 long", longGame, []uint64{26, 650}},
		{"6x6 short", shortGame, []uint64{17, 289}},
	} {
		for depth, want := range tc.count {
			if got := rules.Perft(tc.game(t), depth+1); got != want {
				t.Errorf("%s: perft(%d) = %d, want %d", tc.name, depth+1, got, want)
			}
		}
	}
}

// A lone piece of white's on a terrace with the two Ts out of the way
// (white's on f1 and black's on a6, the two high corners).
func withTs(rows string) map[Square]Piece {
	pieces := diagram(rows)
	pieces[sq("f1")] = Piece{Seat: 0, Size: 1, T: true}
	pieces[sq("a6")] = Piece{Seat: 1, Size: 1, T: true}
	return pieces
}

func targets(g *Game, from string, keep func(Move) bool) []string {
	var out []string
	for _, m := range g.MovesFrom(sq(from)) {
		if keep == nil || keep(m) {
			out = append(out, m.String()[3:])
			if m.Capture {
				out[len(out)-1] = "x" + out[len(out)-1]
			}
		}
	}
	slices.Sort(out)
	return out
}

func TestMoves(t *testing.T) {
	sameLevel := func(m Move) bool { return Level(6, m.From) == Level(6, m.To) }
	for _, tc := range []struct {
		name  string
		rows  string // 6x6, rank 5 down to rank 1 (rank 6 holds black's T on a6)
		from  string
		only  func(Move) bool
		wants string
	}{
		{"along an empty terrace, round the bend", `
			. . . . . .
			. . . . . .
			A2 . . . . .
			. . . . . .
			. . . . . .`, "a3", sameLevel, "b3 c1 c2 c3"},
		{"an opponent's piece blocks the way", `
			. . . . . .
			. . . . . .
			A2 . B1 . . .
			. . . . . .
			. . . . . .`, "a3", sameLevel, "b3"},
		{"own pieces may be passed but not landed on", `
			. . . . . .
			. . . . . .
			A2 . A1 . . .
			. . . . . .
			. . . . . .`, "a3", sameLevel, "b3 c1 c2"},
		{"an opponent in the corner of the L blocks the bend", `
			. . . . . .
			. . . . . .
			. A2 B1 . . .
			. . . . . .
			. . . . . .`, "b3", sameLevel, "a3"},
		{"never across the centre to the other terrace of the level", `
			. . . . . .
			. . . . . .
			. . A2 . . .
			. . . . . .
			. . . . . .`, "c3", sameLevel, "a3 b3 c1 c2"},
		{"up one level, straight or diagonal", `
			. . . . . .
			. . . . . .
			. . A2 . . .
			. . . . . .
			. . . . . .`, "c3", func(m Move) bool { return Level(6, m.To) > Level(6, m.From) }, "b4 c4 d2 d3"},
		{"down straight only: every move of b3", `
			. . . . . .
			. . . . . .
			. A2 . . . .
			. . . . . .
			. . . . . .`, "b3", nil, "a3 a4 b2 b4 c1 c2 c3 c4"},
		{"up only to vacant squares", `
			. . . . . .
			A1 B1 B2 . . .
			. . A2 . . .
			. . . A3 . .
			. . . . . .`, "c3", func(m Move) bool { return Level(6, m.To) > Level(6, m.From) }, "d3"},
		{"capture diagonally down a piece of the same size", `
			. . . . . .
			. . . . . .
			. A2 . . . .
			B2 . A1 . . .
			. . . . . .`, "b3", func(m Move) bool { return m.Capture }, "xa2"},
		{"no capture of a larger piece", `
			. . . . . .
			. . . . . .
			. A2 . . . .
			B3 . . . . .
			. . . . . .`, "b3", func(m Move) bool { return m.Capture }, ""},
		{"no capture straight down, sideways or upward", `
			. . . . . .
			B1 B1 . . . .
			B1 A3 B1 . . .
			. B1 . . . .
			. . . . . .`, "b3", func(m Move) bool { return m.Capture }, ""},
		{"capture diagonally down a smaller piece", `
			. . . . . .
			. . . . . .
			. A3 . . . .
			B1 . . . . .
			. . . . . .`, "b3", func(m Move) bool { return m.Capture }, "xa2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := start(t, Position{Size: 6, Players: 2, Pieces: withTs(". . . . . .\n" + tc.rows)})
			got := targets(g, tc.from, tc.only)
			if want := strings.Fields(tc.wants); !slices.Equal(got, want) {
				t.Errorf("targets of %s = %v, want %v", tc.from, got, want)
			}
		})
	}
}

func TestOwnPieceCaptureIsAMove(t *testing.T) {
	// b3 (level 2) takes white's own piece diagonally down on a2 (level 1).
	g := start(t, Position{Size: 6, Players: 2, Pieces: withTs(`
		. . . . . .
		. . . . . .
		. . . . . .
		. A2 . . . .
		A1 . . . . .
		. . . . . .`)})
	play(t, g, "b3xa2")
	if pc, _ := g.At(sq("a2")); pc.Seat != 0 || pc.Size != 2 {
		t.Errorf("a2 holds %+v after white took its own piece", pc)
	}
}

func TestWinning(t *testing.T) {
	for _, tc := range []struct {
		name    string
		rows    string // 6x6, all six ranks
		move    string
		winners []int
		reason  string
	}{
		{"capturing the opponent's T", `
			. . . . . .
			. . . . . .
			. . . . . .
			. . . . . .
			. BT . . . .
			AT . A1 . . .`, "c1xb2", []int{0}, "white captured black's T"},
		{"the T reaching its goal", `
			BT . . . . .
			. . . . . AT
			. . . . . .
			. . . . . .
			. . . . . .
			. . . . . .`, "f5-f6", []int{0}, "white's T reached f6"},
		{"the T reaching its goal by a capture", `
			BT . . . . B1
			. . . . AT .
			. . . . . .
			. . . . . .
			. . . . . .
			. . . . . .`, "e5xf6", []int{0}, "white's T reached f6"},
		{"capturing one's own T loses", `
			. . . . . BT
			. . . . . .
			. . . . . .
			. . . . . .
			. A1 . . . .
			AT . . . . .`, "b2xa1", []int{1}, "white captured its own T"},
		{"a win stands though the next player could not move", `
			. . . . . .
			. . . . . AT
			. . . . . .
			. . . . . .
			A1 A1 . . . .
			BT A1 . . . .`, "f5-f6", []int{0}, "white's T reached f6"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := start(t, Position{Size: 6, Players: 2, Goals: []Square{sq("f6"), sq("a1")}, Pieces: diagram(tc.rows)})
			play(t, g, tc.move)
			st := g.Status()
			if !st.Over || !slices.Equal(st.Winners, tc.winners) || st.Reason != tc.reason {
				t.Errorf("status = %+v, want winners %v, %q", st, tc.winners, tc.reason)
			}
			if len(g.Moves()) != 0 {
				t.Error("a finished game still offers moves")
			}
			if err := g.Play(rules.Draw); err == nil {
				t.Error("an agreement was accepted after the end")
			}
		})
	}
}

func TestNoLegalMoveIsADraw(t *testing.T) {
	// Black's only piece, its T in the low corner, is walled in.
	g := start(t, Position{Size: 6, Players: 2, First: 1, Pieces: diagram(`
		. . . . A1 BT
		. . . . A1 A1
		. . . . . .
		. . . . . .
		. . . . . .
		AT . . . . .`)})
	st := g.Status()
	if !st.Over || len(st.Winners) != 0 || st.Reason != "black has no legal move: draw" {
		t.Errorf("status = %+v, want a draw", st)
	}
	if len(g.Moves()) != 0 {
		t.Error("moves offered to a player without any")
	}
	// The draw stands: no resignation or agreement can change it.
	for _, m := range []rules.Move{rules.Resign, rules.Draw} {
		if err := g.Play(m); err == nil {
			t.Errorf("%v accepted after the game ended; status now %+v", m, g.Status())
		}
	}
	if got := whyNot(g, sq("f6"), sq("f5")); got != "the game is over" {
		t.Errorf("a drop after the end is explained as %q", got)
	}
}

// The four-player 6x6 start of the rules file, seats white, red, black, blue
// (bottom, left, top, right).
const fourPlayers = `
6 | .  CT C2 C2 C3 .
5 | BT .  .  .  .  D3
4 | B2 .  .  .  .  D2
3 | B2 .  .  .  .  D2
2 | B3 .  .  .  .  DT
1 | .  A3 A2 A2 AT .`

func TestFourPlayerGoals(t *testing.T) {
	g := start(t, Position{Size: 6, Players: 4, Pieces: diagram(fourPlayers)})
	want := []Square{sq("f6"), sq("f6"), sq("a1"), sq("a1")}
	for seat, goal := range want {
		if g.Goal(seat) != goal {
			t.Errorf("%s aims at %s, want %s", g.Name(seat), g.Goal(seat), goal)
		}
	}
	goals8 := DefaultGoals(8, 4, map[Square]Piece{
		sq("b1"): {Seat: 0, Size: 1, T: true}, sq("a2"): {Seat: 1, Size: 1, T: true},
		sq("g8"): {Seat: 2, Size: 1, T: true}, sq("h7"): {Seat: 3, Size: 1, T: true},
	})
	if !slices.Equal(goals8, []Square{sq("h8"), sq("h8"), sq("a1"), sq("a1")}) {
		t.Errorf("8x8 four-player goals = %v", goals8)
	}
}

func TestTwoPlayersAimAtDifferentCorners(t *testing.T) {
	// Both Ts start near a1: white (first) takes the far corner, black a1.
	goals := DefaultGoals(6, 2, map[Square]Piece{
		sq("b1"): {Seat: 0, Size: 1, T: true}, sq("a2"): {Seat: 1, Size: 1, T: true},
	})
	if !slices.Equal(goals, []Square{sq("f6"), sq("a1")}) {
		t.Errorf("goals %v", goals)
	}
	// Both near f6: white takes a1 as its T's far corner, black the other.
	goals = DefaultGoals(6, 2, map[Square]Piece{
		sq("e6"): {Seat: 0, Size: 1, T: true}, sq("f5"): {Seat: 1, Size: 1, T: true},
	})
	if !slices.Equal(goals, []Square{sq("a1"), sq("f6")}) {
		t.Errorf("goals %v", goals)
	}
}

func TestEliminationInThreePlayerGames(t *testing.T) {
	g := start(t, Position{Size: 6, Players: 3, Pieces: diagram(`
		.  CT C2 .  .  .
		.  .  .  .  .  .
		B2 .  .  .  .  .
		B2 .  .  .  .  .
		.  .  A3 .  .  .
		AT BT .  .  .  .`)})
	before := snapshot(g)
	play(t, g, "c2xb1") // level 2 to level 1, diagonally: red's T falls
	if st := g.Status(); st.Over {
		t.Fatalf("game over after the first elimination: %+v", st)
	}
	if !g.Eliminated(1) {
		t.Error("red should be out")
	}
	for _, s := range []string{"a3", "a4"} {
		if _, ok := g.At(sq(s)); ok {
			t.Errorf("red's piece on %s is still on the board", s)
		}
	}
	if g.Turn() != 2 {
		t.Errorf("after white, black (seat 2) should move, not seat %d", g.Turn())
	}
	play(t, g, "c6-d6")
	if g.Turn() != 0 {
		t.Errorf("turn order should skip red: seat %d to move", g.Turn())
	}
	g.Undo()
	g.Undo()
	if after := snapshot(g); after != before {
		t.Errorf("undo did not restore the position:\n%s\nwant\n%s", after, before)
	}
}

func TestLastPlayerLeftWins(t *testing.T) {
	g := start(t, Position{Size: 6, Players: 3, Pieces: diagram(`
		C2 .  .  .  .  .
		.  .  .  .  .  .
		.  .  .  .  .  .
		.  .  .  .  .  .
		.  .  A3 CT .  .
		AT BT .  .  A1 .`)})
	play(t, g, "c2xb1", "a6-a5", "e1xd2")
	st := g.Status()
	if !st.Over || !slices.Equal(st.Winners, []int{0}) || st.Reason != "white captured black's T" {
		t.Errorf("status = %+v, want white alone left and winning", st)
	}
}

func TestFourPlayerGames(t *testing.T) {
	t.Run("capturing one's own T eliminates only that player", func(t *testing.T) {
		g := start(t, Position{Size: 6, Players: 4, Pieces: diagram(`
			.  CT .  .  .  .
			BT .  .  .  .  .
			.  .  .  .  .  .
			.  .  .  .  .  .
			.  A1 .  .  .  DT
			AT .  .  .  .  .`)})
		play(t, g, "b2xa1")
		if st := g.Status(); st.Over {
			t.Fatalf("the game should go on: %+v", st)
		}
		if _, ok := g.At(sq("a1")); ok || !g.Eliminated(0) {
			t.Error("white's pieces should be gone and white out")
		}
		if g.Turn() != 1 {
			t.Errorf("red should move next, not seat %d", g.Turn())
		}
	})
	t.Run("a T on its goal wins outright", func(t *testing.T) {
		goals := []Square{sq("f6"), sq("f6"), sq("a1"), sq("a1")}
		g := start(t, Position{Size: 6, Players: 4, First: 1, Goals: goals, Pieces: diagram(`
			.  CT .  .  .  .
			.  .  .  .  .  BT
			.  .  .  .  .  .
			.  .  .  .  .  .
			.  .  .  .  .  DT
			.  .  .  AT .  .`)})
		play(t, g, "f5-f6")
		st := g.Status()
		if !st.Over || !slices.Equal(st.Winners, []int{1}) || st.Reason != "red's T reached f6" {
			t.Errorf("status = %+v, want red to win", st)
		}
	})
	t.Run("a resigning player leaves and the others play on", func(t *testing.T) {
		g := start(t, Position{Size: 6, Players: 4, Pieces: diagram(fourPlayers)})
		play(t, g, "b1-b2", "resign")
		if g.Status().Over || !g.Eliminated(1) || g.Turn() != 2 {
			t.Errorf("after red resigns: over=%v red out=%v turn=%d", g.Status().Over, g.Eliminated(1), g.Turn())
		}
		if _, ok := g.At(sq("a5")); ok {
			t.Error("red's T is still on the board")
		}
		g.Undo()
		if _, ok := g.At(sq("a5")); !ok || g.Eliminated(1) || g.Turn() != 1 {
			t.Error("undo should bring red back")
		}
	})
}

func TestAgreements(t *testing.T) {
	g := longGame(t)
	play(t, g, "a2-a3", "resign")
	if st := g.Status(); !st.Over || !slices.Equal(st.Winners, []int{0}) || st.Reason != "black resigned" {
		t.Errorf("after black resigns: %+v", st)
	}
	g.Undo()
	if g.Status().Over || g.Turn() != 1 {
		t.Error("undo should take the resignation back")
	}
	play(t, g, "draw")
	if st := g.Status(); !st.Over || len(st.Winners) != 0 || st.Reason != "draw agreed" {
		t.Errorf("after agreeing a draw: %+v", st)
	}
	if err := g.Play(rules.Resign); err == nil {
		t.Error("a resignation was accepted after the end")
	}
}

func TestIllegalMovesChangeNothing(t *testing.T) {
	g := longGame(t)
	before := snapshot(g)
	for _, m := range []rules.Move{
		Move{From: sq("a1"), To: sq("a3")}, // too far
		Move{From: sq("a6"), To: sq("a4")}, // black's piece, white to move
		Move{From: sq("b2"), To: sq("a1")}, // a capture written as a move
		Move{From: sq("c4"), To: sq("c3")}, // no piece there
		Move{From: sq("z9"), To: sq("a3")}, // off the board
		rules.Agreement("shake hands"),     // no such agreement
	} {
		if err := g.Play(m); err == nil {
			t.Errorf("%v was accepted", m)
		}
	}
	if _, err := rules.ParseMove(g, "b2-a1"); err == nil {
		t.Error("ParseMove found b2-a1, which is a capture (b2xa1)")
	}
	if after := snapshot(g); after != before {
		t.Errorf("refused moves changed the game:\n%s", after)
	}
}

func TestUndoRestoresEverything(t *testing.T) {
	g := longGame(t)
	before := snapshot(g)
	play(t, g, "c2-c3", "e5-e4", "f1xe2", "b6xc5")
	for range 4 {
		g.Undo()
	}
	if after := snapshot(g); after != before {
		t.Errorf("undo left\n%s\nwant\n%s", after, before)
	}
	g.Undo() // at the start: nothing to take back
	if after := snapshot(g); after != before {
		t.Error("undo at the start changed the game")
	}
}

func TestCloneIsIndependent(t *testing.T) {
	g := longGame(t)
	play(t, g, "c2-c3")
	c := g.Clone().(*Game)
	play(t, c, "e5-e4", "d1-d3")
	if len(g.History()) != 1 || len(c.History()) != 3 {
		t.Errorf("histories %d and %d, want 1 and 3", len(g.History()), len(c.History()))
	}
	if _, ok := g.At(sq("d3")); ok {
		t.Error("a move in the clone showed up in the original")
	}
	c.Undo()
	c.Undo()
	if snapshot(c) != snapshot(g) {
		t.Error("clone and original differ after undoing the clone's own moves")
	}
}

func TestPositionProblems(t *testing.T) {
	white := func(s string, pc Piece) map[Square]Piece {
		m := map[Square]Piece{sq("a1"): {Seat: 0, Size: 1, T: true}, sq("f6"): {Seat: 1, Size: 1, T: true}}
		m[sq(s)] = pc
		return m
	}
	for _, tc := range []struct {
		p    Position
		want string
	}{
		{Position{Size: 7, Players: 2}, "the board must be 6x6 or 8x8, not 7x7"},
		{Position{Size: 6, Players: 5}, "Terrace is for 2 to 4 players, not 5"},
		{Position{Size: 6, Players: 2, First: 2, Pieces: white("c3", Piece{Size: 2})}, "the first player must be one of seats 1 to 2"},
		{Position{Size: 6, Players: 2, Pieces: white("g7", Piece{Size: 2})}, "square g7 is off a 6x6 board"},
		{Position{Size: 6, Players: 2, Pieces: white("c3", Piece{Size: 4})}, "the piece on c3 has size 4; a 6x6 board has sizes 1 to 3"},
		{Position{Size: 8, Players: 2, Pieces: white("c3", Piece{Size: 5})}, "the piece on c3 has size 5; a 8x8 board has sizes 1 to 4"},
		{Position{Size: 6, Players: 2, Pieces: white("c3", Piece{Seat: 2, Size: 1})}, "the piece on c3 belongs to player 3, but there are 2 players"},
		{Position{Size: 6, Players: 2, Pieces: white("c3", Piece{Seat: 1, Size: 1, T: true})}, "black has 2 Ts; each player has exactly one"},
		{Position{Size: 6, Players: 2, Pieces: white("c3", Piece{Size: 2, T: true})}, "the T on c3 has size 2; a T is always size 1"},
		{Position{Size: 6, Players: 2, Pieces: map[Square]Piece{sq("a1"): {Seat: 0, Size: 1, T: true}}}, "black has no T"},
		{Position{Size: 6, Players: 2, Names: []string{"green", "red"}, Pieces: map[Square]Piece{sq("a1"): {Seat: 1, Size: 1, T: true}}}, "green has no T"},
		{Position{Size: 6, Players: 2, Goals: []Square{sq("f6"), sq("c3")}, Pieces: white("c4", Piece{Size: 1})}, "black's goal c3 is not a low corner (a1 or f6)"},
	} {
		got := tc.p.Problems()
		if !slices.Contains(got, tc.want) {
			t.Errorf("problems %q, want among them %q", got, tc.want)
		}
		if _, err := New(tc.p); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("New accepted an invalid position or said %v; want %q", err, tc.want)
		}
	}
}

func TestThreatenedT(t *testing.T) {
	g := start(t, Position{Size: 6, Players: 2, Pieces: withTs(`
		. . . . . .
		. . . . . .
		. . . . . .
		. . . . . .
		. . . . . .`)})
	if got := g.Threatened(); len(got) != 0 {
		t.Errorf("no T is attacked at the start, got %v", got)
	}
	// Black's 1 on e1 (level 4) stands diagonally above white's T on d2 (level 3).
	g = start(t, Position{Size: 6, Players: 2, Pieces: diagram(`
		BT . . . . .
		. . . . . .
		. . . . . .
		. . . . . .
		. . . AT . .
		. . . . B1 .`)})
	if got := g.Threatened(); !slices.Equal(got, []int{0}) {
		t.Errorf("white's T on d2 is attacked from e1, got %v", got)
	}
}

func BenchmarkPerftLong3(b *testing.B) {
	g := longGame(b)
	var n uint64
	for b.Loop() {
		n += rules.Perft(g, 3)
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "moves/s")
}

// snapshot renders the whole state that Undo must restore.
func snapshot(g *Game) string {
	var b strings.Builder
	for r := g.Size() - 1; r >= 0; r-- {
		for f := 0; f < g.Size(); f++ {
			if pc, ok := g.At(Square{f, r}); ok {
				b.WriteString(string(rune('A'+pc.Seat)) + map[bool]string{true: "T", false: string(rune('0' + pc.Size))}[pc.T] + " ")
			} else {
				b.WriteString(".  ")
			}
		}
		b.WriteString("\n")
	}
	for seat := range g.Players() {
		if g.Eliminated(seat) {
			b.WriteString(g.Name(seat) + " out\n")
		}
	}
	st := g.Status()
	return b.String() + "turn " + g.Name(g.Turn()) + "; " + st.Reason
}

func TestWhyNotRefusedMoves(t *testing.T) {
	// Level 2 is a3 b3 c3 c2 c1; a4 is level 3, a2 and b2 level 1.
	g := start(t, Position{Size: 6, Players: 2, Pieces: withTs(`
		. . . . . .
		. . . . . .
		B1 . . . . .
		A2 . B1 . . .
		B3 . A2 . . .
		. . . . . .`)})
	for _, tc := range []struct{ from, to, want string }{
		{"a3", "b3", ""},
		{"a4", "a3", "the piece on a4 is black's; white is to move"},
		{"d4", "d3", "there is no piece on d4"},
		{"a3", "a3", "a piece must move to another square"},
		{"c2", "a3", "a3 holds one of your own pieces"},
		{"a3", "c3", "captures go only diagonally down one level"},
		{"a3", "c1", "an opponent's piece blocks the way along the terrace"},
		{"a3", "a5", "a piece climbs only one level at a time, to a neighbouring square"},
		{"a3", "a4", "a piece moves up only onto an empty square; captures go diagonally down"},
		{"a3", "a2", "no capture straight down: captures go diagonally down"},
		{"c2", "b1", "a piece moves down only straight; the diagonal step down is for capturing"},
		{"c2", "a1", "a piece steps down only one level at a time, to a neighbouring square"},
	} {
		if got := whyNot(g, sq(tc.from), sq(tc.to)); got != tc.want {
			t.Errorf("%s to %s: %q, want %q", tc.from, tc.to, got, tc.want)
		}
	}
	g = start(t, Position{Size: 6, Players: 2, Pieces: withTs(`
		. . . . . .
		. . . . . .
		. . . . . .
		. A2 A2 . . .
		B3 . . . . .
		. . . . . .`)})
	if got := whyNot(g, sq("b3"), sq("a2")); got != "a 2 cannot capture a bigger 3" {
		t.Errorf("capturing a bigger piece: %q", got)
	}
	if got := whyNot(g, sq("c3"), sq("d4")); got != "c3 and d4 lie on different terraces of the same level: no piece crosses the centre" {
		t.Errorf("crossing the centre: %q", got)
	}
}

// The problems of a position are words to translate, the seats in them
// named as seats: the screen names them in its language.
func TestPositionFaultsNameTheSeats(t *testing.T) {
	p := Position{Size: 6, Players: 2, Pieces: map[Square]Piece{sq("a1"): {Seat: 0, Size: 1, T: true}}}
	faults := p.Faults()
	if len(faults) != 1 || faults[0].Format != "%s has no T" || len(faults[0].Args) != 1 || faults[0].Args[0] != rules.Seat(1) {
		t.Errorf("faults %#v, want black (seat 1) without a T", faults)
	}
	if got := p.Problems(); len(got) != 1 || got[0] != "black has no T" {
		t.Errorf("in English the problems read %q", got)
	}
}
