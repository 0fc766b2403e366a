package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"tavolo/engine/match"
)

// RecentKeep is how many finished matches of each game are kept.
const RecentKeep = 50

// KeyRecentDamaged is the Notice key of a finished match's record that
// could not be read: it was moved aside and is no longer listed.
const KeyRecentDamaged = "recent.damaged"

// recentStamp is the time at the head of a finished match's file name;
// the names sort from the oldest to the newest.
const recentStamp = "20060102-150405"

// Recent is a finished match as kept: its record and when it ended.
type Recent struct {
	Path   string
	When   time.Time
	Record *match.Record
}

// SaveRecent keeps rec, a finished match, in dir (one directory per
// game, e.g. filepath.Join(root, "recent", game)), written atomically as
// the saves are, and forgets the oldest beyond RecentKeep. It returns the
// new file's path.
func SaveRecent(dir string, rec *match.Record, when time.Time) (string, error) {
	data, err := rec.Encode()
	if err != nil {
		return "", err
	}
	mu.Lock()
	defer mu.Unlock()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	path := freeName(dir, fmt.Sprintf("%s-%016x", when.UTC().Format(recentStamp), rec.Seed))
	if err := WriteFile(path, data); err != nil {
		return "", err
	}
	names, err := recentNames(dir)
	if err != nil {
		return path, err
	}
	var errs []error
	for _, name := range names[:max(0, len(names)-RecentKeep)] {
		if err := os.Remove(filepath.Join(dir, name)); err != nil && !errors.Is(err, fs.ErrNotExist) {
			errs = append(errs, err)
		}
	}
	return path, errors.Join(errs...)
}

// freeName is dir/stem.json, or dir/stem-2.json … where that is taken.
func freeName(dir, stem string) string {
	path := filepath.Join(dir, stem+".json")
	for i := 2; ; i++ {
		if _, err := os.Lstat(path); errors.Is(err, fs.ErrNotExist) {
			return path
		}
		path = filepath.Join(dir, fmt.Sprintf("%s-%d.json", stem, i))
	}
}

// recentNames are the finished matches' files in dir, oldest first:
// neither a file set aside nor another kind of file.
func recentNames(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		n := e.Name()
		if strings.HasSuffix(n, ".json") && !strings.Contains(n, ".damaged-") && strings.Count(n, ".") == 1 {
			if _, err := time.Parse(recentStamp, n[:min(len(n), len(recentStamp))]); err == nil {
				names = append(names, n)
			}
		}
	}
	slices.Sort(names)
	return names, nil
}

// LoadRecent lists the finished matches of game kept in dir, newest
// first. A file that cannot be read, is not game's, fails its checksum
// or check (the game's replay; nil skips it) is moved aside and told in
// a Notice (KeyRecentDamaged), never dropped silently; the others are
// listed.
func LoadRecent(dir, game string, check func(*match.Record) error) ([]Recent, []*Notice) {
	names, err := recentNames(dir)
	if err != nil {
		return nil, []*Notice{{Key: KeyRecentDamaged, Message: "The folder of recent matches cannot be read.", Detail: err.Error()}}
	}
	var out []Recent
	var notices []*Notice
	for _, name := range slices.Backward(names) {
		path := filepath.Join(dir, name)
		rec, why := readRecent(path, game, check)
		if rec == nil {
			notices = append(notices, recentNotice(path, why))
			continue
		}
		when, _ := time.ParseInLocation(recentStamp, name[:len(recentStamp)], time.UTC)
		out = append(out, Recent{Path: path, When: when.Local(), Record: rec})
	}
	return out, notices
}

// readRecent reads one finished match, or says why it cannot be used.
func readRecent(path, game string, check func(*match.Record) error) (*match.Record, string) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err.Error()
	}
	rec, err := match.DecodeRecord(data, game)
	if err == nil && check != nil {
		err = safeCheck(check, rec)
	}
	if err != nil {
		return nil, err.Error()
	}
	return rec, ""
}

// recentNotice moves a damaged finished match aside and says so.
func recentNotice(path, why string) *Notice {
	n := &Notice{Key: KeyRecentDamaged, Detail: why}
	if to, err := MoveAside(path); err == nil {
		n.File, n.Name = to, filepath.Base(to)
	} else {
		n.Detail += "; could not move it aside: " + err.Error()
	}
	n.Message = "A recent match could not be read and is no longer listed."
	if n.Name != "" {
		n.Message += fmt.Sprintf(" It was kept as %s.", n.Name)
	}
	return n
}

// ReviewsFile is the file in a game's folder of recent matches that
// keeps the reviews already computed, so that reopening one is
// immediate.
const ReviewsFile = "reviews.cache"

// LoadReviews reads the reviews kept in dir into v (any JSON value). A
// missing or unreadable cache is no error: the reviews are computed
// again.
func LoadReviews(dir string, v any) {
	if data, err := os.ReadFile(filepath.Join(dir, ReviewsFile)); err == nil {
		_ = json.Unmarshal(data, v)
	}
}

// SaveReviews writes v, the reviews of dir's matches, atomically.
func SaveReviews(dir string, v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	mu.Lock()
	defer mu.Unlock()
	return WriteFile(filepath.Join(dir, ReviewsFile), data)
}
