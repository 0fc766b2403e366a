// Package sound plays Tavolo's sound effects: short sounds synthesised in
// Go (no sound files), played through the system's sound device with oto.
//
// When there is no sound device, or TAVOLO_NO_SOUND=1 is set, the player
// stays silent: it logs one line saying why and never blocks the game.
package sound

import (
	"bytes"
	"errors"
	"fmt"
	"log"
	"os"
	"sync"
	"time"

	"github.com/hajimehoshi/oto/v2"
)

// readyWait is how long New waits for the sound device before giving up
// and staying silent.
const readyWait = 2 * time.Second

// maxVoices is how many effects may sound at once; more are dropped.
const maxVoices = 6

// Player plays effects. Its methods are safe from any goroutine, and
// Play never blocks.
type Player struct {
	mu     sync.Mutex
	ctx    *oto.Context // nil when silent
	why    string       // why it is silent
	volume float64      // 0–1
	muted  bool
	voices int
	pcm    map[string][]byte
}

// the one oto context of the process (oto supports only one).
var (
	shared     *Player
	sharedOnce sync.Once
)

// New returns the process's player, opening the sound device the first
// time. It gives up after a short wait, so a missing or stuck device
// never holds the app.
func New() *Player {
	sharedOnce.Do(func() { shared = open() })
	return shared
}

// Silent returns a player that never makes a sound (for tests and for
// TAVOLO_NO_SOUND).
func Silent(why string) *Player {
	return &Player{why: why, volume: 0.7}
}

func open() *Player {
	if os.Getenv("TAVOLO_NO_SOUND") == "1" {
		return silent("TAVOLO_NO_SOUND=1")
	}
	type result struct {
		ctx   *oto.Context
		ready chan struct{}
		err   error
	}
	done := make(chan result, 1)
	go func() {
		ctx, ready, err := oto.NewContext(Rate, 2, oto.FormatSignedInt16LE)
		done <- result{ctx, ready, err}
	}()
	deadline := time.After(readyWait)
	var r result
	select {
	case r = <-done:
	case <-deadline:
		return silent("the sound device did not answer")
	}
	if r.err != nil {
		return silent(r.err.Error())
	}
	select {
	case <-r.ready:
	case <-deadline:
		return silent("the sound device did not get ready")
	}
	if err := r.ctx.Err(); err != nil {
		return silent(err.Error())
	}
	p := Silent("")
	p.ctx = r.ctx
	p.why = ""
	return p
}

// silent logs the one line that says the game runs without sound.
func silent(why string) *Player {
	log.Printf("sound: off, %s", why)
	return Silent(why)
}

// Why says why the player is silent, or "" when it can play.
func (p *Player) Why() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.ctx == nil && p.why == "" {
		return "silent"
	}
	return p.why
}

// SetVolume sets the loudness, from 0 (nothing) to 100.
func (p *Player) SetVolume(v int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.volume = float64(max(0, min(100, v))) / 100
}

// SetMuted turns every sound off or back on.
func (p *Player) SetMuted(m bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.muted = m
}

// ErrUnknownEffect is returned by Play for a name not in Effects.
var ErrUnknownEffect = errors.New("unknown sound effect")

// Play starts an effect and returns at once. It does nothing when the
// player is silent, muted or at volume 0, or when too many effects are
// already sounding.
func (p *Player) Play(effect string) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.pcm == nil {
		p.pcm = map[string][]byte{}
	}
	data, ok := p.pcm[effect]
	if !ok {
		s := Synth(effect)
		if s == nil {
			return fmt.Errorf("%w: %q", ErrUnknownEffect, effect)
		}
		data = pcm(s)
		p.pcm[effect] = data
	}
	if p.ctx == nil || p.muted || p.volume == 0 || p.voices >= maxVoices {
		return nil
	}
	pl := p.ctx.NewPlayer(bytes.NewReader(data))
	pl.SetVolume(p.volume)
	pl.Play()
	p.voices++
	// A player may report playing forever on a broken device, so each one
	// is closed after the effect's length rather than when it says so.
	length := time.Duration(len(data)/4) * time.Second / Rate
	time.AfterFunc(length+200*time.Millisecond, func() {
		pl.Close()
		p.mu.Lock()
		p.voices--
		p.mu.Unlock()
	})
	return nil
}
