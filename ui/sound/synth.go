package sound

import "math"

// The synthesis: every sound is a few strikes, each a short pulse (the
// contact of a piece, a die or a mallet) that sets ringing a handful of
// damped resonances (the modes of the wood or the bar), with a click of
// filtered noise for the contact itself. The resonators have a zero at DC
// and the noise is band-passed, so a sound has no DC offset; the pulses
// start from silence and a raised-cosine fade ends every sound, so no
// buffer starts or ends with a click.

// mode is one resonance: freq in Hz (times the strike's pitch), decay the
// milliseconds in which it falls to 1/e, gain its amplitude.
type mode struct {
	freq, decay, gain float64
}

// strike is one contact.
type strike struct {
	at      float64 // when, in ms from the start of the sound
	gain    float64 // amplitude of the whole strike
	contact float64 // ms in contact: longer is softer and duller
	tick    float64 // amplitude of the contact's click of noise, relative to gain
	pitch   float64 // the modes' frequencies are multiplied by this
	modes   []mode
}

// synth renders one sound, mono, into a float64 buffer.
type synth struct {
	rate float64
	out  []float64
	rng  uint64
}

func newSynth(rate int, ms float64, seed uint64) *synth {
	s := &synth{rate: float64(rate), rng: seed*0x9E3779B97F4A7C15 | 1}
	s.out = make([]float64, s.samples(ms))
	return s
}

// samples is a duration in ms as a number of samples.
func (s *synth) samples(ms float64) int { return int(ms*s.rate/1000 + 0.5) }

// noise is a uniform pseudo-random value in [-1, 1): xorshift64*, seeded
// per sound, so a sound is the same at every start.
func (s *synth) noise() float64 {
	s.rng ^= s.rng >> 12
	s.rng ^= s.rng << 25
	s.rng ^= s.rng >> 27
	return float64((s.rng*0x2545F4914F6CDD1D)>>11)/(1<<52) - 1
}

// rand is a uniform pseudo-random value in [lo, hi).
func (s *synth) rand(lo, hi float64) float64 { return lo + (hi-lo)*(s.noise()+1)/2 }

// pulse is a raised-cosine pulse of n samples with a sum of 1: the force
// of a contact. It starts and ends at 0.
func pulse(n int) []float64 {
	p := make([]float64, n+1)
	sum := 0.0
	for i := range p {
		p[i] = 0.5 - 0.5*math.Cos(2*math.Pi*float64(i)/float64(n))
		sum += p[i]
	}
	for i := range p {
		p[i] /= sum
	}
	return p
}

// strike adds k to the sound.
func (s *synth) strike(k strike) {
	start := s.samples(k.at)
	if start >= len(s.out) {
		return
	}
	out := s.out[start:]
	p := pulse(max(2, s.samples(k.contact)))
	pitch := k.pitch
	if pitch == 0 {
		pitch = 1
	}
	for _, m := range k.modes {
		s.resonate(out, p, m.freq*pitch, m.decay, k.gain*m.gain)
	}
	if k.tick > 0 {
		s.click(out, len(p)*2, k.gain*k.tick)
	}
}

// resonate adds to out the ringing of one mode excited by the pulse p: a
// two-pole resonator after a one-zero differencer (no DC), scaled so that
// a pulse short against the period rings at amplitude gain.
func (s *synth) resonate(out, p []float64, freq, decay, gain float64) {
	if freq <= 20 || freq >= 0.45*s.rate || decay <= 0 {
		return
	}
	w := 2 * math.Pi * freq / s.rate
	r := math.Exp(-1000 / (decay * s.rate))
	a1, a2 := 2*r*math.Cos(w), r*r
	b0 := gain * math.Sin(w) / (2 * math.Sin(w/2))
	// Ring until the mode is 100 dB down, or the end of the sound.
	n := min(len(out), len(p)+int(11.5*decay*s.rate/1000))
	var x1, y1, y2 float64
	for i := range n {
		x := 0.0
		if i < len(p) {
			x = p[i]
		}
		y := a1*y1 - a2*y2 + b0*(x-x1)
		x1, y2, y1 = x, y1, y
		out[i] += y
	}
}

// click adds a burst of n samples of band-passed noise (around 2.5 kHz,
// broad), the sound of the contact itself.
func (s *synth) click(out []float64, n int, gain float64) {
	f := bandpass(s.rate, 2500, 0.7)
	p := pulse(n)
	peak := 0.0
	for _, v := range p {
		peak = max(peak, v)
	}
	// The filter rings a little after the burst.
	m := min(len(out), n+s.samples(4))
	for i := range m {
		x := 0.0
		if i < len(p) {
			x = s.noise() * p[i] / peak
		}
		out[i] += gain * f.next(x)
	}
}

// rumble adds band-passed noise from ms from to ms to, rising and falling
// with a sine-shaped envelope: the die rolling between its knocks.
func (s *synth) rumble(from, to, freq, gain float64) {
	f := bandpass(s.rate, freq, 0.8)
	a, b := s.samples(from), min(len(s.out), s.samples(to))
	for i := a; i < b; i++ {
		env := math.Sin(math.Pi * float64(i-a) / float64(b-a))
		s.out[i] += gain * env * env * f.next(s.noise())
	}
}

// finish fades the end out over fade ms (a raised cosine), scales the
// sound to the peak given and returns it as float32.
func (s *synth) finish(peak, fade float64) []float32 {
	n := min(len(s.out), s.samples(fade))
	for i := range n {
		j := len(s.out) - n + i
		s.out[j] *= 0.5 + 0.5*math.Cos(math.Pi*float64(i+1)/float64(n))
	}
	high := 0.0
	for _, v := range s.out {
		high = max(high, math.Abs(v))
	}
	scale := 0.0
	if high > 0 {
		scale = peak / high
	}
	pcm := make([]float32, len(s.out))
	for i, v := range s.out {
		pcm[i] = float32(v * scale)
	}
	return pcm
}

// biquad is a second-order filter (direct form I).
type biquad struct {
	b0, b1, b2, a1, a2 float64
	x1, x2, y1, y2     float64
}

// bandpass is the RBJ band-pass of 0 dB peak gain at freq.
func bandpass(rate, freq, q float64) *biquad {
	w := 2 * math.Pi * freq / rate
	alpha := math.Sin(w) / (2 * q)
	a0 := 1 + alpha
	return &biquad{b0: alpha / a0, b2: -alpha / a0, a1: -2 * math.Cos(w) / a0, a2: (1 - alpha) / a0}
}

func (f *biquad) next(x float64) float64 {
	y := f.b0*x + f.b1*f.x1 + f.b2*f.x2 - f.a1*f.y1 - f.a2*f.y2
	f.x2, f.x1 = f.x1, x
	f.y2, f.y1 = f.y1, y
	return y
}
