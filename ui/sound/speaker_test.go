package sound

import (
	"errors"
	"fmt"
	"log"
	"math"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// fakeOutput is an audio device that keeps what it was given to play; its
// voices play until told to stop.
type fakeOutput struct {
	played []fakeVoice
	voices []*fakeVoiceState
	fails  error // err's answer once a sound has played
}

type fakeVoice struct {
	bytes int
	gain  float64
}

type fakeVoiceState struct{ playing, closed bool }

func (v *fakeVoiceState) IsPlaying() bool { return v.playing }
func (v *fakeVoiceState) Close() error    { v.closed = true; return nil }

func (o *fakeOutput) play(pcm []byte, gain float64) voice {
	o.played = append(o.played, fakeVoice{len(pcm), gain})
	v := &fakeVoiceState{playing: true}
	o.voices = append(o.voices, v)
	return v
}

func (o *fakeOutput) err() error {
	if len(o.played) > 0 {
		return o.fails
	}
	return nil
}

// logged keeps the lines logged during a test that have the text given
// (the reason of a fake failure: a Speaker opened by another test may log
// its own meanwhile).
type logged struct {
	mu    sync.Mutex
	text  string
	lines []string
}

func captureLog(t *testing.T, text string) *logged {
	l := &logged{text: text}
	out, flags := log.Writer(), log.Flags()
	log.SetOutput(l)
	log.SetFlags(0)
	t.Cleanup(func() {
		log.SetOutput(out)
		log.SetFlags(flags)
	})
	return l
}

func (l *logged) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if line := strings.TrimSuffix(string(p), "\n"); strings.Contains(line, l.text) {
		l.lines = append(l.lines, line)
	}
	return len(p), nil
}

func (l *logged) got() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return slices.Clone(l.lines)
}

func queuedSounds(s *Speaker) []request {
	var out []request
	for {
		select {
		case r := <-s.queue:
			out = append(out, r)
		default:
			return out
		}
	}
}

// Play asks for a sound only once the device plays, and not while muted or
// at volume 0; the volume is heard as even (its square is the gain).
func TestPlayQueuesOnlyWhatIsToBeHeard(t *testing.T) {
	s := newSpeaker()
	s.Play(Move)
	if got := queuedSounds(s); len(got) != 0 {
		t.Errorf("before the device is ready, Play asked for %v", got)
	}
	s.state.Store(playing)
	s.Play(Capture)
	s.SetVolume(0.5)
	s.Play(Move)
	s.SetMuted(true)
	s.Play(Alert)
	s.SetMuted(false)
	s.SetVolume(-3)
	s.Play(Won)
	s.SetVolume(7)
	s.SetVolume(math.NaN())
	s.Play(Lost)
	s.Play(0)
	s.Play(numSounds)
	want := []request{{Capture, 1}, {Move, 0.25}, {Lost, 1}}
	if got := queuedSounds(s); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("Play asked for %v, want %v", got, want)
	}
	if s.Volume() != 1 || s.Muted() {
		t.Errorf("volume %v, muted %v; want 1 and not muted", s.Volume(), s.Muted())
	}
	s.state.Store(silent)
	s.Play(Move)
	if got := queuedSounds(s); len(got) != 0 {
		t.Errorf("without a device, Play asked for %v", got)
	}
	var none *Speaker
	none.Play(Move) // does not panic
}

// Play never waits: when the player goroutine is behind, sounds are
// dropped.
func TestPlayDropsWhenTheQueueIsFull(t *testing.T) {
	s := newSpeaker()
	s.state.Store(playing)
	for range 3 * queued {
		s.Play(Move) // would block forever if Play waited
	}
	if got := len(queuedSounds(s)); got != queued {
		t.Errorf("%d sounds queued, want %d", got, queued)
	}
}

// Without a device the Speaker logs once why and stays silent.
func TestNoDeviceLogsOnce(t *testing.T) {
	for name, open := range map[string]func(int) (output, error){
		"no device": func(int) (output, error) { return nil, errors.New("ALSA: no card 42") },
		"a panic":   func(int) (output, error) { panic("ALSA: no card 42") },
	} {
		logged := captureLog(t, "no card 42")
		s := newSpeaker()
		s.start(open)
		s.fail(errors.New("no card 42, again"))
		s.Play(Move)
		lines := logged.got()
		if len(lines) != 1 || !strings.HasPrefix(lines[0], "Boardshelf: no sound: ") {
			t.Errorf("%s: logged %q, want one line \"Boardshelf: no sound: <reason>\"", name, lines)
		}
		if s.state.Load() != silent || len(queuedSounds(s)) != 0 {
			t.Errorf("%s: the Speaker is not silent", name)
		}
	}
}

