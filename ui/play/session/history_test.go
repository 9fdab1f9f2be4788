package session

import (
	"strings"
	"testing"

	"boardshelf/rules"
	"boardshelf/setups"
)

func historyOf(t *testing.T, setup string, moves ...string) *history {
	t.Helper()
	g, err := setups.Open(setup)
	if err != nil {
		t.Fatal(err)
	}
	h := newHistory(g, nil, 0)
	playAll(t, h, moves...)
	return h
}

func playAll(t *testing.T, h *history, moves ...string) {
	t.Helper()
	for _, s := range moves {
		m, err := rules.ParseMove(h.game, s)
		if err != nil {
			t.Fatal(err)
		}
		if err := h.play(m, h.game.Turn(), true); err != nil {
			t.Fatal(err)
		}
	}
}

func lineText(h *history) string {
	var parts []string
	for i, p := range h.line {
		s := p.Move.String()
		if i == h.at-1 {
			s = "[" + s + "]"
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, " ")
}

func TestBrowsingKeepsTheLine(t *testing.T) {
	h := historyOf(t, "terrace/long", "c2-d3", "e5-e4", "d1-e3", "b5-b4")
	h.goTo(2)
	if lineText(h) != "c2-d3 [e5-e4] d1-e3 b5-b4" || len(h.game.(interface{ History() []rules.Move }).History()) != 2 {
		t.Errorf("after going to move 2: %s", lineText(h))
	}
	h.goTo(99)
	if h.At() != 4 {
		t.Errorf("going past the end stops at the end: %d", h.At())
	}
	h.goTo(0)
	h.forward()
	if lineText(h) != "[c2-d3] e5-e4 d1-e3 b5-b4" {
		t.Errorf("forward: %s", lineText(h))
	}
	playAll(t, h, "e5-e4") // the line's own next move: just forward
	if lineText(h) != "c2-d3 [e5-e4] d1-e3 b5-b4" || len(h.branches) != 0 {
		t.Errorf("replaying the next move: %s", lineText(h))
	}
}

func TestANewMoveStartsANewLineAndUndoBringsTheOldBack(t *testing.T) {
	h := historyOf(t, "terrace/long", "c2-d3", "e5-e4", "d1-e3", "b5-b4")
	h.goTo(2)
	playAll(t, h, "c1-c3")
	if lineText(h) != "c2-d3 e5-e4 [c1-c3]" {
		t.Fatalf("new line: %s", lineText(h))
	}
	playAll(t, h, "b5-b4")
	h.goTo(1) // browsing back over the branch point keeps the new line
	h.goTo(4)
	if lineText(h) != "c2-d3 e5-e4 c1-c3 [b5-b4]" {
		t.Fatalf("browsing: %s", lineText(h))
	}
	h.undo()
	h.undo() // takes back c1-c3, the first move of the new line
	if lineText(h) != "c2-d3 [e5-e4] d1-e3 b5-b4" {
		t.Errorf("undo should bring the old line back: %s", lineText(h))
	}
	h.forward()
	h.forward()
	if h.At() != 4 || h.game.Turn() != 0 {
		t.Errorf("the old line plays on: at %d", h.At())
	}
}

// The Play menu's Undo and Redo are greyed with their buttons.
