//go:build !race

package ai

// raceDetector is true when the tests run under the race detector (see
// race_test.go).
const raceDetector = false
