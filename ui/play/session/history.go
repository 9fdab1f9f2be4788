package session

import (
	"boardshelf/records"
	"boardshelf/rules"
)

// Played is a move in the move list, with the seat that made it (for a
// roll of the die, the player it was rolled for).
type Played struct {
	Move rules.Move
	Seat int
}

// Note is what a player wrote on a move, or on the start (the tree's
// root): a comment, a mark of its worth ("!", "?", "!!", "??", "!?",
// "?!"; see records.NAGs) and the marks drawn on the board in the
// position after it ("a1-b2 green", "c3 red"; see records.ParseMark).
type Note struct {
	Comment string
	NAG     string
	Marks   []records.Mark
}

// Node is a move of the tree of moves, or its root: the start, with no
// move. Its first child is the move its line goes on with; the others
// begin variations. The main line is the line of first children from the
// root.
type Node struct {
	Played
	note     Note
	parent   *Node
	children []*Node
	ply      int // how many moves lead to the position after it
}

// Children are the moves played after this one: the line's own first,
// then the variations' in the order they were begun.
func (n *Node) Children() []*Node { return n.children }

// Parent is the move before, nil for the root.
func (n *Node) Parent() *Node { return n.parent }

// Ply is how many moves lead to the position after this one (the root's
// is 0).
func (n *Node) Ply() int { return n.ply }

// Note is what a player wrote on the move.
func (n *Node) Note() Note { return n.note }

// Main reports whether the move is on the main line.
func (n *Node) Main() bool {
	for ; n.parent != nil; n = n.parent {
		if n.parent.children[0] != n {
			return false
		}
	}
	return true
}

// VariationStart is the first move of the variation the move is in: the
// nearest move, itself or before it, that is not its parent's first
// child; nil on the main line.
func (n *Node) VariationStart() *Node {
	for ; n.parent != nil; n = n.parent {
		if n.parent.children[0] != n {
			return n
		}
	}
	return nil
}

// child is the move m after n, if it was played there.
func (n *Node) child(m rules.Move) *Node {
	for _, c := range n.children {
		if c.Move.String() == m.String() {
			return c
		}
	}
	return nil
}

// add plays p after n, as its last child.
func (n *Node) add(p Played) *Node {
	c := &Node{Played: p, parent: n, ply: n.ply + 1}
	n.children = append(n.children, c)
	return c
}

// root is the root of the tree n is in.
func (n *Node) root() *Node {
	for n.parent != nil {
		n = n.parent
	}
	return n
}

// history is the tree of moves of the game in play, the line followed in
// it and the position shown on that line. Stepping back and forth (the
// move list, the arrow keys, Undo and Redo) only moves along the line.
// Playing a move other than the next one begins a variation and follows
// it; taking its first move back with Undo follows the line it left
// again. A game that never branches (shared, or against the computer and
// not over) replaces the line instead, as a take-back does, and keeps the
// old one only for Undo to bring back.
type history struct {
	game     rules.Game
	root     *Node
	path     []*Node  // the moves of the line followed, first move first
	line     []Played // their moves
	at       int      // how many of them the game shows played
	branches []branch // lines replaced in a game that never branches, most recent last
}

// branch is a line replaced when a new move was played at a point of it.
type branch struct {
	at       int     // where the lines part
	children []*Node // the moves played there before
}

// newHistory is the history of game, which shows the first at moves of
// line played.
func newHistory(game rules.Game, line []Played, at int) *history {
	h := &history{game: game, root: &Node{}, at: at}
	n := h.root
	for _, p := range line {
		n = n.add(p)
	}
	h.setPath(0, nil)
	return h
}

// historyThrough is the history of a tree, game showing the position
// after its move n, the line followed through it.
func historyThrough(game rules.Game, n *Node) *history {
	h := &history{game: game, root: n.root(), at: n.ply}
	h.setPath(0, pathTo(n))
	return h
}

// pathTo is the moves from the root to n, n last.
func pathTo(n *Node) []*Node {
	nodes := make([]*Node, n.ply)
	for x := n; x.parent != nil; x = x.parent {
		nodes[x.ply-1] = x
	}
	return nodes
}

// Line is every move of the line followed.
func (h *history) Line() []Played { return h.line }

// At is how many moves of the line the game shows played.
func (h *history) At() int { return h.at }

// Played is the moves leading to the position shown.
func (h *history) Played() []Played { return h.line[:h.at] }

