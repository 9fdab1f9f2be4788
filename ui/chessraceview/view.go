// Package chessraceview draws a game of Chess Race and turns the players'
// clicks, drags and keys into moves: the track as a printed board with its
// scenery, the pieces as discs stacked where they captured, the tiles, and
// below the board the chess die, the controls of the moment and each
// player's waiting pieces and promotion halves.
package chessraceview

import (
	"image/color"
	"math/rand/v2"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"

	"boardshelf/rules"
	"boardshelf/rules/chessrace"
	"boardshelf/setups"
	"boardshelf/ui/board"
	"boardshelf/ui/sound"
	"boardshelf/ui/view"
)

// View is a Chess Race game in play. Everything it draws comes from the
// game; it keeps only what the player is in the middle of choosing.
type View struct {
	view.BoardTurner // turned by Play > Turn the board
	view.BoardAids   // the marks, coordinates and last move, as the settings ask
	game             *chessrace.Game
	colours          []string // colour name of each seat
	host             view.Host
	board            *board.Board
	die              *dieWidget
	panel            *panel
	object           fyne.CanvasObject
	circle           []chessrace.Square // the winner's circle where finished pieces stand, middle first
	random           func(n int) int    // picks a die face among n

	// The choice in progress.
	selected   *chessrace.Square // the piece, or the ribbon of an entry, whose moves are shown
	selEntry   bool              // the choice is a new piece entering on the ribbon selected
	entering   bool              // the waiting pieces were clicked: the ribbons they may enter from are shown
	hinted     *chessrace.Move   // a hint's move, shown while its piece stays selected
	promo      chessrace.Figure  // the figure chosen for two promotion halves
	tile       chessrace.Tile    // the tile chosen after a king move, when tileChosen
	tileChosen bool
	arrow      chessrace.Dir // the arrow a mud tile is placed with
}

// New shows game, whose seats are those of the setup, on a new board.
func New(game *chessrace.Game, seats []setups.Seat, host view.Host) *View {
	t := game.Track()
	v := &View{game: game, host: host, board: board.New(t.Cols(), t.Rows()), random: rand.IntN, arrow: chessrace.East}
	v.BoardTurner = view.BoardTurner{Board: v.board, Step: 2} // the race has no sides of the table
	v.BoardAids = view.BoardAids{Board: v.board, Redraw: v.Update}
	for _, s := range seats {
		v.colours = append(v.colours, s.Colour)
	}
	v.circle = homeSquares(t)
	v.board.Frame = frameWood
	v.board.OnTapped = v.tapped
	v.board.OnDragStart = v.dragStart
	v.board.OnDropped = v.dropped
	v.board.SetDecorations(decorations(t))
	v.die = newDie(v.roll)
	v.die.onLanded = func() { v.host.Sound(sound.DieLand) }
	v.panel = newPanel(v)
	v.object = container.New(viewLayout{}, v.board, v.panel.object)
	v.Update()
	return v
}

// Object is the board with the die, the controls and the reserves below it.
func (v *View) Object() fyne.CanvasObject { return v.object }

// SetDice replaces the die's chance (math/rand/v2) with pick, which is
// given the number of faces and returns the index of the one rolled; tests
// use it to roll the faces they need.
func (v *View) SetDice(pick func(n int) int) { v.random = pick }

// Board gives the board widget, for tests.
func (v *View) Board() *board.Board { return v.board }

// Seat is the player whose turn it is, also while the die is rolled.
func (v *View) Seat() int { return v.game.Seat() }

// Notice has nothing to add: the prompt says it all.
func (v *View) Notice() string { return "" }

// name is how the prompt calls a seat: as the screen names it.
func (v *View) name(seat int) string { return v.host.SeatName(seat) }

// Highlights over the squares. The last move is violet: a yellow one
// would vanish on the golden curves and the yellow pieces.
var (
	lastMoveTint = color.NRGBA{0xa8, 0x5c, 0xe0, 0x78}
	selectedTint = color.NRGBA{0x4a, 0xa8, 0xff, 0x98}
	movableTint  = color.NRGBA{0x3c, 0xc8, 0x50, 0x68}
	finishTint   = color.NRGBA{0xff, 0xc4, 0x20, 0xa0}
)

