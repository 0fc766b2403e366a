package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tavolo/engine/canasta"
	"tavolo/engine/klaberjass"
	"tavolo/engine/match"
	"tavolo/engine/match/matchtest"
	"tavolo/engine/scala40"
)

// newGame starts a real Scala 40 match that never ends by elimination.
func newGame(t testing.TB, seed uint64) *scala40.Game {
	t.Helper()
	r := scala40.Default()
	r.Players = 3
	r.EliminationScore = 100000
	g, err := scala40.NewMatch(r, seed)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

var seats = []match.Player{{Name: "Anna", Kind: "human"}, {Name: "Bruno", Kind: "easy"}, {Name: "Carla", Kind: "hard"}}

func record(t testing.TB, g *scala40.Game) *match.Record {
	t.Helper()
	rec, err := g.Record(seats)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// play applies n moves (the first legal one that is not an undo).
func play(t testing.TB, g *scala40.Game, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		for _, a := range g.Legal(g.ToMove()) {
			if a.Kind != scala40.Undo {
				if _, err := g.Apply(a); err != nil {
					t.Fatal(err)
				}
				break
			}
		}
	}
}

func replay(rec *match.Record) error {
	_, err := scala40.Replay(rec)
	return err
}

func actions(t testing.TB, rec *match.Record) int {
	t.Helper()
	if rec == nil {
		return 0
	}
	var a []json.RawMessage
	if err := json.Unmarshal(rec.Actions, &a); err != nil {
		t.Fatal(err)
	}
	return len(a)
}

func damagedFiles(t *testing.T, dir string) []string {
	t.Helper()
	m, err := filepath.Glob(filepath.Join(dir, "current.damaged-*.json"))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestNoSave(t *testing.T) {
	rec, n, err := LoadMatch(t.TempDir(), scala40.GameName, replay)
	if rec != nil || n != nil || err != nil {
		t.Fatalf("got %v %v %v", rec, n, err)
	}
	rec, n, err = LoadMatch(filepath.Join(t.TempDir(), "not", "there"), scala40.GameName, replay)
	if rec != nil || n != nil || err != nil {
		t.Fatalf("missing dir: got %v %v %v", rec, n, err)
	}
}

func TestSaveLoadKeepsPrevious(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "saves", "scala40")
	g := newGame(t, 7)
	play(t, g, 5)
	first := record(t, g)
	if err := SaveMatch(dir, first); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, PreviousFile)); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("first save made a previous file: %v", err)
	}
	play(t, g, 5)
	second := record(t, g)
	if err := SaveMatch(dir, second); err != nil {
		t.Fatal(err)
	}
	rec, n, err := LoadMatch(dir, scala40.GameName, replay)
	if err != nil || n != nil {
		t.Fatalf("load: %v %v", n, err)
	}
	if actions(t, rec) != 10 || rec.Seed != 7 || rec.Players[0].Name != "Anna" {
		t.Fatalf("loaded %d actions, seed %d", actions(t, rec), rec.Seed)
	}
	prev, _ := os.ReadFile(filepath.Join(dir, PreviousFile))
	want, _ := first.Encode()
	if !bytes.Equal(prev, want) {
		t.Fatal("current.prev.json is not the first save")
	}
	left, _ := filepath.Glob(filepath.Join(dir, "*.tmp"))
	if len(left) > 0 {
		t.Fatalf("temporary files left: %v", left)
	}
}

