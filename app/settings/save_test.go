package settings

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// handWritten is a settings file as a player might write it: comments,
// an unknown key, a wrong entry, odd spacing, a table at the end.
const handWritten = `# my settings
language = "it"   # Italian, please

volume=40
mute = false # for now
colour = "green"  # not a setting: kept
card_size = "huge"
names = ["Anna", "Bruno #2"] # the family

# notes for later
[extra]
x = 1
`

// TestSaveKeepsWhatThePlayerWrote: a change edits only its own line;
// the comments, the unknown key, the wrong entry and the table survive.
func TestSaveKeepsWhatThePlayerWrote(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	os.WriteFile(path, []byte(handWritten), 0o644)
	s, _ := Load(path)
	s.Volume = 55
	s.Mute = true
	s.Names = []string{"Anna", "Bruno #2", "Carla"}
	s.Level = "hard" // not in the file: added
	if err := Save(path, s); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(path)
	want := strings.NewReplacer(
		"volume=40", "volume = 55",
		"mute = false # for now", "mute = true # for now",
		`names = ["Anna", "Bruno #2"] # the family`, `names = ["Anna", "Bruno #2", "Carla"] # the family`,
		"\n# notes for later", "level = \"hard\"\n\n# notes for later",
	).Replace(handWritten)
	if string(got) != want {
		t.Fatalf("saved:\n%s\nwant:\n%s", got, want)
	}
	back, problems := Load(path)
	if !reflect.DeepEqual(back, s) {
		t.Errorf("read back %+v, want %+v", back, s)
	}
	if len(problems) != 3 { // colour, card_size, and the [extra] table
		t.Errorf("problems %v", problems)
	}
	// Saving what is already there writes nothing.
	st, _ := os.Stat(path)
	os.Chtimes(path, st.ModTime().Add(-1e9), st.ModTime().Add(-1e9))
	if err := Save(path, back); err != nil {
		t.Fatal(err)
	}
	if st2, _ := os.Stat(path); !st2.ModTime().Equal(st.ModTime().Add(-1e9)) {
		t.Error("an unchanged save rewrote the file")
	}
}

// TestSaveLeavesUneditableFileAlone: a file that cannot be edited safely
// is left exactly as it was, and the error says so.
func TestSaveLeavesUneditableFileAlone(t *testing.T) {
	for name, src := range map[string]string{
		"broken TOML":         "volume = = 3\n# keep me\n",
		"several lines":       "names = [\n  \"Anna\",\n]\n",
		"a table for a value": "[language]\nx = 1\n",
	} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), FileName)
			os.WriteFile(path, []byte(src), 0o644)
			s, _ := Load(path)
			s.Language = "en"
			s.Names = []string{"Zoe"}
			err := Save(path, s)
			if !errors.Is(err, ErrKept) {
				t.Fatalf("error %v, want ErrKept", err)
			}
			if got, _ := os.ReadFile(path); string(got) != src {
				t.Fatalf("file changed to %q", got)
			}
		})
	}
}

// TestSaveCRLF: a file with Windows line ends keeps them.
func TestSaveCRLF(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	os.WriteFile(path, []byte("# hi\r\nvolume = 10\r\n"), 0o644)
	s, _ := Load(path)
	s.Volume, s.Mute = 20, true
	if err := Save(path, s); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(path); string(got) != "# hi\r\nvolume = 20\r\nmute = true\r\n" {
		t.Fatalf("got %q", got)
	}
}

// TestSaveThroughLink: a settings.toml that is a link stays a link and
// its target gets the change.
func TestSaveThroughLink(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "dotfiles", "tavolo.toml")
	os.MkdirAll(filepath.Dir(target), 0o755)
	os.WriteFile(target, []byte("# mine\nvolume = 10\n"), 0o644)
	path := filepath.Join(dir, FileName)
	if err := os.Symlink(target, path); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	s, _ := Load(path)
	s.Volume = 30
	if err := Save(path, s); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Lstat(path); fi.Mode()&os.ModeSymlink == 0 {
		t.Fatal("the link was replaced by a file")
	}
	if got, _ := os.ReadFile(target); string(got) != "# mine\nvolume = 30\n" {
		t.Fatalf("target holds %q", got)
	}
}

// TestProblemValueIsCut: a huge wrong value is not repeated whole in
// the problem shown to the player.
func TestProblemValueIsCut(t *testing.T) {
	huge := strings.Repeat("x", 5<<20)
	_, problems := Parse(FileName, []byte(`language = "`+huge+`"`+"\n"+`names = ["`+huge+`"]`+"\n"+huge+" = 1\n"))
	if len(problems) != 3 {
		t.Fatalf("problems %d", len(problems))
	}
	for _, p := range problems {
		if len(p.Error()) > 400 {
			t.Errorf("problem of %d bytes: %.120s…", len(p.Error()), p.Error())
		}
	}
}

// FuzzEdit: whatever the file holds and whatever changes, Edit either
// leaves the file (a *KeptError) or gives a file that reads back as the
// new settings with every other entry as it was, and nothing else
// touched but the changed lines and the added ones.
func FuzzEdit(f *testing.F) {
	f.Add([]byte(handWritten), uint16(0x1ff))
	f.Add([]byte("volume = 3 # x\r\n"), uint16(3))
	f.Add([]byte(`"volume" = 3`+"\n[t]\nmute = true\n"), uint16(7))
	f.Add([]byte("language = '''it'''\n"), uint16(1))
	f.Add([]byte("names = [\"a\",\n\"b\"]\n"), uint16(0x80))
	f.Fuzz(func(t *testing.T, src []byte, change uint16) {
		had, _ := Parse(FileName, src)
		s := had
		if change&1 != 0 {
			s.Language = Languages[int(change>>9)%len(Languages)]
		}
		if change&2 != 0 {
			s.Volume = int(change>>8) % 101
		}
		if change&4 != 0 {
			s.Mute = !s.Mute
		}
		if change&8 != 0 {
			s.CardSize = CardSizes[int(change>>10)%len(CardSizes)]
		}
		if change&16 != 0 {
			s.FourColour = !s.FourColour
		}
		if change&32 != 0 {
			s.LargeIndex = !s.LargeIndex
		}
		if change&64 != 0 {
			s.Animation = Animations[int(change>>11)%len(Animations)]
		}
		if change&128 != 0 {
			s.Names = append([]string{"Zoe # \"x\""}, s.Names...)[:min(len(s.Names)+1, MaxNames)]
		}
		if change&256 != 0 {
			s.Level = Levels[int(change>>12)%len(Levels)]
		}
		out, err := Edit(src, s)
		if err != nil {
			var kept *KeptError
			if !errors.As(err, &kept) || !errors.Is(err, ErrKept) {
				t.Fatalf("error %v is not a KeptError", err)
			}
			return
		}
		got, _ := Parse(FileName, out)
		if !reflect.DeepEqual(entries(got), entries(s)) {
			t.Fatalf("edited file reads %+v, want %+v", got, s)
		}
		if reflect.DeepEqual(entries(had), entries(s)) && string(out) != string(src) {
			t.Fatalf("nothing changed but the file did:\n%q\n%q", src, out)
		}
	})
}
