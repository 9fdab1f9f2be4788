package interchange

import (
	"bytes"

	"boardshelf/records"
	"boardshelf/setups"
)

// Native is Boardshelf's own game record (package records), so that a
// conversion reads and writes it like any other format.
var Native = &Format{
	Name:       "Boardshelf record",
	Extensions: []string{".boardshelf"},
	Games:      setups.Games(),
	Keeps:      Keeps{Comments: true, Variations: true, NAGs: true, Marks: true, Clock: true, TimeLoss: true},
	File:       records.RecordFile,
	Sniff:      sniffNative,
	Import: func(data []byte) (records.Record, error) {
		r, err := records.Decode("the record", data)
		if err != nil {
			return records.Record{}, err
		}
		return *r, nil
	},
	Export: func(r records.Record) ([]byte, error) { return records.Encode(r), nil },
}

// sniffNative knows a record by the line records.Encode begins with, or,
// for one written by hand, by its game key on a line of its own.
func sniffNative(data []byte) bool {
	if HasPrefixFold(data, "# A game record of Boardshelf") {
		return true
	}
	head := data[:min(len(data), 4096)]
	return bytes.HasPrefix(head, []byte("game = ")) || bytes.Contains(head, []byte("\ngame = "))
}
