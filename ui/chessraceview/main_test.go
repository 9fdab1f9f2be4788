package chessraceview

import (
	"os"
	"testing"

	"boardshelf/ui/i18n"
)

// The tests read Boardshelf in English, its words loaded as the app loads
// them (the plural forms come from the translations).
func TestMain(m *testing.M) {
	i18n.Use("en")
	os.Exit(m.Run())
}
