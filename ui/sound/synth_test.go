package sound

import (
	"bytes"
	"encoding/binary"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// go test -tags ci ./ui/sound -run TestSoundsShape -v -args -wav DIR
// writes the sounds to DIR as WAV files (16-bit, mono, 48 kHz) to listen to.
var wavDir = flag.String("wav", "", "write the sounds as WAV files to this folder")

// shape is what is measured of a sound.
type shape struct {
	ms       float64 // length
	peak     float64 // highest |sample|
	dc       float64 // mean sample
	loudness float64 // dBFS, RMS of the loudest 50 ms
	tail     float64 // dB, RMS of the last 20 ms against the loudest 50 ms
	edge     float64 // largest step between samples in the first and last ms
	high     float64 // share of the energy above 5 kHz
}

func measure(pcm []float32, rate int) shape {
	sh := shape{ms: 1000 * float64(len(pcm)) / float64(rate)}
	sum := 0.0
	for _, v := range pcm {
		sh.peak = max(sh.peak, math.Abs(float64(v)))
		sum += float64(v)
	}
	sh.dc = sum / float64(len(pcm))
	loud := 0.0
	w := rate / 20
	for i := 0; i+w <= len(pcm); i += w / 10 {
		loud = max(loud, rms(pcm[i:i+w]))
	}
	sh.loudness = db(loud)
	sh.tail = db(rms(pcm[len(pcm)-rate/50:])) - sh.loudness
	ms := rate / 1000
	for i := 1; i < ms; i++ {
		sh.edge = max(sh.edge, math.Abs(float64(pcm[i]-pcm[i-1])), math.Abs(float64(pcm[len(pcm)-i]-pcm[len(pcm)-i-1])))
	}
	sh.high = energy(highpassed(pcm, rate, 5000)) / energy(pcm)
	return sh
}

func rms(x []float32) float64 { return math.Sqrt(energy(x) / float64(len(x))) }

func energy(x []float32) float64 {
	e := 0.0
	for _, v := range x {
		e += float64(v) * float64(v)
	}
	return e
}

func db(a float64) float64 { return 20 * math.Log10(max(a, 1e-9)) }

// highpassed is x through two RBJ high-passes at freq (24 dB an octave).
func highpassed(x []float32, rate int, freq float64) []float32 {
	out := slices.Clone(x)
	for range 2 {
		f := highpass(float64(rate), freq)
		for i, v := range out {
			out[i] = float32(f.next(float64(v)))
		}
	}
	return out
}

func highpass(rate, freq float64) *biquad {
	w := 2 * math.Pi * freq / rate
	alpha := math.Sin(w) / math.Sqrt2
	c := math.Cos(w)
	a0 := 1 + alpha
	return &biquad{b0: (1 + c) / 2 / a0, b1: -(1 + c) / a0, b2: (1 + c) / 2 / a0, a1: -2 * c / a0, a2: (1 - alpha) / a0}
}

// longest are the sounds allowed over 250 ms, and their limits.
var longest = map[Sound]float64{DieRoll: 520, Alert: 300, Won: 800, Lost: 700}

// Every sound is short, starts and ends in silence without a click, has no
// DC offset, never clips, is not shrill, and is about as loud as the
// others: measured, as it cannot be listened to here.
func TestSoundsShape(t *testing.T) {
	dir := *wavDir
	if dir == "" {
		dir = t.TempDir()
	}
	t.Logf("%-14s %7s %6s %9s %9s %8s %7s %6s", "sound", "ms", "peak", "dc", "loud dBFS", "tail dB", "edge", ">5kHz")
	for _, s := range All() {
		pcm := render(s, sampleRate)
		sh := measure(pcm, sampleRate)
		t.Logf("%-14s %7.1f %6.3f %9.1e %9.1f %8.1f %7.4f %5.1f%%", s, sh.ms, sh.peak, sh.dc, sh.loudness, sh.tail, sh.edge, 100*sh.high)
		limit := longest[s]
		if limit == 0 {
			limit = 250
		}
		check := []struct {
			bad  bool
			what string
		}{
			{sh.ms > limit, fmt.Sprintf("lasts %.0f ms, over %.0f", sh.ms, limit)},
			{sh.peak > 0.56 || sh.peak < 0.25, fmt.Sprintf("peaks at %.3f, outside 0.25 to 0.56", sh.peak)},
			{math.Abs(sh.dc) > 1e-4, fmt.Sprintf("has a DC offset of %.1e", sh.dc)},
			{pcm[0] != 0 || math.Abs(float64(pcm[len(pcm)-1])) > 1e-6, fmt.Sprintf("starts at %g and ends at %g, not silence", pcm[0], pcm[len(pcm)-1])},
			{sh.edge > 0.02, fmt.Sprintf("steps by %.4f in its first or last ms: a click", sh.edge)},
			{sh.tail > -30, fmt.Sprintf("its last 20 ms are only %.1f dB under its loudest: cut short", sh.tail)},
			{sh.loudness < -24 || sh.loudness > -9, fmt.Sprintf("is %.1f dBFS loud, outside -24 to -9", sh.loudness)},
			{sh.high > 0.08, fmt.Sprintf("has %.1f%% of its energy above 5 kHz: shrill", 100*sh.high)},
		}
		for _, c := range check {
			if c.bad {
				t.Errorf("%s %s", s, c.what)
			}
		}
		if err := os.WriteFile(filepath.Join(dir, s.String()+".wav"), wav(pcm, sampleRate), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// The sounds are the same at every start.
func TestSoundsAreTheSameEveryTime(t *testing.T) {
	for _, s := range All() {
		if !slices.Equal(render(s, sampleRate), render(s, sampleRate)) {
			t.Errorf("%s differs from one rendering to the next", s)
		}
	}
	if render(0, sampleRate) != nil || render(numSounds, sampleRate) != nil {
		t.Error("a sound that is none renders samples")
	}
}

// The sounds are told apart: their spectra (octave bands) or their shapes
// in time (10 ms frames) differ.
func TestSoundsAreDistinct(t *testing.T) {
	type print struct{ bands, frames []float64 }
	prints := map[Sound]print{}
	for _, s := range All() {
		pcm := render(s, sampleRate)
		prints[s] = print{bands(pcm, sampleRate), frames(pcm, sampleRate)}
	}
	closest, pair := math.Inf(1), ""
	for _, a := range All() {
		for _, b := range All() {
			if a >= b {
				continue
			}
			d := distance(prints[a].bands, prints[b].bands) + distance(prints[a].frames, prints[b].frames)
			if d < closest {
				closest, pair = d, fmt.Sprintf("%s and %s", a, b)
			}
			if d < 0.25 {
				t.Errorf("%s and %s are alike (distance %.2f)", a, b, d)
			}
		}
	}
	t.Logf("the closest pair: %s (%.2f)", pair, closest)
}

// The computer's move is a person's move with a tone ringing after the
// knock: after the first 40 ms, the share of the energy near B5.
func TestComputerMoveRings(t *testing.T) {
	ring := func(s Sound) float64 {
		pcm := render(s, sampleRate)
		bp := bandpass(sampleRate, noteB5, 10)
		var tone, all float64
		for i, v := range pcm {
			y := bp.next(float64(v))
			if i > sampleRate*40/1000 {
				tone += y * y
				all += float64(v) * float64(v)
			}
		}
		return tone / all
	}
	person, computer := ring(Move), ring(ComputerMove)
	t.Logf("the ring's share: %.3f in a move, %.3f in the computer's", person, computer)
	if computer < 0.3 || person > 0.05 {
		t.Errorf("the ring's share is %.3f in a move and %.3f in the computer's: not told apart", person, computer)
	}
}

// bands are the shares of the energy in the octaves from 125 Hz to 8 kHz.
func bands(pcm []float32, rate int) []float64 {
	var out []float64
	total := 0.0
	for f := 125.0; f <= 8000; f *= 2 {
		bp := bandpass(float64(rate), f, 1.4)
		e := 0.0
		for _, v := range pcm {
			y := bp.next(float64(v))
			e += y * y
		}
		out = append(out, e)
		total += e
	}
	for i := range out {
		out[i] /= total
	}
	return out
}

// frames are the RMS of 10 ms frames over the first 300 ms, against the
// loudest.
func frames(pcm []float32, rate int) []float64 {
	n := rate / 100
	out := make([]float64, 30)
	high := 0.0
	for i := range out {
		if (i+1)*n <= len(pcm) {
			out[i] = rms(pcm[i*n : (i+1)*n])
			high = max(high, out[i])
		}
	}
	for i := range out {
		out[i] /= high
	}
	return out
}

func distance(a, b []float64) float64 {
	d := 0.0
	for i := range a {
		d += (a[i] - b[i]) * (a[i] - b[i])
	}
	return math.Sqrt(d)
}

// Sounds that can come together (a capture that gives check, the die
// landing as a piece is chosen) do not clip when mixed.
func TestSoundsMixWithoutClipping(t *testing.T) {
	for _, group := range [][]Sound{{Capture, Alert}, {DieLand, Move}, {Capture, Alert, Won}, {Climb, Alert}, {ComputerMove, Alert, Lost}} {
		mixed := map[int]float64{}
		for _, s := range group {
			for i, v := range render(s, sampleRate) {
				mixed[i] += float64(v)
			}
		}
		peak := 0.0
		for _, v := range mixed {
			peak = max(peak, math.Abs(v))
		}
		if peak >= 1 {
			t.Errorf("%v together peak at %.2f: clipped", group, peak)
		}
	}
}

// wav is mono samples as a 16-bit PCM WAV file.
func wav(pcm []float32, rate int) []byte {
	var b bytes.Buffer
	data := len(pcm) * 2
	w := func(v any) { binary.Write(&b, binary.LittleEndian, v) }
	b.WriteString("RIFF")
	w(uint32(36 + data))
	b.WriteString("WAVEfmt ")
	w(uint32(16))
	w(uint16(1)) // PCM
	w(uint16(1)) // mono
	w(uint32(rate))
	w(uint32(rate * 2))
	w(uint16(2))
	w(uint16(16))
	b.WriteString("data")
	w(uint32(data))
	for _, v := range pcm {
		w(int16(math.Round(float64(v) * 32767)))
	}
	return b.Bytes()
}

func TestWAVHeader(t *testing.T) {
	pcm := render(Move, sampleRate)
	f := wav(pcm, sampleRate)
	if string(f[:4]) != "RIFF" || string(f[8:16]) != "WAVEfmt " || string(f[36:40]) != "data" {
		t.Fatalf("not a WAV header: %q", f[:44])
	}
	if got := binary.LittleEndian.Uint32(f[40:]); int(got) != 2*len(pcm) || len(f) != 44+2*len(pcm) {
		t.Errorf("data of %d bytes, file of %d, for %d samples", got, len(f), len(pcm))
	}
}
