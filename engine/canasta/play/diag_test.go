package play

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"tavolo/engine/canasta"
	canastaai "tavolo/engine/canasta/ai"
	"tavolo/engine/match"
)

// TestDiagRedecide (TAVOLO_REDECIDE=FILE) asks, at recorded decisions,
// how often hard's own search played afresh (other seeds, no time
// limit) plays another move than the record's: at 128 deals (hard's
// count, 6 seeds) and at 512 (2 seeds). FILE has one decision a line:
// a record's path, the seat, the action's number from 1 (the review's
// step), then anything; a decision hard does not search (one
// candidate) is only named. It measures where a review finds hard's own
// decisions losing (docs/measurements/review-judge.txt, Run 4).
func TestDiagRedecide(t *testing.T) {
	path := os.Getenv("TAVOLO_REDECIDE")
	if path == "" {
		t.Skip("set TAVOLO_REDECIDE=FILE")
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fs := strings.Fields(sc.Text())
		if len(fs) < 3 {
			continue
		}
		seat, _ := strconv.Atoi(fs[1])
		step, _ := strconv.Atoi(fs[2])
		v, played := decisionAt(t, fs[0], seat, step)
		if len(canastaai.Hint(v, 1000, canastaai.Options{Budget: -1, Workers: 1}).Candidates) < 2 {
			fmt.Printf("%s: %v; not searched\n", sc.Text(), played)
			continue
		}
		other := func(worlds, seeds int) int {
			n := 0
			for k := range seeds {
				adv := canastaai.Hint(v, uint64(1000+k), canastaai.Options{Budget: -1, Worlds: worlds, MoreWorlds: -1, Workers: 1})
				if adv.Action.String() != played.String() {
					n++
				}
			}
			return n
		}
		fmt.Printf("%s: %v; another move at 128 deals %d/6, at 512 deals %d/2\n", sc.Text(), played, other(128, 6), other(512, 2))
	}
}

// decisionAt is seat's view before action number step of the record in
// file, and the action it played there.
func decisionAt(t *testing.T, file string, seat, step int) (canasta.View, canasta.Action) {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := match.DecodeRecord(data, canasta.GameName)
	if err != nil {
		t.Fatal(err)
	}
	g, err := canasta.Replay(match.Opening(rec))
	if err != nil {
		t.Fatal(err)
	}
	var v canasta.View
	var played canasta.Action
	errFound := errors.New("found")
	_, err = match.Walk[canasta.View, canasta.Action](g, rec, func(n, _ int, a canasta.Action, _ json.RawMessage) error {
		if n != step {
			return nil
		}
		v, played = g.View(seat), a
		return errFound
	}, nil)
	if !errors.Is(err, errFound) {
		t.Fatalf("%s: no action %d (%v)", file, step, err)
	}
	return v, played
}
