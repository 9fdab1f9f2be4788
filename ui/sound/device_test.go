//go:build !ci

package sound

import (
	"testing"
	"time"
)

// On a machine with an audio device (or ALSA's null device: ~/.asoundrc
// with `pcm.!default { type null }`), every sound goes through oto to the
// end without an error. Skipped without a device.
func TestDevicePlaysEverySound(t *testing.T) {
	out, err := openDevice(sampleRate)
	if err != nil {
		t.Skipf("no audio device: %v", err)
	}
	pcm := bank(sampleRate)
	for _, s := range All() {
		start := time.Now()
		v := out.play(pcm[s], 0.5)
		// The device consumes the sound in real time: wait for it, with a
		// limit far above its length.
		limit := time.After(5 * time.Second)
		tick := time.NewTicker(time.Millisecond)
		for v.IsPlaying() {
			select {
			case <-limit:
				t.Fatalf("%s still playing after 5 s", s)
			case <-tick.C:
			}
		}
		tick.Stop()
		v.Close()
		if err := out.err(); err != nil {
			t.Fatalf("%s: the device failed: %v", s, err)
		}
		t.Logf("%-14s %5.0f ms long, played in %v", s, 1000*float64(len(pcm[s]))/(sampleRate*channels*4), time.Since(start).Round(time.Millisecond))
	}
}

// What the player goroutine pays to start a sound on the device.
func BenchmarkDeviceVoice(b *testing.B) {
	out, err := openDevice(sampleRate)
	if err != nil {
		b.Skipf("no audio device: %v", err)
	}
	m := newMixer(out, bank(sampleRate), time.Now)
	for b.Loop() {
		m.play(request{Move, 0})
		for _, v := range m.voices {
			v.v.Close()
		}
		m.voices = m.voices[:0]
	}
}
