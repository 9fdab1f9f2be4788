package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"time"

	"boardshelf/analysis"
	"boardshelf/records"
	"boardshelf/rules"
)

// runReview reviews a game record and prints each move judged and each
// seat's accuracy, as text or as JSON (docs/analysis.md).
func runReview(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("review", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "print the review as JSON (docs/analysis.md gives its shape)")
	steps := fs.Int("steps", 0, "search each position for so many steps on one thread: the same review on any machine")
	budget := fs.Duration("budget", 0, "search each position for so long (default: the game's share of its target time)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return errors.New("give one record: review [-json] [-steps N] [-budget D] RECORD")
	}
	if *steps < 0 || *budget < 0 {
		return errors.New("-steps and -budget cannot be negative")
	}
	name := fs.Arg(0)
	rec, err := records.ReadFile(name)
	if err != nil {
		return err
	}
	setup, _, steplist, err := rec.Replay(name)
	if err != nil {
		return err
	}
	start, err := setup.NewGame()
	if err != nil {
		return err
	}
	moves := make([]rules.Move, len(steplist))
	for i, s := range steplist {
		moves[i] = s.Move
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	began := time.Now()
	rv, err := analysis.ReviewGame(ctx, start, moves, analysis.ReviewOptions{PerMove: analysis.Options{Steps: *steps, Budget: *budget}}, nil)
	if err != nil {
		return err
	}
	seats := seatNames(rec.Seats, start.Players())
	if *asJSON {
		return writeReviewJSON(stdout, rec, seats, rv)
	}
	writeReviewText(stdout, rec, seats, rv, time.Since(began))
	return nil
}

// seatNames are the record's names of the seats, or "seat N" where it
// gives none.
func seatNames(named []string, players int) []string {
	out := make([]string, players)
	for i := range out {
		out[i] = fmt.Sprintf("seat %d", i)
		if i < len(named) && named[i] != "" {
			out[i] = named[i]
		}
	}
	return out
}

// points is a chance, 0 to 1, in whole percentage points; "?" when the
// position was not judged.
func points(c float64) string {
	if math.IsNaN(c) {
		return "?"
	}
	return fmt.Sprintf("%.0f%%", 100*c)
}

// chanceOf is seat's chance in cs, or NaN when not judged.
func chanceOf(cs []float64, seat int) float64 {
	if seat < 0 || seat >= len(cs) {
		return math.NaN()
	}
	return cs[seat]
}

// writeReviewText prints a line per move, then each seat's summary.
func writeReviewText(w io.Writer, rec *records.Record, seats []string, rv analysis.Review, took time.Duration) {
	fmt.Fprintf(w, "%s (%s), %d moves, reviewed in %.1f s\n", rv.Game, rec.SetupID, len(rv.Moves), took.Seconds())
	t := rv.Thresholds
	fmt.Fprintf(w, "A move that lowers its player's chance by %.0f points is an inaccuracy, by %.0f a mistake, by %.0f a blunder.\n\n",
		100*t.Inaccuracy, 100*t.Mistake, 100*t.Blunder)
	for _, m := range rv.Moves {
		before, after := chanceOf(m.Before, m.Seat), chanceOf(m.After, m.Seat)
		if m.Judged { // the two chances the loss is counted between
			before, after = chanceOf(m.BestAfter, m.Seat), m.Played
		}
		fmt.Fprintf(w, "%4d. %-8s %-14s %4s -> %4s%s\n", m.Ply+1, seats[m.Seat], m.Move,
			points(before), points(after), verdict(m))
	}
	fmt.Fprintln(w)
	for i, s := range rv.Seats {
		fmt.Fprintf(w, "%s: accuracy %.1f; inaccuracies %d, mistakes %d, blunders %d; %.0f points lost in %d moves",
			seats[i], s.Accuracy, s.Inaccuracies, s.Mistakes, s.Blunders, 100*s.Lost, s.Moves)
		if rollsIn(rv) {
			fmt.Fprintf(w, "; luck %+.0f points", 100*s.Luck)
		}
		fmt.Fprintln(w)
	}
}

// verdict is what a move's line ends with: its class and the best move,
// or a roll's luck.
func verdict(m analysis.Reviewed) string {
	switch {
	case m.Roll:
		return fmt.Sprintf("  luck %+.0f", 100*m.Luck)
	case !m.Judged || m.Class == analysis.Good:
		return ""
	}
	return fmt.Sprintf("  %s (-%.0f), best was %s (%s)", m.Class, 100*m.Loss, m.Best, points(chanceOf(m.BestAfter, m.Seat)))
}

func rollsIn(rv analysis.Review) bool {
	for _, m := range rv.Moves {
		if m.Roll {
			return true
		}
	}
	return false
}

// reviewJSON is the review as -json prints it: a shape kept stable for
// other programs (docs/analysis.md). Chances are by seat, 0 to 1, rounded
// to four places.
type reviewJSON struct {
	Game       string         `json:"game"`
	Setup      string         `json:"setup"`
	Seats      []string       `json:"seats"`
	Thresholds thresholdsJSON `json:"thresholds"`
	Moves      []movedJSON    `json:"moves"`
	Summary    []summaryJSON  `json:"summary"`
}

type thresholdsJSON struct {
	Inaccuracy float64 `json:"inaccuracy"`
	Mistake    float64 `json:"mistake"`
	Blunder    float64 `json:"blunder"`
}

type movedJSON struct {
	Number    int       `json:"number"` // from 1
	Seat      int       `json:"seat"`
	Move      string    `json:"move"`
	Roll      bool      `json:"roll"`
	Before    []float64 `json:"before"`
	After     []float64 `json:"after"`
	Best      string    `json:"best"`       // "" when not judged
	BestAfter []float64 `json:"best_after"` // null when not judged
	Loss      float64   `json:"loss"`
	Played    float64   `json:"played"` // the mover's chance after the move, as loss counts it
	Class     string    `json:"class"`  // good, inaccuracy, mistake, blunder; good when not judged
	Judged    bool      `json:"judged"`
	Luck      float64   `json:"luck"`
}

type summaryJSON struct {
	Seat         int     `json:"seat"`
	Name         string  `json:"name"`
	Accuracy     float64 `json:"accuracy"`
	Inaccuracies int     `json:"inaccuracies"`
	Mistakes     int     `json:"mistakes"`
	Blunders     int     `json:"blunders"`
	Moves        int     `json:"moves"`
	Lost         float64 `json:"lost"`
	Luck         float64 `json:"luck"`
}

func writeReviewJSON(w io.Writer, rec *records.Record, seats []string, rv analysis.Review) error {
	t := rv.Thresholds
	out := reviewJSON{Game: rv.Game, Setup: rec.SetupID, Seats: seats, Moves: []movedJSON{}, Summary: []summaryJSON{},
		Thresholds: thresholdsJSON{round(t.Inaccuracy), round(t.Mistake), round(t.Blunder)}}
	for _, m := range rv.Moves {
		mj := movedJSON{Number: m.Ply + 1, Seat: m.Seat, Move: m.Move.String(), Roll: m.Roll, Before: rounded(m.Before),
			After: rounded(m.After), BestAfter: rounded(m.BestAfter), Loss: round(m.Loss), Played: round(m.Played), Class: m.Class.String(),
			Judged: m.Judged, Luck: round(m.Luck)}
		if m.Best != nil {
			mj.Best = m.Best.String()
		}
		out.Moves = append(out.Moves, mj)
	}
	for i, s := range rv.Seats {
		out.Summary = append(out.Summary, summaryJSON{Seat: i, Name: seats[i], Accuracy: round(s.Accuracy), Inaccuracies: s.Inaccuracies,
			Mistakes: s.Mistakes, Blunders: s.Blunders, Moves: s.Moves, Lost: round(s.Lost), Luck: round(s.Luck)})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

func round(x float64) float64 { return math.Round(x*1e4) / 1e4 }

func rounded(xs []float64) []float64 {
	if xs == nil {
		return nil
	}
	out := make([]float64, len(xs))
	for i, x := range xs {
		out[i] = round(x)
	}
	return out
}
