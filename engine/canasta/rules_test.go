package canasta

import (
	"encoding/json"
	"strings"
	"testing"

	"tavolo/engine/cards"
	"tavolo/engine/match"
)

func hand(t *testing.T, s string) []cards.Card {
	t.Helper()
	fs, err := cards.ParseFaces(s)
	if err != nil {
		t.Fatal(err)
	}
	used := map[cards.Card]bool{}
	var out []cards.Card
	for _, f := range fs {
		c, _ := copyOf(nil, f, used)
		used[c] = true
		out = append(out, c)
	}
	return out
}

// Worked examples 1 and 2, edge case 9.
func TestCheckMeld(t *testing.T) {
	def := Default()
	wide := Default()
	wide.MaxWildPerMeld, wide.WildRatio = 3, RatioAtLeast
	cases := []struct {
		r    *Rules
		meld string
		ok   bool
		kind Kind
		pts  int
	}{
		{&def, "7S 7H 2C", true, NotCanasta, 30},
		{&def, "7S 2C 2D", false, 0, 0},
		{&def, "7S 7H 2C JK", false, 0, 0},
		{&def, "7S 7H 7D 2C JK", true, NotCanasta, 85},
		{&def, "7S 7H 7D 7C 7S 2C JK", true, DirtyCanasta, 95},
		{&def, "7S 7H 7D 7C 2C 2D JK", false, 0, 0},
		{&wide, "7S 7H 7D 7C 2C 2D JK", true, DirtyCanasta, 110},
		{&def, "KS KH KD KC KS KH KD", true, CleanCanasta, 70},
		{&def, "3S 3C 3S", false, 0, 0},
		{&def, "3H 4S 4D", false, 0, 0},
		{&def, "2C 2D JK", false, 0, 0},
		{&def, "4S 5S 6S", false, 0, 0},
	}
	for _, c := range cases {
		m, err := c.r.CheckMeld(hand(t, c.meld))
		if (err == nil) != c.ok {
			t.Errorf("%s: err %v, want ok %v", c.meld, err, c.ok)
			continue
		}
		if c.ok && (m.Kind != c.kind || m.Points != c.pts) {
			t.Errorf("%s: %+v, want kind %v points %d", c.meld, m, c.kind, c.pts)
		}
	}
}

// Worked example 5, edge case 8, and the samba table.
func TestOpeningMinimum(t *testing.T) {
	r := Default()
	for score, want := range map[int]int{-300: 50, 0: 50, 2995: 50, 3000: 90, 4995: 90, 5000: 120, 6995: 120,
		7000: 160, 9995: 160, 10000: 180, 11995: 180, 12000: 200, 14500: 200} {
		if got := r.OpeningMinimum(score); got != want {
			t.Errorf("score %d: minimum %d, want %d", score, got, want)
		}
	}
	r.OpeningTable = TableSambaItalian
	for score, want := range map[int]int{-5: 15, 1495: 50, 1500: 90, 2995: 90, 4995: 120, 7495: 160, 9995: 180, 10000: 200} {
		if got := r.OpeningMinimum(score); got != want {
			t.Errorf("samba, score %d: minimum %d, want %d", score, got, want)
		}
	}
}

// Worked example 15.
func TestRedThreeBase(t *testing.T) {
	for n, want := range []int{0, 100, 200, 300, 800, 1000, 1200} {
		if got := RedThreeBase(n); got != want {
			t.Errorf("%d red threes: %d, want %d", n, got, want)
		}
	}
}

// TestRedThreesWhy: the reason RedThreesWhy reads from each red-threes
// line is the one the line was scored under (§1.10), for both rules.
func TestRedThreesWhy(t *testing.T) {
	clean := TableMeld{Info: MeldInfo{Kind: CleanCanasta, Points: 70, Rank: cards.King}}
	dirty := TableMeld{Info: MeldInfo{Kind: DirtyCanasta, Points: 70, Rank: cards.Queen}}
	open := TableMeld{Info: MeldInfo{Kind: NotCanasta, Points: 30, Rank: cards.Rank(5)}}
	classic := Default()
	classic.RedThreeLosingRule = RedThreeClassic
	cases := []struct {
		name   string
		rules  Rules
		side   SideHand
		points int
		why    string
	}{
		{"went out", Default(), SideHand{RedThrees: 4, WentOut: true, Melds: []TableMeld{clean, dirty}}, 800, RedThreesFor},
		{"both kinds", Default(), SideHand{RedThrees: 1, Melds: []TableMeld{clean, dirty}}, 100, RedThreesFor},
		{"clean only", Default(), SideHand{RedThrees: 2, Melds: []TableMeld{clean}}, -200, RedThreesNotBoth},
		{"no canasta", Default(), SideHand{RedThrees: 1, Melds: []TableMeld{open}}, -200, RedThreesNoCanasta},
		{"four, no canasta", Default(), SideHand{RedThrees: 4}, -1600, RedThreesNoCanasta},
		{"classic, melded", classic, SideHand{RedThrees: 1, Melds: []TableMeld{open}}, 100, RedThreesFor},
		{"classic, no meld", classic, SideHand{RedThrees: 3}, -300, RedThreesNoMeld},
	}
	for _, c := range cases {
		l, ok := lineByKey(c.rules.ScoreSide(c.side), LineRedThrees)
		if !ok || l.Points != c.points || c.rules.RedThreesWhy(l) != c.why {
			t.Errorf("%s: line %+v (%v) says %q, want %d %q", c.name, l, ok, c.rules.RedThreesWhy(l), c.points, c.why)
		}
	}
}

