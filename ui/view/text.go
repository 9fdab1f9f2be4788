package view

import "strings"

// Capitalised starts s with a capital: the rules name seats and pieces in
// lower case ("white", "knight"), the screen as names ("White", "Knight").
func Capitalised(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
