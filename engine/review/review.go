// Package review judges a recorded hand: for each decision of one seat,
// the game's hard player evaluates the position on that seat's view at
// that moment, with the seat's actual move among the moves it compares,
// and says the best move, what the actual move lost in points of the
// hand, and that loss's standard error. It is the shared loop; each
// game's descriptor supplies its judge (gamedef.Game.Review).
//
// The loss is measured on other deals of the unseen cards than those
// that chose the best move (FromAdvice, heldOut): the search's deals are
// split in two halves, each half chooses the best move and the other
// measures its lead over the actual move, deal by deal. Choosing and
// measuring on the same deals would overstate every loss, as the best
// is the move whose average the noise raised most: hard's own decisions
// then seemed to lose 15 points each in Canasta
// (docs/measurements/review-judge.txt). Held out, a move as good as the
// best loses 0 on average, within its standard error.
package review

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"time"

	"tavolo/engine/match"
)

// Advised is a game's review from its hint (FromHint).
func Advised[V, A any, G match.Game[V, A]](replay func(*match.Record) (G, error), hint func(v V, actual A, seed uint64) match.Advice[A], mistakeAt float64) func(*match.Record, Options) ([]Decision, error) {
	g := FromHint(replay, hint, mistakeAt)
	return func(rec *match.Record, o Options) ([]Decision, error) { return Hand(rec, g, o) }
}

// FromHint is a game's judge from its hint: replay rebuilds a match
// from a record, and hint is its hard player's advice on a view with the
// actual move among the candidates (read by FromAdvice); a loss from
// mistakeAt points of the hand is a mistake.
func FromHint[V, A any, G match.Game[V, A]](replay func(*match.Record) (G, error), hint func(v V, actual A, seed uint64) match.Advice[A], mistakeAt float64) Game[V, A] {
	return Game[V, A]{
		Replay: func(rec *match.Record) (match.Game[V, A], error) { return replay(rec) },
		Judge: func(v V, actual A, seed uint64) Verdict[A] {
			return FromAdvice(hint(v, actual, seed), actual)
		},
		MistakeAt: mistakeAt,
	}
}

// Verdict is the judge's word on one decision.
type Verdict[A any] struct {
	Best A // the move the judge prefers
	// Loss is what the actual move lost against the best move, in
	// points of the hand on average over deals of the unseen cards the
	// search tried other than those that chose the best (negative when
	// it did better there), and SE its standard error (FromAdvice).
	Loss, SE float64
	// Judged is false when the actual move was not among the moves the
	// search compared (the judge cannot say what it cost).
	Judged bool
}

// Judge evaluates one decision: actual, played on view v. It must see
// v only, never the game, so that it cannot use a card the seat did not
// see. seed makes it reproducible.
type Judge[V, A any] func(v V, actual A, seed uint64) Verdict[A]

// Options say what to review and how.
type Options struct {
	Seat int    // the reviewed seat
	Hand int    // the hand to review, from 1 as the score sheet counts (match.Walk; 0: every hand)
	Seed uint64 // the judge's seed; decision k's is derived from it and k
	// Budget bounds the judge's search of one decision (0: the game's
	// default).
	Budget time.Duration
	// HardDeals makes the judge search twice as many deals per decision
	// as hard's own search, so that each half of them (one chooses the
	// best move, the other measures it) is as large as the sample hard
	// chose its own move on: hard's decisions judged at hard's settings.
	// With only as many deals as hard, each half would choose worse than
	// hard did, and hard's moves would seem to beat the best.
	HardDeals bool
	// Progress, when set, is called with each decision as soon as it is
	// judged.
	Progress func(Decision)
	// Stop, when set, is asked before each decision: true ends the
	// review there, with the decisions judged so far and ErrStopped.
	Stop func() bool
	// WorkerStart, when set, is called at the start of each of the
	// search's threads (the app lowers their priority there).
	WorkerStart func()
}

