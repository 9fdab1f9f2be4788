package i18n

import (
	"errors"
	"fmt"

	"fyne.io/fyne/v2/lang"

	"boardshelf/rules"
	"boardshelf/setups"
)

// Explain words an explanation of the rules in the language Boardshelf
// speaks: its format translated (in the plural form the language takes
// for its count, when its words agree with a number), then filled in with
// its values, a seat named by name (by its number when name is nil), a
// word of the rules translated.
func Explain(e rules.Explanation, name func(seat int) string) string {
	if name == nil {
		name = func(seat int) string { return lang.L("seat {{.Number}}", map[string]any{"Number": seat + 1}) }
	}
	args := make([]any, len(e.Args))
	for i, a := range e.Args {
		switch a := a.(type) {
		case rules.Seat:
			args[i] = name(int(a))
		case rules.Word:
			args[i] = lang.L(string(a))
		case rules.Explanation:
			args[i] = Explain(a, name)
		default:
			args[i] = a
		}
	}
	return fmt.Sprintf(format(e), args...)
}

// format is an explanation's format in the language Boardshelf speaks.
// The plural forms are chosen before the values are filled in: a format
// holds fmt's verbs, not the template fields lang.N could fill.
func format(e rules.Explanation) string {
	if e.Counted() {
		return lang.N(e.Format, e.Count)
	}
	return lang.L(e.Format)
}

// Error words an error for the player: an explanation of the rules or a
// problem with a file, translated; any other error as it is.
func Error(err error, name func(seat int) string) string {
	var e rules.Explanation
	if errors.As(err, &e) {
		return Explain(e, name)
	}
	return Problem(err, name)
}

// Problem words a problem with a file for the player: the file, its line
// and what is wrong, translated where the problem says it as words to
// translate (a setups.Error with its Problem), else as it is.
func Problem(err error, name func(seat int) string) string {
	var serr *setups.Error
	if !errors.As(err, &serr) || serr.Problem.Format == "" {
		return err.Error()
	}
	what := Explain(serr.Problem, name)
	if serr.Line > 0 {
		return lang.L("{{.File}}, line {{.Line}}: {{.Problem}}", map[string]any{"File": serr.File, "Line": serr.Line, "Problem": what})
	}
	return lang.L("{{.File}}: {{.Problem}}", map[string]any{"File": serr.File, "Problem": what})
}
