package session

import (
	"boardshelf/records"
	"boardshelf/rules"
)

// Tree is the root of the tree of moves: the start of the game.
func (s *Session) Tree() *Node { return s.hist.root }

// Shown is the move last played in the position shown, the root at the
// start.
func (s *Session) Shown() *Node { return s.hist.shown() }

// Followed reports whether the move n is on the line followed.
func (s *Session) Followed(n *Node) bool {
	i := n.ply - 1
	return i >= 0 && i < len(s.hist.path) && s.hist.path[i] == n
}

// OnMain is how many moves of the main line the position shown has
// played: all of them on the main line, in a variation those before it.
func (s *Session) OnMain() int {
	n := 0
	for n < s.hist.At() && s.hist.path[n].parent.children[0] == s.hist.path[n] {
		n++
	}
	return n
}

// MainLine is the moves of the main line, the game as it was played.
func (s *Session) MainLine() []Played { return s.hist.mainLine() }

// Branching reports whether a move other than the line's next begins a
// variation, the old line kept: in analysis, that is a game neither
// shared nor against the computer while it goes on. Elsewhere the new
// move replaces the line, as a take-back does.
func (s *Session) Branching() bool {
	if s.cfg.Shared {
		return false
	}
	for seat := range s.seats {
		if !s.AtTable(seat) {
			return s.MainEnd().Status().Over
		}
	}
	return true
}

// MainEnd is the game at the end of its main line.
func (s *Session) MainEnd() rules.Game {
	end := s.game.Clone()
	for range s.hist.At() {
		end.Undo()
	}
	for _, m := range s.hist.mainLine() {
		end.Play(m.Move)
	}
	return end
}

// Show shows the position after the move n of the tree, following the
// line through it (not while a move waits).
func (s *Session) Show(n *Node) {
	if n == nil || n.root() != s.hist.root || n == s.hist.shown() || s.pending != nil {
		return
	}
	s.stop()
	s.hist.show(n)
	s.changed(Event{Kind: Browsed})
}

// SetNote writes a note on the move n of the tree (the root: the start).
func (s *Session) SetNote(n *Node, note Note) {
	if n == nil || n.root() != s.hist.root || (n.parent == nil && note.NAG != "") {
		return
	}
	n.note = note
	s.emit(Event{Kind: Noted})
}

// Promote makes the line through the move n the main line.
func (s *Session) Promote(n *Node) {
	if n == nil || n.root() != s.hist.root || n.Main() || !s.Branching() {
		return
	}
	s.hist.promote(n)
	s.emit(Event{Kind: Noted})
}

// Delete deletes the variation the move n is in, from its first move on.
func (s *Session) Delete(n *Node) {
	if n == nil || n.root() != s.hist.root || s.pending != nil {
		return
	}
	s.stop()
	if s.hist.remove(n) {
		s.changed(Event{Kind: Browsed})
	}
}

// graft puts a record's variations and notes on the tree of a session
// just made, its line the main line. A variation that does not replay is
// left out with those after it: records checks them when read.
func (s *Session) graft(notes records.Notes) {
	if notes.IsZero() {
		return
	}
	h, shown := s.hist, s.hist.shown()
	g := grafted{notes: notes, root: h.root, lines: [][]*Node{append([]*Node(nil), h.path...)}}
	for _, v := range notes.Variations {
		from := g.nodeAt(v.In, v.At)
		if v.In >= len(g.lines) || from == nil {
			break
		}
		h.show(from)
		own := s.graftMoves(v.Moves)
		if len(own) < len(v.Moves) {
			break
		}
		g.lines = append(g.lines, own)
	}
	h.show(shown)
	for p, c := range notes.Comments {
		if n := g.nodeAt(p.Line, p.Ply); n != nil {
			n.note.Comment = c
		}
	}
	for p, nag := range notes.NAGs {
		if n := g.nodeAt(p.Line, p.Ply); n != nil && n.parent != nil {
			n.note.NAG = nag
		}
	}
	for p, m := range notes.Marks {
		if n := g.nodeAt(p.Line, p.Ply); n != nil {
			n.note.Marks = m
		}
	}
}

// graftMoves plays moves on from the position shown, as far as they can
// be, and gives their nodes.
func (s *Session) graftMoves(moves []string) []*Node {
	var own []*Node
	for _, text := range moves {
		m, err := rules.ParseMove(s.game, text)
		if err != nil || s.hist.play(m, rules.MoverOf(s.game, m), true) != nil {
			break
		}
		own = append(own, s.hist.shown())
	}
	return own
}

// grafted is the tree as a record's variations are put on it: each
// line's own moves, the main line's first.
type grafted struct {
	notes records.Notes
	root  *Node
	lines [][]*Node
}

// nodeAt is the node after ply moves of the line, nil if there is none.
func (g *grafted) nodeAt(line, ply int) *Node {
	for line > 0 {
		if line >= len(g.lines) {
			return nil
		}
		v := g.notes.Variations[line-1]
		if ply > v.At {
			own := g.lines[line]
			if ply-v.At > len(own) {
				return nil
			}
			return own[ply-v.At-1]
		}
		line = v.In // an earlier line: grafted only so
	}
	if ply < 0 || ply > len(g.lines[0]) {
		return nil
	}
	if ply == 0 {
		return g.root
	}
	return g.lines[0][ply-1]
}

// Notes are the tree's variations and notes as a record keeps them, the
// main line being the record's moves.
func (s *Session) Notes() records.Notes {
	var n records.Notes
	lineOf := map[*Node]int{}
	var walk func(first *Node, line int)
	place := func(x *Node) records.Place { return records.Place{Line: lineOf[x], Ply: x.ply} }
	walk = func(first *Node, line int) {
		for x := first; x != nil; x = firstChild(x) {
			lineOf[x] = line
			noteOn(&n, place(x), x.note)
			if x.parent == nil || x.parent.children[0] != x {
				continue // the root, or a variation's first move, listed with its line's
			}
			for _, v := range x.parent.children[1:] {
				var moves []string
				for y := v; y != nil; y = firstChild(y) {
					moves = append(moves, y.Move.String())
				}
				n.Variations = append(n.Variations, records.Variation{In: line, At: x.parent.ply, Moves: moves})
				walk(v, len(n.Variations))
			}
		}
	}
	walk(s.hist.root, 0)
	return n
}

func firstChild(n *Node) *Node {
	if len(n.children) == 0 {
		return nil
	}
	return n.children[0]
}

// noteOn puts a node's note at its place in n.
func noteOn(n *records.Notes, p records.Place, note Note) {
	if note.Comment != "" {
		if n.Comments == nil {
			n.Comments = map[records.Place]string{}
		}
		n.Comments[p] = note.Comment
	}
	if note.NAG != "" {
		if n.NAGs == nil {
			n.NAGs = map[records.Place]string{}
		}
		n.NAGs[p] = note.NAG
	}
	if len(note.Marks) > 0 {
		if n.Marks == nil {
			n.Marks = map[records.Place][]records.Mark{}
		}
		n.Marks[p] = note.Marks
	}
}
