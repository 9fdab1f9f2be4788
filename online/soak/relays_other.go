//go:build !linux

package soak

import "os/exec"

// dieWithParent does nothing where the system cannot tie a child's life
// to its parent's: a soak stopped by force may leave its relays running.
func dieWithParent(*exec.Cmd) {}