// Update redraws the board and the panel from the game.
func (v *View) Update() {
	v.settle()
	if v.hinted != nil && (v.selected == nil || *v.selected != v.hinted.From || v.selEntry != v.hinted.Enter) {
		v.hinted = nil
	}
	g := v.game
	t := g.Track()
	tints := map[chessrace.Square]color.Color{}
	marks := map[chessrace.Square]board.Mark{}
	ghosts := map[chessrace.Square]bool{}
	if last, ok := g.LastMove(); ok && !v.HideLastMove {
		if m, ok := last.(chessrace.Move); ok && m.Kind != chessrace.FaceMove {
			for _, s := range []chessrace.Square{m.From, m.Via, m.To} {
				if !s.IsZero() {
					tints[s] = lastMoveTint
				}
			}
		}
	}
	switch {
	case !v.host.CanMove():
		// Nothing to offer: the game is over, or a computer is to move.
	case g.Phase() == chessrace.PhasePlace:
		for _, m := range g.LegalMoves() {
			ghosts[m.To], marks[m.To] = true, board.MoveMark
		}
	case g.Phase() == chessrace.PhaseTile:
		v.tileHighlights(tints, marks)
	default:
		v.moveHighlights(tints, marks, ghosts)
	}
	home := v.homePieces()
	tiles := map[chessrace.Square]chessrace.TileState{}
	for _, ts := range g.Tiles() {
		if ts.OnBoard {
			tiles[ts.At] = ts
		}
	}
	for _, s := range squares(t) {
		c := board.Cell{Ground: ground(t, s), Tint: tints[s], Mark: marks[s]}
		if stack := g.Stack(s); stack != nil && ghosts[s] {
			v.enterOverCell(&c, s, stack)
		} else if stack != nil {
			v.stackCell(&c, stack)
		} else if ts, ok := tiles[s]; ok {
			c.Piece = tilePicture(ts.Tile, ts.Arrow)
		} else if h := home[s]; h != nil {
			c.Piece = homePicture(h)
		} else if ghosts[s] {
			c.Piece = ghostPicture(v.colours[g.Seat()])
		}
		v.board.SetCell(toBoard(s), c)
	}
	v.board.Refresh()
	v.panel.update()
}

// moveHighlights marks what the player may move and where: the movable
// pieces (or, once one is chosen, its targets), and faded pieces on the
// ribbons where a new piece may enter, beside any piece standing there.
func (v *View) moveHighlights(tints map[chessrace.Square]color.Color, marks map[chessrace.Square]board.Mark, ghosts map[chessrace.Square]bool) {
	for _, r := range v.entryRibbons() {
		ghosts[r] = true
		if v.entering {
			tints[r] = movableTint
		}
	}
	if v.selected == nil {
		if !v.entering {
			for _, s := range v.sources() {
				tints[s] = movableTint
			}
		}
		return
	}
	tints[*v.selected] = selectedTint
	for _, m := range v.movesOf(*v.selected, v.selEntry) {
		marks[m.To] = board.MoveMark
		switch {
		case v.hinted != nil && m.To == v.hinted.To:
			tints[m.To] = selectedTint // where the hinted move goes
		case m.Finish:
			tints[m.To] = finishTint
		}
		if m.Capture {
			marks[m.To] = board.CaptureMark
		}
	}
}

// ShowHint chooses the piece of a suggested move and lights where it
// goes. Moves made with promotion halves and tile moves are told in words
// only.
func (v *View) ShowHint(m rules.Move) {
	cm, ok := m.(chessrace.Move)
	if !ok || cm.Kind != chessrace.PieceMove || cm.Promoted || !v.host.CanMove() {
		return
	}
	v.selected, v.selEntry, v.entering, v.hinted = &cm.From, cm.Enter, false, &cm
	v.Update()
}

// tileHighlights marks the tiles that may be moved, or the squares the
// chosen one may go to with the chosen arrow.
func (v *View) tileHighlights(tints map[chessrace.Square]color.Color, marks map[chessrace.Square]board.Mark) {
	if !v.tileChosen {
		for _, ts := range v.game.Tiles() {
			if ts.OnBoard {
				tints[ts.At] = movableTint
			}
		}
		return
	}
	if ts := v.game.Tiles()[v.tile]; ts.OnBoard {
		tints[ts.At] = selectedTint
	}
	for _, m := range v.placements(v.tile, v.arrow) {
		marks[m.To] = board.MoveMark
	}
}

