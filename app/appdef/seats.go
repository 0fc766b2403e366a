package appdef

import (
	"fmt"
	"slices"
	"time"

	"fyne.io/fyne/v2"

	"tavolo/app/settings"
	"tavolo/app/stats"
	"tavolo/app/table"
	"tavolo/engine/gamedef"
	"tavolo/engine/match"
	"tavolo/engine/options"
)

// Human is a person's kind in the save file (match.Player.Kind); any
// other kind is a computer player's level.
const Human = "human"

// Seats turns the saved players into a table's seats: a person's seat
// has no agent, a computer's gets newAgent's player of its level, seeded
// from the match's seed and the seat (none with Builtin, or when the
// level is unknown: the board's own player then plays it).
func Seats[V, A any](h *Host, players []match.Player, seed uint64, newAgent func(level string, seed uint64) (match.Agent[V, A], error)) []table.Seat[V, A] {
	seats := make([]table.Seat[V, A], len(players))
	for i, p := range players {
		seats[i] = table.Seat[V, A]{Name: p.Name, Human: p.Kind == Human}
		if seats[i].Human || h.Builtin {
			continue
		}
		a, err := newAgent(p.Kind, seed+uint64(i)*7919)
		if err != nil {
			fyne.LogError("computer player", err)
			continue
		}
		seats[i].Agent = Computer(h, a)
	}
	return seats
}

// Computer seats a game's computer player at a table: its thinking is
// counted (Host.Thinking), and its reasons for a move are passed on when
// it has them (match.Explainer: the move log shows them).
func Computer[V, A any](h *Host, p match.Agent[V, A]) match.Agent[V, A] {
	return opponent[V, A]{p: p, h: h}
}

type opponent[V, A any] struct {
	p match.Agent[V, A]
	h *Host
}

// Name is the player's level.
func (o opponent[V, A]) Name() string { return o.p.Name() }

// Choose asks the player for its next action (on the table's thinking
// goroutine), counted as thinking.
func (o opponent[V, A]) Choose(v V) A {
	if o.h.Thinking != nil {
		o.h.Thinking.Add(1)
		defer o.h.Thinking.Add(-1)
	}
	return o.p.Choose(v)
}

// Explain passes on the player's reasons for its last move.
func (o opponent[V, A]) Explain() (match.Advice[A], bool) {
	if ex, ok := o.p.(match.Explainer[A]); ok {
		return ex.Explain()
	}
	return match.Advice[A]{}, false
}

// HandStats is the hand of m that has just ended as the statistics see
// it, from the engine's score: who sits where (people and computers), the
// sides, each seat's points (a partner's are the side's) and, at the end
// of the match, every seat of the winning side. key names the hand once
// across resumes (the deal and hand number).
func HandStats(game, key string, m gamedef.Match, players []match.Player) stats.Hand {
	sc, out := m.Score(), m.Outcome()
	names, computer := make([]string, len(players)), make([]bool, len(players))
	for i, p := range players {
		names[i], computer[i] = p.Name, p.Kind != Human
	}
	h := stats.Hand{Game: game, Key: key, Names: names, Computer: computer, Sides: sc.Sides,
		Over: out.Stage == match.MatchOver, When: time.Now()}
	if n := len(sc.Hands); n > 0 {
		last := sc.Hands[n-1]
		h.Played = true
		h.Points = make([]int, len(names))
		for seat := range h.Points {
			if side := sc.SideOf(seat); side >= 0 && side < len(last.Points) {
				h.Points[seat] = last.Points[side]
			}
		}
	}
	if h.Over && out.Winner >= 0 {
		h.Winners = slices.Clone(sc.Sides[out.Winner])
	}
	return h
}

// Show is a descriptor's Show for a game whose match is a G (its
// *Game), which play puts on the board; a match of another game, or for
// another number of players, is refused.
func Show[G interface{ Players() int }](title string, play func(h *Host, g G, players []match.Player)) func(h *Host, m gamedef.Match, players []match.Player) error {
	return func(h *Host, m gamedef.Match, players []match.Player) error {
		g, ok := m.Game().(G)
		if !ok || len(players) != g.Players() {
			return fmt.Errorf("resume: not a %s match for %d players", title, len(players))
		}
		play(h, g, players)
		return nil
	}
}

// Deal puts a match just dealt (g, or the error that kept it from being
// dealt) on its board with play.
func Deal[G any](h *Host, g G, err error, players []match.Player, play func(h *Host, g G, players []match.Player)) {
	if err != nil {
		h.Fail(err)
		return
	}
	play(h, g, players)
}

// Presets is a LoadPresets for a game's descriptor: the player's presets
// of the game whose shipped presets and parser are given, with their
// rules held as any.
func Presets[R any](shipped func() []options.Preset[R], parse func(file string, src []byte) (options.Preset[R], error)) func(dir string) ([]settings.UserPreset, []*settings.Problem) {
	return func(dir string) ([]settings.UserPreset, []*settings.Problem) {
		var names []string
		for _, p := range shipped() {
			names = append(names, p.Name)
		}
		return settings.LoadPresets(dir, names, func(file string, src []byte) (string, string, any, error) {
			p, err := parse(file, src)
			return p.Name, p.Description, p.Rules, err
		})
	}
}

// ErrorKeys are the i18n keys table.ErrorText reads for codes: each
// code's "error.<code>".
func ErrorKeys(codes []match.Code) []string {
	var out []string
	for _, c := range codes {
		out = append(out, "error."+string(c))
	}
	return out
}
