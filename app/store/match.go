package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"sync"

	"tavolo/engine/match"
)

// File names of the match in progress inside the save directory.
const (
	CurrentFile  = "current.json"
	PreviousFile = "current.prev.json"
)

// Notice keys of LoadMatch.
const (
	KeySaveDamaged         = "save.damaged"          // unreadable; nothing to fall back on
	KeySaveDamagedRestored = "save.damaged.restored" // unreadable; the save before it was loaded
	KeySaveNewer           = "save.newer"            // written by a newer Tavolo; nothing to fall back on
	KeySaveNewerRestored   = "save.newer.restored"   // written by a newer Tavolo; the save before it was loaded
	KeySaveOtherGame       = "save.other_game"       // the save is another game's; left untouched
)

// One writer at a time inside the process: the autosave and a "new match"
// click must not interleave their temporary files.
var mu sync.Mutex

// SaveMatch writes rec as the match in progress in dir (created if
// needed). It writes current.json.tmp, flushes it, and renames it over
// current.json; so current.json always holds the last complete save.
//
// What current.json held before decides what happens to it first:
//
//   - The same match, one or more moves older (its actions are a prefix
//     of rec's): it is copied to current.prev.json (also atomically), so
//     the previous save is always a real, older state of the match.
//   - Exactly rec (a resumed match saved again): nothing is written, so
//     the previous save stays one move older.
//   - Something that cannot be read (a folder, a loop of symbolic links,
//     no permission): it is moved aside to current.damaged-<time>.json,
//     and the previous save is left as it was.
//   - Anything else (another match, a save that is not valid JSON, of
//     another version or game, or whose actions differ): it becomes the
//     previous save only if check (the game's replay) accepts it;
//     otherwise it is moved aside to current.damaged-<time>.json before
//     anything is written, and the previous save is left as it was.
//     Without a check, such a file is always moved aside: nothing that
//     has not been replayed is ever rotated into the previous slot.
//
// Use one directory per game, e.g. filepath.Join(root, "saves", game).
func SaveMatch(dir string, rec *match.Record, check ...func(*match.Record) error) error {
	if rec == nil {
		return errors.New("store: no record to save")
	}
	data, err := rec.Encode()
	if err != nil {
		return err
	}
	mu.Lock()
	defer mu.Unlock()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	cur := filepath.Join(dir, CurrentFile)
	old, err := os.ReadFile(cur)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		// Not a file that can be read (a folder, a loop of links, no
		// permission): never written over, moved aside and kept.
		if _, merr := MoveAside(cur); merr != nil {
			return fmt.Errorf("store: the save on disk can be neither read (%v) nor moved aside: %w", err, merr)
		}
	default:
		switch before(old, rec, check) {
		case unchanged:
			return nil
		case older:
			if err := WriteFile(filepath.Join(dir, PreviousFile), old); err != nil {
				return err
			}
		case unusable:
			if _, err := MoveAside(cur); err != nil {
				return fmt.Errorf("store: the save on disk could not be checked nor moved aside: %w", err)
			}
		}
	}
	return WriteFile(cur, data)
}

// What SaveMatch does with the save it replaces.
type fate uint8

const (
	unchanged fate = iota // it is the record being saved
	older                 // a good save: it becomes the previous one
	unusable              // it is moved aside
)

// before judges the save old that rec is about to replace.
func before(old []byte, rec *match.Record, checks []func(*match.Record) error) fate {
	prev, err := match.DecodeRecord(old, rec.Game)
	if err != nil {
		return unusable
	}
	switch n, ok := prefix(prev, rec); {
	case ok && n == 0:
		return unchanged
	case ok:
		return older
	}
	if len(checks) == 0 {
		return unusable
	}
	for _, check := range checks {
		if check == nil {
			continue
		}
		if err := safeCheck(check, prev); err != nil {
			return unusable
		}
	}
	return older
}

// prefix reports whether a is the same match as b, with actions that are
// a prefix of b's, and how many actions b has more.
func prefix(a, b *match.Record) (more int, ok bool) {
	if a.Version != b.Version || a.Game != b.Game || a.Seed != b.Seed ||
		!reflect.DeepEqual(a.Players, b.Players) || !sameJSON(a.Rules, b.Rules) {
		return 0, false
	}
	var as, bs []json.RawMessage
	if json.Unmarshal(a.Actions, &as) != nil || json.Unmarshal(b.Actions, &bs) != nil || len(as) > len(bs) {
		return 0, false
	}
	for i := range as {
		if !sameJSON(as[i], bs[i]) {
			return 0, false
		}
	}
	return len(bs) - len(as), true
}

// sameJSON reports whether two JSON texts are the same but for spacing.
func sameJSON(a, b []byte) bool {
	var ca, cb bytes.Buffer
	if json.Compact(&ca, a) != nil || json.Compact(&cb, b) != nil {
		return false
	}
	return bytes.Equal(ca.Bytes(), cb.Bytes())
}

