package i18n_test

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"boardshelf/ui"
	"boardshelf/ui/i18n"
)

// The words of Boardshelf and their translations: every text the code
// gives to be translated is in every language's files, every text in the
// files is used, each translation fills in the same values as the English,
// and no words reach the screen without going through a translation.

// translatable are the calls whose argument at the index given is words to
// translate: Fyne's lang, the marker of words shown later, the rules'
// explanations (rules.ExplainN's key is its English for other counts) and
// the problems of setup files and records.
var translatable = map[string]int{
	"lang.L": 0, "lang.N": 0, "lang.X": 1, "lang.XN": 1, "i18n.Key": 0,
	"rules.Explain": 0, "Explain": 0, "rules.ExplainN": 2, "ExplainN": 2,
	"Errorf": 1, "errorAt": 1, "seatError": 1, "problem": 0,
}

// keyed are the calls whose first argument is a key of its own (lang.X),
// the English standing as the fallback.
var keyed = map[string]bool{"lang.X": true, "lang.XN": true}

// plural are the calls whose words change with a number.
var plural = map[string]bool{"lang.N": true, "lang.XN": true, "rules.ExplainN": true, "ExplainN": true}

// englishOne are the plural calls that give their English for one in the
// code, at the index given: the English file must say the same.
var englishOne = map[string]int{"rules.ExplainN": 1, "ExplainN": 1}

type use struct {
	key, english string
	one          string // the code's English for one, if it gives it
	plural       bool
	where        string
}

// uses finds every text given to be translated in the module's Go files,
// tests left out.
func uses(t *testing.T) map[string]use {
	t.Helper()
	found := map[string]use{}
	root := moduleRoot(t)
	fset := token.NewFileSet()
	filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() && strings.HasPrefix(d.Name(), ".") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			name := callName(call.Fun)
			i, ok := translatable[name]
			if !ok || len(call.Args) <= i {
				return true
			}
			english, ok := literal(call.Args[i])
			if !ok {
				return true
			}
			u := use{key: english, english: english, plural: plural[name], where: fset.Position(call.Pos()).String()}
			if j, ok := englishOne[name]; ok {
				u.one, _ = literal(call.Args[j])
			}
			if keyed[name] {
				if key, ok := literal(call.Args[0]); ok {
					u.key = key
				}
			}
			found[u.key] = u
			return true
		})
		return nil
	})
	// The games' own words, under each game's id.
	for _, g := range ui.Shelf {
		for suffix, english := range map[string]string{".name": g.Name, ".tagline": g.Tagline, ".howto": g.HowTo} {
			found[g.ID+suffix] = use{key: g.ID + suffix, english: english, where: "the " + g.ID + " descriptor"}
		}
	}
	return found
}

// callName is a call's function as written: "lang.L", "Errorf".
func callName(fun ast.Expr) string {
	switch f := fun.(type) {
	case *ast.Ident:
		return f.Name
	case *ast.SelectorExpr:
		if x, ok := f.X.(*ast.Ident); ok && (x.Name == "lang" || x.Name == "i18n" || x.Name == "rules" || x.Name == "log") {
			return x.Name + "." + f.Sel.Name
		}
		return f.Sel.Name
	}
	return ""
}

// literal is the text of a string literal, or of literals joined by +.
func literal(e ast.Expr) (string, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(e.Value)
		return s, err == nil
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return "", false
		}
		a, ok1 := literal(e.X)
		b, ok2 := literal(e.Y)
		return a + b, ok1 && ok2
	}
	return "", false
}

func moduleRoot(t *testing.T) string {
	t.Helper()
	dir, _ := os.Getwd()
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the tests")
		}
		dir = parent
	}
}

// translations are the messages of each language, all its files together.
func translations(t *testing.T) map[string]map[string]json.RawMessage {
	t.Helper()
	all := map[string]map[string]json.RawMessage{}
	files, _ := filepath.Glob("translations/*.json")
	for _, name := range files {
		parts := strings.Split(filepath.Base(name), ".")
		code := parts[len(parts)-2]
		data, _ := os.ReadFile(name)
		var messages map[string]json.RawMessage
		if err := json.Unmarshal(data, &messages); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if all[code] == nil {
			all[code] = map[string]json.RawMessage{}
		}
		for k, v := range messages {
			if _, twice := all[code][k]; twice {
				t.Errorf("%s: %q is in two files of %s", name, k, code)
			}
			all[code][k] = v
		}
	}
	return all
}

func TestEveryTextIsTranslatedAndEveryTranslationUsed(t *testing.T) {
	used := uses(t)
	files := translations(t)
	for _, l := range i18n.Languages {
		messages := files[l.Code]
		for key, u := range used {
			_, ok := messages[key]
			// English needs only the plural forms: the code's own text is
			// the English of the rest.
			if !ok && (l.Code != "en" || u.plural) {
				t.Errorf("%s: no %s for %q (%s)", l.Name, map[bool]string{true: "plural forms", false: "translation"}[u.plural], short(key), u.where)
			}
		}
		for key := range messages {
			if _, ok := used[key]; !ok {
				t.Errorf("%s: %q is translated but no longer used", l.Name, short(key))
			}
		}
	}
}

