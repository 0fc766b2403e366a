package app

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"

	"tavolo/app/store"
	"tavolo/engine/gamedef"
	"tavolo/engine/match"
	"tavolo/engine/review"
)

// handReview is one finished hand of a recorded match, as the review
// screen shows it: the hand's frames (every card face up), who sat
// where, and the decisions of the reviewed seat judged so far.
type handReview struct {
	game   gameEntry
	rec    *match.Record
	all    []gamedef.Frame // every frame of the record
	frames []gamedef.Frame // the reviewed hand's: its deal, then its actions
	hand   int             // counted from 1, as review.Options.Hand
	hands  int             // the record's hands (deals)
	names  []string
	humans []int // the seats people played
}

// newHandReview replays rec for the review of hand (0: its last).
func newHandReview(g gameEntry, rec *match.Record, hand int) (*handReview, error) {
	if g.Frames == nil {
		return nil, fmt.Errorf("%s cannot be reviewed", g.Name)
	}
	all, err := g.Frames(rec)
	if err != nil {
		return nil, err
	}
	r := &handReview{game: g, rec: rec, all: all, hands: all[len(all)-1].Hand}
	for seat, p := range rec.Players {
		r.names = append(r.names, p.Name)
		if p.Kind == kindHuman {
			r.humans = append(r.humans, seat)
		}
	}
	r.setHand(hand)
	return r, nil
}

// setHand chooses the hand reviewed (0 or out of range: the last).
func (r *handReview) setHand(k int) {
	if k < 1 || k > r.hands {
		k = r.hands
	}
	r.hand, r.frames = k, gamedef.HandFrames(r.all, k)
}

// seat is the seat reviewed by default: the first person's, else 0.
func (r *handReview) seat() int {
	if len(r.humans) > 0 {
		return r.humans[0]
	}
	return 0
}

// key names the review of seat in this hand in the cache: the record up
// to the hand's last action (so a match reviewed at its sheet and again
// from the recent matches is the same), the hand and the seat, and what
// a review holds (reviewCacheVersion).
func (r *handReview) key(seat int) string {
	data, _ := json.Marshal(r.dealRecord())
	sum := sha256.Sum256(data)
	return fmt.Sprintf("%s/%d/%d/v%d", hex.EncodeToString(sum[:12]), r.hand, seat, reviewCacheVersion)
}

// reviewCacheVersion counts the changes of what a kept review holds, so
// that one kept before is judged again: 2 added Klaberjass's hindsight.
const reviewCacheVersion = 2

// reviewCacheKeep is how many reviews a game's cache holds; the oldest
// go first.
const reviewCacheKeep = 500

// reviewCache is the reviews already computed of a game's matches, kept
// in its folder of recent matches (store.SaveReviews).
type reviewCache struct {
	Order     []string                     `json:"order"` // oldest first
	Decisions map[string][]review.Decision `json:"decisions"`
}

// reviewCacheMu keeps the cache files of every game written one at a
// time in the process.
var reviewCacheMu sync.Mutex

// recentDir is where the finished matches of a game are kept.
func (s *Shell) recentDir(game string) string {
	return filepath.Join(s.App.Storage().RootURI().Path(), "recent", game)
}

// cachedReview is the review kept under key, if any.
func (s *Shell) cachedReview(game, key string) ([]review.Decision, bool) {
	reviewCacheMu.Lock()
	defer reviewCacheMu.Unlock()
	var c reviewCache
	store.LoadReviews(s.recentDir(game), &c)
	ds, ok := c.Decisions[key]
	return ds, ok
}

// keepReview adds a finished review to the game's cache.
func (s *Shell) keepReview(game, key string, ds []review.Decision) {
	reviewCacheMu.Lock()
	defer reviewCacheMu.Unlock()
	var c reviewCache
	store.LoadReviews(s.recentDir(game), &c)
	if c.Decisions == nil {
		c = reviewCache{Decisions: map[string][]review.Decision{}}
	}
	if _, ok := c.Decisions[key]; !ok {
		c.Order = append(c.Order, key)
	}
	c.Decisions[key] = ds
	for len(c.Order) > reviewCacheKeep {
		delete(c.Decisions, c.Order[0])
		c.Order = c.Order[1:]
	}
	if err := store.SaveReviews(s.recentDir(game), &c); err != nil {
		fyne.LogError("review cache", err)
	}
}

// reviewSeed is the judge's seed: the same review on every machine.
const reviewSeed = 2026

// reviewGo runs a review's judging off the UI goroutine; tests run it in
// step with them.
var reviewGo = func(f func()) { go f() }

