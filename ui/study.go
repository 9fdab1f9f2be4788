package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"boardshelf/clock"
	"boardshelf/ui/play"
)

// studyItem is the Game menu's way from a shared game to a copy of it to
// study, offered once the game is over: a shared game's record is its
// log, which keeps no variations, notes or marks, and a game going on is
// not studied with the engine's help.
func (u *App) studyItem(p *play.Screen) *fyne.MenuItem {
	item := fyne.NewMenuItem(lang.L("Study a copy"), u.studyCopy)
	item.Disabled = !p.Over()
	return item
}

// studyCopy opens the finished shared game on screen as a game of this
// table alone, with no file and no clock, every seat a person's, at the
// position shown: its moves may branch into variations, take notes and
// marks, and Save game as… keeps them; the board stays turned as it was.
// The shared game stays as it was.
func (u *App) studyCopy() {
	p := u.play
	if p == nil || p.Online() == nil || !p.Over() {
		return
	}
	r := p.Record()
	r.Players = nil
	for range r.Seats {
		r.Players = append(r.Players, play.Human.String())
	}
	r.Clock, r.Times = clock.Control{}, nil
	sg, err := replaySaved("", &r)
	if err != nil {
		u.showError(lang.L("This game cannot be opened"), err)
		return
	}
	turn := p.BoardTurn() // the copy faces the player as the shared game did
	u.showSaved(sg, "")
	u.play.SetBoardTurn(turn)
	u.play.Say(lang.L("A copy to study; the shared game is unchanged"))
}

// followEnd builds the menus again when the game on screen ends, or goes
// on again after an undo, so that the items that follow its end (Study a
// copy, Send to opponent…, Host on this network…) say so at once.
func (u *App) followEnd(p *play.Screen) {
	if p == u.play && p.Over() != u.menuOver {
		u.win.SetMainMenu(u.mainMenu())
	}
}
