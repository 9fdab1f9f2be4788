package main

import (
	"encoding/json"
	"math"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"

	"boardshelf/cmd/internal/engineproto"
	"boardshelf/setups"
)

// matchRecord is a match as -json writes it and the strength report
// reads it.
type matchRecord struct {
	Date        time.Time      `json:"date"`
	Machine     machine        `json:"machine"`
	Game        string         `json:"game"`
	Setup       string         `json:"setup"`
	TimeControl string         `json:"time_control"` // what each side was given a move
	Seed        uint64         `json:"seed"`
	MaxPlies    int            `json:"max_plies"`
	Players     [2]playerEntry `json:"players"` // side A, then side B
	Games       int            `json:"games"`
	Wins        int            `json:"wins"` // side A's
	Draws       int            `json:"draws"`
	Losses      int            `json:"losses"`
	Unfinished  int            `json:"unfinished"`         // draws by the move limit
	Forfeits    int            `json:"forfeits,omitempty"` // games an engine process lost by giving no legal move
	Score       float64        `json:"score"`              // side A's, 0 to 1
	ScoreLow    float64        `json:"score_low"`          // its 95% interval
	ScoreHigh   float64        `json:"score_high"`
	Elo         *float64       `json:"elo,omitempty"` // two seats only; absent at ±infinity
	EloLow      *float64       `json:"elo_low,omitempty"`
	EloHigh     *float64       `json:"elo_high,omitempty"`
	SPRT        *sprtRecord    `json:"sprt,omitempty"`
	Resign      *resignEntry   `json:"resign,omitempty"`
}

// resignEntry is the match's resign adjudication (resignRule).
type resignEntry struct {
	Score       int `json:"score"`
	Moves       int `json:"moves"`
	Adjudicated int `json:"adjudicated"` // games it ended
}

type machine struct {
	Cores int    `json:"cores"`
	OS    string `json:"os"`
	Arch  string `json:"arch"`
}

type playerEntry struct {
	Spec   string `json:"spec"`   // as given to cmd/match
	Engine string `json:"engine"` // the engine's id: its commit, "devel" when unknown
}

type sprtRecord struct {
	Elo0  float64 `json:"elo0"`
	Elo1  float64 `json:"elo1"`
	Alpha float64 `json:"alpha"`
	Beta  float64 `json:"beta"`
	sprtState
}

// record is the match played, as a record.
func record(cfg config, r results, date time.Time) matchRecord {
	e := estimateOf(r.wins[0], r.wins[1], r.draws, r.seats)
	m := matchRecord{Date: date.UTC().Truncate(time.Second), Machine: machine{runtime.NumCPU(), runtime.GOOS, runtime.GOARCH},
		Setup: cfg.setup, TimeControl: timeControl(cfg), Seed: cfg.seed, MaxPlies: cfg.maxPlies,
		Games: e.games, Wins: r.wins[0], Draws: r.draws, Losses: r.wins[1], Unfinished: r.unfinished, Forfeits: len(r.forfeits),
		Score: e.score, ScoreLow: e.lo, ScoreHigh: e.hi}
	if s, err := setups.Default.Load(cfg.setup); err == nil {
		m.Game = s.Game
	}
	for side, p := range cfg.sides {
		m.Players[side] = playerEntry{Spec: p.name(), Engine: p.engineCommit()}
	}
	if r.seats == 2 {
		m.Elo, m.EloLow, m.EloHigh = finite(e.elo), finite(e.eloLo), finite(e.eloHi)
	}
	if a := cfg.resign; a != nil {
		m.Resign = &resignEntry{Score: a.score, Moves: a.moves, Adjudicated: r.adjudicated}
	}
	if s := cfg.sprt; s != nil {
		m.SPRT = &sprtRecord{Elo0: s.elo0, Elo1: s.elo1, Alpha: s.alpha, Beta: s.beta, sprtState: r.test(*s)}
	}
	return m
}

// timeControl says what each side was given a move: "5000 steps each",
// or side A's and side B's.
func timeControl(cfg config) string {
	a, b := cfg.sides[0].given(cfg.budget), cfg.sides[1].given(cfg.budget)
	if a == b {
		return a + " each"
	}
	return a + " / " + b
}

// given is what the player has to choose a move: steps, else time.
func (p player) given(match time.Duration) string {
	switch {
	case p.kind == "random":
		return "no time"
	case p.steps > 0:
		return strconv.Itoa(p.steps) + " steps"
	case p.budget(match) > 0:
		return p.budget(match).String()
	case p.kind == "level" || p.kind == "exec":
		return p.level.Budget().String()
	}
	return "its own time"
}

// engineCommit is the commit of the engine a player plays: an engine
// process's own, or this program's for the players within it.
func (p player) engineCommit() string {
	id := engineproto.ID()
	if p.engines != nil {
		id = p.engines.engineName()
	}
	return id[strings.LastIndex(id, " ")+1:]
}

func finite(x float64) *float64 {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return nil
	}
	x = math.Round(x*10) / 10
	return &x
}

// writeRecord writes the match to a JSON file.
func writeRecord(name string, m matchRecord) error {
	data, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(name, append(data, '\n'), 0o644)
}
