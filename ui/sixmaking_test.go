package ui

import (
	"slices"
	"testing"
)

func TestSixMakingInThePicker(t *testing.T) {
	u := start(t)
	u.picker.chooseGame("sixmaking")
	var got []string
	for _, s := range u.picker.setups {
		got = append(got, s.Name+": "+s.Summary())
	}
	want := []string{
		"Standard game: 5x5 board, 16 disks each",
		"Small board: 4x4 board, 12 disks each",
		"Sixth MaKING: 5x5 board, 16 disks each, first to 6 points",
	}
	if !slices.Equal(got, want) {
		t.Errorf("the picker lists %q, want %q", got, want)
	}
}
