package scenario_test

import (
	"strings"
	"testing"

	"tavolo/engine/games"
	"tavolo/engine/scenario"
)

// TestKlaberjassSetupErrors: broken Klaberjass files fail at setup with a
// message naming the key.
func TestKlaberjassSetupErrors(t *testing.T) {
	const head = "game = \"klaberjass\"\n"
	cases := []struct{ name, src, want string }{
		{"unknown option", head + "[rules]\nbella_points = 30\n[setup]\nhands = [\"AS\", \"KS\"]\n", "bella_points"},
		{"bad option value", head + "[rules]\nsequence_compare = \"longest\"\n[setup]\nhands = [\"AS\", \"KS\"]\n", "sequence_compare"},
		{"unknown preset", head + "[rules]\npreset = \"jass\"\n[setup]\nhands = [\"AS\", \"KS\"]\n", "preset"},
		{"three players", head + "[setup]\nplayers = 3\nhands = [\"AS\", \"KS\", \"QS\"]\n", "players"},
		{"one hand", head + "[setup]\nhands = [\"AS\"]\n", "hands"},
		{"card twice", head + "[setup]\nhands = [\"AS\", \"AS\"]\n", "more AS"},
		{"not in the pack", head + "[setup]\nhands = [\"2S\", \"AS\"]\n", "2S"},
		{"joker", head + "[setup]\nhands = [\"JK\", \"AS\"]\n", "JK"},
		{"unequal hands", head + "[setup]\nhands = [\"AS KS\", \"QS\"]\n", "same number"},
		{"too many before bidding", head + "[setup]\nhands = [\"AS KS QS JS 10S 9S 8S\", \"AH KH QH JH 10H 9H 8H\"]\n", "1 to 6"},
		{"too many after bidding", head + "[setup]\ntrump = \"H\"\nmaker = 0\nhands = [\"AS KS QS JS 10S 9S 8S 7S AD 10D\", \"AH KH QH JH 10H 9H 8H 7H KD QD\"]\n", "1 to 9"},
		{"trump without maker", head + "[setup]\ntrump = \"H\"\nhands = [\"AS\", \"KS\"]\n", "trump and maker"},
		{"bad trump", head + "[setup]\ntrump = \"X\"\nmaker = 0\nhands = [\"AS\", \"KS\"]\n", "trump"},
		{"bad maker", head + "[setup]\ntrump = \"H\"\nmaker = 2\nhands = [\"AS\", \"KS\"]\n", "maker"},
		{"two upcards", head + "[setup]\nupcard = \"AS KS\"\nhands = [\"QS\", \"JS\"]\n", "upcard"},
		{"second of four", head + "[setup]\nhands = [\"QS\", \"JS\"]\nsecond = [\"AH KH QH JH\", \"AD KD QD JD\"]\n", "second[0]"},
		{"second after bidding", head + "[setup]\ntrump = \"H\"\nmaker = 0\nhands = [\"QS\", \"JS\"]\nsecond = [\"AH\", \"AD\"]\n", "second"},
		{"canasta key", head + "[setup]\nteam_scores = [1, 2]\nhands = [\"QS\", \"JS\"]\n", "Canasta"},
		{"bad dealer", head + "[setup]\ndealer = 2\nhands = [\"QS\", \"JS\"]\n", "dealer"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f, err := scenario.Parse(c.name+".toml", []byte(c.src))
			if err == nil {
				err = scenario.Run(f, games.Scenario)
			}
			if err == nil {
				t.Fatalf("accepted")
			}
			if !strings.HasPrefix(err.Error(), "setup: ") || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %q, want a setup error mentioning %q", err, c.want)
			}
		})
	}
}

// TestKlaberjassChecks: a check that differs fails the step and says so.
func TestKlaberjassChecks(t *testing.T) {
	const setup = "game = \"klaberjass\"\n[setup]\ndealer = 1\ntrump = \"H\"\nmaker = 0\nhands = [\"AS KS\", \"QS JS\"]\n[[step]]\ndo = \"play AS\"\n"
	cases := []struct{ check, want string }{
		{"to_move = 0", "to_move"},
		{"phase = \"bid\"", "phase"},
		{"trump = \"S\"", "trump"},
		{"maker = 1", "maker"},
		{"tricks = [1, 0]", "tricks"},
		{"hand_sizes = [2, 2]", "hand_sizes"},
		{"hands = [\"KS\", \"QS\"]", "hands[1]"},
		{"stock_size = 3", "stock_size"},
		{"scores = [1, 0]", "scores"},
		{"winner = 0", "winner"},
		{"dealer = 0", "dealer"},
		{"top_discard = \"AS\"", "not Klaberjass checks"},
	}
	for _, c := range cases {
		f, err := scenario.Parse("c.toml", []byte(setup+c.check+"\n"))
		if err != nil {
			t.Fatal(err)
		}
		err = scenario.Run(f, games.Scenario)
		if err == nil || !strings.Contains(err.Error(), "step 1") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v", c.check, err)
		}
	}
	ok := setup + "to_move = 1\nphase = \"play\"\ntrump = \"H\"\nmaker = 0\ntricks = [0, 0]\nhand_sizes = [1, 2]\nhands = [\"KS\", \"QS JS\"]\nstock_size = 28\nscores = [0, 0]\nwinner = -1\ndealer = 1\n"
	f, err := scenario.Parse("ok.toml", []byte(ok))
	if err != nil {
		t.Fatal(err)
	}
	if err := scenario.Run(f, games.Scenario); err != nil {
		t.Errorf("correct checks failed: %v", err)
	}
}
