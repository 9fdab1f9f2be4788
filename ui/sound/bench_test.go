package sound

import "testing"

// The synthesis of every sound, as done once at start-up (off the UI
// goroutine).
func BenchmarkSynthesis(b *testing.B) {
	for b.Loop() {
		bank(sampleRate)
	}
}

// Play on a Speaker whose device plays: what the UI goroutine pays for a
// sound queued (the receive, by the player goroutine, is counted too).
func BenchmarkPlay(b *testing.B) {
	s := newSpeaker()
	s.state.Store(playing)
	for b.Loop() {
		s.Play(Move)
		<-s.queue
	}
}

// Play on a Speaker without a device, or muted.
func BenchmarkPlaySilent(b *testing.B) {
	s := newSpeaker()
	s.state.Store(silent)
	for b.Loop() {
		s.Play(Move)
	}
}
