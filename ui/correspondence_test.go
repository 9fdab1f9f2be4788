package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"boardshelf/ai"
	"boardshelf/clock"
	"boardshelf/online"
	"boardshelf/records"
	"boardshelf/rules"
	"boardshelf/ui/view/viewtest"
)

// startAs opens an app of its own (its own storage, so its own identity
// and games folder) for a player of that name.
func startAs(t *testing.T, name string, args ...string) *App {
	t.Helper()
	queueUIWork(t) // first, so that its end comes after the app's
	u := start(t, args...)
	u.prefs.SetString(prefName, name)
	return u
}

// open opens a file in u as the player does, taking the free seat as a
// person when it is offered, and lets its screen catch up.
func open(t *testing.T, u *App, name string) {
	t.Helper()
	u.openFile(name)
	takeFreeSeat(t, u, "")
	catchUp(t, u)
}

// takeFreeSeat takes the one free seat offered, played here by who
// (a label of the choice box; "" leaves the person offered first).
func takeFreeSeat(t *testing.T, u *App, who string) {
	t.Helper()
	if !strings.Contains(overlayText(u.win), "You take the free seat") {
		return
	}
	if who != "" {
		var choice *widget.Select
		for _, o := range test.LaidOutObjects(u.win.Canvas().Overlays().Top()) {
			if c, ok := o.(*widget.Select); ok {
				choice = c
			}
		}
		if choice == nil {
			t.Fatal("the free seat offered has no choice of who plays it")
		}
		choice.SetSelected(who)
	}
	viewtest.Press(t, u.win, "Take this seat")
}

// catchUp lets the shared game's screen catch up with its table.
func catchUp(t *testing.T, u *App) {
	t.Helper()
	settle(t, func() bool {
		g := u.sharedOnScreen()
		return g == nil || len(u.play.Line()) == len(g.table.View().Played)
	})
}