// ClearMatch forgets the match in progress (the match ended, or the user
// abandoned it). The previous save goes first, so a crash half-way never
// brings back an older state of a match the user ended.
func ClearMatch(dir string) error {
	mu.Lock()
	defer mu.Unlock()
	var errs []error
	for _, name := range []string{PreviousFile, PreviousFile + ".tmp", CurrentFile, CurrentFile + ".tmp"} {
		if err := os.Remove(filepath.Join(dir, name)); err != nil && !errors.Is(err, fs.ErrNotExist) {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// LoadMatch reads the match in progress of game from dir.
//
//   - No save: nil, nil, nil.
//   - A good save: the record, nil, nil.
//   - A save that is not valid JSON, fails DecodeRecord, or fails check
//     (the caller's replay, e.g. scala40.Replay; nil skips it), or was
//     written by a newer version: the file is moved aside to
//     current.damaged-<time>.json and a Notice says so; if
//     current.prev.json is good it is loaded instead (and becomes
//     current.json again), otherwise the record is nil.
//   - A save of another game: nil record, a Notice with KeySaveOtherGame,
//     and the file is left alone.
//   - Something that cannot be read where the save should be (a folder,
//     a loop of symbolic links, no permission, I/O): treated as a damaged
//     save, moved aside if it can be, and the previous save offered.
//
// Every problem comes back as a Notice; the error is always nil and is
// kept for the callers' sake. LoadMatch never panics, even if check does.
func LoadMatch(dir, game string, check func(*match.Record) error) (*match.Record, *Notice, error) {
	mu.Lock()
	defer mu.Unlock()
	cur := filepath.Join(dir, CurrentFile)
	data, err := os.ReadFile(cur)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil, nil
	}
	var (
		rec     *match.Record
		verdict = damaged
		why     = fmt.Sprint("cannot read the save: ", err)
	)
	if err == nil {
		rec, verdict, why = examine(data, game, check)
	}
	switch verdict {
	case good:
		return rec, nil, nil
	case otherGame:
		return nil, &Notice{Key: KeySaveOtherGame, Detail: why,
			Message: "The saved match belongs to another game and was left as it is."}, nil
	}

	n := &Notice{Detail: why}
	if moved, err := MoveAside(cur); err == nil {
		n.File, n.Name = moved, filepath.Base(moved)
	} else {
		n.Detail += "; could not move it aside: " + err.Error()
	}
	if prev, err := os.ReadFile(filepath.Join(dir, PreviousFile)); err == nil {
		if prec, v, _ := examine(prev, game, check); v == good {
			if n.File != "" {
				// Make the restored save the current one again, so the
				// next start finds it even if nothing is saved before.
				if err := WriteFile(cur, prev); err != nil {
					n.Detail += "; could not restore the previous save: " + err.Error()
				}
			}
			n.Restored = true
			rec = prec
		}
	}
	n.Key, n.Message = saveMessage(verdict, n.Restored, n.Name)
	if !n.Restored {
		rec = nil
	}
	return rec, n, nil
}

func saveMessage(v verdict, restored bool, name string) (key, msg string) {
	aside := ""
	if name != "" {
		aside = fmt.Sprintf(" It was kept as %s.", name)
	}
	switch {
	case v == newer && restored:
		return KeySaveNewerRestored, "The saved match was written by a newer version of Tavolo and cannot be opened here, so the save before it was loaded." + aside
	case v == newer:
		return KeySaveNewer, "The saved match was written by a newer version of Tavolo and cannot be opened here; a new match can be started." + aside
	case restored:
		return KeySaveDamagedRestored, "The last save of the match was damaged, so the save before it was loaded: the last move may be missing." + aside
	default:
		return KeySaveDamaged, "The saved match was damaged and cannot be resumed; a new match can be started." + aside
	}
}

type verdict uint8

const (
	good verdict = iota
	damaged
	newer
	otherGame
)

type header struct {
	Version int    `json:"version"`
	Game    string `json:"game"`
}

// peek reads the version and the game of a record.
func peek(data []byte) (header, bool) {
	var h header
	if err := json.Unmarshal(data, &h); err != nil {
		return h, false
	}
	return h, true
}

// examine decides what a save file is worth.
func examine(data []byte, game string, check func(*match.Record) error) (rec *match.Record, v verdict, why string) {
	h, ok := peek(data)
	switch {
	case !ok:
		_, err := match.DecodeRecord(data, game)
		return nil, damaged, fmt.Sprint(err)
	case h.Version > match.RecordVersion:
		return nil, newer, fmt.Sprintf("save version %d is newer than this program (%d)", h.Version, match.RecordVersion)
	case h.Version > 0 && h.Game != game:
		return nil, otherGame, fmt.Sprintf("save is for %q, not %q", h.Game, game)
	}
	rec, err := match.DecodeRecord(data, game)
	if err != nil {
		return nil, damaged, err.Error()
	}
	if check != nil {
		if err := safeCheck(check, rec); err != nil {
			return nil, damaged, err.Error()
		}
	}
	return rec, good, ""
}

func safeCheck(check func(*match.Record) error, rec *match.Record) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("replay failed: %v", r)
		}
	}()
	return check(rec)
}