// stackCell draws the pieces on a square. From a stack a drag or a
// computer's move carries only the mover's own piece (the top one, or a
// covered one pulled out) and leaves the others standing.
func (v *View) stackCell(c *board.Cell, stack []int) {
	colours := v.seatColours(stack)
	c.Piece = stackPicture(colours)
	k := slices.Index(stack, v.game.Seat())
	if len(stack) < 2 || k < 0 {
		return
	}
	c.Lifted = stackPicture(colours[k : k+1])
	c.Left = stackPicture(slices.Delete(slices.Clone(colours), k, k+1))
}

// enterOverCell draws a ribbon where a piece stands and a new piece may
// enter too: the pieces standing there and the faded new piece beside
// them, or, once the entry is chosen, the new piece solid before them. A
// drag carries the new piece when that is what the square offers or what
// is chosen there, else the player's own piece, leaving the rest.
func (v *View) enterOverCell(c *board.Cell, s chessrace.Square, stack []int) {
	colours := v.seatColours(stack)
	mover := v.colours[v.game.Seat()]
	chosen := v.selected != nil && *v.selected == s && v.selEntry
	c.Piece = enterOverPicture(colours, mover, chosen)
	if v.dragsEntry(s) {
		c.Lifted, c.Left = stackPicture([]string{mover}), stackPicture(colours)
		return
	}
	k := slices.Index(stack, v.game.Seat())
	if k < 0 {
		return
	}
	c.Lifted = stackPicture(colours[k : k+1])
	c.Left = ghostPicture(mover)
	if rest := slices.Delete(slices.Clone(colours), k, k+1); len(rest) > 0 {
		c.Left = enterOverPicture(rest, mover, false)
	}
}

// dragsEntry reports whether a drag from ribbon s carries a new piece
// rather than the player's piece standing there: when the entry is chosen
// there, or when the piece there has no move.
func (v *View) dragsEntry(s chessrace.Square) bool {
	if v.selected != nil && *v.selected == s {
		return v.selEntry
	}
	return len(v.movesOf(s, false)) == 0
}

func (v *View) seatColours(seats []int) []string {
	out := make([]string, len(seats))
	for k, s := range seats {
		out[k] = v.colours[s]
	}
	return out
}

// homePieces shares the finished pieces out over the squares of the
// winner's circle, from its middle out, a seat's pieces together.
func (v *View) homePieces() map[chessrace.Square][]string {
	var pieces []string
	for seat := range v.game.Players() {
		for range v.game.Home(seat) {
			pieces = append(pieces, v.colours[seat])
		}
	}
	out := map[chessrace.Square][]string{}
	if len(v.circle) == 0 {
		return out
	}
	per := (len(pieces) + len(v.circle) - 1) / len(v.circle)
	for k, c := range pieces {
		s := v.circle[min(k/max(per, 1), len(v.circle)-1)]
		out[s] = append(out[s], c)
	}
	return out
}

// settle drops the parts of a choice in progress that the game no longer
// allows (after a move, an undo or a redo), and picks the only piece that
// can move when there is just one.
func (v *View) settle() {
	g := v.game
	if g.Phase() != chessrace.PhaseChoose {
		v.promo = chessrace.NoFigure
	}
	if g.Phase() != chessrace.PhaseTile || (v.tileChosen && len(v.tileMoves(v.tile)) == 0) {
		v.tileChosen = false
	}
	if !v.host.CanMove() {
		v.selected, v.selEntry, v.entering = nil, false, false
		return
	}
	if v.selected != nil && len(v.movesOf(*v.selected, v.selEntry)) == 0 {
		v.selected, v.selEntry = nil, false
	}
	if v.entering && len(v.entryRibbons()) == 0 {
		v.entering = false
	}
	if sources := v.sources(); v.selected == nil && !v.entering && len(sources) == 1 && len(v.entryRibbons()) == 0 {
		v.selected, v.selEntry = &sources[0], false
	}
}

// pieceMoves are the piece moves on offer: as the rolled figure, or as the
// figure chosen for two promotion halves.
func (v *View) pieceMoves() []chessrace.Move {
	g := v.game
	phase := g.Phase()
	if phase != chessrace.PhaseMove && (phase != chessrace.PhaseChoose || v.promo == chessrace.NoFigure) {
		return nil
	}
	var out []chessrace.Move
	for _, m := range g.LegalMoves() {
		if m.Kind == chessrace.PieceMove && (phase == chessrace.PhaseMove || m.Figure == v.promo) {
			out = append(out, m)
		}
	}
	return out
}