// ErrStopped is Hand's error when Options.Stop ended it.
var ErrStopped = errors.New("review: stopped")

// Decision is one reviewed decision.
type Decision struct {
	Hand int    `json:"hand"` // counted from 1
	Step int    `json:"step"` // the action's number in the record, from 1
	Move string `json:"move"`
	Best string `json:"best"`
	// BestAction is the best move in its saved form (as the record
	// keeps actions), for the app to name it in the player's words.
	BestAction json.RawMessage `json:"best_action,omitempty"`
	Loss       float64         `json:"loss"`
	SE         float64         `json:"se"`
	Judged     bool            `json:"judged"`
	Mistake    bool            `json:"mistake"`
	// Hindsight is, where the game can tell it (Game.Hindsight), what
	// each move the seat could make was worth with every card known, as
	// the hand turned out: its loss against the best of them, best
	// first. It is hindsight, never counted as a mistake: the seat could
	// not see those cards. HindsightLoss is the actual move's loss
	// there (nil where the game tells none).
	Hindsight     []Worth  `json:"hindsight,omitempty"`
	HindsightLoss *float64 `json:"hindsight_loss,omitempty"`
}

// Worth is one move's loss with every card known (Decision.Hindsight).
type Worth struct {
	Move   string          `json:"move"`
	Action json.RawMessage `json:"action"` // in its saved form, for the app's words
	Loss   float64         `json:"loss"`
}

// Game is what the loop needs of a game: its replay from a record's
// deal, its judge, and from how many points of the hand a loss counts
// as a mistake.
type Game[V, A any] struct {
	Replay    func(rec *match.Record) (match.Game[V, A], error)
	Judge     Judge[V, A]
	MistakeAt float64
	// Text writes a move for the review's lines (nil: %v).
	Text func(A) string
	// Hindsight, when set, is the evidence on a decision of seat with
	// every card known (the hand is over): the advice of a search that
	// sees every hand, each candidate's Gain its value on the same base,
	// actual among them; false where it tells none. It reads the game,
	// not the view, so it never judges (Decision.Hindsight).
	Hindsight func(game match.Game[V, A], seat int, actual A) (match.Advice[A], bool)
}

// Sigmas is how many standard errors a loss must exceed to be a
// mistake: at two, a move no worse than the best is called a mistake in
// about one decision in forty by the noise of the search alone.
const Sigmas = 2

// IsMistake says whether a loss is a mistake: at least at points and
// clear of the search's noise.
func IsMistake(loss, se, at float64) bool { return loss >= at && loss > Sigmas*se }

// Hand replays rec from its deal and judges every decision of o.Seat in
// the hands o asks for: a decision is a move of the seat where it had
// more than one legal move, while a hand was being played.
func Hand[V, A any](rec *match.Record, g Game[V, A], o Options) ([]Decision, error) {
	game, err := g.Replay(match.Opening(rec))
	if err != nil {
		return nil, err
	}
	if o.Seat < 0 || o.Seat >= game.Players() {
		return nil, fmt.Errorf("seat %d: the match has seats 0 to %d", o.Seat, game.Players()-1)
	}
	var out []Decision
	hand, err := match.Walk(game, rec, func(n, hand int, a A, _ json.RawMessage) error {
		if o.Stop != nil && o.Stop() {
			return ErrStopped
		}
		if o.Hand == 0 || o.Hand == hand {
			if d, ok := decide(game, g, o, a, hand, n); ok {
				out = append(out, d)
				if o.Progress != nil {
					o.Progress(d)
				}
			}
		}
		return nil
	}, nil)
	if errors.Is(err, ErrStopped) {
		return out, err
	}
	if err != nil {
		return nil, err
	}
	if o.Hand > hand {
		return nil, fmt.Errorf("hand %d: the record holds %d", o.Hand, hand)
	}
	return out, nil
}

