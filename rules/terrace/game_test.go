package terrace

import "testing"

func TestLosingLeavesWithMoreThanTwo(t *testing.T) {
	for players, want := range map[int]bool{2: false, 3: true, 4: true} {
		p := Position{Size: 6, Players: players, Pieces: diagram(`
			.  .  .  .  .  BT
			.  .  .  .  .  .
			CT .  .  .  .  DT
			.  .  .  .  .  .
			.  .  .  .  .  .
			AT .  .  .  .  .`)}
		for seat := range 4 - players {
			for s, pc := range p.Pieces {
				if pc.Seat == 3-seat {
					delete(p.Pieces, s)
				}
			}
		}
		if got := start(t, p).LosingLeaves(); got != want {
			t.Errorf("%d players: losing leaves %v, want %v", players, got, want)
		}
	}
}
