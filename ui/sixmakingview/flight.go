package sixmakingview

import (
	"time"

	"fyne.io/fyne/v2"

	"boardshelf/rules"
	"boardshelf/rules/sixmaking"
)

// flight is a computer's move on show: the disks it carries rise from where
// they stand (the top of a tower, or of a reserve's pile), travel over the
// board and settle where they land. Meanwhile the board shows the disks
// left behind and the tower they will land on, and takes no input.
type flight struct {
	move   sixmaking.Move
	disks  []sixmaking.Color // carried, bottom to top
	height int               // of the tower they leave (1 from a reserve): how thick they are drawn
	colour sixmaking.Color   // whose reserve a placed disk comes from
	before string            // the game when the move was chosen (see View.snapshot)
	then   func()            // plays the move
	anim   *fyne.Animation   // nil until started
}

// The parts of a flight, as shares of its time: the disks rise, travel,
// then settle.
const (
	riseShare   = 0.25
	settleShare = 0.25
)

// AnimateMove shows a computer's move over d: the part of the tower it
// moves (only that part) rises, travels to the tower it lands on and
// settles there; a disk placed rises off its reserve's pile and drops onto
// its square. Then it calls then, which plays the move. Input waits
// meanwhile. If the game moves on before the end (an undo), the move is
// not played.
func (v *View) AnimateMove(m rules.Move, d time.Duration, then func()) {
	v.abandon() // a move still on show gives way to this one
	mv, ok := m.(sixmaking.Move)
	if !ok || v.board.Geometry().Cell <= 0 {
		then()
		return
	}
	fl := v.takeOff(mv, then)
	if fl == nil {
		then() // not a legal move: let the play screen say why
		return
	}
	fl.anim = fyne.NewAnimation(d, func(f float32) { v.fly(fl, f) })
	fl.anim.Curve = fyne.AnimationLinear // each part eases by itself (see between)
	fl.anim.Start()
}

// takeOff lifts the disks m carries, ready to fly, and shows the board as
// it stands while they are in the air; nil when m is not legal now.
func (v *View) takeOff(m sixmaking.Move, then func()) *flight {
	if _, ok := v.legal(m); !ok {
		return nil
	}
	g := v.game
	fl := &flight{move: m, height: 1, colour: g.ToMove(), before: v.snapshot(), then: then}
	if m.Place {
		fl.disks = []sixmaking.Color{fl.colour}
	} else {
		h := g.Height(m.From)
		fl.disks, fl.height = g.Tower(m.From)[h-m.Count:], h
	}
	v.flight, v.hint = fl, nil
	v.flyer.Resource = flightPicture(fl.disks, fl.height)
	v.carry(fl, 0)
	v.flyer.Show()
	v.flyer.Refresh()
	v.Update()
	return fl
}

// fly draws the flight f of the way (0 to 1) and plays the move at the end.
func (v *View) fly(fl *flight, f float32) {
	if v.flight != fl {
		return // abandoned, or replaced by another move
	}
	v.carry(fl, f)
	if f < 1 {
		return
	}
	v.flight = nil
	v.flyer.Hide()
	if v.snapshot() != fl.before {
		v.Update() // the game moved on: this move no longer applies
		return
	}
	fl.then()
}

// abandon stops the move on show without playing it.
func (v *View) abandon() {
	fl := v.flight
	if fl == nil {
		return
	}
	v.flight = nil
	if fl.anim != nil {
		fl.anim.Stop()
	}
	v.flyer.Hide()
}

// dropsOn reports whether a computer is placing a disk on sq.
func (v *View) dropsOn(sq sixmaking.Square) bool {
	fl := v.flight
	return fl != nil && fl.move.Place && fl.move.To == sq
}

// waypoint is where the flying disks are drawn: the top left corner of
// their picture in the layer over the view, and its side.
type waypoint struct {
	at   fyne.Position
	side float32
}

// carry draws the flight f of the way along its path: rising, travelling,
// settling.
func (v *View) carry(fl *flight, f float32) {
	p := v.path(fl)
	var w waypoint
	switch {
	case f < riseShare:
		w = between(p[0], p[1], f/riseShare)
	case f < 1-settleShare:
		w = between(p[1], p[2], (f-riseShare)/(1-riseShare-settleShare))
	default:
		w = between(p[2], p[3], (f-(1-settleShare))/settleShare)
	}
	v.flyer.Resize(fyne.NewSquareSize(w.side))
	v.flyer.Move(w.at)
}

// path is the flight's four waypoints: where the disks stand, lifted
// there, above where they land, and landed. It is worked out afresh each
// time, from the board as laid out now, so that a resize mid-flight keeps
// the disks on course.
func (v *View) path(fl *flight) [4]waypoint {
	g, m := v.game, fl.move
	geo := v.board.Geometry()
	boardAt := absolute(v.board).Subtract(absolute(v.layer))
	// onSquare puts the bottom disk carried with its face at y in sq.
	onSquare := func(sq sixmaking.Square, y float64) waypoint {
		corner := boardAt.Add(geo.Pos(fromSquare(sq)))
		return waypoint{corner.AddXY(0, float32((y-flightFaceY(0, fl.height))/100)*geo.Cell), geo.Cell}
	}
	var start waypoint
	if m.Place {
		start = v.pileTop(fl.colour)
	} else {
		h := g.Height(m.From)
		start = onSquare(m.From, faceY(h-m.Count, h, 0))
	}
	under := g.Height(m.To) // 0 for a placement
	end := onSquare(m.To, faceY(under, under+len(fl.disks), 0))
	return [4]waypoint{start, raised(start), raised(end), end}
}

func raised(w waypoint) waypoint {
	w.at.Y -= float32(flightLift/100) * w.side
	return w
}

// pileTop is where a disk taken from c's reserve starts: resting on the
// pile as drawn during the flight (without it), as large as the pile's
// disks.
func (v *View) pileTop(c sixmaking.Color) waypoint {
	r := v.reserveOf(c)
	box := r.pile.Size()
	scale := min(box.Width/100, box.Height/130) // the pile's picture is 100 by 130, contained
	corner := absolute(r).Add(r.pile.Position()).Subtract(absolute(v.layer)).
		AddXY((box.Width-100*scale)/2, (box.Height-130*scale)/2)
	shown := min(v.game.Reserve(c)-1, pileHeight)
	face := corner.AddXY(50*scale, float32(pileFaceY(shown))*scale)
	side := scale * pileRadius / diskRadius * 100
	return waypoint{face.SubtractXY(side/2, float32(flightFaceY(0, 1)/100)*side), side}
}

func (v *View) reserveOf(c sixmaking.Color) *reserve {
	if v.reserves[0].colour == c {
		return v.reserves[0]
	}
	return v.reserves[1]
}

// between is the waypoint t of the way from a to b, easing in and out.
func between(a, b waypoint, t float32) waypoint {
	t = min(max(t, 0), 1)
	t = t * t * (3 - 2*t)
	return waypoint{
		at:   fyne.NewPos(a.at.X+(b.at.X-a.at.X)*t, a.at.Y+(b.at.Y-a.at.Y)*t),
		side: a.side + (b.side-a.side)*t,
	}
}
