package app

import (
	"image/color"
	"log"
	"os"
	"runtime/metrics"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// frameLog measures, when TAVOLO_FRAME_LOG is set, how long the UI
// goroutine is kept busy while a table is shown, in two ways:
//
//   - frames: the gap between two frames of Fyne's event loop (input
//     polled, animations moved, the window painted when it changed),
//     read from an animation that never ends and draws nothing. A gap
//     over 50 ms is a frame the player waited for.
//   - callbacks: how late a callback posted every 16 ms runs. The loop
//     picks at random between a waiting callback and the next frame, so
//     while the table animates a callback may wait two or three frames:
//     its waits are longer than the frames' gaps and say how soon a
//     computer's move reaches the table, not how smooth it looks.
//
// It also times each computer move applied (on the review's screen, each
// batch of judged decisions drawn); TAVOLO_FRAME_LOG=2 logs
// each gap or wait over 40 ms and each move applied in over 15 ms as it
// happens, to the microsecond. Gaps and waits that begin and end while a
// computer player is choosing its move are also counted apart: they are
// the frames of a computer thinking (a review's judge counts as one).
// It prints a line every five seconds and one when the table, or the
// review screen, goes.
type frameLog struct {
	mu       sync.Mutex
	frames   waits         // the gaps between frames
	framesT  waits         // the gaps between frames while a computer player thinks
	all      waits         // every callback's wait
	thinking waits         // the callbacks' waits while a computer player thinks
	run      time.Duration // the longest computer move applied
	stop     chan struct{}
	done     chan struct{} // closed once the last line is printed
	each     bool          // TAVOLO_FRAME_LOG=2: log every wait over 40 ms
	judge    judgeTimes    // a review's judge, when one works
	repaint  bool          // TAVOLO_FRAME_REPAINT=1: paint the window at every frame
}

// waits tallies gaps between frames, or how late the probe's callbacks ran.
type waits struct {
	longest   time.Duration
	slow, all int             // waits over 50 ms, and all waits
	each      []time.Duration // every wait, for the median (one a frame: some 3,600 a minute)
}

func (w *waits) add(d time.Duration) {
	w.longest = max(w.longest, d)
	w.all++
	if d > 50*time.Millisecond {
		w.slow++
	}
	w.each = append(w.each, d)
}

// median is the middle wait, 0 with none.
func (w *waits) median() time.Duration {
	if len(w.each) == 0 {
		return 0
	}
	return slices.Sorted(slices.Values(w.each))[len(w.each)/2]
}

// gcCycles is how many garbage collections have ended since the start.
func gcCycles() uint64 {
	s := []metrics.Sample{{Name: "/gc/cycles/total:gc-cycles"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// thinkers counts the computer players choosing a move right now; the
// frame log reads it (players run on the table's thinking goroutine).
var thinkers atomic.Int32

// startFrameLog starts measuring, or returns nil when not asked to.
func startFrameLog() *frameLog {
	if os.Getenv("TAVOLO_FRAME_LOG") == "" {
		return nil
	}
	f := &frameLog{stop: make(chan struct{}), done: make(chan struct{}), each: os.Getenv("TAVOLO_FRAME_LOG") == "2",
		repaint: os.Getenv("TAVOLO_FRAME_REPAINT") == "1"}
	if f.each {
		log.SetFlags(log.LstdFlags | log.Lmicroseconds)
	}
	go f.probe()
	f.watchFrames()
	return f
}

// frameSettle is how long the frame log leaves out at its start: a
// second (a table's first frames draw every card at its size for the
// first time), or TAVOLO_FRAME_SETTLE (a duration, "0s": nothing left
// out, for a review whose judge is done within that second).
func frameSettle() time.Duration {
	if d, err := time.ParseDuration(os.Getenv("TAVOLO_FRAME_SETTLE")); err == nil && d >= 0 {
		return d
	}
	return time.Second
}

// watchFrames starts the animation whose ticks are the frames of the
// event loop; it stops with the log. Its first second (frameSettle) is
// left out, as in probe.
func (f *frameLog) watchFrames() {
	settle := time.Now().Add(frameSettle())
	var last time.Time
	var lastThinking bool
	// With repaint on, a mark no one sees is refreshed at every frame:
	// Fyne then paints the whole window, so each gap is what one full
	// paint of the screen costs.
	mark := canvas.NewRectangle(color.Transparent)
	a := fyne.NewAnimation(time.Second, func(float32) {
		if f.repaint {
			for _, w := range fyne.CurrentApp().Driver().AllWindows() {
				w.Canvas().Refresh(mark)
			}
		}
		now := time.Now()
		thinking := thinkers.Load() > 0
		if !last.IsZero() && now.After(settle) {
			d := now.Sub(last)
			if f.each && d > 40*time.Millisecond {
				log.Printf("slow frame %v thinking=%v", d.Round(time.Millisecond), thinking && lastThinking)
			}
			f.mu.Lock()
			f.frames.add(d)
			if thinking && lastThinking {
				f.framesT.add(d)
			}
			f.mu.Unlock()
		}
		last, lastThinking = now, thinking
	})
	a.RepeatCount = fyne.AnimationRepeatForever
	a.Curve = fyne.AnimationLinear
	a.Start()
	go func() {
		<-f.stop
		a.Stop()
	}()
}

// probe posts a callback every 16 ms (one at a time, so the probe never
// queues up work of its own) and notes how late it runs.
func (f *frameLog) probe() {
	defer close(f.done)
	tick := time.NewTicker(16 * time.Millisecond)
	report := time.NewTicker(5 * time.Second)
	defer tick.Stop()
	defer report.Stop()
	ran := make(chan time.Duration, 1)
	// The first second is the table's first frames (every card drawn at
	// its size for the first time), not play (frameSettle).
	settle := time.Now().Add(frameSettle())
	for {
		select {
		case <-f.stop:
			f.print("end")
			return
		case <-report.C:
			f.print("so far")
		case <-tick.C:
			posted := time.Now()
			thinking := thinkers.Load() > 0
			gcs := gcCycles()
			fyne.Do(func() { ran <- time.Since(posted) })
			select {
			case d := <-ran:
				if time.Now().Before(settle) {
					continue
				}
				thinking = thinking && thinkers.Load() > 0
				if f.each && d > 40*time.Millisecond {
					log.Printf("slow wait %v thinking=%v collections=%d", d.Round(time.Millisecond), thinking, gcCycles()-gcs)
				}
				f.mu.Lock()
				f.all.add(d)
				if thinking {
					f.thinking.add(d)
				}
				f.mu.Unlock()
			case <-f.stop:
				f.print("end")
				return
			}
		}
	}
}

func (f *frameLog) print(when string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	log.Printf("frames (%s): longest gap between frames %v (%d of %d over 50 ms); while a computer thinks %v (%d of %d over 50 ms); callbacks: longest wait %v (%d of %d over 50 ms); while a computer thinks %v (%d of %d over 50 ms); longest computer move applied in %v; median gap between frames %v",
		when, f.frames.longest.Round(100*time.Microsecond), f.frames.slow, f.frames.all,
		f.framesT.longest.Round(100*time.Microsecond), f.framesT.slow, f.framesT.all,
		f.all.longest.Round(100*time.Microsecond), f.all.slow, f.all.all,
		f.thinking.longest.Round(100*time.Microsecond), f.thinking.slow, f.thinking.all,
		f.run.Round(100*time.Microsecond), f.frames.median().Round(100*time.Microsecond))
}

// exec wraps fyne.Do, timing what the table runs on the UI goroutine.
func (f *frameLog) exec(fn func()) { fyne.Do(func() { f.timed(fn) }) }

// timed runs fn, on the UI goroutine, and counts the time it took as a
// computer move applied: a table's move, or a batch of judged decisions
// drawn on the review's screen. With no log (nil) it only runs fn.
func (f *frameLog) timed(fn func()) {
	if f == nil {
		fn()
		return
	}
	start := time.Now()
	fn()
	d := time.Since(start)
	if f.each && d > 15*time.Millisecond {
		log.Printf("slow move applied %v", d.Round(time.Millisecond))
	}
	f.mu.Lock()
	f.run = max(f.run, d)
	f.mu.Unlock()
}

// end stops measuring and returns once the last line is printed, so an
// app quitting right after still logs it.
// judgeTimes is when a review's judge started, when its first decision
// and its end reached the window, and how many decisions came.
type judgeTimes struct {
	start, first time.Time
	decisions    int
}

// judgeStarted notes, on the UI goroutine, that a review's judge starts.
func (f *frameLog) judgeStarted() {
	if f != nil {
		f.judge = judgeTimes{start: time.Now()}
	}
}

// judgedCame notes, on the UI goroutine, n decisions reaching the window.
func (f *frameLog) judgedCame(n int) {
	if f == nil {
		return
	}
	if f.judge.first.IsZero() {
		f.judge.first = time.Now()
	}
	f.judge.decisions += n
}

// judgeEnded logs, on the UI goroutine, how long the review's judge took
// to show its first decision and its last.
func (f *frameLog) judgeEnded() {
	if f == nil || f.judge.start.IsZero() {
		return
	}
	first := time.Duration(0)
	if !f.judge.first.IsZero() {
		first = f.judge.first.Sub(f.judge.start)
	}
	log.Printf("review judged: %d decisions, the first shown after %v, the whole in %v",
		f.judge.decisions, first.Round(time.Millisecond), time.Since(f.judge.start).Round(time.Millisecond))
}

func (f *frameLog) end() {
	if f != nil {
		close(f.stop)
		<-f.done
	}
}
