package main

import (
	"fmt"
	"io"
	"os/exec"
	"runtime"
	"strings"
	"time"
)

// latencyGoal is the goal for the 99th percentile.
const latencyGoal = 200 * time.Millisecond

// report is a run's figures.
type report struct {
	cfg      config
	url      string
	limit    int // open files a process may hold
	relayLog string
	res      result

	relayIdle      usage // before the ramp
	relayLoaded    usage // at the window's end
	relayKnown     bool
	relayCores     float64 // CPU of the relay in the window, in cores
	generatorCores float64
	generatorKnown bool
	machineBusy    float64 // of all its cores, 0 to 1
	machineKnown   bool
	window         time.Duration
	profileErr     error
}

func (rep *report) measure(before, after snapshot) {
	rep.window = after.at.Sub(before.at)
	seconds := rep.window.Seconds()
	if rep.relayKnown = before.relayOK && after.relayOK; rep.relayKnown {
		rep.relayLoaded = after.relay
		rep.relayCores = float64(after.relay.ticks-before.relay.ticks) / ticksPerSecond / seconds
	}
	if rep.generatorKnown = before.generatorOK && after.generatorOK; rep.generatorKnown {
		rep.generatorCores = float64(after.generator-before.generator) / ticksPerSecond / seconds
	}
	if rep.machineKnown = before.machineOK && after.machineOK && after.all > before.all; rep.machineKnown {
		rep.machineBusy = float64(after.busy-before.busy) / float64(after.all-before.all)
	}
}

func (rep *report) print(w io.Writer) {
	cfg, res := rep.cfg, rep.res
	seconds := rep.window.Seconds()
	fmt.Fprintf(w, "relay %s; %d games, a move each every %v (jittered ±50%%), %d-byte messages; %d generator process(es), %d source address(es)\n",
		rep.url, cfg.games, cfg.every, cfg.size, cfg.shards, cfg.sources)
	fmt.Fprintf(w, "window %v after %v of warm-up; the games took %.1fs to start\n", rep.window.Round(time.Second), cfg.warmup, res.Ramp)
	fmt.Fprintf(w, "games started          %d (%d failed)\n", res.Games, res.Failed)
	fmt.Fprintf(w, "connections held       %d at the window's end (of %d)\n", res.Held, 2*cfg.games)
	fmt.Fprintf(w, "appends taken          %d, %.0f/s\n", res.Appends, float64(res.Appends)/seconds)
	fmt.Fprintf(w, "moves delivered        %d, %.0f/s\n", res.Delivered, float64(res.Delivered)/seconds)
	l := &res.Latency
	fmt.Fprintf(w, "append → delivery      p50 %v  p90 %v  p99 %v  max %v  (%d moves)\n",
		ms(l.quantile(0.5)), ms(l.quantile(0.9)), ms(l.quantile(0.99)), ms(time.Duration(l.Max)*time.Microsecond), l.N)
	fmt.Fprintf(w, "refused                behind %d, too many %d, other %d\n", res.Behind, res.TooMany, res.Refused)
	fmt.Fprintf(w, "trouble                connections lost %d, write errors %d, games stalled %d\n", res.Lost, res.Errors, res.Stalled)
	for _, s := range res.Samples {
		fmt.Fprintf(w, "                       e.g. %s\n", s)
	}
	cores := runtime.NumCPU()
	if rep.relayKnown {
		perGame := float64(rep.relayLoaded.rss-rep.relayIdle.rss) / float64(max(res.Games, 1))
		fmt.Fprintf(w, "relay memory           RSS %s idle, %s loaded (peak %s): %.1f KB per game\n",
			mb(rep.relayIdle.rss), mb(rep.relayLoaded.rss), mb(rep.relayLoaded.peak), perGame/1024)
		fmt.Fprintf(w, "relay CPU              %.0f%% of one core (%.0f%% of the machine's %d), %d threads; %s per append\n",
			100*rep.relayCores, 100*rep.relayCores/float64(cores), cores, rep.relayLoaded.threads, perAppend(rep.relayCores, res.Appends, seconds))
	}
	if rep.generatorKnown {
		fmt.Fprintf(w, "generator CPU          %.0f%% of one core, %d goroutines; %s per append\n",
			100*rep.generatorCores, res.Goroutines, perAppend(rep.generatorCores, res.Appends, seconds))
	}
	if rep.machineKnown {
		fmt.Fprintf(w, "machine CPU            %.0f%% busy of %d cores", 100*rep.machineBusy, cores)
		if rep.relayKnown && rep.generatorKnown {
			others := rep.machineBusy*float64(cores) - rep.relayCores - rep.generatorCores
			fmt.Fprintf(w, "; other processes %.0f%% of one core", 100*max(others, 0))
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "open-file limit        %d a process: one relay holds at most about %d connections\n", rep.limit, rep.limit-filesSpare)
	verdict := "met"
	if l.quantile(0.99) > latencyGoal || l.N == 0 {
		verdict = "NOT met"
	}
	fmt.Fprintf(w, "goal p99 ≤ %-12v %s\n", ms(latencyGoal), verdict)
	rep.printProfile(w)
	if rep.relayLog != "" {
		fmt.Fprintf(w, "relay log              %s\n", rep.relayLog)
	}
}

// printProfile names the profile taken and where the relay's time goes:
// each function's share with what it calls (so shares overlap), for the
// relay's own parts, NATS's, the garbage collector, the scheduler and
// the kernel's switching between threads.
func (rep *report) printProfile(w io.Writer) {
	switch {
	case rep.cfg.profile == "":
		return
	case rep.profileErr != nil:
		fmt.Fprintf(w, "relay CPU profile      not taken: %v\n", rep.profileErr)
		return
	}
	fmt.Fprintf(w, "relay CPU profile      %s; share of the relay's CPU in each function and what it calls:\n", rep.cfg.profile)
	out, err := exec.Command("perf", "report", "-i", rep.cfg.profile, "--stdio", "--children", "--sort", "symbol", "-g", "none").Output()
	if err != nil {
		fmt.Fprintf(w, "  (perf report: %v)\n", err)
		return
	}
	shown := 0
	for _, line := range strings.Split(string(out), "\n") {
		fields := strings.Fields(line)
		if len(fields) < 4 || !strings.HasSuffix(fields[0], "%") || !telling(fields[3]) {
			continue
		}
		fmt.Fprintf(w, "  %7s  %s\n", fields[0], fields[3])
		if shown++; shown == profileLines {
			break
		}
	}
}

// profileLines is how many of the profile's functions the report shows.
const profileLines = 30

// telling reports whether a function's share tells where the relay's time
// goes, rather than being a frame every stack passes through.
func telling(symbol string) bool {
	for _, p := range []string{"boardshelf/", "github.com/nats-io/", "github.com/coder/websocket.", "encoding/json.",
		"runtime.gcBgMarkWorker", "runtime.findRunnable", "runtime.sysmon", "runtime.mallocgc", "finish_task_switch", "syscall.Syscall"} {
		if strings.HasPrefix(symbol, p) {
			return true
		}
	}
	return false
}

// perAppend is the CPU time a process spent per append taken, with its
// deliveries and the connections' upkeep.
func perAppend(cores float64, appends uint64, seconds float64) string {
	if appends == 0 {
		return "nothing"
	}
	return fmt.Sprintf("%.0f µs", cores*seconds/float64(appends)*1e6)
}

func ms(d time.Duration) string {
	return fmt.Sprintf("%.1f ms", float64(d)/float64(time.Millisecond))
}

func mb(bytes int64) string { return fmt.Sprintf("%.0f MB", float64(bytes)/(1<<20)) }