// decide judges action a, step step, when it is a decision of o.Seat.
func decide[V, A any](game match.Game[V, A], g Game[V, A], o Options, a A, hand, step int) (Decision, bool) {
	if game.Outcome().Stage != match.Playing {
		return Decision{}, false
	}
	legal := game.Legal(o.Seat)
	if len(legal) < 2 || !contains(legal, a) {
		return Decision{}, false
	}
	v := game.View(o.Seat)
	ver := g.Judge(v, a, o.Seed^uint64(step)*0x9e3779b97f4a7c15)
	text := g.Text
	if text == nil {
		text = func(a A) string { return fmt.Sprintf("%v", a) }
	}
	d := Decision{Hand: hand, Step: step, Move: text(a), Best: text(ver.Best), Judged: ver.Judged}
	d.BestAction, _ = json.Marshal(ver.Best)
	if ver.Judged {
		d.Loss, d.SE = round(ver.Loss), round(ver.SE)
		d.Mistake = IsMistake(ver.Loss, ver.SE, g.MistakeAt)
	}
	if g.Hindsight != nil {
		if adv, ok := g.Hindsight(game, o.Seat, a); ok {
			d.Hindsight, d.HindsightLoss = hindsight(adv, a, text)
		}
	}
	return d, true
}

// hindsight reads each candidate's loss against the best of them from a
// search with every card known, best first, and actual's (nil when it
// is not among them).
func hindsight[A any](adv match.Advice[A], actual A, text func(A) string) ([]Worth, *float64) {
	if len(adv.Candidates) == 0 {
		return nil, nil
	}
	best := adv.Candidates[0].Gain
	for _, c := range adv.Candidates {
		best = max(best, c.Gain)
	}
	var out []Worth
	var loss *float64
	for _, c := range adv.Candidates {
		w := Worth{Move: text(c.Action), Loss: round(best - c.Gain)}
		w.Action, _ = json.Marshal(c.Action)
		if Same(c.Action, actual) {
			loss = &w.Loss
		}
		out = append(out, w)
	}
	slices.SortStableFunc(out, func(a, b Worth) int { return cmp.Compare(a.Loss, b.Loss) })
	return out, loss
}

// round keeps two decimals, so that the review's lines and JSON are the
// same on every machine.
func round(x float64) float64 { return math.Round(x*100) / 100 }

// Same says whether two moves are the same, by their saved form.
func Same[A any](a, b A) bool {
	x, err1 := json.Marshal(a)
	y, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && string(x) == string(y)
}

func contains[A any](xs []A, a A) bool {
	for _, x := range xs {
		if Same(x, a) {
			return true
		}
	}
	return false
}

// FromAdvice reads a verdict from a search's advice (match.Advice),
// asked with actual among its candidates. Best is the advice's move (the
// hint's). The loss is measured on other deals than those that chose the
// best move (heldOut), where the candidates keep their deals; otherwise
// it is the chosen candidate's gain less actual's over the same deals.
// That one is biased upward: the best is the candidate whose mean the
// noise raised most, and measuring it on the deals that chose it keeps
// the noise (a search's own move seems to lose where another won by
// chance). There both gains are against the same base (the first
// candidate), so where either is the base the standard error is the
// other's, paired; otherwise it is taken as sqrt(se1²+se2²), which
// ignores the pairing and so overstates it. A move the search did not
// weigh is judged only when it is the advice's own move (loss 0).
func FromAdvice[A any](adv match.Advice[A], actual A) Verdict[A] {
	v := Verdict[A]{Best: adv.Action}
	k := -1
	for i, c := range adv.Candidates {
		if Same(c.Action, actual) {
			k = i
			break
		}
	}
	if k < 0 {
		v.Judged = Same(adv.Action, actual)
		return v
	}
	if loss, se, ok := heldOut(adv, k); ok {
		v.Judged, v.Loss, v.SE = true, loss, se
		return v
	}
	c := adv.Chosen
	best, got := adv.Candidates[c], adv.Candidates[k]
	v.Judged, v.Loss = true, best.Gain-got.Gain
	switch {
	case c == k:
		v.Loss = 0
	case c == 0:
		v.SE = got.SE
	case k == 0:
		v.SE = best.SE
	default:
		v.SE = math.Hypot(best.SE, got.SE)
	}
	return v
}

