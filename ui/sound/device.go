//go:build !ci

package sound

import (
	"bytes"
	"fmt"
	"sync"
	"time"

	"github.com/ebitengine/oto/v3"
)

// openTimeout: a device not ready by then is given up.
const openTimeout = 10 * time.Second

var (
	deviceOnce sync.Once
	device     output
	deviceErr  error
)

// openDevice starts oto on the machine's audio device (ALSA on Linux,
// WASAPI on Windows, Core Audio on macOS) and waits until it is ready, or
// has failed, or openTimeout has passed. oto has one context a process, so
// the first call decides: later calls return the same.
func openDevice(rate int) (output, error) {
	deviceOnce.Do(func() { device, deviceErr = startOto(rate) })
	return device, deviceErr
}

func startOto(rate int) (output, error) {
	quietALSA()
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
		SampleRate:   rate,
		ChannelCount: channels,
		Format:       oto.FormatFloat32LE,
	})
	if err != nil {
		return nil, err
	}
	timeout := time.NewTimer(openTimeout)
	defer timeout.Stop()
	select {
	case <-ready:
	case <-timeout.C:
		return nil, fmt.Errorf("the audio device was not ready after %v", openTimeout)
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return otoOutput{ctx}, nil
}

type otoOutput struct{ ctx *oto.Context }

func (o otoOutput) play(pcm []byte, gain float64) voice {
	p := o.ctx.NewPlayer(bytes.NewReader(pcm))
	p.SetVolume(gain)
	p.Play()
	return p
}

func (o otoOutput) err() error { return o.ctx.Err() }