func TestDamagedFallsBackToPrevious(t *testing.T) {
	g := newGame(t, 3)
	play(t, g, 4)
	good := record(t, g)
	goodData, _ := good.Encode()
	tampered := *good
	tampered.Actions = json.RawMessage(`[{"kind":8,"seat":0}]`) // next-hand in the middle of a hand
	for _, tc := range []struct {
		name, key string
		data      []byte
	}{
		{"truncated", KeySaveDamagedRestored, goodData[:len(goodData)/2]},
		{"empty", KeySaveDamagedRestored, nil},
		{"zeros", KeySaveDamagedRestored, make([]byte, 300)},
		{"no version", KeySaveDamagedRestored, []byte(`{"game":"scala40"}`)},
		{"replay fails", KeySaveDamagedRestored, must(tampered.Encode())},
		{"newer", KeySaveNewerRestored, []byte(`{"version":99,"game":"scala40","future":true}`)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			os.WriteFile(filepath.Join(dir, PreviousFile), goodData, 0o644)
			os.WriteFile(filepath.Join(dir, CurrentFile), tc.data, 0o644)
			rec, n, err := LoadMatch(dir, scala40.GameName, replay)
			if err != nil {
				t.Fatal(err)
			}
			if n == nil || n.Key != tc.key || !n.Restored {
				t.Fatalf("notice %+v, want %s restored", n, tc.key)
			}
			if rec == nil || actions(t, rec) != 4 {
				t.Fatalf("did not restore the previous save: %v", rec)
			}
			aside := damagedFiles(t, dir)
			if len(aside) != 1 || aside[0] != n.File || n.Name != filepath.Base(n.File) {
				t.Fatalf("moved aside %v, notice says %q", aside, n.File)
			}
			if kept, _ := os.ReadFile(aside[0]); !bytes.Equal(kept, tc.data) {
				t.Fatal("the damaged file was not kept as it was")
			}
			if !strings.Contains(n.Message, n.Name) {
				t.Fatalf("message does not name the kept file: %s", n.Message)
			}
			// The restored save is current again: a second start finds it
			// with no notice.
			rec2, n2, err := LoadMatch(dir, scala40.GameName, replay)
			if err != nil || n2 != nil || actions(t, rec2) != 4 {
				t.Fatalf("second load: %v %+v %v", rec2, n2, err)
			}
		})
	}
}

func must(b []byte, err error) []byte {
	if err != nil {
		panic(err)
	}
	return b
}