func lineByKey(ls []match.Line, key string) (match.Line, bool) {
	for _, l := range ls {
		if l.Key == key {
			return l, true
		}
	}
	return match.Line{}, false
}

// Worked example 6, edge cases 4 and 5: the pile formed from the stock.
func TestFormPile(t *testing.T) {
	cases := []struct {
		stock  string
		size   int
		top    string
		frozen bool
	}{
		{"9D", 10, "9D", false},
		{"KC", 14, "KC", false},
		{"AH", 15, "AH", false},
		{"JS", 12, "JS", false},
		{"JK 6S", 8, "6S", true},
		{"2C 3D 5H", 8, "5H", true},
		{"3C", 4, "3C", false},
	}
	for _, c := range cases {
		g, _ := newGame(Default(), 1)
		st := hand(t, c.stock)
		rest := cards.CanastaPack.Cards()
		for _, x := range rest {
			if len(st) >= 60 {
				break
			}
			if !IsRedThree(x) && !IsWild(x) && !containsFace(st, x) {
				st = append(st, x)
			}
		}
		g.stock = st
		g.formPile()
		top, _ := g.PileTop()
		if len(g.pile) != c.size || top.String() != c.top || g.frozen != c.frozen {
			t.Errorf("upcard %s: pile %d top %v frozen %v, want %d %s %v", c.stock, len(g.pile), top, g.frozen, c.size, c.top, c.frozen)
		}
		if up, down := len(g.upCards()), g.downHi-g.downLo; up+down != len(g.pile) || down != c.size-len(g.upCards()) {
			t.Errorf("upcard %s: %d face up + %d face down for %d cards", c.stock, up, down, len(g.pile))
		}
	}
}

func containsFace(cs []cards.Card, c cards.Card) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}

// extra_bonuses (five clean canastas; ten canastas) line by line.
func TestScoreSideExtraBonuses(t *testing.T) {
	r := Default()
	r.ExtraBonuses = true
	var melds []TableMeld
	for i := 0; i < 10; i++ {
		melds = append(melds, TableMeld{Info: MeldInfo{Kind: CleanCanasta, Points: 70, Rank: cards.King}})
	}
	lines := r.ScoreSide(SideHand{Melds: melds, WentOut: true})
	want := 300 + 10*500 + 2000 + 2000 + 700
	if got := SumLines(lines); got != want {
		t.Errorf("ten clean canastas: %d (%v), want %d", got, lines, want)
	}
}

// Actions save with kinds as names; junk fields are bad-action and leave
// the game unchanged; a record that does not rebuild is refused.
func TestActionsAndRecords(t *testing.T) {
	g, _ := NewMatch(Default(), 5)
	seat := g.ToMove()
	b, _ := json.Marshal(Action{Kind: Discard, Seat: 1, Cards: hand(t, "9D")})
	if !strings.Contains(string(b), `"kind":"discard"`) || !strings.Contains(string(b), `"9D/0"`) {
		t.Errorf("action JSON %s", b)
	}
	before := g.Fingerprint()
	for _, a := range []Action{
		{Kind: Draw, Seat: seat, Yes: true},
		{Kind: Draw, Seat: seat, Meld: 2},
		{Kind: Draw, Seat: seat, Cards: g.Hand(seat)[:1]},
		{Kind: Discard, Seat: seat},
		{Kind: 0, Seat: seat},
		{Kind: 42, Seat: seat},
	} {
		if _, err := g.Apply(a); match.CodeOf(err) != ErrBadAction {
			t.Errorf("%+v: %v, want bad-action", a, err)
		}
	}
	if g.Fingerprint() != before {
		t.Fatal("a refused action changed the game")
	}
	g.Apply(Action{Kind: Draw, Seat: seat})
	rec, _ := g.Record([]match.Player{{Name: "A", Kind: "human"}, {Name: "B", Kind: "easy"}, {Name: "C", Kind: "easy"}, {Name: "D", Kind: "easy"}})
	if _, err := Replay(rec); err != nil {
		t.Fatalf("the record itself: %v", err)
	}
	rec.Actions = []byte(`[{"kind":"draw","seat":0},{"kind":"draw","seat":0}]`)
	if _, err := Replay(rec); err == nil {
		t.Error("a record with two draws in a row replayed")
	}
	rec.Actions = []byte(`[{"kind":"fly","seat":0}]`)
	if _, err := Replay(rec); err == nil {
		t.Error("a record with an unknown kind replayed")
	}
}

// View(seat) shows only the seat's own hand; the onlooker sees none.
func TestViewsHide(t *testing.T) {
	g, _ := NewMatch(Default(), 9)
	if v := g.SpectatorView(); v.Hand != nil || v.Seat != -1 {
		t.Errorf("spectator view has a hand")
	}
	v := g.View(1)
	if len(v.Hand) != len(g.Hand(1)) || v.Known[1] != nil {
		t.Errorf("seat view: %d cards", len(v.Hand))
	}
}
