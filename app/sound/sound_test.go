package sound

import (
	"errors"
	"testing"
	"time"
)

func TestEffectsAreShortDistinctAndRepeatable(t *testing.T) {
	seen := map[string]string{}
	for _, e := range Effects {
		s := Synth(e)
		if len(s) == 0 || len(s) > 2*Rate {
			t.Errorf("%s: %d samples", e, len(s))
		}
		var peak float32
		for _, v := range s {
			if v < -1 || v > 1 {
				t.Fatalf("%s: sample %v out of range", e, v)
			}
			peak = max(peak, v, -v)
		}
		if peak < 0.05 {
			t.Errorf("%s: peak %v, inaudible", e, peak)
		}
		key := string(pcm(s))
		if other, ok := seen[key]; ok {
			t.Errorf("%s sounds exactly like %s", e, other)
		}
		seen[key] = e
		if string(pcm(Synth(e))) != key {
			t.Errorf("%s differs from one call to the next", e)
		}
	}
	if Synth("boing") != nil {
		t.Error("unknown effect synthesised")
	}
}

func TestSilentPlayerNeverBlocks(t *testing.T) {
	p := Silent("test")
	p.SetVolume(100)
	start := time.Now()
	for i := 0; i < 1000; i++ {
		for _, e := range Effects {
			if err := p.Play(e); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := p.Play("boing"); !errors.Is(err, ErrUnknownEffect) {
		t.Errorf("unknown effect: %v", err)
	}
	if p.Why() != "test" {
		t.Errorf("why %q", p.Why())
	}
	t.Logf("7000 silent plays in %v", time.Since(start))
}

// TestNewDoesNotHang opens the real device (or finds none): it must come
// back, silent or not, and playing must return at once.
func TestNewDoesNotHang(t *testing.T) {
	done := make(chan *Player, 1)
	go func() { done <- New() }()
	select {
	case p := <-done:
		t.Logf("sound device: %q (empty means it plays)", p.Why())
		p.SetVolume(0)
		for _, e := range Effects {
			if err := p.Play(e); err != nil {
				t.Fatal(err)
			}
		}
		if New() != p {
			t.Error("a second player was opened")
		}
	case <-time.After(5 * time.Minute): // a hang, not a slow machine
		t.Fatal("opening the sound device hung")
	}
}
