package interchange

import (
	"strings"

	"boardshelf/records"
)

// Comments gathers the comments an importer reads, by the place they
// belong to, and joins each place's once, at the end: a file of many short
// comments then costs no more than one long one (joined one at a time, a
// hostile file of 250,000 took minutes).
type Comments struct {
	byPlace map[records.Place][]string
}

// Add keeps text as a comment on the main line's position after ply
// moves; an empty or blank text is none.
func (c *Comments) Add(ply int, text string) {
	if strings.TrimSpace(text) == "" {
		return
	}
	if c.byPlace == nil {
		c.byPlace = map[records.Place][]string{}
	}
	place := records.Place{Ply: ply}
	c.byPlace[place] = append(c.byPlace[place], text)
}

// Into gives notes the comments, each place's joined by sep.
func (c *Comments) Into(notes *records.Notes, sep string) {
	for place, texts := range c.byPlace {
		if notes.Comments == nil {
			notes.Comments = map[records.Place]string{}
		}
		notes.Comments[place] = strings.Join(texts, sep)
	}
}