// sendCopy sends the shared game on screen through Game > Send to
// opponent… and the save dialog, into dir, and gives the file written.
func sendCopy(t *testing.T, u *App, dir string) string {
	t.Helper()
	before, _ := filepath.Glob(filepath.Join(dir, "*"+recordExt))
	u.addRecent(filepath.Join(dir, "last"+recordExt)) // the save dialog opens in dir
	u.sendToOpponent()
	viewtest.Press(t, u.win, "Save")
	if top := u.win.Canvas().Overlays().Top(); top != nil { // the file is there already
		viewtest.Press(t, u.win, "Yes")
	}
	after, _ := filepath.Glob(filepath.Join(dir, "*"+recordExt))
	for _, name := range after {
		if !contains(before, name) {
			return name
		}
	}
	if len(after) == 0 {
		t.Fatal("nothing was written")
	}
	return after[0]
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// shareOnScreen shares the game on screen as Send to opponent does: the
// dialog's seats and clock as they are offered, then the file.
func shareOnScreen(t *testing.T, u *App, dir string) string {
	t.Helper()
	u.addRecent(filepath.Join(dir, "last"+recordExt))
	u.sendToOpponent()
	if !strings.Contains(overlayText(u.win), "Tick the seats your opponents take") {
		t.Fatalf("Send to opponent asks %q", overlayText(u.win))
	}
	viewtest.Press(t, u.win, "Continue")
	viewtest.Press(t, u.win, "Save")
	names, _ := filepath.Glob(filepath.Join(dir, "*"+recordExt))
	if len(names) != 1 {
		t.Fatalf("the folder holds %v", names)
	}
	return names[0]
}

// bothHold is a game of setup Ann shares by file with Bernard, each app
// holding its seat: Bernard has opened Ann's copy, Ann his answer.
func bothHold(t *testing.T, setup string) (ann, bob *App) {
	t.Helper()
	ann = startAs(t, "Ann", setup)
	bob = startAs(t, "Bernard")
	open(t, bob, shareOnScreen(t, ann, t.TempDir()))
	open(t, ann, sendCopy(t, bob, t.TempDir()))
	return ann, bob
}

// shared is the shared game on screen.
func shared(t *testing.T, u *App) *sharedGame {
	t.Helper()
	g := u.sharedOnScreen()
	if g == nil {
		t.Fatalf("no shared game on screen (%q)", overlayText(u.win))
	}
	return g
}

// answerIn plays the first legal move for the seat to move straight on
// the game's table (for a game not on screen).
func answerIn(t *testing.T, g *sharedGame) string {
	t.Helper()
	st := g.table.View()
	seat := st.Game().Turn()
	m := st.Game().Moves()[0].String()
	if _, err := g.table.Act(online.KindMove, seat, m, timeClaimed(st.Control)); err != nil {
		t.Fatalf("%s cannot be played: %v", m, err)
	}
	return m
}

// playOn plays the first legal move on the screen of the shared game, as a
// click does, and waits until the game took it.
func playOn(t *testing.T, u *App) string {
	t.Helper()
	g := shared(t, u)
	played := len(g.table.View().Played)
	m := u.play.Game().Moves()[0]
	u.play.Play(m)
	settle(t, func() bool { return len(g.table.View().Played) > played })
	return m.String()
}

func keptGames(t *testing.T, u *App) []string {
	t.Helper()
	names, _ := filepath.Glob(filepath.Join(u.stored(gamesFolder), "*"+recordExt))
	return names
}

// A game at one table sent to an opponent by file, opened there, answered
// and sent back: each side keeps the game, shows the other's moves and
// says whose they are; an older copy changes nothing, a copy changed on
// the way is refused with words.
func TestAGameByCorrespondence(t *testing.T) {
	ann := startAs(t, "Ann", "terachess/standard")
	bob := startAs(t, "Bernard")
	post := t.TempDir()

	first := shareOnScreen(t, ann, post)
	if !strings.Contains(ann.play.Message(), "Send this file to your opponent by e-mail or any messenger") {
		t.Errorf("after sending, the status line says %q", ann.play.Message())
	}
	if !strings.HasPrefix(filepath.Base(first), "Terachess-") {
		t.Errorf("the file is named %s", filepath.Base(first))
	}
	id := shared(t, ann).table.ID()
	if kept := keptGames(t, ann); len(kept) != 1 || filepath.Base(kept[0]) != id+recordExt {
		t.Fatalf("Ann's games folder holds %v", kept)
	}

	// Bernard opens it: the free seat is his; he sends it back.
	open(t, bob, first)
	g := shared(t, bob)
	if st := g.table.View(); st.Seats[0].Name != "Ann" || st.Seats[1].Name != "Bernard" || st.Control.String() != "days 3" {
		t.Fatalf("Bernard's game: %+v, clock %s", st.Seats, st.Control)
	}
	if len(keptGames(t, bob)) != 1 {
		t.Fatal("Bernard's app does not keep the game")
	}
	sat := sendCopy(t, bob, t.TempDir())
	if !strings.HasSuffix(sat, "Terachess-Ann"+recordExt) {
		t.Errorf("Bernard's copy is named %s", filepath.Base(sat))
	}

	// Ann learns he sat, moves and sends; Bernard sees the move.
	open(t, ann, sat)
	if got := ann.play.Message(); got != "1 new entry from Bernard" {
		t.Errorf("Ann's app says %q", got)
	}
	first1 := playOn(t, ann)
	open(t, bob, sendCopy(t, ann, t.TempDir()))
	if got := bob.play.Message(); got != "1 new move from Ann" {
		t.Errorf("Bernard's app says %q", got)
	}
	if played := shared(t, bob).table.View().Played; len(played) != 1 || played[0].Move.String() != first1 {
		t.Fatalf("Bernard's game holds %v", played)
	}
	if got := lineOf(bob.play); got != first1 {
		t.Errorf("Bernard's screen shows the moves %q, want %q", got, first1)
	}

	// Bernard answers; Ann merges his copy: the move shows.
	reply := playOn(t, bob)
	back := sendCopy(t, bob, t.TempDir())
	open(t, ann, back)
	if got := ann.play.Message(); got != "1 new move from Bernard" {
		t.Errorf("Ann's app says %q", got)
	}
	st := shared(t, ann).table.View()
	if len(st.Played) != 2 || st.Played[1].Move.String() != reply {
		t.Fatalf("Ann's game holds %v", st.Played)
	}
	if got := lineOf(ann.play); got != first1+" "+reply {
		t.Errorf("Ann's screen shows the moves %q", got)
	}

	// An older copy changes nothing.
	held, head := shared(t, ann).table.Head()
	open(t, ann, sat)
	if got := ann.play.Message(); got != "This copy is older than your game: nothing new" {
		t.Errorf("an older copy: %q", got)
	}
	if n, h := shared(t, ann).table.Head(); n != held || h != head {
		t.Error("an older copy changed the game")
	}

	// Bernard's next move, changed on the way, is refused in words.
	playOn(t, ann)
	open(t, bob, sendCopy(t, ann, t.TempDir()))
	m := playOn(t, bob)
	changed := tamper(t, sendCopy(t, bob, t.TempDir()), m)
	held, head = shared(t, ann).table.Head()
	open(t, ann, changed)
	text := overlayText(ann.win)
	if !strings.Contains(text, "from Bernard was refused: its signature is not its author's") || strings.Contains(text, `"sig"`) {
		t.Errorf("a changed copy says %q", text)
	}
	if n, h := shared(t, ann).table.Head(); n != held || h != head {
		t.Error("a changed copy changed the game")
	}
}

// tamper changes the last move of a copy, leaving its signature.
func tamper(t *testing.T, name, move string) string {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	at := strings.LastIndex(text, `"body":"`+move+`"`)
	if at < 0 {
		t.Fatalf("the copy has no move %s", move)
	}
	text = text[:at] + `"body":"resign"` + text[at+len(`"body":"`+move+`"`):]
	out := filepath.Join(t.TempDir(), "changed"+recordExt)
	os.WriteFile(out, []byte(text), 0o644)
	return out
}

// A copy of a game whose seats are all taken opens to be watched, and is
// not kept.
func TestACopyOfAGameFullyTakenIsWatched(t *testing.T) {
	ann := startAs(t, "Ann", "sixmaking/standard")
	bob := startAs(t, "Bernard")
	first := shareOnScreen(t, ann, t.TempDir())
	open(t, bob, first)
	full := sendCopy(t, bob, t.TempDir())

	carl := startAs(t, "Carl")
	open(t, carl, full)
	if got := carl.play.Message(); got != "Every seat is taken: you watch this game." {
		t.Errorf("Carl's app says %q", got)
	}
	if kept := keptGames(t, carl); len(kept) != 0 {
		t.Errorf("a game watched is kept: %v", kept)
	}
	dora := startAs(t, "Dora", full) // opened as the app starts, from the file's icon
	if dora.sharedOnScreen() == nil || !menuItem(t, dora, "Restart this setup…").Disabled {
		t.Error("a shared game opened at the start may be restarted from the menu")
	}
}

// With several seats free, the player chooses which to take.
func TestSeveralFreeSeatsAreChosen(t *testing.T) {
	ann := startAs(t, "Ann", "terrace/four-player")
	first := shareOnScreen(t, ann, t.TempDir()) // Ann keeps the first seat
	bob := startAs(t, "Bernard")
	open(t, bob, first)
	if !strings.Contains(overlayText(bob.win), "Choose the seats you play") {
		t.Fatalf("Bernard's app asks %q", overlayText(bob.win))
	}
	viewtest.Press(t, bob.win, "Take these seats")
	st := shared(t, bob).table.View()
	if len(st.SeatsOf(shared(t, bob).table.Key())) != 1 || st.Seats[1].Name != "Bernard" || st.Seated() {
		t.Errorf("Bernard's app holds %+v", st.Seats)
	}
}

// A record whose log is damaged is refused with words naming its line.
func TestADamagedLogIsRefusedWhenOpened(t *testing.T) {
	ann := startAs(t, "Ann", "terrace/short")
	first := shareOnScreen(t, ann, t.TempDir())
	data, _ := os.ReadFile(first)
	broken := strings.Replace(string(data), `"kind":"sit"`, `"kind":"sat"`, 1)
	name := filepath.Join(t.TempDir(), "broken"+recordExt)
	os.WriteFile(name, []byte(broken), 0o644)

	bob := startAs(t, "Bernard")
	open(t, bob, name)
	text := overlayText(bob.win)
	if !strings.Contains(text, "broken.boardshelf, line") || !strings.Contains(text, "entry 1 of the log cannot be read: the entry is of no known kind") {
		t.Errorf("a damaged log says %q", text)
	}
	if bob.play != nil || len(keptGames(t, bob)) != 0 {
		t.Error("a damaged log was opened or kept")
	}
}

// The picker lists the games in progress: against whom, whose move, the
// time left and how the game travels; one taken off the list goes, its
// file stays.
func TestThePickerListsGamesInProgress(t *testing.T) {
	ann, _ := bothHold(t, "terachess/standard")
	g := shared(t, ann)

	ann.showPicker()
	rows := textsOf(ann.picker.inProgress)
	for _, want := range []string{"Games in progress", "Against Bernard: Terachess, Standard game", "your move · until ", " · by file"} {
		if !strings.Contains(rows, want) {
			t.Errorf("the picker's list lacks %q:\n%s", want, rows)
		}
	}
	answerIn(t, g) // the picker shows each game as it stands now
	ann.showPicker()
	if rows := textsOf(ann.picker.inProgress); !strings.Contains(rows, "Bernard's move") {
		t.Errorf("after Ann's move the list says:\n%s", rows)
	}

	// Clicking the row opens the game.
	test.Tap(findCard(t, ann))
	if ann.sharedOnScreen() == nil {
		t.Fatal("the row does not open the game")
	}

	ann.showPicker()
	remove := findButton(t, ann.picker.inProgress, "")
	test.Tap(remove)
	viewtest.Press(t, ann.win, "Remove")
	if rows := textsOf(ann.picker.inProgress); strings.Contains(rows, "Bernard") {
		t.Errorf("the game removed is still listed:\n%s", rows)
	}
	if len(keptGames(t, ann)) != 1 {
		t.Error("removing the game from the list removed its file")
	}
}

func findCard(t *testing.T, u *App) *card {
	t.Helper()
	for _, o := range test.LaidOutObjects(u.picker.inProgress) {
		if c, ok := o.(*card); ok {
			return c
		}
	}
	t.Fatal("no game in progress is listed")
	return nil
}

func findButton(t *testing.T, in fyne.CanvasObject, text string) *widget.Button {
	t.Helper()
	for _, o := range test.LaidOutObjects(in) {
		if b, ok := o.(*widget.Button); ok && b.Text == text {
			return b
		}
	}
	t.Fatalf("no button %q", text)
	return nil
}

// Copies that crossed (each side added to the same game before it had the
// other's) settle the same way on both sides: one stands and says so, the
// other takes it and makes its own entries again after it.
func TestCopiesThatCrossedSettle(t *testing.T) {
	ann, bob := bothHold(t, "sixmaking/standard")
	for _, u := range []*App{ann, bob} {
		g := shared(t, u)
		seat := g.table.View().SeatsOf(g.table.Key())[0]
		if _, err := g.table.Act(online.KindChat, seat, "hello from "+u.playerName(), -1); err != nil {
			t.Fatal(err)
		}
	}
	fromAnn, fromBob := sendCopy(t, ann, t.TempDir()), sendCopy(t, bob, t.TempDir())
	open(t, ann, fromBob)
	open(t, bob, fromAnn)
	said := []string{ann.play.Message(), bob.play.Message()}
	stands := 0
	for _, s := range said {
		if strings.HasPrefix(s, "Your game and this copy crossed; yours stands: send yours to ") {
			stands++
		} else if !strings.Contains(s, "new entry from") {
			t.Errorf("a side says %q", s)
		}
	}
	if stands != 1 {
		t.Fatalf("the sides say %q", said)
	}
	// The side that stands takes the other's settled copy: the same game.
	winner, loser := ann, bob
	if strings.HasPrefix(said[1], "Your game") {
		winner, loser = bob, ann
	}
	open(t, winner, sendCopy(t, loser, t.TempDir()))
	_, a := shared(t, ann).table.Head()
	_, b := shared(t, bob).table.Head()
	if a != b || len(shared(t, ann).table.View().Chat) != 2 {
		t.Errorf("the games differ after settling: %q", winner.play.Message())
	}
}

// The Game menu offers sending the game on screen, hosting it and joining
// a game; a game over cannot be sent or hosted.
func TestTheMenuOffersToPlayOthers(t *testing.T) {
	u := start(t, "sixmaking/standard")
	for _, label := range []string{"Send to opponent…", "Host on this network…", "Join on this network…"} {
		if item := menuItem(t, u, label); item.Disabled {
			t.Errorf("%s is greyed in a game under way", label)
		}
	}
	u.play.Play(rules.ResignOf(0))
	u.win.SetMainMenu(u.mainMenu())
	if !menuItem(t, u, "Send to opponent…").Disabled || !menuItem(t, u, "Host on this network…").Disabled {
		t.Error("a game over can be sent or hosted")
	}
	u.showPicker()
	menuItem(t, u, "Join on this network…")
	menuItem(t, u, "Host on this network…")
}

// Your name in Settings is the name others see, the system's until set.
func TestYourNameIsWhatOthersSee(t *testing.T) {
	u := start(t, "terachess/standard")
	queueUIWork(t)
	openSettings(t, u)
	var name *widget.Entry
	for _, o := range test.LaidOutObjects(u.settings.Content()) {
		if e, ok := o.(*widget.Entry); ok && name == nil { // the relay's comes after
			name = e
		}
	}
	if name == nil || name.PlaceHolder != systemName() || u.playerName() != systemName() {
		t.Fatalf("the name field offers %v, the app says %q", name, u.playerName())
	}
	test.Type(name, "  Zoé\u0007 ")
	if u.playerName() != "Zoé" {
		t.Errorf("the name typed is %q", u.playerName())
	}
	shareOnScreen(t, u, t.TempDir())
	if st := shared(t, u).table.View(); st.Seats[0].Name != "Zoé" {
		t.Errorf("the game names the player %q", st.Seats[0].Name)
	}
}

// A game that ended leaves the list of games in progress; its file stays.
func TestAFinishedGameLeavesTheList(t *testing.T) {
	ann, _ := bothHold(t, "terachess/standard")
	g := shared(t, ann)
	if _, err := g.table.Act(online.KindMove, 0, rules.ResignOf(0).String(), timeClaimed(g.table.View().Control)); err != nil {
		t.Fatal(err)
	}
	ann.showPicker()
	if rows := textsOf(ann.picker.inProgress); strings.Contains(rows, "Bernard") {
		t.Errorf("a game over is listed:\n%s", rows)
	}
	if len(keptGames(t, ann)) != 1 {
		t.Error("the finished game's file is gone")
	}
}

// A game shared after moves at the table goes on from them.
func TestMovesMadeBeforeSharing(t *testing.T) {
	u := startAs(t, "Ann", "terachess/standard")
	first := u.play.Game().Moves()[0]
	u.play.Play(first)
	shareOnScreen(t, u, t.TempDir())
	played := shared(t, u).table.View().Played
	if len(played) != 1 || played[0].Move.String() != first.String() || len(u.play.Line()) != 1 {
		t.Errorf("the shared game holds %d moves, the screen shows %d", len(played), len(u.play.Line()))
	}
}

// timeClaimed is the time left a move made by a test claims: the whole
// of the clock.
func timeClaimed(c clock.Control) int64 {
	if c.Kind == clock.None {
		return -1
	}
	return c.Base.Milliseconds()
}

// A shared game is never the last game to continue: a copy with new moves
// of a game on a clock leaves no autosave behind, and a game at one table
// shared is no longer offered to continue at start.
func TestASharedGameIsNeverTheLastGame(t *testing.T) {
	ann, bob := bothHold(t, "terachess/standard")
	playOn(t, ann)
	open(t, bob, sendCopy(t, ann, t.TempDir()))
	playOn(t, bob)
	open(t, ann, sendCopy(t, bob, t.TempDir()))
	if got := ann.play.Message(); got != "1 new move from Bernard" {
		t.Fatalf("Ann's app says %q", got)
	}
	for _, u := range []*App{ann, bob} {
		if _, err := os.Stat(u.autosavePath()); err == nil {
			t.Errorf("%s's app kept the shared game as the last game", u.playerName())
		}
	}

	carl := startAs(t, "Carl", "terachess/standard")
	playRandom(t, carl.play, 2, 1)
	if _, ok := carl.unfinished(); !ok {
		t.Fatal("a game at one table is not kept for a restart")
	}
	shareOnScreen(t, carl, t.TempDir())
	if sg, ok := carl.unfinished(); ok {
		t.Errorf("the game shared is still offered to continue: %v", sg.record.Moves)
	}
	carl.showPicker()
	if carl.picker.resume.Visible() {
		t.Error("Continue last game is offered for a game shared")
	}
}

// The one free seat of a copy may be played here by the computer: the
// player chooses it, its sit entry says so, and the screen has the
// computer play it.
func TestAFreeSeatTakenByTheComputer(t *testing.T) {
	ann := startAs(t, "Ann", "sixmaking/standard")
	first := shareOnScreen(t, ann, t.TempDir())
	bob := startAs(t, "Bernard")
	bob.openFile(first)
	if text := overlayText(bob.win); !strings.Contains(text, "You take the free seat") {
		t.Fatalf("Bernard's app asks %q", text)
	}
	takeFreeSeat(t, bob, "Easy computer")
	g := shared(t, bob)
	st := g.table.View()
	seat := st.SeatsOf(g.table.Key())
	if len(seat) != 1 || st.Seats[seat[0]].Plays != "computer (easy)" {
		t.Fatalf("Bernard's seat: %+v", st.Seats)
	}
	if pl := bob.play.Online().Here[seat[0]]; !pl.Computer || pl.Level != ai.Easy {
		t.Errorf("the seat is played here by %v", pl)
	}
}

// One who watches a game kept in progress (on the network) plays against
// nobody: the row says whom they watch.
func TestAGameWatchedIsListedAsWatched(t *testing.T) {
	ann := startAs(t, "Ann", "sixmaking/standard")
	bob := startAs(t, "Bernard")
	open(t, bob, shareOnScreen(t, ann, t.TempDir()))
	entries := shared(t, bob).table.Since(0)
	copyLog, err := online.Replay(entries)
	if err != nil {
		t.Fatal(err)
	}
	watcher := online.NewTable(online.NewPeer(online.NewIdentity(), copyLog, false), nil)
	row := textsOf(bob.gameRow(&sharedGame{table: watcher, travel: records.Online{How: records.HowJoin}}))
	if !strings.Contains(row, "Watching Ann, Bernard") || strings.Contains(row, "Against") {
		t.Errorf("the watcher's row says:\n%s", row)
	}
}

// A game shared with others cannot be started again from one app's menu:
// Restart this setup would leave it for a new game at this table.
func TestASharedGameIsNotRestartedFromTheMenu(t *testing.T) {
	ann := startAs(t, "Ann", "terrace/short")
	if menuItem(t, ann, "Restart this setup…").Disabled {
		t.Fatal("Restart this setup is disabled in a game at one table")
	}
	shareOnScreen(t, ann, t.TempDir())
	if !menuItem(t, ann, "Restart this setup…").Disabled {
		t.Error("Restart this setup is offered in a shared game")
	}
}

// A finished shared game is studied in a copy of this table alone: the
// copy branches into a variation and takes a comment, while the shared
// game keeps its moves and its file; a game going on offers no copy.
func TestAFinishedSharedGameIsStudiedInACopy(t *testing.T) {
	ann, bob := bothHold(t, "terrace/short")
	first := playOn(t, ann)
	open(t, bob, sendCopy(t, ann, t.TempDir()))
	playOn(t, bob)
	open(t, ann, sendCopy(t, bob, t.TempDir()))
	if !menuItem(t, ann, "Study a copy").Disabled {
		t.Fatal("a copy to study is offered while the game goes on")
	}
	g := shared(t, ann)
	if _, err := g.table.Act(online.KindMove, 0, rules.ResignOf(0).String(), timeClaimed(g.table.View().Control)); err != nil {
		t.Fatal(err)
	}
	catchUp(t, ann)
	viewtest.Press(t, ann.win, "Look at the board") // the end's dialog
	study := menuItem(t, ann, "Study a copy")
	if study.Disabled {
		t.Fatal("no copy to study is offered once the game is over")
	}
	study.Action()
	p := ann.play
	if ann.sharedOnScreen() != nil || p.File() != "" || len(p.Line()) != 3 || p.Line()[0].Move.String() != first {
		t.Fatalf("the copy: shared %v, file %q, line %v (%q)", ann.sharedOnScreen() != nil, p.File(), p.Line(), overlayText(ann.win))
	}
	if p.Message() != "A copy to study; the shared game is unchanged" {
		t.Errorf("the copy says %q", p.Message())
	}
	p.GoTo(0)
	other := p.Game().Moves()[1]
	p.Play(other)
	p.SetComment(p.Shown(), "better?")
	if r := p.Record(); len(r.Notes.Variations) != 1 || len(r.Notes.Comments) != 1 || r.Moves[0] != first {
		t.Errorf("the copy's record: moves %v, notes %+v", r.Moves, r.Notes)
	}
	if played := g.table.View().Played; len(played) != 3 || played[0].Move.String() != first {
		t.Errorf("the shared game now holds %v", played)
	}
	if len(keptGames(t, ann)) != 1 {
		t.Error("the shared game's file is gone")
	}
}

// A shared game's end is not played again at this table alone: its end
// dialog offers a copy to study where a game here offers Play again, and
// the copy faces the player as the game did.
func TestASharedGamesEndOffersACopyToStudy(t *testing.T) {
	ann, bob := bothHold(t, "terrace/short")
	playOn(t, ann)
	open(t, bob, sendCopy(t, ann, t.TempDir()))
	g := shared(t, bob)
	if _, err := g.table.Act(online.KindMove, 1, rules.ResignOf(1).String(), timeClaimed(g.table.View().Control)); err != nil {
		t.Fatal(err)
	}
	catchUp(t, bob)
	turn := bob.play.BoardTurn()
	if turn == 0 {
		t.Fatal("Black's board is not turned to Black")
	}
	if words := overlayText(bob.win); !strings.Contains(words, "Study a copy") || strings.Contains(words, "Play again") {
		t.Fatalf("the end of a shared game offers: %q", words)
	}
	viewtest.Press(t, bob.win, "Study a copy")
	if bob.sharedOnScreen() != nil || bob.play.Message() != "A copy to study; the shared game is unchanged" {
		t.Fatalf("after Study a copy: shared %v, message %q", bob.sharedOnScreen() != nil, bob.play.Message())
	}
	if !bob.play.Over() || bob.play.Online() != nil || bob.play.BoardTurn() != turn {
		t.Errorf("the copy: over %v, shared %v, board turned %d (the game's %d)", bob.play.Over(), bob.play.Online() != nil, bob.play.BoardTurn(), turn)
	}
}
