package engineproto

import (
	"errors"
	"strconv"
	"strings"
	"time"
)

// MaxLine is the longest line either side sends, newline included: a
// longer one is refused as a whole, never read in parts.
const MaxLine = 64 << 10

// Protocol is the version of the protocol the engine speaks.
const Protocol = 1

// command is one line from the client: its first word and the rest.
type command struct {
	name string
	args []string // the words after the name
	rest string   // the text after the name, trimmed (a setup file's path may hold spaces)
}

// parseCommand splits a line into its command; an empty line is none.
func parseCommand(line string) (command, bool) {
	line = strings.TrimSpace(line)
	if line == "" {
		return command{}, false
	}
	name, rest, _ := strings.Cut(strings.ReplaceAll(line, "\t", " "), " ")
	rest = strings.TrimSpace(rest)
	return command{name: name, args: strings.Fields(rest), rest: rest}, true
}

// GoOptions are the settings of a go command. Zero values are unset.
type GoOptions struct {
	Level   string        // easy, medium, hard or expert; "" for hard
	Steps   int           // stop after this many search steps
	Time    time.Duration // think this long
	Seed    uint64        // the search's random choices
	Threads int           // threads to search on
	Lines   int           // best lines to report (at least 1)
}

// String writes the options as go's arguments, the unset ones left out.
func (o GoOptions) String() string {
	var words []string
	if o.Level != "" {
		words = append(words, "level="+o.Level)
	}
	if o.Steps > 0 {
		words = append(words, "steps="+strconv.Itoa(o.Steps))
	}
	if o.Time > 0 {
		words = append(words, "time="+o.Time.String())
	}
	if o.Seed != 0 {
		words = append(words, "seed="+strconv.FormatUint(o.Seed, 10))
	}
	if o.Threads > 0 {
		words = append(words, "threads="+strconv.Itoa(o.Threads))
	}
	if o.Lines > 0 {
		words = append(words, "lines="+strconv.Itoa(o.Lines))
	}
	return strings.Join(words, " ")
}

// errBadGo is the answer to a go whose arguments cannot be read.
var errBadGo = errors.New("bad go argument")

// ParseGo reads go's arguments, key=value words in any order.
func ParseGo(args []string) (GoOptions, error) {
	var o GoOptions
	for _, word := range args {
		key, value, ok := strings.Cut(word, "=")
		if !ok || value == "" {
			return o, errBadGo
		}
		if err := o.set(key, value); err != nil {
			return o, errBadGo
		}
	}
	return o, nil
}

func (o *GoOptions) set(key, value string) error {
	var err error
	switch key {
	case "level":
		o.Level = value
	case "steps":
		o.Steps, err = positive(value)
	case "time":
		o.Time, err = time.ParseDuration(value)
		if err == nil && o.Time <= 0 {
			err = errBadGo
		}
	case "seed":
		o.Seed, err = strconv.ParseUint(value, 10, 64)
	case "threads":
		o.Threads, err = positive(value)
	case "lines":
		o.Lines, err = positive(value)
	default:
		err = errBadGo
	}
	return err
}

// positive reads a count above zero; 2e5 is welcome.
func positive(value string) (int, error) {
	f, err := strconv.ParseFloat(value, 64)
	if err != nil || f < 1 || f > 1e15 {
		return 0, errBadGo
	}
	return int(f), nil
}