func TestDamagedWithoutPrevious(t *testing.T) {
	for _, tc := range []struct {
		name, key string
		data      string
	}{
		{"junk", KeySaveDamaged, "not json at all"},
		{"newer", KeySaveNewer, `{"version":2,"game":"scala40"}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			os.WriteFile(filepath.Join(dir, CurrentFile), []byte(tc.data), 0o644)
			// A damaged previous save is not used either.
			os.WriteFile(filepath.Join(dir, PreviousFile), []byte(`{"version":1,"game":"scala40","players":[]`), 0o644)
			rec, n, err := LoadMatch(dir, scala40.GameName, replay)
			if err != nil || rec != nil {
				t.Fatalf("got %v, %v", rec, err)
			}
			if n == nil || n.Key != tc.key || n.Restored || n.Message == "" || n.Detail == "" {
				t.Fatalf("notice %+v", n)
			}
			if len(damagedFiles(t, dir)) != 1 {
				t.Fatal("not moved aside")
			}
			if _, err := os.Stat(filepath.Join(dir, CurrentFile)); !errors.Is(err, os.ErrNotExist) {
				t.Fatal("current.json still there")
			}
			rec, n, err = LoadMatch(dir, scala40.GameName, replay)
			if rec != nil || n != nil || err != nil {
				t.Fatalf("second load: %v %v %v", rec, n, err)
			}
		})
	}
}

func TestPanickingCheck(t *testing.T) {
	dir := t.TempDir()
	if err := SaveMatch(dir, record(t, newGame(t, 1))); err != nil {
		t.Fatal(err)
	}
	rec, n, err := LoadMatch(dir, scala40.GameName, func(*match.Record) error { panic("boom") })
	if err != nil || rec != nil || n == nil || n.Key != KeySaveDamaged || !strings.Contains(n.Detail, "boom") {
		t.Fatalf("got %v %+v %v", rec, n, err)
	}
}

func TestOtherGameLeftAlone(t *testing.T) {
	dir := t.TempDir()
	data := []byte(`{"version":1,"game":"briscola","seed":1,"players":[],"rules":{},"actions":[]}`)
	os.WriteFile(filepath.Join(dir, CurrentFile), data, 0o644)
	rec, n, err := LoadMatch(dir, scala40.GameName, replay)
	if err != nil || rec != nil || n == nil || n.Key != KeySaveOtherGame {
		t.Fatalf("got %v %+v %v", rec, n, err)
	}
	if kept, _ := os.ReadFile(filepath.Join(dir, CurrentFile)); !bytes.Equal(kept, data) || len(damagedFiles(t, dir)) != 0 {
		t.Fatal("another game's save was touched")
	}
}

func TestClearMatch(t *testing.T) {
	dir := t.TempDir()
	g := newGame(t, 2)
	SaveMatch(dir, record(t, g))
	play(t, g, 1)
	SaveMatch(dir, record(t, g))
	if err := ClearMatch(dir); err != nil {
		t.Fatal(err)
	}
	if left, _ := os.ReadDir(dir); len(left) != 0 {
		t.Fatalf("left: %v", left)
	}
	if err := ClearMatch(dir); err != nil {
		t.Fatalf("clearing twice: %v", err)
	}
	rec, n, err := LoadMatch(dir, scala40.GameName, replay)
	if rec != nil || n != nil || err != nil {
		t.Fatal("a cleared match came back")
	}
}

func TestMoveAsideNames(t *testing.T) {
	dir := t.TempDir()
	var names []string
	for i := 0; i < 3; i++ {
		p := filepath.Join(dir, "stats.json")
		os.WriteFile(p, []byte{byte(i)}, 0o644)
		to, err := MoveAside(p)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(filepath.Base(to), "stats.damaged-") || filepath.Ext(to) != ".json" {
			t.Fatalf("bad name %s", to)
		}
		names = append(names, to)
	}
	if names[0] == names[1] || names[1] == names[2] {
		t.Fatalf("names collide: %v", names)
	}
}

func TestWriteFileReplaces(t *testing.T) {
	p := filepath.Join(t.TempDir(), "a", "b.txt")
	for _, s := range []string{"one", "two"} {
		if err := WriteFile(p, []byte(s)); err != nil {
			t.Fatal(err)
		}
		if got, _ := os.ReadFile(p); string(got) != s {
			t.Fatalf("got %q", got)
		}
	}
	if _, err := os.Stat(p + ".tmp"); !errors.Is(err, os.ErrNotExist) {
		t.Fatal("tmp left behind")
	}
}

// savedGame is one game's real saves for FuzzLoadMatch, a few actions
// into a match, and how the app checks that a save replays.
type savedGame struct {
	name   string
	saves  [][]byte
	replay func(*match.Record) error
}

// savedGames are the three games' saves, small (compact, a few actions),
// so each run of the fuzzer is quick.
func savedGames(tb testing.TB) []savedGame {
	s40, err := matchtest.Saves(matchtest.Subject[*scala40.Game, scala40.View, scala40.Action]{
		New: func(seed uint64, _ int) (*scala40.Game, error) { return scala40.NewMatch(scala40.Default(), seed) },
	}, 5, 0, 0, 6)
	if err != nil {
		tb.Fatal(err)
	}
	cn, err := matchtest.Saves(matchtest.Subject[*canasta.Game, canasta.View, canasta.Action]{
		New: func(seed uint64, _ int) (*canasta.Game, error) { return canasta.NewMatch(canasta.Default(), seed) },
	}, 5, 0, 0, 6)
	if err != nil {
		tb.Fatal(err)
	}
	kj, err := matchtest.Saves(matchtest.Subject[*klaberjass.Game, klaberjass.View, klaberjass.Action]{
		New: func(seed uint64, _ int) (*klaberjass.Game, error) { return klaberjass.New(klaberjass.Default(), seed) },
	}, 5, 0, 0, 6)
	if err != nil {
		tb.Fatal(err)
	}
	return []savedGame{
		{scala40.GameName, s40, replay},
		{canasta.GameName, cn, func(r *match.Record) error { _, err := canasta.Replay(r); return err }},
		{klaberjass.GameName, kj, func(r *match.Record) error { _, err := klaberjass.Replay(r); return err }},
	}
}

// fuzzDir is a folder for FuzzLoadMatch's runs, emptied before each: on
// a memory file system where the machine has one (/dev/shm), since what
// is fuzzed is the reading of saves and a disk's flushes would make most
// of each run's time.
func fuzzDir(f *testing.F) func(t *testing.T) string {
	root := ""
	if st, err := os.Stat("/dev/shm"); err == nil && st.IsDir() {
		root = "/dev/shm"
	}
	base, err := os.MkdirTemp(root, "tavolo-fuzz-")
	if err != nil {
		base = f.TempDir()
	}
	f.Cleanup(func() { os.RemoveAll(base) })
	dir := filepath.Join(base, "save")
	return func(t *testing.T) string {
		if err := os.RemoveAll(dir); err != nil {
			t.Fatal(err)
		}
		if err := os.Mkdir(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		return dir
	}
}

// FuzzLoadMatch loads the three games' saves damaged byte by byte (a run
// of bytes cut, others put in their place), with and without a good
// previous save: whatever the damage, the load gives a record that
// replays or a notice, keeps the damaged file, and a second load is
// quiet and agrees.
func FuzzLoadMatch(f *testing.F) {
	games, empty := savedGames(f), fuzzDir(f)
	for i, g := range games {
		for j, b := range g.saves {
			f.Add(uint8(i), uint8(j), uint16(0), uint16(0), []byte(nil), false)
			f.Add(uint8(i), uint8(j), uint16(len(b)-3), uint16(3), []byte(nil), true)
			f.Add(uint8(i), uint8(j), uint16(0), uint16(len(b)), []byte(`{"version":2,"game":"`+g.name+`"}`), true)
			f.Add(uint8(i), uint8(j), uint16(0), uint16(len(b)), []byte(`{"version":1,"game":"briscola"}`), true)
			f.Add(uint8(i), uint8(j), uint16(0), uint16(len(b)), []byte("\x00\xff"), false)
		}
	}
	f.Add(uint8(0), uint8(0), uint16(0), uint16(65535),
		[]byte(`{"version":1,"game":"scala40","seed":1,"players":[{}],"rules":{"rules":{}},"actions":[{"kind":8}]}`), false)
	f.Fuzz(func(t *testing.T, game, which uint8, at, cut uint16, insert []byte, withPrev bool) {
		g := games[int(game)%len(games)]
		data := matchtest.Splice(g.saves[int(which)%len(g.saves)], at, cut, insert)
		if err := loadDamaged(empty(t), g, data, withPrev); err != nil {
			t.Fatal(err)
		}
	})
}

// BenchmarkFuzzLoadMatch times FuzzLoadMatch's body on damage like the
// fuzzer's: a few bytes cut and put in at a random place.
func BenchmarkFuzzLoadMatch(b *testing.B) {
	games := savedGames(b)
	root := b.TempDir()
	if st, err := os.Stat("/dev/shm"); err == nil && st.IsDir() {
		root, _ = os.MkdirTemp("/dev/shm", "tavolo-bench-")
		defer os.RemoveAll(root)
	}
	dir := filepath.Join(root, "save")
	rng := rand.New(rand.NewPCG(1, 2))
	for b.Loop() {
		g := games[rng.IntN(len(games))]
		base := g.saves[rng.IntN(len(g.saves))]
		insert := make([]byte, rng.IntN(4))
		for i := range insert {
			insert[i] = byte(rng.Uint32())
		}
		data := matchtest.Splice(base, uint16(rng.IntN(len(base))), uint16(rng.IntN(8)), insert)
		os.RemoveAll(dir)
		os.Mkdir(dir, 0o755)
		if err := loadDamaged(dir, g, data, rng.IntN(2) == 0); err != nil {
			b.Fatal(err)
		}
	}
}

// loadDamaged puts data as the save in dir (empty), with g's last good
// save as the previous one when withPrev, loads it and checks what
// FuzzLoadMatch promises.
func loadDamaged(dir string, g savedGame, data []byte, withPrev bool) error {
	os.WriteFile(filepath.Join(dir, CurrentFile), data, 0o644)
	if withPrev {
		os.WriteFile(filepath.Join(dir, PreviousFile), g.saves[len(g.saves)-1], 0o644)
	}
	rec, n, err := LoadMatch(dir, g.name, g.replay)
	if err != nil {
		return err
	}
	if rec != nil {
		if err := g.replay(rec); err != nil {
			return fmt.Errorf("returned a record that does not replay: %v", err)
		}
	}
	if n == nil {
		if rec == nil {
			return errors.New("no record and no notice for an existing save")
		}
		return nil
	}
	if n.Message == "" || n.Key == "" {
		return fmt.Errorf("empty notice %+v", n)
	}
	if n.Key == KeySaveOtherGame {
		return nil
	}
	if n.Restored != (rec != nil) || (withPrev && !n.Restored) {
		return fmt.Errorf("restored %v with record %v (prev %v)", n.Restored, rec != nil, withPrev)
	}
	if kept, err := os.ReadFile(n.File); err != nil || !bytes.Equal(kept, data) {
		return fmt.Errorf("damaged file not kept: %v", err)
	}
	// Whatever happened, a second load is quiet and agrees.
	rec2, n2, err := LoadMatch(dir, g.name, g.replay)
	if err != nil || n2 != nil || (rec2 == nil) != (rec == nil) {
		return fmt.Errorf("second load: %v %+v %v", rec2, n2, err)
	}
	return nil
}
