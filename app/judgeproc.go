package app

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"tavolo/engine/match"
	"tavolo/engine/review"
)

// judgeCommand is the command that starts the judge's process: the
// app's own binary with JudgeArg (a test binary acts as one in its
// TestMain).
var judgeCommand = func() (*exec.Cmd, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, err
	}
	return exec.Command(exe, JudgeArg), nil
}

// childJudge is g's judge run in a child process (judgeInChild). When
// that process cannot be started at all (the binary was moved or
// replaced, or the system forbids it), the hand is judged in the
// window's process as before: the review is still given, its frames
// only wait more at each collection.
func childJudge(g gameEntry) judgeFunc {
	return func(rec *match.Record, o review.Options, giveWay <-chan struct{}) ([]review.Decision, error) {
		ds, err := judgeInChild(rec, o, giveWay)
		var no noJudgeProcess
		if errors.As(err, &no) {
			fyne.LogError("review: judging in the window's process", no.err)
			return g.Review(rec, o)
		}
		return ds, err
	}
}

// noJudgeProcess is judgeInChild's error when the judge's process could
// not be started.
type noJudgeProcess struct{ err error }

func (e noJudgeProcess) Error() string { return "no judge process: " + e.err.Error() }

// judgeStopPoll is how often judgeInChild asks o.Stop whether to end
// the judge's process.
const judgeStopPoll = 50 * time.Millisecond

// judgeInChild judges rec as o asks in a child process (RunJudge): each
// decision it writes goes to o.Progress as it comes, and its decisions
// are returned at its end. When o.Stop says so, the process is killed
// (ErrStopped); each time giveWay is told (nil: never), the process is
// stopped for judgeGiveWay, then goes on. Call it on a locked thread
// (runtime.LockOSThread): on Linux the process is killed when the
// thread that started it ends (belowNormal). A process that ends early
// or writes what is not a judgeLine gives an error that says so in the
// player's language.
// However it ends, the process has ended and been waited for when
// judgeInChild returns, and no goroutine of it is left.
func judgeInChild(rec *match.Record, o review.Options, giveWay <-chan struct{}) ([]review.Decision, error) {
	req, err := newJudgeRequest(rec, o)
	if err != nil {
		return nil, err
	}
	cmd, err := judgeCommand()
	if err != nil {
		return nil, noJudgeProcess{err}
	}
	belowNormal(cmd)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, noJudgeProcess{err}
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, noJudgeProcess{err}
	}
	stderr := &tailBuffer{max: 4 << 10}
	cmd.Stderr = stderr
	if err := cmd.Start(); err != nil {
		return nil, noJudgeProcess{err}
	}
	stopWatch := watchJudge(cmd.Process, o.Stop, giveWay)
	_, _ = stdin.Write(req) // a judge that cannot read it says so by its end
	ds, err := readJudgeLines(stdout, o.Progress)
	if err != nil {
		_ = cmd.Process.Kill()
	}
	_ = stdin.Close()
	exit := cmd.Wait()
	stopWatch()
	if o.Stop != nil && o.Stop() {
		return ds, review.ErrStopped
	}
	if !errors.Is(err, errJudgeUnreadable) {
		return ds, err // nil, or the judge's own error
	}
	logJudgeEnd(exit, stderr, err)
	if errors.Is(err, io.ErrUnexpectedEOF) {
		return ds, judgeEndedError(cmd.ProcessState)
	}
	return ds, errors.New(lang.L("the calculation gave an answer that cannot be read"))
}

// judgeGiveWay is how long the judge's process stops each time the
// window asks it to give way: a frame of the review drawn at 1920x1080
// by a software renderer takes some 35 ms, and it starts within a frame
// (16 ms) of the ask.
var judgeGiveWay = 80 * time.Millisecond

// watchJudge watches the judge's process p: it kills it as soon as stop
// says so (nil: never), and stops it for judgeGiveWay each time giveWay
// is told (a later ask before its end lengthens the stop). The function
// returned ends the watching, the process let go on first (call it only
// once the process has ended, or it may wait a stop's length).
func watchJudge(p *os.Process, stop func() bool, giveWay <-chan struct{}) func() {
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		tick := time.NewTicker(judgeStopPoll)
		defer tick.Stop()
		resume := time.NewTimer(judgeGiveWay)
		resume.Stop()
		paused := false
		goOn := func() {
			if paused {
				continueProcess(p)
				paused = false
			}
		}
		defer goOn()
		for {
			select {
			case <-done:
				return
			case <-tick.C:
				if stop != nil && stop() {
					_ = p.Kill()
					return
				}
			case <-giveWay:
				if !paused {
					paused = pauseProcess(p)
				}
				resume.Reset(judgeGiveWay)
			case <-resume.C:
				goOn()
			}
		}
	}()
	return func() { close(done); wg.Wait() }
}

// errJudgeUnreadable wraps what the judge's process left unsaid or
// unreadable: io.ErrUnexpectedEOF when its output ended before its end.
var errJudgeUnreadable = errors.New("judge: unreadable answer")

// readJudgeLines reads the judge's lines from r up to its end, passing
// each decision to progress: the decisions, the error the judge wrote,
// or errJudgeUnreadable (wrapping io.ErrUnexpectedEOF when r ended
// first).
func readJudgeLines(r io.Reader, progress func(review.Decision)) ([]review.Decision, error) {
	var ds []review.Decision
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		var l judgeLine
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			return ds, fmt.Errorf("%w: %v", errJudgeUnreadable, err)
		}
		switch {
		case l.Error != "":
			return ds, errors.New(l.Error)
		case l.End:
			return ds, nil
		case l.Decision == nil:
			return ds, fmt.Errorf("%w: %q", errJudgeUnreadable, sc.Text())
		}
		ds = append(ds, *l.Decision)
		if progress != nil {
			progress(*l.Decision)
		}
	}
	if err := sc.Err(); err != nil {
		return ds, fmt.Errorf("%w: %v", errJudgeUnreadable, err)
	}
	return ds, fmt.Errorf("%w: %w", errJudgeUnreadable, io.ErrUnexpectedEOF)
}

// judgeEndedError says in the player's language that the judge's
// process ended before its end (st: how it ended).
func judgeEndedError(st *os.ProcessState) error {
	code := -1
	if st != nil {
		code = st.ExitCode()
	}
	return errors.New(lang.L("the calculation stopped before its end (exit code {{.Code}})", map[string]any{"Code": code}))
}

// logJudgeEnd logs why the judge's answer failed (err), how its
// process ended (exit) and the last of what it wrote on its standard
// error (a crash's trace).
func logJudgeEnd(exit error, stderr *tailBuffer, err error) {
	fyne.LogError(fmt.Sprintf("review: the judge's process failed (%v); its last words: %q", exit, stderr.String()), err)
}

// tailBuffer keeps the last max bytes written to it.
type tailBuffer struct {
	mu  sync.Mutex
	max int
	b   []byte
}

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.b = append(t.b, p...)
	if over := len(t.b) - t.max; over > 0 {
		t.b = append(t.b[:0], t.b[over:]...)
	}
	return len(p), nil
}

func (t *tailBuffer) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.b)
}