// With a device, the sounds asked for are played at their gain, as stereo
// float32 frames of the sound rendered.
func TestSpeakerPlaysThroughTheDevice(t *testing.T) {
	out := &fakeOutput{}
	s := newSpeaker()
	s.state.Store(playing)
	s.Play(Capture)
	s.SetVolume(0.8)
	s.Play(Alert)
	close(s.queue) // start returns once the queue is played
	s.start(func(rate int) (output, error) {
		if rate != sampleRate {
			t.Errorf("opened at %d Hz", rate)
		}
		return out, nil
	})
	want := []fakeVoice{
		{len(render(Capture, sampleRate)) * channels * 4, 1},
		{len(render(Alert, sampleRate)) * channels * 4, gain(0.8)},
	}
	if fmt.Sprint(out.played) != fmt.Sprint(want) {
		t.Errorf("played %v, want %v", out.played, want)
	}
	if s.state.Load() != playing {
		t.Errorf("state %d after playing, want playing", s.state.Load())
	}
}

// A device that fails while playing makes the Speaker silent, said once.
func TestDeviceFailingLaterLogsOnce(t *testing.T) {
	logged := captureLog(t, "unplugged")
	out := &fakeOutput{fails: errors.New("the headset was unplugged")}
	s := newSpeaker()
	s.state.Store(playing)
	s.Play(Move)
	s.start(func(int) (output, error) { return out, nil }) // returns at the failure
	s.Play(Capture)
	if len(out.played) != 1 || s.state.Load() != silent {
		t.Errorf("played %v; state %d", out.played, s.state.Load())
	}
	if want := "Boardshelf: no sound: the headset was unplugged"; !slices.Equal(logged.got(), []string{want}) {
		t.Errorf("logged %q, want %q", logged.got(), want)
	}
}

// The mixer plays at most maxVoices sounds at once, drops the same sound
// asked for again within retrigger, and closes the voices that are done.
func TestMixerLimitsTheVoices(t *testing.T) {
	out := &fakeOutput{}
	clock := time.Unix(0, 0)
	m := newMixer(out, bank(sampleRate), func() time.Time { return clock })
	if !m.play(request{Move, 1}) {
		t.Fatal("the first sound was dropped")
	}
	clock = clock.Add(retrigger - time.Millisecond)
	if m.play(request{Move, 1}) {
		t.Error("the same sound again at once was not dropped")
	}
	clock = clock.Add(time.Millisecond)
	if !m.play(request{Move, 1}) {
		t.Error("the same sound after the retrigger time was dropped")
	}
	for _, s := range []Sound{Capture, Alert, DieRoll, DieLand} {
		if !m.play(request{s, 1}) {
			t.Errorf("%s dropped with %d voices playing", s, len(m.voices)-1)
		}
	}
	if m.play(request{Won, 1}) {
		t.Errorf("a sound started with %d voices playing", maxVoices)
	}
	out.voices[0].playing = false
	out.voices[3].playing = false
	if !m.play(request{Won, 1}) {
		t.Error("a sound was dropped with voices free")
	}
	if !out.voices[0].closed || !out.voices[3].closed || out.voices[1].closed {
		t.Error("the finished voices were not closed, or a playing one was")
	}
	if len(m.voices) != maxVoices-1 {
		t.Errorf("%d voices kept, want %d", len(m.voices), maxVoices-1)
	}
}

func TestPCMBytesAreStereoFloat32(t *testing.T) {
	b := pcmBytes([]float32{0.5, -1})
	want := []byte{0, 0, 0, 0x3f, 0, 0, 0, 0x3f, 0, 0, 0x80, 0xbf, 0, 0, 0x80, 0xbf}
	if fmt.Sprint(b) != fmt.Sprint(want) {
		t.Errorf("pcmBytes = % x, want % x", b, want)
	}
}

// Open returns one Speaker for the process, at once, and playing on it
// never blocks nor panics whatever the machine has.
func TestOpenReturnsAtOnce(t *testing.T) {
	s := Open()
	if s == nil || Open() != s {
		t.Fatal("Open did not return one Speaker")
	}
	for _, snd := range All() {
		s.Play(snd)
	}
}

func TestRecorderKeepsTheSoundsInOrder(t *testing.T) {
	var r Recorder
	var p Player = &r
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p.Play(Move)
		}()
	}
	wg.Wait()
	p.Play(Capture)
	got := r.Sounds()
	if len(got) != 9 || got[8] != Capture {
		t.Errorf("recorded %v", got)
	}
	got[0] = Lost
	if r.Sounds()[0] != Move {
		t.Error("Sounds gave the Recorder's own slice")
	}
	r.Reset()
	if len(r.Sounds()) != 0 {
		t.Error("Reset kept sounds")
	}
	Silent{}.Play(Move)
}

func TestSoundNames(t *testing.T) {
	seen := map[string]bool{}
	for _, s := range All() {
		name := s.String()
		if name == "" || name == "none" || seen[name] {
			t.Errorf("sound %d is named %q", int(s), name)
		}
		seen[name] = true
	}
	if len(All()) != 12 || Sound(0).String() != "none" || numSounds.String() != "none" {
		t.Errorf("%d sounds; the zero Sound is %q", len(All()), Sound(0))
	}
}
