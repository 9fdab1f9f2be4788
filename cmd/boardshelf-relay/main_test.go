package main

import (
	"bytes"
	"context"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"

	"boardshelf/relay"
	"boardshelf/relay/proto"
)

// The relay builds without cgo, and depends on neither the window (Fyne)
// nor the game's rules nor the apps' online play: it keeps sealed bytes.
func TestBuildsAloneWithoutCgo(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the relay")
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
		if strings.Contains(dep, "fyne") || dep == "boardshelf/rules" || dep == "boardshelf/online" ||
			strings.HasPrefix(dep, "boardshelf/rules/") || strings.HasPrefix(dep, "boardshelf/online/") {
			t.Errorf("boardshelf-relay depends on %s", dep)
		}
	}
	build := exec.Command(goTool, "build", "-o", filepath.Join(t.TempDir(), "boardshelf-relay"), ".")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Errorf("go build without cgo: %v\n%s", err, out)
	}
}

func TestFlagsAreChecked(t *testing.T) {
	for _, args := range [][]string{
		{},
		{"-listen", "127.0.0.1:0"},
		{"-listen", "127.0.0.1:0", "-data", "d", "-tls-cert", "c"},
		{"-listen", "127.0.0.1:0", "-data", "d", "-cluster", "127.0.0.1:6222"},
		{"-listen", "127.0.0.1:0", "-data", "d", "extra"},
	} {
		var stderr bytes.Buffer
		if code := run(args, &bytes.Buffer{}, &stderr, nil); code != 2 || stderr.Len() == 0 {
			t.Errorf("%q: exit %d, %q", args, code, stderr.String())
		}
	}
	var stdout bytes.Buffer
	if code := run([]string{"-version"}, &stdout, &bytes.Buffer{}, nil); code != 0 || !strings.HasPrefix(stdout.String(), "boardshelf-relay ") {
		t.Errorf("-version: exit %d, %q", code, stdout.String())
	}
}

// The relay serves until told to stop, then exits cleanly.
func TestServesUntilSignalled(t *testing.T) {
	stop := make(chan os.Signal, 1)
	stderr := &lockedBuffer{}
	exit := make(chan int, 1)
	addr := freeAddr(t)
	go func() {
		exit <- run([]string{"-listen", addr, "-data", t.TempDir(), "-name", "club"}, &bytes.Buffer{}, stderr, stop)
	}()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	var ws *websocket.Conn
	for { // until it listens
		var err error
		if ws, _, err = websocket.Dial(ctx, "ws://"+addr+relay.Path, nil); err == nil {
			break
		}
		select {
		case <-ctx.Done():
			t.Fatalf("the relay never listened: %v\n%s", err, stderr.String())
		case <-time.After(50 * time.Millisecond):
		}
	}
	defer ws.CloseNow()
	_, raw, err := ws.Read(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if m, err := proto.Decode(raw); err != nil || m.(*proto.Welcome).Relay != "club" {
		t.Fatalf("welcomed with %s", raw)
	}
	stop <- syscall.SIGTERM
	select {
	case code := <-exit:
		if code != 0 {
			t.Fatalf("exit %d\n%s", code, stderr.String())
		}
	case <-ctx.Done():
		t.Fatal("the relay did not stop")
	}
	if !strings.Contains(stderr.String(), "relay closed") {
		t.Errorf("the log says:\n%s", stderr.String())
	}
}

// freeAddr is a loopback address free a moment ago.
func freeAddr(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// lockedBuffer is the relay's log, written by its goroutines.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}
