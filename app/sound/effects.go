package sound

import (
	"math"
)

// Rate is the sample rate of every effect, in samples per second.
const Rate = 44100

// Effects are the names of the sound effects, as the table asks for them.
var Effects = []string{"deal", "draw", "discard", "meld", "close", "out", "win"}

// tone is one note of an effect: a sine at freq Hz (0 = a noise burst)
// starting at start seconds, lasting dur seconds, at amp loudness.
type tone struct {
	start, dur, freq, amp float64
}

// recipes describe each effect as a few notes: card sounds are short
// filtered noise bursts, the others small chimes.
var recipes = map[string][]tone{
	// A riffle: eight quick soft bursts, like cards falling on felt.
	"deal": {
		{0.00, 0.035, 0, 0.30}, {0.05, 0.035, 0, 0.28}, {0.10, 0.035, 0, 0.30}, {0.15, 0.035, 0, 0.26},
		{0.20, 0.035, 0, 0.30}, {0.25, 0.035, 0, 0.27}, {0.30, 0.035, 0, 0.29}, {0.35, 0.05, 0, 0.32},
	},
	// A card slid off the tallone.
	"draw": {{0, 0.09, 0, 0.30}},
	// A card put down on the pozzo: a short knock.
	"discard": {{0, 0.03, 0, 0.40}, {0, 0.06, 180, 0.25}},
	// Melds laid down: two bright notes.
	"meld": {{0, 0.12, 660, 0.22}, {0.09, 0.16, 880, 0.22}},
	// A closing: a rising arpeggio.
	"close": {{0, 0.14, 523, 0.22}, {0.11, 0.14, 659, 0.22}, {0.22, 0.14, 784, 0.22}, {0.33, 0.30, 1047, 0.22}},
	// A player out of the match: two falling low notes.
	"out": {{0, 0.22, 330, 0.25}, {0.20, 0.40, 247, 0.25}},
	// The winner: a short fanfare.
	"win": {{0, 0.12, 523, 0.2}, {0.12, 0.12, 659, 0.2}, {0.24, 0.12, 784, 0.2}, {0.36, 0.18, 1047, 0.22}, {0.54, 0.12, 784, 0.2}, {0.66, 0.45, 1047, 0.24}},
}

// Synth returns the samples of an effect (mono, in [-1, 1]), the same
// every time, or nil for an unknown name.
func Synth(effect string) []float32 {
	notes, ok := recipes[effect]
	if !ok {
		return nil
	}
	end := 0.0
	for _, n := range notes {
		end = math.Max(end, n.start+n.dur)
	}
	out := make([]float32, int(end*Rate)+1)
	seed := uint32(len(effect)*7919 + 1)
	for _, n := range notes {
		first := int(n.start * Rate)
		count := int(n.dur * Rate)
		var low float64 // one-pole low-pass state for noise
		for i := 0; i < count && first+i < len(out); i++ {
			t := float64(i) / Rate
			// A quick attack and an exponential decay: no clicks.
			env := math.Min(1, t/0.004) * math.Exp(-4*t/n.dur)
			var v float64
			if n.freq == 0 {
				seed = seed*1664525 + 1013904223
				white := float64(seed>>8)/float64(1<<24)*2 - 1
				low += 0.35 * (white - low)
				v = low
			} else {
				v = math.Sin(2*math.Pi*n.freq*t) + 0.3*math.Sin(4*math.Pi*n.freq*t)
			}
			out[first+i] += float32(n.amp * env * v)
		}
	}
	for i, v := range out {
		out[i] = float32(math.Max(-1, math.Min(1, float64(v))))
	}
	return out
}

// pcm turns samples into 16-bit little-endian stereo bytes for the
// sound device.
func pcm(samples []float32) []byte {
	b := make([]byte, 0, len(samples)*4)
	for _, s := range samples {
		v := int16(s * 32767)
		lo, hi := byte(v), byte(uint16(v)>>8)
		b = append(b, lo, hi, lo, hi)
	}
	return b
}
