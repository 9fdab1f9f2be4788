package soak

import (
	"os/exec"
	"syscall"
)

// dieWithParent has the relay killed when this process dies, however it
// dies, so that a soak stopped by force leaves no relay behind.
func dieWithParent(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
