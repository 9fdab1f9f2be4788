package main

import (
	"bufio"
	"errors"
	"os"
	"strconv"
	"strings"
)

// ticksPerSecond is Linux's USER_HZ, the unit of the CPU times in /proc:
// 100 on every architecture Linux runs Go on.
const ticksPerSecond = 100

// usage is what /proc says of a process at one moment.
type usage struct {
	rss, peak int64  // resident memory now and at most, bytes
	threads   int    // its threads
	ticks     uint64 // user and system CPU time so far
}

// processUsage reads /proc/PID/status and /proc/PID/stat.
func processUsage(pid int) (usage, error) {
	var u usage
	status, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return u, err
	}
	sc := bufio.NewScanner(strings.NewReader(string(status)))
	for sc.Scan() {
		name, value, _ := strings.Cut(sc.Text(), ":")
		fields := strings.Fields(value)
		if len(fields) == 0 {
			continue
		}
		n, _ := strconv.ParseInt(fields[0], 10, 64)
		switch name {
		case "VmRSS":
			u.rss = n << 10 // kB
		case "VmHWM":
			u.peak = n << 10
		case "Threads":
			u.threads = int(n)
		}
	}
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return u, err
	}
	// The fields after the command's name, which may hold anything but ends
	// at the last ')': state first, utime and stime 12th and 13th.
	i := strings.LastIndexByte(string(stat), ')')
	fields := strings.Fields(string(stat[i+1:]))
	if i < 0 || len(fields) < 13 {
		return u, errors.New("/proc/PID/stat has a form this does not know")
	}
	user, _ := strconv.ParseUint(fields[11], 10, 64)
	system, _ := strconv.ParseUint(fields[12], 10, 64)
	u.ticks = user + system
	return u, nil
}

// machineTicks reads /proc/stat's first line: the CPU time of all cores,
// busy and all.
func machineTicks() (busy, all uint64, err error) {
	stat, err := os.ReadFile("/proc/stat")
	if err != nil {
		return 0, 0, err
	}
	line, _, _ := strings.Cut(string(stat), "\n")
	fields := strings.Fields(line)
	if len(fields) < 5 || fields[0] != "cpu" {
		return 0, 0, errors.New("/proc/stat has a form this does not know")
	}
	// user nice system idle iowait irq softirq steal; guest time after
	// them is in user's already.
	for i, f := range fields[1:min(len(fields), 9)] {
		n, _ := strconv.ParseUint(f, 10, 64)
		all += n
		if i != 3 && i != 4 {
			busy += n
		}
	}
	return busy, all, nil
}
