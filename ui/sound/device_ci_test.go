//go:build ci

package sound

import "testing"

// The ci build has no audio library: its Speaker is silent, and says why.
func TestCIBuildHasNoDevice(t *testing.T) {
	out, err := openDevice(sampleRate)
	if out != nil || err == nil {
		t.Fatalf("openDevice = %v, %v; want no device and a reason", out, err)
	}
	s := newSpeaker()
	s.start(func(int) (output, error) { return out, err })
	if s.state.Load() != silent {
		t.Errorf("state %d, want silent", s.state.Load())
	}
	t.Log(err)
}
