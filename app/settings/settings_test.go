package settings

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"tavolo/engine/scala40"
)

func TestMissingFileGivesDefaults(t *testing.T) {
	s, problems := Load(filepath.Join(t.TempDir(), FileName))
	if len(problems) != 0 || !reflect.DeepEqual(s, Default()) {
		t.Fatalf("got %+v %v", s, problems)
	}
}

func TestParse(t *testing.T) {
	tests := []struct {
		name, src string
		want      func(*Settings)
		problems  []string // "line key" of each problem
	}{
		{"empty", "", func(*Settings) {}, nil},
		{"all good", `language = "it"
volume = 30
mute = true
card_size = "large"
four_colour = true
large_index = true
animation = "fast"
names = ["Anna", "Bruno"]
level = "hard"
`, func(s *Settings) {
			*s = Settings{Language: "it", Volume: 30, Mute: true, CardSize: "large", FourColour: true,
				LargeIndex: true, Animation: "fast", Names: []string{"Anna", "Bruno"}, Level: "hard"}
		}, nil},
		{"bad entries keep their defaults, good ones are used", `language = "fr"
volume = 130
mute = "yes"
animation = "slow"
colour = true
`, func(s *Settings) { s.Animation = "slow" }, []string{"1 language", "2 volume", "3 mute", "5 colour"}},
		{"names", `names = ["Anna", ""]`, func(*Settings) {}, []string{"1 names"}},
		{"too many names", `names = ["a","b","c","d","e","f","g"]`, func(*Settings) {}, []string{"1 names"}},
		{"broken TOML", "volume = = 3\n", func(*Settings) {}, []string{"1 volume"}},
		{"a table instead of a value", "[language]\nx = 1\n", func(*Settings) {}, []string{"1 language"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, problems := Parse("settings.toml", []byte(tt.src))
			want := Default()
			tt.want(&want)
			if !reflect.DeepEqual(got, want) {
				t.Errorf("settings:\n got %+v\nwant %+v", got, want)
			}
			var where []string
			for _, p := range problems {
				if p.File != "settings.toml" || p.Msg == "" {
					t.Errorf("problem without file or message: %+v", p)
				}
				where = append(where, fmt.Sprintf("%d %s", p.Line, p.Key))
			}
			if !reflect.DeepEqual(where, tt.problems) && !(len(where) == 0 && len(tt.problems) == 0) {
				t.Errorf("problems at %q, want %q (%v)", where, tt.problems, problems)
			}
		})
	}
}

func TestProblemFileIsLeftUntouched(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	src := []byte("volume = 500 # too loud\nmute = true\n")
	if err := os.WriteFile(path, src, 0o644); err != nil {
		t.Fatal(err)
	}
	s, problems := Load(path)
	if len(problems) != 1 || problems[0].Line != 1 || problems[0].Key != "volume" {
		t.Fatalf("problems %v", problems)
	}
	if s.Volume != Default().Volume || !s.Mute {
		t.Errorf("settings %+v", s)
	}
	after, _ := os.ReadFile(path)
	if string(after) != string(src) {
		t.Errorf("file changed to %q", after)
	}
	if !strings.Contains(problems[0].Error(), FileName) || !strings.Contains(problems[0].Error(), "volume") {
		t.Errorf("message %q does not say where", problems[0].Error())
	}
}

func TestSaveLoadRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", FileName)
	s := Settings{Language: "en", Volume: 0, Mute: true, CardSize: "small", Animation: "off", Names: []string{"Zia Pina"}, Level: "easy"}
	if err := Save(path, s); err != nil {
		t.Fatal(err)
	}
	got, problems := Load(path)
	if len(problems) != 0 || !reflect.DeepEqual(got, s) {
		t.Fatalf("got %+v %v", got, problems)
	}
	if _, err := os.Stat(path + ".tmp"); err == nil {
		t.Error("temporary file left behind")
	}
}

func TestUserPresets(t *testing.T) {
	dir := t.TempDir()
	write := func(name, src string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("a-nonna.toml", "name = \"nonna\"\ndescription = \"Grandma's\"\n[rules]\nopening_minimum = 51\n")
	write("b-broken.toml", "name = \"broken\"\n[rules]\nopening_minimum = \"forty\"\n")
	write("c-classic.toml", "name = \"classic\"\n")
	write("notes.txt", "not a preset")
	got, problems := LoadPresets(dir, []string{"classic"}, parseScala40)
	if len(got) != 1 {
		t.Fatalf("presets %+v", got)
	}
	if r, ok := got[0].Rules.(scala40.Rules); got[0].Name != "nonna" || !ok || r.OpeningMinimum != 51 || !strings.HasSuffix(got[0].File, "a-nonna.toml") {
		t.Fatalf("presets %+v", got)
	}
	if len(problems) != 2 || problems[0].Line != 3 || problems[0].Key != "rules.opening_minimum" || problems[1].Key != "name" {
		t.Fatalf("problems %v", problems)
	}
	if got, problems := LoadPresets(filepath.Join(dir, "none"), nil, parseScala40); got != nil || problems != nil {
		t.Fatalf("missing folder: %v %v", got, problems)
	}
}

// parseScala40 reads a Scala 40 preset file for LoadPresets.
func parseScala40(file string, src []byte) (string, string, any, error) {
	p, err := scala40.ParsePreset(file, src)
	return p.Name, p.Description, p.Rules, err
}

// FuzzParse: no input panics, and every problem says where and what.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"", "volume = 3", `language = "it"`, "names = [1, 2]", "[x]\ny=1", "volume = = 3", `card_size = "huge"`, "mute = 1979-05-27T07:32:00Z"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		s, problems := Parse("settings.toml", src)
		for _, p := range problems {
			if p.File != "settings.toml" || p.Msg == "" || p.Error() == "" {
				t.Fatalf("unclear problem %+v", p)
			}
		}
		if s.Volume < 0 || s.Volume > 100 || len(s.Names) > MaxNames {
			t.Fatalf("out of range settings %+v", s)
		}
	})
}
