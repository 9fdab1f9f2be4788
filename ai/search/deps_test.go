package search

import (
	"os/exec"
	"strings"
	"testing"
)

// The kernel knows no game: the games' packages import it, never the
// other way, so that a fifth game needs no change here.
func TestTheKernelKnowsNoGame(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, dep := range strings.Fields(string(out)) {
		if strings.HasPrefix(dep, "boardshelf/rules/") || strings.HasPrefix(dep, "boardshelf/ai") && dep != "boardshelf/ai/search" {
			t.Errorf("the search kernel depends on %s", dep)
		}
	}
}
