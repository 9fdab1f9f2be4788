package main

import (
	"bytes"
	"io"
	"strings"
	"testing"
	"time"

	"boardshelf/relay"
)

// A few games against a relay in this process: every game starts, its
// moves reach the other participant in turn, and the report counts them
// as the relay does.
func TestLoadAgainstRelay(t *testing.T) {
	r, err := relay.Start(relay.Options{Listen: "127.0.0.1:0", Data: t.TempDir(), Name: "load-test"})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	cfg, err := parseFlags([]string{"-relay", r.Addr(), "-shards", "1", "-games", "4",
		"-every", "40ms", "-warmup", "500ms", "-duration", "1s"})
	if err != nil {
		t.Fatal(err)
	}
	rep, err := run(cfg, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	res := rep.res
	if res.Games != 4 || res.Failed != 0 || res.Held != 8 {
		t.Errorf("%d games started, %d failed, %d connections held; want 4, 0, 8", res.Games, res.Failed, res.Held)
	}
	// Each game moves about every 40 ms (20 to 60) for a second: some 20
	// times, at least 5 on a slow machine.
	if res.Appends < 4*5 || res.Latency.N < 4*5 {
		t.Errorf("%d appends, %d moves delivered and timed in a second of 4 games; want 20 or more", res.Appends, res.Latency.N)
	}
	if res.Behind+res.TooMany+res.Refused+res.Lost+res.Errors != 0 || res.Stalled != 0 || len(res.Samples) != 0 {
		t.Errorf("trouble without a cause: %+v", res)
	}
	if s := r.Stats(); s.Appends < int(res.Appends) || s.Created != 4 {
		t.Errorf("the relay took %d appends and made %d rooms; the generator counted %d appends in its window of 4 games", s.Appends, s.Created, res.Appends)
	}
	if p99 := res.Latency.quantile(0.99); p99 <= 0 || p99 > 10*time.Second {
		t.Errorf("p99 %v", p99)
	}
	var out bytes.Buffer
	rep.print(&out)
	for _, want := range []string{"games started          4 (0 failed)", "append → delivery      p50 "} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the report has no %q:\n%s", want, out.String())
		}
	}
}
