package klaberjass

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"tavolo/engine/cards"
	"tavolo/engine/match"
	"tavolo/engine/options"
)

func card(t testing.TB, s string) cards.Card {
	t.Helper()
	f, err := cards.ParseFace(s)
	if err != nil {
		t.Fatal(err)
	}
	return cards.NewCard(f, 0)
}

func set(t testing.TB, s string) Set {
	t.Helper()
	fs, err := cards.ParseFaces(s)
	if err != nil {
		t.Fatal(err)
	}
	var out Set
	for _, f := range fs {
		out |= Bit(cards.NewCard(f, 0))
	}
	return out
}

func TestPackIndex(t *testing.T) {
	pack := cards.KlaberjassPack.Cards()
	if len(pack) != 32 || SetOf(pack) != AllCards {
		t.Fatalf("pack of %d cards covers %x", len(pack), SetOf(pack))
	}
	for i := 0; i < 32; i++ {
		if Index(CardAt(i)) != i || !InPack(CardAt(i)) {
			t.Errorf("bit %d: %v", i, CardAt(i))
		}
	}
	for _, c := range []cards.Card{card(t, "2S"), card(t, "6H"), cards.NewCard(cards.Joker, 0), cards.NewCard(cards.NewFace(cards.Ace, 0), 1)} {
		if InPack(c) {
			t.Errorf("%v/%d in the pack", c, c.Copy())
		}
	}
}

func TestCardPoints(t *testing.T) {
	cases := []struct {
		cards string
		trump cards.Suit
		want  int
	}{
		{"JH AH", cards.Hearts, 31}, // worked example 1
		{"9S 8S", cards.Hearts, 0},
		{"9H 10H", cards.Hearts, 24}, // worked example 4
		{"JS QS KS AS 10S 9S 8S 7S", cards.Hearts, 30},
		{"JH QH KH AH 10H 9H 8H 7H", cards.Hearts, 62},
	}
	for _, c := range cases {
		if got := SetPoints(set(t, c.cards), c.trump); got != c.want {
			t.Errorf("%s: %d, want %d", c.cards, got, c.want)
		}
	}
	if got := SetPoints(AllCards, cards.Clubs); got != 152 {
		t.Errorf("the pack is worth %d, want 152", got)
	}
}

func TestTrickWinner(t *testing.T) {
	cases := []struct {
		lead, second string
		want         int
	}{
		{"AH", "JH", 1}, // Jass over the trump Ace
		{"AH", "9H", 1}, // Menel too
		{"10H", "KH", 0},
		{"10S", "KS", 0}, // plain: 10 over K
		{"KS", "10S", 1},
		{"JS", "9S", 0}, // plain: J over 9
		{"AS", "7H", 1}, // any trump on a plain lead
		{"7H", "AS", 0}, // a discard never wins
		{"AS", "KD", 0},
	}
	for _, c := range cases {
		if got := TrickWinner(card(t, c.lead), card(t, c.second), cards.Hearts); got != c.want {
			t.Errorf("%s then %s: winner %d, want %d", c.lead, c.second, got, c.want)
		}
	}
}

func TestFollowSet(t *testing.T) {
	def := Default()
	loose := Default()
	loose.MustOvertrumpOnTrumpLead, loose.MustTrumpWhenVoid = false, false
	cases := []struct {
		name       string
		hand, lead string
		rules      *Rules
		allowed    string
		duty       Duty
	}{
		{"follow plain, no need to beat", "KS 7S JH", "AS", &def, "KS 7S", DutyFollow},
		{"void: must trump", "7H QD", "AS", &def, "7H", DutyTrump},
		{"trump lead: beat it", "9H QH", "10H", &def, "9H", DutyOvertrump},
		{"trump lead: only lower trumps", "QH 8H AS", "10H", &def, "QH 8H", DutyFollow},
		{"Jass over Ace", "JH 7H", "AH", &def, "JH", DutyOvertrump},
		{"no trumps on a trump lead", "AS KD", "10H", &def, "AS KD", DutyFree},
		{"loose: any trump", "9H QH AS", "10H", &loose, "9H QH", DutyFollow},
		{"loose: void may discard", "7H QD", "AS", &loose, "7H QD", DutyFree},
	}
	for _, c := range cases {
		got, duty := FollowSet(set(t, c.hand), card(t, c.lead), cards.Hearts, c.rules)
		if got != set(t, c.allowed) || duty != c.duty {
			t.Errorf("%s: %s duty %d, want %s duty %d", c.name, cards.FormatCards(got.Cards()), duty, c.allowed, c.duty)
		}
	}
}

func TestSequences(t *testing.T) {
	cases := []struct {
		hand string
		want []int // values, in the order found
	}{
		{"QS JS 10S", []int{20}},       // Q-J-10 is a sequence (edge case 5)
		{"AS 10S KS", nil},             // A-10-K is not
		{"AC KC QC JC 10C", []int{50}}, // one 50, never split (example 12)
		{"JS 10S 9S 8S 7S AD KD QD JD", []int{50, 50}},
		{"AC KC QC 9D 8D 7D 10S", []int{20, 20}},
		{"KH QH JH", []int{20}},
		{"AS KS 7S 8S", nil},
	}
	for _, c := range cases {
		var got []int
		for _, m := range Sequences(set(t, c.hand)) {
			got = append(got, m.Value)
		}
		if len(got) != len(c.want) {
			t.Errorf("%s: %v, want %v", c.hand, got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("%s: %v, want %v", c.hand, got, c.want)
			}
		}
	}
}