// judgeFunc judges rec as o asks. Each time giveWay is told, the
// judge leaves the cores to the window for a moment (judgeGiveWay); a
// judge in the window's own process cannot and does not.
type judgeFunc func(rec *match.Record, o review.Options, giveWay <-chan struct{}) ([]review.Decision, error)

// judgeOf is the judge of a game's hands: the game's own, run in a
// child process (childJudge); tests put a quick one in.
var judgeOf = childJudge

// judging is a review being computed; stop cancels it, giveWay leaves
// the window the cores while it draws.
type judging struct {
	stopped atomic.Bool
	way     chan struct{} // giveWay's asks, one pending at most
}

func newJudging() *judging { return &judging{way: make(chan struct{}, 1)} }

func (j *judging) stop() { j.stopped.Store(true) }

// giveWay asks the judge to stop working for judgeGiveWay from now, so
// that the window draws what changed on both cores: the judge's
// process runs at the lowest priority, but on a 2-core machine the
// scheduler left the software renderer's two threads sharing one core
// beside it, and a frame of the review at 1920x1080 took up to 57 ms
// instead of some 35. It never waits.
func (j *judging) giveWay() {
	select {
	case j.way <- struct{}{}:
	default:
	}
}

// judgeShowEvery is how often at most the decisions judged reach the
// window (after the first, at once): each time they do, the review's
// screen is drawn again, and a Canasta hand's 20-odd decisions one by
// one kept the window drawing through the judge's seconds.
const judgeShowEvery = 250 * time.Millisecond

// judgeDrawAtOnce is how many judged decisions at most the review's
// screen draws in one go: each line of the moves drawn again takes
// some 5 ms of the window's goroutine (its text shaped anew), so that 9
// at once kept the window from its next frame for 65 ms; the window
// draws its frames between two such goes.
const judgeDrawAtOnce = 3

// decisionBatch passes the decisions judged to got on the UI goroutine:
// the first at once, the next ones together when judgeShowEvery has
// passed since the last were passed, the rest at flush; each time in
// calls of judgeDrawAtOnce decisions at most, so that the screen is
// drawn once for each call. Its methods are called on the judge's
// goroutine only.
type decisionBatch struct {
	got     func([]review.Decision)
	now     func() time.Time // nil: time.Now
	pending []review.Decision
	sent    time.Time
}

// add passes d, with those pending, when the time has come, else keeps
// it pending.
func (b *decisionBatch) add(d review.Decision) {
	b.pending = append(b.pending, d)
	if b.clock().Sub(b.sent) >= judgeShowEvery {
		b.flush()
	}
}

func (b *decisionBatch) clock() time.Time {
	if b.now == nil {
		return time.Now()
	}
	return b.now()
}

// flush passes the pending decisions to got.
func (b *decisionBatch) flush() {
	if len(b.pending) == 0 {
		return
	}
	ds, got := b.pending, b.got
	b.pending, b.sent = nil, b.clock()
	for part := range slices.Chunk(ds, judgeDrawAtOnce) {
		uiDo(func() { got(part) })
	}
}

// judge computes the review of seat in r off the UI goroutine, in the
// judge's own process started from a thread below the window's priority
// (so the process is below it too; judgeInChild): the decisions go to
// got as they are judged (a batch a call, decisionBatch), then done is told
// the end (nil, or the error; not when stopped). Both run on the UI
// goroutine. A review computed to
// its end is kept in the cache; stopping it ends the judge's process.
func (s *Shell) judge(r *handReview, seat int, got func([]review.Decision), done func(error)) *judging {
	j := newJudging()
	batch := &decisionBatch{got: got}
	key := r.key(seat)
	o := review.Options{Seat: seat, Hand: r.hand, Seed: reviewSeed,
		Progress:    batch.add,
		Stop:        j.stopped.Load,
		WorkerStart: lowerThreadPriority}
	reviewGo(func() {
		// The thread stays locked: it ends with the goroutine, and its
		// lower priority with it. The judge's process, started from it,
		// inherits that priority (on Linux).
		runtime.LockOSThread()
		lowerThreadPriority()
		// The judge is the hard player thinking: the frame log counts
		// the frames of a review computed as those of a computer's move.
		thinkers.Add(1)
		ds, err := judgeOf(r.game)(r.rec, o, j.way)
		thinkers.Add(-1)
		if errors.Is(err, review.ErrStopped) || j.stopped.Load() {
			return // what is pending is for a screen left
		}
		batch.flush()
		if err == nil {
			s.keepReview(r.game.Name, key, ds)
		}
		uiDo(func() { done(err) })
	})
	return j
}