// minDeals is the fewest deals every candidate needs for heldOut: two
// in each half.
const minDeals = 4

// heldOut is the loss of candidate k measured on other deals than those
// that chose the best move, from the candidates' deals (the first n of
// each, n the fewest any has): the deals are split in two halves (even
// and odd places); on each half the search's own rule chooses (bestOn),
// and the chosen move's lead over k is measured on the other half, deal
// by deal. The loss is the two measures' mean, its standard error from
// their paired standard errors (the halves are independent). Where a
// half chose k itself, its measure is 0 exactly. The loss is then
// unbiased: the expected loss of k against the move the search would
// choose on half the deals (no longer larger for noise alone). false
// when a candidate has fewer than minDeals deals.
func heldOut[A any](adv match.Advice[A], k int) (loss, se float64, ok bool) {
	cs := adv.Candidates
	n := math.MaxInt
	for _, c := range cs {
		n = min(n, len(c.Deals))
	}
	if n < minDeals {
		return 0, 0, false
	}
	var ls, ses [2]float64
	for half := range 2 {
		b := bestOn(adv, n, half, k)
		ls[half], ses[half] = leadOn(cs[b].Deals, cs[k].Deals, n, 1-half)
	}
	return (ls[0] + ls[1]) / 2, math.Hypot(ses[0], ses[1]) / 2, true
}

// bestOn is the move the search's rule (adv.Margin, adv.Z) chooses on
// the first n deals' half (deals at even places for 0, odd for 1): the
// first candidate unless another leads it by more than the margin and
// Z standard errors, then the one with the largest lead; k instead
// where k's mean there is at least the chosen one's.
func bestOn[A any](adv match.Advice[A], n, half, k int) int {
	cs := adv.Candidates
	best, bestLead := 0, 0.0
	for i := 1; i < len(cs); i++ {
		lead, se := leadOn(cs[i].Deals, cs[0].Deals, n, half)
		if lead > adv.Margin && lead > adv.Z*se && lead > bestLead {
			best, bestLead = i, lead
		}
	}
	if lead, _ := leadOn(cs[k].Deals, cs[best].Deals, n, half); lead >= 0 {
		return k
	}
	return best
}

// leadOn is the mean of a[d]-b[d] over the first n deals' half and its
// standard error (match.MeanSE).
func leadOn(a, b []float64, n, half int) (mean, se float64) {
	var ds []float64
	for d := half; d < n; d += 2 {
		ds = append(ds, a[d]-b[d])
	}
	return match.MeanSE(ds)
}

// Summary sums up a review.
type Summary struct {
	Decisions       int     `json:"decisions"`
	Judged          int     `json:"judged"`
	Mistakes        int     `json:"mistakes"`
	Matched         int     `json:"matched"` // decisions whose move was the best
	LossPerDecision float64 `json:"loss_per_decision"`
	LossSE          float64 `json:"loss_se"`
	Loss            float64 `json:"loss"` // in all, over the judged decisions
}

// Sum sums up decisions: the mean loss per judged decision and its
// standard error over the decisions (match.MeanSE).
func Sum(ds []Decision) Summary {
	s := Summary{Decisions: len(ds)}
	var losses []float64
	for _, d := range ds {
		if !d.Judged {
			continue
		}
		s.Judged++
		losses = append(losses, d.Loss)
		if d.Mistake {
			s.Mistakes++
		}
		if d.Move == d.Best {
			s.Matched++
		}
	}
	m, se := match.MeanSE(losses)
	s.LossPerDecision, s.LossSE = round(m), round(se)
	for _, l := range losses {
		s.Loss += l
	}
	s.Loss = round(s.Loss)
	return s
}
