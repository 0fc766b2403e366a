package i18n

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// fyneKeys lists the keys of Fyne's own English translations, read from
// the module cache.
func fyneKeys(t *testing.T) []string {
	t.Helper()
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "fyne.io/fyne/v2").Output()
	if err != nil {
		t.Skipf("cannot find Fyne's sources: %v", err)
	}
	path := filepath.Join(strings.TrimSpace(string(out)), "lang", "translations", "base.en.json")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Skipf("cannot read Fyne's translations: %v", err)
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	if len(keys) < 20 {
		t.Fatalf("only %d keys in %s", len(keys), path)
	}
	return keys
}
