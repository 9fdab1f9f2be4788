package sound

// The recipes of the sounds. One board, one set of pieces, one die and two
// sets of bars, so that the sounds are a family.

// The modes of the things struck (Hz, ms to fall to 1/e, amplitude).
var (
	// A wooden piece set down on the wooden board: the board's body low,
	// the piece's "tok" in the middle.
	board = []mode{{180, 35, 0.7}, {520, 24, 1}, {1130, 14, 0.5}, {2400, 7, 0.22}, {4100, 4, 0.08}}
	// Two pieces knocking together: harder, higher, shorter.
	clack = []mode{{980, 10, 1}, {2150, 7, 0.6}, {3400, 4, 0.25}}
	// A flat wooden disk landing on the board or a tower.
	disk = []mode{{340, 22, 0.55}, {870, 15, 1}, {1900, 9, 0.5}, {3300, 5, 0.2}}
	// A small hard die on the tray.
	die = []mode{{430, 22, 0.5}, {1750, 8, 1}, {2900, 5, 0.6}, {4300, 3, 0.2}}
	// A felt-covered block: the soft "no".
	felt = []mode{{165, 38, 1}, {410, 16, 0.35}, {900, 8, 0.1}}
	// A wood block with a tone: the alert.
	block = []mode{{1040, 65, 1}, {530, 30, 0.2}, {2500, 18, 0.25}}
	// A marimba bar (partials of a tuned wooden bar, times the note).
	marimba = []mode{{1, 200, 1}, {3.93, 40, 0.1}, {9.2, 12, 0.02}}
	// A small chime (partials of a free metal bar, times the note).
	chime = []mode{{1, 220, 1}, {2.76, 80, 0.18}, {5.40, 30, 0.05}}
)

// Notes, in Hz.
const (
	noteE4 = 329.63
	noteG4 = 392.00
	noteC5 = 523.25
	noteE5 = 659.25
	noteG5 = 783.99
	noteB5 = 987.77
	noteC6 = 1046.50
)

// recipe is a sound: its length and end fade in ms, its peak, and its
// strikes (made by a function for the die, whose knocks are random).
type recipe struct {
	length, fade, peak float64
	strikes            []strike
	extra              func(*synth)
}

var recipes = [numSounds]recipe{
	Move: {length: 150, fade: 30, peak: 0.5, strikes: []strike{
		{at: 1, gain: 1, contact: 0.5, tick: 0.4, modes: board},
	}},
	// The capturing piece knocks the captured one, then lands.
	Capture: {length: 210, fade: 35, peak: 0.55, strikes: []strike{
		{at: 1, gain: 0.7, contact: 0.35, tick: 0.5, modes: clack},
		{at: 48, gain: 1, contact: 0.8, tick: 0.3, pitch: 0.92, modes: board},
	}},
	// Two steps, the second a major third up.
	Climb: {length: 220, fade: 35, peak: 0.5, strikes: []strike{
		{at: 1, gain: 0.75, contact: 0.7, tick: 0.3, modes: board},
		{at: 74, gain: 1, contact: 0.6, tick: 0.35, pitch: 1.26, modes: board},
	}},
	// Two steps, the second a major third down.
	Descend: {length: 220, fade: 35, peak: 0.5, strikes: []strike{
		{at: 1, gain: 0.9, contact: 0.6, tick: 0.35, pitch: 1.12, modes: board},
		{at: 74, gain: 0.8, contact: 0.8, tick: 0.3, pitch: 0.89, modes: board},
	}},
	// A disk lands flat, bounces once, settles.
	DiskPlaced: {length: 150, fade: 30, peak: 0.45, strikes: []strike{
		{at: 1, gain: 1, contact: 0.5, tick: 0.4, modes: disk},
		{at: 30, gain: 0.3, contact: 0.4, tick: 0.4, pitch: 1.03, modes: disk},
		{at: 50, gain: 0.12, contact: 0.4, tick: 0.3, pitch: 1.05, modes: disk},
	}},
	DieRoll: {length: 500, fade: 80, peak: 0.4, extra: tumble},
	// The die's last knock and two small settles.
	DieLand: {length: 170, fade: 35, peak: 0.5, strikes: []strike{
		{at: 1, gain: 1, contact: 0.3, tick: 0.45, modes: die},
		{at: 38, gain: 0.28, contact: 0.3, tick: 0.4, pitch: 1.04, modes: die},
		{at: 62, gain: 0.1, contact: 0.3, tick: 0.3, pitch: 0.97, modes: die},
	}},
	// Two knocks on a wood block, a fourth apart, rising.
	Alert: {length: 280, fade: 50, peak: 0.4, strikes: []strike{
		{at: 1, gain: 0.8, contact: 0.5, tick: 0.15, modes: block},
		{at: 115, gain: 1, contact: 0.5, tick: 0.15, pitch: 1.335, modes: block},
	}},
	// One soft, low, dull thud.
	Refused: {length: 140, fade: 30, peak: 0.28, strikes: []strike{
		{at: 1, gain: 1, contact: 5, modes: felt},
	}},
	// The piece set down a little lower, with a soft marimba B ringing
	// over it.
	ComputerMove: {length: 230, fade: 45, peak: 0.45, strikes: []strike{
		{at: 1, gain: 1, contact: 0.9, tick: 0.25, pitch: 0.84, modes: board},
		{at: 3, gain: 0.75, contact: 1.2, pitch: noteB5, modes: []mode{{1, 85, 1}, {3.93, 14, 0.12}}},
	}},
	// C E G C on the chime.
	Won: {length: 800, fade: 160, peak: 0.4, strikes: []strike{
		{at: 1, gain: 0.7, contact: 0.8, pitch: noteC5, modes: chime},
		{at: 86, gain: 0.75, contact: 0.8, pitch: noteE5, modes: chime},
		{at: 171, gain: 0.8, contact: 0.8, pitch: noteG5, modes: chime},
		{at: 256, gain: 1, contact: 0.8, pitch: noteC6, modes: chime},
	}},
	// G falling to E on the marimba, softly.
	Lost: {length: 700, fade: 150, peak: 0.3, strikes: []strike{
		{at: 1, gain: 0.85, contact: 1.5, pitch: noteG4, modes: marimba},
		{at: 190, gain: 1, contact: 1.5, pitch: noteE4, modes: marimba},
	}},
}

// tumble is the die rolling: a run of irregular knocks, each a little
// different, loud at the throw and fading, over a faint rumble of the tray.
func tumble(s *synth) {
	s.rumble(0, 470, 900, 0.05)
	at := 2.0
	for i := 0; at < 440; i++ {
		// The throw is loud, then the die loses energy.
		env := 1.0
		if i > 1 {
			env = 1 - (at-60)/520
		}
		s.strike(strike{
			at:      at,
			gain:    env * s.rand(0.55, 1),
			contact: 0.3,
			tick:    0.5,
			pitch:   s.rand(0.9, 1.12),
			modes:   die,
		})
		at += s.rand(26, 60)
	}
}

// render makes the sound s at the sample rate given: mono samples, peak at
// most 0.55, starting and ending at silence.
func render(s Sound, rate int) []float32 {
	if !s.valid() {
		return nil
	}
	r := recipes[s]
	syn := newSynth(rate, r.length, uint64(s))
	for _, k := range r.strikes {
		syn.strike(k)
	}
	if r.extra != nil {
		r.extra(syn)
	}
	return syn.finish(r.peak, r.fade)
}