func TestCompareMelds(t *testing.T) {
	def := Default()
	deberc := def
	deberc.SequenceCompare, deberc.SequenceFinalTie = LengthThenTop, TieElderWins
	fours := def
	fours.FourOfAKindMelds = true
	cases := []struct {
		name   string
		e, d   string
		trump  cards.Suit
		rules  *Rules
		winner int
		points int
	}{
		{"top card", "QS JS 10S", "9D 8D 7D", cards.Hearts, &def, 0, 20},
		{"50 beats 20", "10C 9C 8C 7C", "AD KD QD", cards.Hearts, &def, 0, 50},
		{"top over length", "JS 10S 9S 8S 7S", "AD KD QD JD", cards.Hearts, &def, 1, 50},
		{"length first", "JS 10S 9S 8S 7S", "AD KD QD JD", cards.Hearts, &deberc, 0, 50},
		{"trump breaks tie", "KS QS JS", "KH QH JH", cards.Hearts, &def, 1, 20},
		{"plain tie: nobody", "KS QS JS", "KH QH JH", cards.Clubs, &def, -1, 0},
		{"plain tie: elder", "KS QS JS", "KH QH JH", cards.Clubs, &deberc, 0, 20},
		{"winner takes all", "AC KC QC 9D 8D 7D", "10S 9S 8S", cards.Hearts, &def, 0, 40},
		{"only one declares", "", "10S 9S 8S", cards.Hearts, &def, 1, 20},
		{"nobody declares", "", "", cards.Hearts, &def, -1, 0},
		{"four jacks", "JS JH JD JC", "AD KD QD JD", cards.Hearts, &fours, 0, 200},
	}
	for _, c := range cases {
		if c.name == "four jacks" {
			c.d = "AD KD QD 10D" // a Jack cannot be in both hands
		}
		ms := [2][]Meld{Melds(set(t, c.e), c.rules), Melds(set(t, c.d), c.rules)}
		w, p := CompareMelds(ms, c.trump, 0, c.rules)
		if w != c.winner || p != c.points {
			t.Errorf("%s: seat %d scores %d, want seat %d %d", c.name, w, p, c.winner, c.points)
		}
	}
}

func TestSettle(t *testing.T) {
	cases := []struct {
		name         string
		totals, want [2]int
	}{
		{"maker wins", [2]int{95, 67}, [2]int{95, 67}},         // example 13
		{"bete", [2]int{71, 91}, [2]int{0, 162}},               // example 14
		{"half bete", [2]int{81, 81}, [2]int{0, 81}},           // example 15
		{"bella feeds", [2]int{80, 102}, [2]int{0, 182}},       // example 16
		{"bella quiet", [2]int{60, 102}, [2]int{0, 162}},       // example 16
		{"bella ties", [2]int{91, 91}, [2]int{0, 91}},          // example 17
		{"sequence decides", [2]int{120, 92}, [2]int{120, 92}}, // example 18
		{"opponent's 50", [2]int{70, 142}, [2]int{0, 212}},
		{"all tricks", [2]int{162, 20}, [2]int{162, 20}}, // example 19
	}
	for _, c := range cases {
		got, _, _ := Settle(0, c.totals)
		if got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
		rev, _, _ := Settle(1, [2]int{c.totals[1], c.totals[0]})
		if rev != [2]int{c.want[1], c.want[0]} {
			t.Errorf("%s with seat 1 maker: %v", c.name, rev)
		}
	}
}

func TestNotation(t *testing.T) {
	for _, text := range []string{"take", "pass", "schmeiss", "answer play", "answer annul", "name C", "exchange", "declare", "play 10H", "play QH bella", "deal"} {
		a, err := ParseAction(1, text)
		if err != nil {
			t.Errorf("%q: %v", text, err)
			continue
		}
		if a.String() != text || a.Seat != 1 {
			t.Errorf("%q reads back as %q", text, a.String())
		}
		if err := a.check(); err != nil {
			t.Errorf("%q is not well formed: %v", text, err)
		}
	}
	for _, text := range []string{"", "fold", "take 1", "answer", "answer yes", "name", "name X", "play", "play 2S", "play JK", "play AS AH", "play AS belle", "exchange 7H"} {
		if _, err := ParseAction(0, text); match.CodeOf(err) != ErrBadAction {
			t.Errorf("%q: %v, want bad-action", text, err)
		}
	}
}

