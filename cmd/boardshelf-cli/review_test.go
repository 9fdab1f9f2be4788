package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

const reviewRecord = "../../analysis/testdata/terrace.boardshelf"

// The text review has a line per move with the mover's chance before and
// after, the class and the best move of each mistake, and each seat's
// accuracy.
func TestReviewAsText(t *testing.T) {
	var out, errs strings.Builder
	if code := run([]string{"review", "-steps", "3000", reviewRecord}, &out, &errs); code != 0 {
		t.Fatalf("status %d: %s", code, &errs)
	}
	text := out.String()
	for _, want := range []string{"terrace (terrace/long), 30 moves", "   1. white    d2-d3 ", "best was ", "white: accuracy ", "black: accuracy "} {
		if !strings.Contains(text, want) {
			t.Errorf("the review lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "luck") {
		t.Errorf("a game without dice has luck:\n%s", text)
	}
}

// -json prints the documented shape (docs/analysis.md), the same twice.
func TestReviewAsJSON(t *testing.T) {
	var first, second, errs strings.Builder
	args := []string{"review", "-json", "-steps", "2000", reviewRecord}
	if code := run(args, &first, &errs); code != 0 {
		t.Fatalf("status %d: %s", code, &errs)
	}
	run(args, &second, &errs)
	if first.String() != second.String() {
		t.Error("two reviews with -steps differ")
	}
	var doc map[string]any
	if err := json.Unmarshal([]byte(first.String()), &doc); err != nil {
		t.Fatal(err)
	}
	wantKeys(t, "the review", doc, "game", "setup", "seats", "thresholds", "moves", "summary")
	wantKeys(t, "thresholds", doc["thresholds"].(map[string]any), "inaccuracy", "mistake", "blunder")
	moves := doc["moves"].([]any)
	if len(moves) != 30 {
		t.Fatalf("%d moves", len(moves))
	}
	for _, m := range moves {
		wantKeys(t, "a move", m.(map[string]any), "number", "seat", "move", "roll", "before", "after", "best", "best_after",
			"loss", "played", "class", "judged", "luck")
	}
	summary := doc["summary"].([]any)
	if len(summary) != 2 {
		t.Fatalf("%d seats summed up", len(summary))
	}
	wantKeys(t, "a seat", summary[0].(map[string]any), "seat", "name", "accuracy", "inaccuracies", "mistakes", "blunders", "moves", "lost", "luck")
	if doc["game"] != "terrace" || moves[0].(map[string]any)["move"] != "d2-d3" || summary[1].(map[string]any)["name"] != "black" {
		t.Errorf("game %v, first move %v, second seat %v", doc["game"], moves[0].(map[string]any)["move"], summary[1].(map[string]any)["name"])
	}
}

func wantKeys(t *testing.T, what string, m map[string]any, keys ...string) {
	t.Helper()
	var got []string
	for k := range m {
		got = append(got, k)
	}
	slices.Sort(got)
	slices.Sort(keys)
	if !slices.Equal(got, keys) {
		t.Errorf("%s has the keys %v, want %v", what, got, keys)
	}
}

// A bad record, or none, is refused in a few words and status 1.
func TestReviewRefusesBadRecords(t *testing.T) {
	dir := t.TempDir()
	data, err := os.ReadFile(reviewRecord)
	if err != nil {
		t.Fatal(err)
	}
	illegal := filepath.Join(dir, "illegal.boardshelf")
	if err := os.WriteFile(illegal, []byte(strings.Replace(string(data), `"c6-b4"`, `"c6-c2"`, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"review"}, "give one record"},
		{[]string{"review", filepath.Join(dir, "none.boardshelf")}, "none.boardshelf"},
		{[]string{"review", illegal}, "move 2 (c6-c2) cannot be played"},
		{[]string{"review", "-steps", "-3", reviewRecord}, "cannot be negative"},
	} {
		var out, errs strings.Builder
		if code := run(tc.args, &out, &errs); code != 1 || !strings.Contains(errs.String(), tc.want) {
			t.Errorf("%q: status %d, %q; want %q", tc.args, code, errs.String(), tc.want)
		}
	}
}
