package main

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"boardshelf/interchange"
	"boardshelf/interchange/formats"
	"boardshelf/setups"
)

// runConvert reads a game in one format and writes it in another, the
// formats told by the files' extensions, or by the content for the input.
func runConvert(args []string, stdout io.Writer) error {
	if len(args) != 2 {
		return errors.New("give a game file to read and one to write: convert IN OUT")
	}
	in, out := args[0], args[1]
	all := formats.All()
	to, err := interchange.ByExtension(all, out)
	if err != nil {
		return err
	}
	r, from, err := interchange.ReadFile(all, in)
	if err != nil {
		return err
	}
	data, err := interchange.Export(to, r)
	if err != nil {
		return err
	}
	if err := setups.WriteFile(out, data); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s (%s, %d moves) written to %s (%s)", filepath.Base(in), from.Name, len(r.Moves), filepath.Base(out), to.Name)
	if left := interchange.LeftOut(to, r); len(left) > 0 {
		words := make([]string, len(left))
		for i, e := range left {
			words[i] = e.String()
		}
		fmt.Fprintf(stdout, "; left out: %s", strings.Join(words, ", "))
	}
	fmt.Fprintln(stdout)
	return nil
}
