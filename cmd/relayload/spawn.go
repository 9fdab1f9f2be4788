package main

import (
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

// relayProcess is a boardshelf-relay this run started, on a temporary
// data directory it removes at the end.
type relayProcess struct {
	cmd     *exec.Cmd
	dir     string
	addr    string
	logPath string // its output, kept for the report
	exited  chan struct{}
}

// spawnRelay builds boardshelf-relay (unless -relay-bin names one) and
// starts it on a free loopback port.
func spawnRelay(cfg config, progress io.Writer) (*relayProcess, error) {
	dir, err := os.MkdirTemp("", "relayload-")
	if err != nil {
		return nil, err
	}
	r := &relayProcess{dir: dir, exited: make(chan struct{})}
	bin := cfg.relayBin
	if bin == "" {
		bin = filepath.Join(dir, "boardshelf-relay")
		fmt.Fprintln(progress, "relayload: building boardshelf-relay")
		build := exec.Command("go", "build", "-o", bin, "boardshelf/cmd/boardshelf-relay")
		build.Stdout, build.Stderr = progress, progress
		if err := build.Run(); err != nil {
			os.RemoveAll(dir)
			return nil, fmt.Errorf("building boardshelf-relay: %w", err)
		}
	}
	if r.addr, err = freeAddr(); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	// The log lives beside the run, not in the directory removed at its end.
	log, err := os.CreateTemp("", "relayload-relay-*.log")
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	defer log.Close()
	r.logPath = log.Name()
	args := append([]string{"-listen", r.addr, "-data", filepath.Join(dir, "data")}, strings.Fields(cfg.relayFlags)...)
	r.cmd = exec.Command(bin, args...)
	r.cmd.Stdout, r.cmd.Stderr = log, log
	if err := r.cmd.Start(); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	go func() { r.cmd.Wait(); close(r.exited) }()
	fmt.Fprintf(progress, "relayload: boardshelf-relay %s, pid %d, log %s\n", strings.Join(args, " "), r.cmd.Process.Pid, r.logPath)
	return r, nil
}

// freeAddr is a loopback address no one listens on now.
func freeAddr() (string, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer l.Close()
	return l.Addr().String(), nil
}

// stop ends the relay as its operator would (SIGTERM), killing it when
// it takes more than ten seconds, and removes its data.
func (r *relayProcess) stop() {
	r.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-r.exited:
	case <-time.After(10 * time.Second):
		r.cmd.Process.Kill()
		<-r.exited
	}
	os.RemoveAll(r.dir)
}
