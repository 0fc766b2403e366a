// Package store keeps Tavolo's files safe on disk: the match in progress
// (autosaved after every move), and the small helpers the settings and
// statistics files share: atomic writes and moving a damaged file aside.
//
// Nothing here imports Fyne; the app passes its storage root.
package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// WriteFile replaces path with data atomically: it writes path+".tmp" in
// the same directory, flushes it to disk, renames it over path and flushes
// the directory. A crash at any moment leaves either the old file or the
// new one, never a mix. The directory is created if needed.
//
// A path that is a symbolic link is written where the link points (the
// link stays a link); a link that leads nowhere is an error, and left
// alone.
func WriteFile(path string, data []byte) error {
	if fi, err := os.Lstat(path); err == nil && fi.Mode()&fs.ModeSymlink != 0 {
		target, err := filepath.EvalSymlinks(path)
		if err != nil {
			return fmt.Errorf("%s is a link to a file that cannot be reached: %w", path, err)
		}
		path = target
	}
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmp := path + ".tmp"
	f, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(tmp)
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return err
	}
	syncDir(dir)
	return nil
}

// syncDir flushes a directory entry change (a rename) to disk where the
// system allows it; errors are ignored (Windows cannot sync a directory).
func syncDir(dir string) {
	d, err := os.Open(dir)
	if err != nil {
		return
	}
	d.Sync()
	d.Close()
}

// MoveAside renames a damaged file out of the way, keeping it for the
// user: "current.json" becomes "current.damaged-20260102-150405.json"
// (with "-2", "-3" … if that name is taken). It returns the new path.
func MoveAside(path string) (string, error) {
	dir, base := filepath.Split(path)
	ext := filepath.Ext(base)
	stem := strings.TrimSuffix(base, ext)
	stamp := time.Now().Format("20060102-150405")
	for i := 1; i < 1000; i++ {
		name := fmt.Sprintf("%s.damaged-%s%s", stem, stamp, ext)
		if i > 1 {
			name = fmt.Sprintf("%s.damaged-%s-%d%s", stem, stamp, i, ext)
		}
		to := filepath.Join(dir, name)
		if _, err := os.Lstat(to); !errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err := os.Rename(path, to); err != nil {
			return "", err
		}
		syncDir(filepath.Clean(dir))
		return to, nil
	}
	return "", fmt.Errorf("cannot find a free name to move %s aside", base)
}

// Notice tells the user, in plain words, that a file could not be used and
// what was done about it. Key is stable and meant for translation (the
// Notice itself is the template data: {{.Name}}, {{.File}}); Message is
// the English text.
type Notice struct {
	Key      string // e.g. "save.damaged", "save.newer", "stats.damaged"
	Message  string // English, ready to show
	File     string // full path the bad file was moved to; "" if it could not be moved
	Name     string // base name of File, for the message
	Restored bool   // an older good copy was loaded instead
	Detail   string // technical reason, for the log only
}

func (n *Notice) String() string { return n.Message }
