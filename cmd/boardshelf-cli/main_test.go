package main

import (
	"strings"
	"testing"
)

// No arguments and help list the commands; an unknown command says so.
func TestUsage(t *testing.T) {
	for _, args := range [][]string{nil, {"help"}} {
		var out, errs strings.Builder
		if code := run(args, &out, &errs); code != 0 || !strings.Contains(out.String(), "engine ") || errs.Len() > 0 {
			t.Errorf("%q: status %d, %q, %q", args, code, out.String(), errs.String())
		}
	}
	var out, errs strings.Builder
	if code := run([]string{"fly"}, &out, &errs); code != 2 || !strings.Contains(errs.String(), `unknown command "fly"`) {
		t.Errorf("fly: status %d, %q", code, errs.String())
	}
	if code := run([]string{"engine", "now"}, &out, &errs); code != 1 {
		t.Errorf("engine now: status %d", code)
	}
}
