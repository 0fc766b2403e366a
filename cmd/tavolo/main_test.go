package main

import (
	"testing"

	"fyne.io/fyne/v2"
)

func TestWithFyneDo(t *testing.T) {
	// A binary away from FyneApp.toml has no migrations: it says fyneDo.
	m, changed := withFyneDo(fyne.AppMetadata{Name: "Tavolo"})
	if !changed || !m.Migrations["fyneDo"] || m.Name != "Tavolo" {
		t.Errorf("no migrations: %+v, changed %v", m, changed)
	}
	// Other migrations are kept, and the caller's map is not written.
	orig := map[string]bool{"other": true}
	m, changed = withFyneDo(fyne.AppMetadata{Migrations: orig})
	if !changed || !m.Migrations["fyneDo"] || !m.Migrations["other"] || len(orig) != 1 {
		t.Errorf("other migrations: %+v, changed %v, original %v", m.Migrations, changed, orig)
	}
	// What the metadata says already stands, false included.
	for _, said := range []bool{true, false} {
		m, changed = withFyneDo(fyne.AppMetadata{Migrations: map[string]bool{"fyneDo": said}})
		if changed || m.Migrations["fyneDo"] != said {
			t.Errorf("fyneDo = %v: %+v, changed %v", said, m.Migrations, changed)
		}
	}
}
