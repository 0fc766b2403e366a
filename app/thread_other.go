//go:build !linux && !windows

package app

// lowerThreadPriority does nothing here: macOS and the BSDs have no
// portable per-thread priority, and the scheduler there favours the
// window's thread already.
func lowerThreadPriority() {}