// movesOf lists the moves on offer of the piece on s, or (entry) of a new
// piece entering on the ribbon s: on a ribbon both may be on offer.
func (v *View) movesOf(s chessrace.Square, entry bool) []chessrace.Move {
	var out []chessrace.Move
	for _, m := range v.pieceMoves() {
		if m.From == s && m.Enter == entry {
			out = append(out, m)
		}
	}
	return out
}

// sources lists the squares of the pieces that can move; entryRibbons the
// ribbons a new piece can enter on.
func (v *View) sources() []chessrace.Square      { return v.starts(false) }
func (v *View) entryRibbons() []chessrace.Square { return v.starts(true) }

func (v *View) starts(entries bool) []chessrace.Square {
	var out []chessrace.Square
	for _, m := range v.pieceMoves() {
		if m.Enter == entries && !slices.Contains(out, m.From) {
			out = append(out, m.From)
		}
	}
	return out
}

// moveTo finds the move on offer from one square to another, of the piece
// there or (entry) of a new one entering there; a click on the mud tile
// that would divert the piece also names the move.
func (v *View) moveTo(from chessrace.Square, entry bool, to chessrace.Square) (chessrace.Move, bool) {
	moves := v.movesOf(from, entry)
	for _, m := range moves {
		if m.To == to {
			return m, true
		}
	}
	var via []chessrace.Move
	for _, m := range moves {
		if m.Via == to {
			via = append(via, m)
		}
	}
	if len(via) == 1 {
		return via[0], true
	}
	return chessrace.Move{}, false
}

// tileMoves lists the legal moves of a tile after a king move.
func (v *View) tileMoves(tile chessrace.Tile) []chessrace.Move {
	if v.game.Phase() != chessrace.PhaseTile {
		return nil
	}
	var out []chessrace.Move
	for _, m := range v.game.LegalMoves() {
		if m.Kind == chessrace.TileMove && m.Tile == tile {
			out = append(out, m)
		}
	}
	return out
}

// placements lists where a tile may be put with an arrow (the block's
// arrow does not matter).
func (v *View) placements(tile chessrace.Tile, arrow chessrace.Dir) []chessrace.Move {
	var out []chessrace.Move
	for _, m := range v.tileMoves(tile) {
		if !m.Remove && (!tile.IsMud() || m.Arrow == arrow) {
			out = append(out, m)
		}
	}
	return out
}

// tileAt is the tile on square s, if any.
func (v *View) tileAt(s chessrace.Square) (chessrace.TileState, bool) {
	for _, ts := range v.game.Tiles() {
		if ts.OnBoard && ts.At == s {
			return ts, true
		}
	}
	return chessrace.TileState{}, false
}

// offBoardTiles lists the tiles beside the board that may be placed: the
// block and one mud tile (the two are alike).
func (v *View) offBoardTiles() []chessrace.Tile {
	var out []chessrace.Tile
	mud := false
	for _, ts := range v.game.Tiles() {
		if ts.OnBoard || len(v.tileMoves(ts.Tile)) == 0 || (ts.Tile.IsMud() && mud) {
			continue
		}
		mud = mud || ts.Tile.IsMud()
		out = append(out, ts.Tile)
	}
	return out
}

// previousSeat is the player before the one to move.
func (v *View) previousSeat() int {
	g := v.game
	n := g.Players()
	for k := 1; k < n; k++ {
		if s := (g.Seat() - k + n) % n; !g.Left(s) {
			return s
		}
	}
	return g.Seat()
}

// Prompt says what the player has to do now.
func (v *View) Prompt() string {
	g := v.game
	who := map[string]any{"Seat": v.name(g.Seat()), "Figure": figureName(g.Figure())}
	switch g.Phase() {
	case chessrace.PhasePlace:
		return lang.L("{{.Seat}}: place a piece on a starting ribbon", who)
	case chessrace.PhaseChoose:
		if v.promo != chessrace.NoFigure {
			return lang.L("{{.Prompt}} (two promotion halves)", map[string]any{"Prompt": v.movePrompt(v.promo)})
		}
		return v.passed(lang.L("{{.Seat}}: roll, or spend two halves below", who))
	case chessrace.PhaseRoll:
		return v.passed(lang.L("{{.Seat}}: roll", who))
	case chessrace.PhaseReroll:
		return lang.L("Capture! {{.Seat}}: roll again and move the same piece", who)
	case chessrace.PhaseMove:
		if _, must := g.MustMove(); must {
			return lang.L("{{.Seat}}: move the capturing piece as a {{.Figure}}", who)
		}
		return v.movePrompt(g.Figure())
	case chessrace.PhaseTile:
		if _, must := g.MustMove(); must {
			return lang.L("Capture! {{.Seat}}: place or move a tile, or skip; then roll again", who)
		}
		return lang.L("{{.Seat}}: place or move a tile, or skip", who)
	}
	return ""
}

