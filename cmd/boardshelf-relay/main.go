// Command boardshelf-relay is the relay of Boardshelf's online games: a
// WebSocket endpoint for the apps in front of an embedded NATS server
// with JetStream, which keeps each game as sealed messages it cannot read
// (package relay). Several relays form a cluster that goes on when one of
// them dies.
//
//	boardshelf-relay -listen ADDR -data DIR [-name N] [-tls-cert F -tls-key F]
//	                 [-cluster ADDR -routes URL,URL] [-retention 720h] [-max-conns N]
//
// It logs to standard error and stops cleanly on SIGTERM or SIGINT.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"runtime/debug"
	"strings"
	"syscall"
	"time"

	"boardshelf/relay"
)

// version is the release's, set by the release build with
// -ldflags "-X main.version=…"; otherwise the module's build information.
var version = ""

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr, signals()))
}

// signals ends the relay on SIGTERM or SIGINT.
func signals() <-chan os.Signal {
	c := make(chan os.Signal, 1)
	signal.Notify(c, syscall.SIGTERM, os.Interrupt)
	return c
}

// run runs the relay until stop, and gives the exit status.
func run(args []string, stdout, stderr io.Writer, stop <-chan os.Signal) int {
	opts, showVersion, err := parse(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintf(stderr, "boardshelf-relay: %v\n", err)
		return 2
	}
	if showVersion {
		fmt.Fprintln(stdout, "boardshelf-relay", versionOf())
		return 0
	}
	opts.Logger = slog.New(slog.NewTextHandler(stderr, nil))
	r, err := relay.Start(opts)
	if err != nil {
		fmt.Fprintf(stderr, "boardshelf-relay: %v\n", err)
		return 1
	}
	status := 0
	select {
	case s := <-stop:
		opts.Logger.Info("stopping", "signal", s.String())
	case err := <-r.Failed(): // its service manager starts it again
		fmt.Fprintf(stderr, "boardshelf-relay: %v\n", err)
		status = 1
	}
	if err := r.Close(); err != nil {
		fmt.Fprintf(stderr, "boardshelf-relay: %v\n", err)
		return 1
	}
	return status
}

// parse reads the command line.
func parse(args []string, stderr io.Writer) (relay.Options, bool, error) {
	var opts relay.Options
	fs := flag.NewFlagSet("boardshelf-relay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&opts.Listen, "listen", "", "where to serve the apps, host:port")
	fs.StringVar(&opts.Data, "data", "", "the directory of the games kept")
	fs.StringVar(&opts.Name, "name", "", "the relay's name, unique in a cluster (default boardshelf-relay)")
	fs.StringVar(&opts.TLSCert, "tls-cert", "", "serve wss with this certificate (PEM)")
	fs.StringVar(&opts.TLSKey, "tls-key", "", "the certificate's key (PEM)")
	fs.StringVar(&opts.Cluster, "cluster", "", "where to listen for the other relays of a cluster, host:port")
	routes := fs.String("routes", "", "the other relays of the cluster, nats-route://host:port,…")
	fs.DurationVar(&opts.Retention, "retention", 30*24*time.Hour, "how long a game is kept after its last message")
	fs.IntVar(&opts.Limits.MaxConns, "max-conns", 0, "connections at once (default 30000, or the open-file limit less 256)")
	showVersion := fs.Bool("version", false, "print the version and exit")
	if err := fs.Parse(args); err != nil {
		return opts, false, err
	}
	switch {
	case *showVersion:
		return opts, true, nil
	case fs.NArg() > 0:
		return opts, false, fmt.Errorf("takes no arguments, got %d", fs.NArg())
	case opts.Listen == "" || opts.Data == "":
		return opts, false, errors.New("-listen and -data are needed")
	case (opts.TLSCert == "") != (opts.TLSKey == ""):
		return opts, false, errors.New("-tls-cert and -tls-key go together")
	case (opts.Cluster == "") != (*routes == ""):
		return opts, false, errors.New("-cluster and -routes go together")
	}
	if *routes != "" {
		opts.Routes = strings.Split(*routes, ",")
		opts.Replicas = min(3, len(opts.Routes)+1) // R3 from three relays on
	}
	return opts, false, nil
}

// versionOf is the release's version, or the build's module version and
// commit.
func versionOf() string {
	if version != "" {
		return version
	}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "(unknown)"
	}
	v := info.Main.Version
	for _, s := range info.Settings {
		if s.Key == "vcs.revision" && len(s.Value) >= 12 {
			v += " " + s.Value[:12]
		}
	}
	return v
}
