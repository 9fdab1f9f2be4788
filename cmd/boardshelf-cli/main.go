// Command boardshelf-cli is Boardshelf without its window: the engine and
// tools that work on games in a terminal or for other programs. It needs no
// graphics libraries and builds without cgo.
//
//	boardshelf-cli engine    the engine, speaking the engine protocol on
//	                         standard input and output (docs/engine-protocol.md)
//	boardshelf-cli bot       hosts or joins a game on the local network or through
//	                         a relay, and plays its seats with the engine
//	                         (docs/protocol.md, docs/relay.md)
//	boardshelf-cli soak      plays games of bots over loopback with network
//	                         faults, and checks every log
//	boardshelf-cli review    reviews a game record: each move judged, each
//	                         player's accuracy (docs/analysis.md)
//	boardshelf-cli convert   converts a game between Boardshelf's record and
//	                         other programs' formats (docs/interchange.md)
//	boardshelf-cli help      this list
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"

	"boardshelf/cmd/internal/engineproto"
)

// subcommand is one of the tool's commands.
type subcommand struct {
	name, summary string
	run           func(args []string, stdout io.Writer) error
}

// subcommands are the commands in the order help lists them.
var subcommands = []subcommand{
	{"engine", "the engine, speaking the engine protocol on standard input and output (docs/engine-protocol.md)", runEngine},
	{"bot", "bot host -game SETUP_ID [-clock C] [-seats 0,1] [-level L] [-code C] [-addr :PORT] [-data DIR] [-name N],\n" +
		"           or bot join ADDR CODE [-seat N] [-level L] [-data DIR] [-name N]: plays seats of a game on the\n" +
		"           local network with the engine, headless; resumes from DIR after a restart;\n" +
		"           bot host -relay ADDR -game SETUP_ID … prints a code to play and one to watch, and\n" +
		"           bot join -relay ADDR -code CODE [-seat N] … joins by code, both through a relay", runBot},
	{"soak", "soak [-games N] [-faults] [-parallel P] [-seed S] [-steps N] [-v]: plays games of bots over loopback\n" +
		"           through faulty proxies and prints the counts and checks; fails when a check does", runSoak},
	{"review", "review [-json] [-steps N] [-budget D] RECORD: judges every move of a game record, prints the mistakes,\n" +
		"           the best moves and each player's accuracy, as text or JSON (docs/analysis.md)", runReview},
	{"convert", "convert IN OUT: converts a game between formats told by the extensions (.boardshelf, .sgf)\n" +
		"           or the input's content; Six MaKING to and from Boardspace (docs/interchange.md)", runConvert},
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run carries out the command line and gives the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		usage(stdout)
		return 0
	}
	for _, c := range subcommands {
		if c.name == args[0] {
			if err := c.run(args[1:], stdout); err != nil {
				fmt.Fprintf(stderr, "boardshelf-cli %s: %v\n", c.name, err)
				return 1
			}
			return 0
		}
	}
	fmt.Fprintf(stderr, "boardshelf-cli: unknown command %q\n\n", args[0])
	usage(stderr)
	return 2
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "Usage: boardshelf-cli COMMAND [ARGUMENTS]")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Commands:")
	for _, c := range subcommands {
		fmt.Fprintf(w, "  %-8s %s\n", c.name, c.summary)
	}
	fmt.Fprintf(w, "  %-8s %s\n", "help", "this list")
}

// runEngine serves the engine protocol until quit, the end of the input
// or an interrupt.
func runEngine(args []string, _ io.Writer) error {
	if len(args) > 0 {
		return fmt.Errorf("takes no arguments, got %q", args[0])
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	return engineproto.Serve(ctx, os.Stdin, os.Stdout)
}