// passed puts before a prompt to roll that the player before had no move,
// when the turn passed.
func (v *View) passed(prompt string) string {
	if !v.game.Passed() {
		return prompt
	}
	return lang.L("{{.Seat}} has no move: turn passes. {{.Prompt}}", map[string]any{"Seat": v.name(v.previousSeat()), "Prompt": prompt})
}

// movePrompt asks the player to move as figure f: a piece, a new one, or
// either.
func (v *View) movePrompt(f chessrace.Figure) string {
	who := map[string]any{"Seat": v.name(v.game.Seat()), "Figure": figureName(f)}
	switch sources, entries := len(v.sources()), len(v.entryRibbons()); {
	case sources > 0 && entries > 0:
		return lang.L("{{.Seat}}: move a piece as a {{.Figure}}, or enter a new one", who)
	case entries > 0:
		return lang.L("{{.Seat}}: enter a new piece as a {{.Figure}}", who)
	}
	return lang.L("{{.Seat}}: move a piece as a {{.Figure}}", who)
}

// promptChanged tells the host the prompt changed.
func (v *View) promptChanged() { v.host.PromptChanged() }

// MoveText writes a move for the move list in words where the notation is
// terse.
func (v *View) MoveText(m rules.Move) string {
	mv, ok := m.(chessrace.Move)
	if !ok {
		return m.String()
	}
	switch mv.Kind {
	case chessrace.PlaceMove:
		return lang.L("places a piece on {{.Square}}", map[string]any{"Square": mv.To.String()})
	case chessrace.RollMove:
		return lang.L("rolls, keeping the halves")
	case chessrace.FaceMove:
		return lang.L("rolls a {{.Figure}}", map[string]any{"Figure": figureName(mv.Figure)})
	case chessrace.PieceMove:
		return pieceMoveText(mv)
	case chessrace.TileMove:
		return tileMoveText(mv)
	case chessrace.SkipMove:
		return lang.L("leaves the tiles")
	}
	return mv.String()
}

// pieceMoveText writes a piece's move for the move list: its notation,
// what two promotion halves made of it, and whether it went home.
func pieceMoveText(mv chessrace.Move) string {
	text := mv.String()
	if mv.Promoted {
		plain := mv
		plain.Promoted, plain.Pull = false, false
		words := map[string]any{"Move": plain.String(), "Figure": figureName(mv.Figure)}
		text = lang.L("{{.Move}} as a {{.Figure}} (halves)", words)
		if mv.Pull {
			text = lang.L("pulled out, {{.Move}} as a {{.Figure}} (halves)", words)
		}
	}
	if mv.Finish {
		text = lang.L("{{.Move}}, home", map[string]any{"Move": text})
	}
	return text
}

// tileMoveText writes a tile's move for the move list, the mud tiles by
// their number.
func tileMoveText(mv chessrace.Move) string {
	words := map[string]any{"Square": mv.To.String(), "Number": int(mv.Tile), "Arrow": arrowName(mv.Arrow)}
	switch {
	case mv.Remove && mv.Tile.IsMud():
		return lang.L("takes mud{{.Number}} off the board", words)
	case mv.Remove:
		return lang.L("takes block off the board", words)
	case mv.Tile.IsMud():
		return lang.L("puts mud{{.Number}} on {{.Square}}, arrow {{.Arrow}}", words)
	}
	return lang.L("puts block on {{.Square}}", words)
}

// MoveSquares places a move on the track (view.MoveSquarer): a piece's
// move from its square (or the ribbon it enters on) to where it ends, a
// piece placed or a tile laid onto its one square; a roll has no place.
func (v *View) MoveSquares(m rules.Move) (from, to board.Square, ok bool) {
	cm, ok := m.(chessrace.Move)
	switch {
	case !ok:
		return board.Square{}, board.Square{}, false
	case cm.Kind == chessrace.PieceMove:
		return toBoard(cm.From), toBoard(cm.To), true
	case cm.Kind == chessrace.PlaceMove || cm.Kind == chessrace.TileMove:
		return toBoard(cm.To), toBoard(cm.To), true
	}
	return board.Square{}, board.Square{}, false
}
