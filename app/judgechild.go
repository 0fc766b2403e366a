package app

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sync/atomic"
	"time"

	"tavolo/engine/games"
	"tavolo/engine/match"
	"tavolo/engine/review"
)

// JudgeArg, as the only argument, starts the app's binary as the
// review's judge (RunJudge) instead of the window: the window judges a
// hand in a child process of its own binary (judgeInChild), so that its
// process never collects the judge's garbage nor stops for the judge's
// low-priority threads at each collection (docs/measurements/
// review-frames.txt).
const JudgeArg = "--judge"

// IsJudge says whether the program's arguments (os.Args[1:]) ask for
// the judge.
func IsJudge(args []string) bool { return len(args) == 1 && args[0] == JudgeArg }

// judgeRequest is what the window sends its judge: one JSON value on
// the judge's standard input, which then stays open until the window
// wants no more (its end stops the judge).
type judgeRequest struct {
	Game      string          `json:"game"`
	Record    json.RawMessage `json:"record"` // in the save format (match.Record.Encode)
	Seat      int             `json:"seat"`
	Hand      int             `json:"hand"`
	Seed      uint64          `json:"seed"`
	Budget    time.Duration   `json:"budget,omitempty"`
	HardDeals bool            `json:"hard_deals,omitempty"`
}

// judgeLine is one line the judge writes on its standard output: a
// decision as soon as it is judged, then the end, or an error instead.
type judgeLine struct {
	Decision *review.Decision `json:"decision,omitempty"`
	End      bool             `json:"end,omitempty"`
	Error    string           `json:"error,omitempty"`
}

// newJudgeRequest is the request for the review of rec that o asks for.
func newJudgeRequest(rec *match.Record, o review.Options) ([]byte, error) {
	data, err := rec.Encode()
	if err != nil {
		return nil, err
	}
	req := judgeRequest{Game: rec.Game, Record: data, Seat: o.Seat, Hand: o.Hand,
		Seed: o.Seed, Budget: o.Budget, HardDeals: o.HardDeals}
	line, err := json.Marshal(req)
	return append(line, '\n'), err
}

// RunJudge is the judge's process: it lowers its own priority below the
// window's, reads a judgeRequest from in, judges the hand with the
// game's hard player (on as many threads as the computer has, as the
// search expects) and writes a judgeLine to out per decision, then the
// end or the error. The end of in stops it. It returns the process's
// exit status.
func RunJudge(in io.Reader, out io.Writer) int {
	lowerProcessPriority()
	enc := json.NewEncoder(out)
	dec := json.NewDecoder(in)
	var req judgeRequest
	if err := dec.Decode(&req); err != nil {
		_ = enc.Encode(judgeLine{Error: fmt.Sprintf("judge: unreadable request: %v", err)})
		return 2
	}
	var gone atomic.Bool
	go func() {
		_, _ = io.Copy(io.Discard, in)
		gone.Store(true)
	}()
	o := review.Options{Seat: req.Seat, Hand: req.Hand, Seed: req.Seed, Budget: req.Budget,
		HardDeals: req.HardDeals, Stop: gone.Load, WorkerStart: judgeWorkerStart,
		Progress: func(d review.Decision) { _ = enc.Encode(judgeLine{Decision: &d}) }}
	err := judgeRequested(req, o)
	switch {
	case errors.Is(err, review.ErrStopped):
		return 0
	case err != nil:
		_ = enc.Encode(judgeLine{Error: err.Error()})
		return 1
	}
	if enc.Encode(judgeLine{End: true}) != nil {
		return 1
	}
	return 0
}

// judgeRequested judges the hand req names, with o.
func judgeRequested(req judgeRequest, o review.Options) error {
	g, ok := games.Lookup(req.Game)
	if !ok || g.Review == nil {
		return fmt.Errorf("judge: no game %q to review", req.Game)
	}
	rec, err := match.DecodeRecord(req.Record, req.Game)
	if err != nil {
		return err
	}
	_, err = g.Review(rec, o)
	return err
}
