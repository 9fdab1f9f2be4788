package records

import (
	"unicode"

	"boardshelf/online"
	"boardshelf/online/byrelay"
	"boardshelf/rules"
	"boardshelf/setups"
)

// Limits of the [online] part's words: an address as "host:port" (a host
// name may be 253 characters), a join code and a relay's access.
const (
	maxAddress = 300
	maxCode    = 40
	maxAccess  = 1000 // a relay's address, a room, a secret
)

// readOnline reads the [online] part of a shared game's record: its form
// only; Entries reads the entries.
func (r *Record) readOnline(name string, data []byte, t *onlineTable) error {
	if t == nil {
		return nil
	}
	at := func(key string) int { return setups.LineOf(data, key) }
	switch {
	case t.How != HowFile && t.How != HowHost && t.How != HowJoin && t.How != HowRelay:
		return setups.NewError(name, at("how"), problem("how = %s is not how a game travels (file, host, join or relay)", rules.Quote(t.How)))
	case len(t.Log) == 0:
		return setups.NewError(name, at("how"), problem("the shared game has no log"))
	case len(t.Log) > online.MaxEntries || len(t.Pending) > online.MaxEntries:
		return setups.NewError(name, at("log"), rules.ExplainN(online.MaxEntries, "the log holds more than %d entry",
			"the log holds more than %d entries", online.MaxEntries))
	case !shown(t.Address, maxAddress):
		return setups.NewError(name, at("address"), problem("address = %s is not an address", rules.Quote(t.Address)))
	case !shown(t.Code, maxCode):
		return setups.NewError(name, at("code"), problem("code = %s is not a join code", rules.Quote(t.Code)))
	case (t.How == HowRelay) != (t.Access != ""):
		return setups.NewError(name, at("how"), problem("a game through a relay, and only one, needs the relay's access"))
	case t.Access != "" && !relayAccess(t.Access):
		// Not quoted: it holds the game's secret.
		return setups.NewError(name, at("access"), problem("access is not a relay's access to a game"))
	}
	r.Online = Online{How: t.How, Address: t.Address, Code: t.Code, Access: t.Access}
	r.Log, r.Pending = t.Log, t.Pending
	if lines := setups.ListLines(data, "log"); len(lines) == len(t.Log) {
		r.lines.log = lines
	}
	if len(t.Pending) == 0 { // its key is looked for through the whole file
		return nil
	}
	if lines := setups.ListLines(data, "pending"); len(lines) == len(t.Pending) {
		r.lines.pending = lines
	}
	return nil
}

// relayAccess reports whether s is a relay's access to a game, as the
// relay's client reads it.
func relayAccess(s string) bool {
	if len(s) > maxAccess {
		return false
	}
	_, err := byrelay.ParseAccess(s)
	return err == nil
}

// shown reports whether s, at most max bytes, holds only printable
// characters (it may be empty).
func shown(s string, max int) bool {
	if len(s) > max {
		return false
	}
	for _, c := range s {
		if !unicode.IsPrint(c) {
			return false
		}
	}
	return true
}

// Entries reads the entries of a shared game's log and those waiting, each
// checked in its form (online.DecodeEntry); whether they make a game is
// for online.Replay to say. A problem names the entry and its line.
func (r *Record) Entries(name string) (log, pending []online.Entry, err error) {
	if log, err = decodeEntries(name, r.Log, r.lines.log); err != nil {
		return nil, nil, err
	}
	if pending, err = decodeEntries(name, r.Pending, r.lines.pending); err != nil {
		return nil, nil, err
	}
	return log, pending, nil
}

func decodeEntries(name string, texts []string, lines []int) ([]online.Entry, error) {
	out := make([]online.Entry, 0, len(texts))
	for i, text := range texts {
		e, err := online.DecodeEntry([]byte(text))
		if err != nil {
			line := 0
			if i < len(lines) {
				line = lines[i]
			}
			return nil, setups.NewError(name, line, problem("entry %d of the log cannot be read: %s", i, setups.Reason(err)))
		}
		out = append(out, e)
	}
	return out, nil
}
