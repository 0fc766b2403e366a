package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"tavolo/engine/arena"
	"testing"
)

// TestCanastaArena plays a few single hands and a short match per table
// size: no illegal move, and the JSON summary names the game and sides.
func TestCanastaArena(t *testing.T) {
	for _, args := range [][]string{
		{"arena", "--game", "canasta", "--players", "easy,random", "--hands", "12", "--json"},
		{"arena", "--game", "canasta", "--players", "easy,random", "--seats", "6", "--hands", "6", "--json"},
		{"arena", "--game", "canasta", "--players", "easy,random,random", "--hands", "6", "--preset", "all", "--json"},
		{"arena", "--game", "canasta", "--players", "random,easy", "--seats", "2", "--matches", "1", "--threshold", "3000", "--json"},
	} {
		var out, errb bytes.Buffer
		if code := run(args, nil, &out, &errb); code != 0 {
			t.Fatalf("%v: exit %d: %s%s", args, code, out.String(), errb.String())
		}
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		var sum arena.Summary
		if err := json.Unmarshal([]byte(lines[len(lines)-1]), &sum); err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		if sum.Game != "canasta" || sum.Illegal != 0 || len(sum.Players) < 2 {
			t.Errorf("%v: %+v", args, sum)
		}
	}
}