func TestActionJSON(t *testing.T) {
	a := Action{Kind: Play, Seat: 1, Card: card(t, "QH"), Bella: true}
	b, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != `{"seat":1,"do":"play QH bella"}` {
		t.Errorf("saved as %s", b)
	}
	var back Action
	if err := json.Unmarshal(b, &back); err != nil || back.Kind != a.Kind || back.Card != a.Card || !back.Bella {
		t.Errorf("read back %+v, %v", back, err)
	}
	for _, bad := range []string{`{"do":"jump"}`, `{"seat":0,"do":"pass","deal":{}}`, `{"seat":0}`, `[]`} {
		if err := json.Unmarshal([]byte(bad), &back); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
	if _, err := json.Marshal(Action{Kind: Pass, Card: 4}); err == nil {
		t.Error("a malformed action was written")
	}
	d := dealFrom(cards.KlaberjassPack.Shuffled(1), 0, OneAtATime)
	b, err = json.Marshal(Action{Kind: DealHand, Deal: d})
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &back); err != nil || back.Kind != DealHand || back.Deal.check(6) != nil {
		t.Errorf("deal read back %+v, %v", back, err)
	}
}

// TestMalformedActions: junk in a field the kind does not use is
// bad-action, and the game is unchanged.
func TestMalformedActions(t *testing.T) {
	g, _ := New(Default(), 3)
	before := g.Fingerprint()
	elder := g.Elder()
	for _, a := range []Action{
		{Kind: 0, Seat: elder},
		{Kind: 42, Seat: elder},
		{Kind: Take, Seat: 2},
		{Kind: Take, Seat: -1},
		{Kind: Take, Seat: elder, Card: 3},
		{Kind: Pass, Seat: elder, Bella: true},
		{Kind: Pass, Seat: elder, Suit: cards.Clubs},
		{Kind: Take, Seat: elder, Play: true},
		{Kind: Name, Seat: elder, Suit: 7},
		{Kind: Play, Seat: elder, Card: cards.NewCard(cards.Joker, 0)},
		{Kind: Pass, Seat: elder, Deal: &Deal{}},
		{Kind: DealHand, Seat: elder, Deal: &Deal{}},
	} {
		if _, err := g.Apply(a); match.CodeOf(err) != ErrBadAction {
			t.Errorf("%+v: %v, want bad-action", a, err)
		}
		if g.Fingerprint() != before {
			t.Fatalf("%+v changed the game", a)
		}
	}
}

func TestPresets(t *testing.T) {
	ps := Presets()
	if len(ps) < 2 || ps[0].Name != "classic" {
		t.Fatalf("presets %v", ps)
	}
	if d := ps[0].Rules.Diff(); len(d) != 0 {
		t.Errorf("classic differs from the defaults: %v", d)
	}
	deberc, ok := LookupPreset("deberc")
	if !ok || deberc.Rules.SequenceCompare != LengthThenTop {
		t.Errorf("deberc: %+v", deberc)
	}
	for _, p := range ps {
		if p.Description == "" {
			t.Errorf("%s has no description", p.Name)
		}
	}
	// Every option name of the rules document, section 2.
	names := []string{"target_score", "schmeiss_enabled", "schmeiss_refusal", "annulled_deal_dealer", "second_deal_pattern",
		"turn_bottom_card", "dix_exchange", "must_overtrump_on_trump_lead", "must_trump_when_void", "sequence_compare",
		"sequence_final_tie", "declarations_optional", "sequences_need_a_trick", "bella_needs_announcement",
		"last_trick_bonus", "all_tricks_bonus", "four_of_a_kind_melds", "tie_continue"}
	if len(Options) != len(names) {
		t.Errorf("%d options, want %d", len(Options), len(names))
	}
	for _, n := range names {
		if _, ok := options.Find(Options, n); !ok {
			t.Errorf("option %s missing", n)
		}
	}
}

func TestPresetErrors(t *testing.T) {
	cases := []struct{ src, want string }{
		{"[rules]\ntarget_scor = 500\n", "x.toml:2: rules.target_scor: unknown option"},
		{"[rules]\nsequence_compare = \"longest\"\n", "x.toml:2: rules.sequence_compare"},
		{"colour = 1\n", "x.toml:1: colour"},
		{"[rules]\nlast_trick_bonus = -1\n", "out of range"},
	}
	for _, c := range cases {
		_, err := ParsePreset("x.toml", []byte(c.src))
		var oe *options.Error
		if err == nil || !errors.As(err, &oe) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.src, err, c.want)
		}
	}
}

func FuzzParsePreset(f *testing.F) {
	entries, _ := presetFS.ReadDir("presets")
	for _, e := range entries {
		b, _ := presetFS.ReadFile("presets/" + e.Name())
		f.Add(b)
	}
	f.Add([]byte("[rules]\ntarget_score = \"x\"\nsequence_compare = 4\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		p, err := ParsePreset("fuzz.toml", src)
		if err != nil {
			var oe *options.Error
			if !errors.As(err, &oe) || err.Error() == "" {
				t.Fatalf("error %v is not a located error", err)
			}
			return
		}
		if err := p.Rules.Validate(); err != nil {
			t.Fatalf("accepted invalid rules: %v", err)
		}
		if _, err := New(p.Rules, 1); err != nil {
			t.Fatalf("accepted rules that deal no game: %v", err)
		}
	})
}
