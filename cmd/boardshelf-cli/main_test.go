package main

import (
	"os"
	"os/exec"
	"path/filepath"
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

// The tool builds without cgo and without Fyne, so that it runs where no
// graphics libraries are.
func TestBuildsWithoutCgoOrFyne(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the tool")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go tool")
	}
	list := exec.Command(goTool, "list", "-deps", ".")
	list.Env = append(os.Environ(), "CGO_ENABLED=0")
	deps, err := list.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, dep := range strings.Fields(string(deps)) {
		if strings.Contains(dep, "fyne") {
			t.Errorf("boardshelf-cli depends on %s", dep)
		}
	}
	build := exec.Command(goTool, "build", "-o", filepath.Join(t.TempDir(), "boardshelf-cli"), ".")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Errorf("go build without cgo: %v\n%s", err, out)
	}
}
