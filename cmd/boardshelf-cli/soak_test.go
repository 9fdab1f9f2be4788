package main

import (
	"strings"
	"testing"
)

// soak -relays 1 builds the relay, runs it as a child process, plays a
// game through it and says so.
func TestSoakThroughARelay(t *testing.T) {
	var out strings.Builder
	if err := runSoak([]string{"-relays", "1", "-games", "1", "-seed", "3", "-v"}, &out); err != nil {
		t.Fatalf("%v\n%s", err, &out)
	}
	for _, want := range []string{"1 relays serving after", "game 1 (", "games 1 (", "failed 0, interrupted 0", "ok in"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the output lacks %q:\n%s", want, &out)
		}
	}
}

func TestSoakTakesOneRelayOrThree(t *testing.T) {
	var out strings.Builder
	if err := runSoak([]string{"-relays", "2"}, &out); err == nil || !strings.Contains(err.Error(), "-relays") {
		t.Errorf("soak -relays 2 gave %v", err)
	}
}
