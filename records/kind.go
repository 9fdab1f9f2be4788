package records

import "boardshelf/setups"

// IsRecord reports whether data is a game record by what it holds, not by
// its file's name: TOML with a list of moves, which no setup has. Data
// that cannot be read as TOML is no record.
func IsRecord(data []byte) bool {
	var keys map[string]any
	_, err := setups.DecodeTOML("", data, RecordFile, &keys)
	_, moves := keys["moves"].([]any)
	return err == nil && moves
}