// A translation fills in the same values as the English: the same
// template fields, the same number of fmt's verbs.
func TestTranslationsFillInTheSameValues(t *testing.T) {
	used := uses(t)
	fields := regexp.MustCompile(`\{\{\s*\.(\w+)\s*\}\}`)
	verbs := regexp.MustCompile(`%(\[\d+\])?[-+# 0]*\d*(\.\d+)?[vsdqxXfgetcU]`)
	for code, messages := range translations(t) {
		for key, raw := range messages {
			u, ok := used[key]
			if !ok {
				continue
			}
			for _, text := range forms(raw) {
				want, got := names(fields, u.english), names(fields, text)
				if !slices.Equal(want, got) {
					t.Errorf("%s %q fills in %v, the English %v", code, short(key), got, want)
				}
				// Every plural form too: fmt fills in the values after the
				// form is chosen, and a verb short would leave one over.
				if a, b := len(verbs.FindAllString(u.english, -1)), len(verbs.FindAllString(text, -1)); a != b {
					t.Errorf("%s %q has %d values to fill in, the English %d", code, short(key), b, a)
				}
			}
		}
	}
}

// forms are the texts of a message: one, or one per plural form.
func forms(raw json.RawMessage) []string {
	var one string
	if json.Unmarshal(raw, &one) == nil {
		return []string{one}
	}
	var many map[string]string
	json.Unmarshal(raw, &many)
	var out []string
	for _, form := range many {
		out = append(out, form)
	}
	return out
}

func names(re *regexp.Regexp, text string) []string {
	var out []string
	for _, m := range re.FindAllStringSubmatch(text, -1) {
		if !slices.Contains(out, m[1]) {
			out = append(out, m[1])
		}
	}
	slices.Sort(out)
	return out
}

func isIdent(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}

func short(s string) string {
	if len(s) > 60 {
		return s[:60] + "…"
	}
	return s
}

// prose is a literal that reads as words a player could see: two words, or
// a capitalised word.
var prose = regexp.MustCompile(`[A-Za-z]{2,}[,:;.!?'’]* +[A-Za-z]{2,}|^[A-Z][a-z]{2,}$`)

// notWords are the literals in the UI's code that look like words but are
// not for people to read (or are read the same in every language).
var notWords = []string{
	"Boardshelf", // the product's name
}

// No words reach the screen without a translation: a literal that reads as
// words in the UI's code stands in a call that translates it.
func TestNoWordsOutsideTheTranslations(t *testing.T) {
	root := moduleRoot(t)
	fset := token.NewFileSet()
	filepath.WalkDir(filepath.Join(root, "ui"), func(path string, d fs.DirEntry, err error) error {
		// Test helpers, this package's own locale data (the months' names,
		// the languages' names in themselves), and the choices' store,
		// whose words go only to the log, are not read here.
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") ||
			strings.Contains(path, "/keystest/") || strings.Contains(path, "/viewtest/") || strings.Contains(path, "/i18n/") ||
			strings.Contains(path, "/prefs/") {
			return nil
		}
		f, _ := parser.ParseFile(fset, path, nil, parser.ParseComments)
		inside := map[ast.Node]bool{}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.ImportSpec, *ast.Field:
				return false // import paths and struct tags
			case *ast.KeyValueExpr:
				inside[n.Key] = true // the name of a value a template fills in
			case *ast.CompositeLit:
				// A game's descriptor: its words are translated under the
				// game's id ("terrace.howto"), as uses reads them.
				if callName(n.Type) == "Game" { // view.Game{...}
					for _, e := range n.Elts {
						if kv, ok := e.(*ast.KeyValueExpr); ok && (isIdent(kv.Key, "Name") || isIdent(kv.Key, "Tagline") || isIdent(kv.Key, "HowTo")) {
							inside[kv.Value] = true
						}
					}
				}
			case *ast.IndexExpr:
				inside[n.Index] = true
			case *ast.CallExpr:
				// The words, and the names of the values they fill in; and
				// the log, which is not the screen.
				if _, ok := translatable[callName(n.Fun)]; ok || strings.HasPrefix(callName(n.Fun), "log.") {
					for _, a := range n.Args {
						ast.Inspect(a, func(m ast.Node) bool { inside[m] = true; return true })
					}
				}
			case *ast.BasicLit:
				text, _ := strconv.Unquote(n.Value)
				svg := strings.HasPrefix(text, "<") // pictures drawn as SVG
				if n.Kind == token.STRING && !inside[n] && !svg && prose.MatchString(text) && !slices.Contains(notWords, text) {
					t.Errorf("%s: %q reaches the screen untranslated", fset.Position(n.Pos()), short(text))
				}
			}
			return true
		})
		return nil
	})
}

// The English file's plural forms of an explanation are the code's own:
// its English for one and for other counts, which the rules' String (the
// logs, the tests, a file's message in English) gives without the UI.
func TestEnglishPluralFormsAreTheCodes(t *testing.T) {
	english := translations(t)["en"]
	for key, u := range uses(t) {
		if u.one == "" {
			continue
		}
		var forms map[string]string
		if err := json.Unmarshal(english[key], &forms); err != nil {
			t.Errorf("%q has no plural forms in English (%s)", short(key), u.where)
			continue
		}
		if forms["one"] != u.one || forms["other"] != u.english {
			t.Errorf("%q in English reads %q and %q, the code %q and %q (%s)", short(key), forms["one"], forms["other"], u.one, u.english, u.where)
		}
	}
}
