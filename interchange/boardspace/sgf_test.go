package boardspace

import (
	"reflect"
	"strings"
	"testing"
)

// The main line is the root and, at each branch, the first variation, as
// Boardspace replays a game; escapes are undone.
func TestMainLine(t *testing.T) {
	text := "\xef\xbb\xbf (;GM[Sixmaking]SU[sixmaking]\n(;P0[1 Pick W 1];P0[2 Dropb A 1]C[a \\[b\\] c\\\\ \\\nd]" +
		"(;P0[3 Done]AB[a][b])(;P0[3 Reset]))(;P0[1 elsewhere]))(;GM[another game])"
	props, starts, err := mainLine(text)
	if err != nil {
		t.Fatal(err)
	}
	want := []property{{"GM", "Sixmaking"}, {"SU", "sixmaking"}, {"P0", "1 Pick W 1"}, {"P0", "2 Dropb A 1"},
		{"C", "a [b] c\\ d"}, {"P0", "3 Done"}, {"AB", "a"}, {"AB", "b"}}
	if !reflect.DeepEqual(props, want) {
		t.Errorf("main line\n%q\nwant\n%q", props, want)
	}
	if wantStarts := []int{0, 2, 3, 5}; !reflect.DeepEqual(starts, wantStarts) {
		t.Errorf("nodes start at %v, want %v", starts, wantStarts)
	}
}

// A broken text is an error that says what is wrong, however deep it is.
func TestMainLineRefusesBrokenText(t *testing.T) {
	for text, want := range map[string]string{
		"":                                 "ends before its last",
		"(;GM[Sixmaking]":                  "ends before its last",
		"(;C[never closed":                 "never closed",
		"GM[Sixmaking]":                    "outside any node",
		"(;GM":                             "no value in brackets",
		"(;GM[x]#)":                        `"#" where a node`,
		")":                                `")" with no "("`,
		";GM[x]":                           "does not begin with",
		strings.Repeat("(", 5000) + ";C[]": "nest more than 1000 deep",
	} {
		if _, _, err := mainLine(text); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%.20q: %v, want %q", text, err, want)
		}
	}
}