// shown is the move last played in the position shown, the root at the
// start.
func (h *history) shown() *Node { return h.nodeAt(h.at) }

// nodeAt is the node after n moves of the line.
func (h *history) nodeAt(n int) *Node {
	if n == 0 {
		return h.root
	}
	return h.path[n-1]
}

// setPath makes the line follow the first from moves of the line, then
// nodes (each a child of the one before), then their first children to
// the end.
func (h *history) setPath(from int, nodes []*Node) {
	h.path = append(h.path[:from], nodes...)
	for n := h.nodeAt(len(h.path)); len(n.children) > 0; n = n.children[0] {
		h.path = append(h.path, n.children[0])
	}
	h.line = h.line[:min(from, len(h.line))]
	for _, n := range h.path[len(h.line):] {
		h.line = append(h.line, n.Played)
	}
}

// play makes a move in the position shown: a move already played there
// goes forward along it; any other begins a variation (branching) or
// replaces the line.
func (h *history) play(m rules.Move, seat int, branching bool) error {
	if err := h.game.Play(m); err != nil {
		return err
	}
	here := h.shown()
	next := here.child(m)
	if next == nil {
		if !branching && len(here.children) > 0 {
			h.branches = append(h.branches, branch{at: h.at, children: here.children})
			here.children = nil
		}
		next = here.add(Played{m, seat})
	}
	h.setPath(h.at, []*Node{next})
	h.at++
	return nil
}

// back steps one move back along the line.
func (h *history) back() bool {
	if h.at == 0 {
		return false
	}
	h.game.Undo()
	h.at--
	return true
}

// forward plays the line's next move again.
func (h *history) forward() bool {
	if h.at == len(h.line) || h.game.Play(h.line[h.at].Move) != nil {
		return false
	}
	h.at++
	return true
}

// undo steps back; taking back the first move of a variation follows the
// line it left again, and taking back the first move of a line that
// replaced another brings that one back.
func (h *history) undo() bool {
	if !h.back() {
		return false
	}
	here := h.shown()
	if n := len(h.branches); n > 0 && h.branches[n-1].at == h.at {
		here.children = h.branches[n-1].children
		h.branches = h.branches[:n-1]
		h.setPath(h.at, nil)
	} else if here.children[0] != h.path[h.at] {
		h.setPath(h.at, nil)
	}
	return true
}

// goTo shows the position after n moves of the line.
func (h *history) goTo(n int) {
	n = max(0, min(n, len(h.line)))
	for h.at > n && h.back() {
	}
	for h.at < n && h.forward() {
	}
}

// show shows the position after the move n of the tree, following a line
// through it: the line followed when n is on it, else the line of first
// children after n.
func (h *history) show(n *Node) {
	if n.ply <= len(h.path) && h.nodeAt(n.ply) == n {
		h.goTo(n.ply) // on the line followed, which stays so
		return
	}
	nodes := pathTo(n)
	common := 0
	for common < len(nodes) && common < len(h.path) && h.path[common] == nodes[common] {
		common++
	}
	h.goTo(min(h.at, common))
	h.setPath(common, nodes[common:])
	h.goTo(len(nodes))
}

// mainLine is the moves of the main line.
func (h *history) mainLine() []Played {
	var line []Played
	for n := h.root; len(n.children) > 0; n = n.children[0] {
		line = append(line, n.children[0].Played)
	}
	return line
}

// promote makes the line through n the main line: every move on the way
// to it becomes the first of its parent's.
func (h *history) promote(n *Node) {
	for ; n.parent != nil; n = n.parent {
		siblings := n.parent.children
		for i, c := range siblings {
			if c == n {
				copy(siblings[1:i+1], siblings[:i])
				siblings[0] = n
				break
			}
		}
	}
	h.branches = nil
}

// remove deletes the variation n is in, from its first move on; the
// main line cannot be. Showing a move of it, the position where it
// begins is shown instead, on the line it left.
func (h *history) remove(n *Node) bool {
	start := n.VariationStart()
	if start == nil {
		return false
	}
	from := start.parent
	if on := from.ply; on < len(h.path) && h.path[on] == start {
		h.goTo(min(h.at, on))
		h.path = h.path[:on]
		h.line = h.line[:on]
	}
	for i, c := range from.children {
		if c == start {
			from.children = append(from.children[:i:i], from.children[i+1:]...)
			break
		}
	}
	if len(h.path) == from.ply {
		h.setPath(from.ply, nil)
	}
	h.branches = nil
	return true
}
