package sound

import (
	"encoding/binary"
	"fmt"
	"log"
	"math"
	"sync"
	"sync/atomic"
	"time"
)

// The format played: 48 kHz, stereo (the mono sounds on both channels),
// 32-bit floats, which every backend of oto takes as it is.
const (
	sampleRate = 48000
	channels   = 2
)

const (
	// maxVoices is how many sounds play at once; a sound asked for while
	// that many play is dropped (cutting one short would click).
	maxVoices = 6
	// retrigger: the same sound asked for again this soon after it began is
	// dropped; doubled, it would only be louder.
	retrigger = 40 * time.Millisecond
	// queued is how many sounds wait for the player goroutine; more are
	// dropped.
	queued = 16
)

// The states of a Speaker.
const (
	opening int32 = iota // the device is being started: sounds are dropped
	playing              // the device plays
	silent               // no device: sounds are dropped for good
)

// Speaker is a Player on the machine's audio device, made by Open.
type Speaker struct {
	state  atomic.Int32
	muted  atomic.Bool
	volume atomic.Uint64 // math.Float64bits of the volume
	queue  chan request
	failed sync.Once // the log line
}

// request is a sound asked for, and the gain it is to play at.
type request struct {
	sound Sound
	gain  float64
}

var (
	openOnce sync.Once
	speaker  *Speaker
)

// Open returns the app's Speaker, starting the audio device in the
// background on the first call (a process has one device; later calls
// return the same Speaker). It returns at once, never panics and never
// shows anything: sounds asked for before the device is ready are dropped,
// and without a device all are, the log saying once why.
func Open() *Speaker {
	openOnce.Do(func() {
		speaker = newSpeaker()
		go speaker.start(openDevice)
	})
	return speaker
}

func newSpeaker() *Speaker {
	s := &Speaker{queue: make(chan request, queued)}
	s.volume.Store(math.Float64bits(1))
	return s
}

// Play plays snd, mixed with the sounds still playing; it returns at once.
// Nothing plays while muted, at volume 0, before the device is ready, or
// without a device. A nil Speaker plays nothing.
func (s *Speaker) Play(snd Sound) {
	if s == nil || !snd.valid() || s.state.Load() != playing || s.muted.Load() {
		return
	}
	g := gain(s.Volume())
	if g == 0 {
		return
	}
	select {
	case s.queue <- request{snd, g}:
	default: // too many at once: this one is dropped
	}
}

// SetVolume sets the volume of the sounds played from now on, from 0
// (silent) to 1 (full, the default); values outside are taken as the
// nearest end, and NaN is ignored. The scale is heard as even: 0.5 plays
// at a quarter of the amplitude (-12 dB).
func (s *Speaker) SetVolume(v float64) {
	if math.IsNaN(v) {
		return
	}
	s.volume.Store(math.Float64bits(min(1, max(0, v))))
}

// Volume is the volume set, 0 to 1.
func (s *Speaker) Volume() float64 { return math.Float64frombits(s.volume.Load()) }

// SetMuted stops (true) or restarts (false) the playing of sounds asked
// for from now on; the volume is kept.
func (s *Speaker) SetMuted(m bool) { s.muted.Store(m) }

// Muted says whether the Speaker is muted.
func (s *Speaker) Muted() bool { return s.muted.Load() }

// gain is the amplitude of a volume: its square, so that the volume is
// heard as even.
func gain(v float64) float64 { return v * v }

// output is an audio device: it plays pcm (as the format above) at a gain,
// and says when it has failed.
type output interface {
	play(pcm []byte, gain float64) voice
	err() error
}

// voice is one sound being played (oto's Player).
type voice interface {
	IsPlaying() bool
	Close() error
}

// start opens the device, makes the sounds and plays what is asked for,
// until the device fails. It runs on its own goroutine.
func (s *Speaker) start(open func(rate int) (output, error)) {
	defer func() {
		if r := recover(); r != nil {
			s.fail(fmt.Errorf("the audio library failed: %v", r))
		}
	}()
	out, err := open(sampleRate)
	if err != nil {
		s.fail(err)
		return
	}
	m := newMixer(out, bank(sampleRate), time.Now)
	s.state.CompareAndSwap(opening, playing)
	for r := range s.queue {
		m.play(r)
		if err := out.err(); err != nil {
			s.fail(err)
			return
		}
	}
}

// fail makes the Speaker silent for good and logs why, once.
func (s *Speaker) fail(err error) {
	s.state.Store(silent)
	s.failed.Do(func() { log.Printf("Boardshelf: no sound: %v", err) })
}

// bank is every sound rendered at rate, as the bytes played.
func bank(rate int) [numSounds][]byte {
	var b [numSounds][]byte
	for _, snd := range All() {
		b[snd] = pcmBytes(render(snd, rate))
	}
	return b
}

// pcmBytes is mono samples as interleaved little-endian float32 frames.
func pcmBytes(mono []float32) []byte {
	out := make([]byte, 0, len(mono)*channels*4)
	for _, v := range mono {
		for range channels {
			out = binary.LittleEndian.AppendUint32(out, math.Float32bits(v))
		}
	}
	return out
}

// mixer starts the voices, keeping the ones playing; the device mixes
// them. Used by one goroutine.
type mixer struct {
	out    output
	pcm    [numSounds][]byte
	now    func() time.Time
	voices []sounding
}

type sounding struct {
	v     voice
	sound Sound
	at    time.Time
}

func newMixer(out output, pcm [numSounds][]byte, now func() time.Time) *mixer {
	return &mixer{out: out, pcm: pcm, now: now}
}

// play starts r unless it is dropped (too many voices, or the same sound
// just begun), and says which.
func (m *mixer) play(r request) bool {
	now := m.now()
	m.sweep()
	if len(m.voices) >= maxVoices {
		return false
	}
	for _, v := range m.voices {
		if v.sound == r.sound && now.Sub(v.at) < retrigger {
			return false
		}
	}
	v := m.out.play(m.pcm[r.sound], r.gain)
	m.voices = append(m.voices, sounding{v, r.sound, now})
	return true
}

// sweep closes the voices that have finished.
func (m *mixer) sweep() {
	kept := m.voices[:0]
	for _, v := range m.voices {
		if v.v.IsPlaying() {
			kept = append(kept, v)
		} else {
			v.v.Close()
		}
	}
	clear(m.voices[len(kept):])
	m.voices = kept
}
