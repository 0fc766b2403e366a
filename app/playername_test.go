package app

import (
	"errors"
	"os"
	"os/user"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	s40table "tavolo/app/table/scala40"
	"tavolo/app/table/tabletest"
	"tavolo/engine/match"
	"tavolo/i18n"
)

// TestMain gives the tests a system user with a name, so no test meets
// the question asked at the first start of a nameless account, in
// English (i18n.RunTests). Started with JudgeArg, the test binary is the
// review's judge instead, as the app's binary is (testJudge).
func TestMain(m *testing.M) {
	if IsJudge(os.Args[1:]) {
		os.Exit(testJudge(os.Getenv(testJudgeEnv)))
	}
	currentUser = func() (*user.User, error) { return &user.User{Username: "marta"}, nil }
	i18n.RunTests(m)
}

// asUser makes the system's user u (nil: none can be found) for one test.
func asUser(t *testing.T, u *user.User) {
	saved := currentUser
	t.Cleanup(func() { currentUser = saved })
	currentUser = func() (*user.User, error) {
		if u == nil {
			return nil, errors.New("no user")
		}
		return u, nil
	}
}

// TestSystemName: the seat's default name is the account's full name,
// else its login in capitals, and nothing for accounts that name no
// person.
func TestSystemName(t *testing.T) {
	for _, c := range []struct {
		name, login, want string
	}{
		{"Marta Rossi,,,", "mrossi", "Marta Rossi"},
		{"", "marta", "Marta"},
		{"", "marta.rossi", "Marta Rossi"},
		{"", `CASA\anna`, "Anna"},
		{`CASA\anna`, `CASA\anna`, "Anna"},
		{`VM\root`, `VM\root`, ""},
		{"  Élodie  ", "el", "Élodie"},
		{"", "root", ""},
		{"root", "root", ""},
		{"Administrator", "administrator", ""},
		{"", "1234", ""},
		{"", "", ""},
		{"Bartolomeo Giovanni Maria Rossi", "b", "Bartolomeo Giovanni Mari"},
	} {
		asUser(t, &user.User{Name: c.name, Username: c.login})
		if got := systemName(); got != c.want {
			t.Errorf("name %q, login %q: %q, want %q", c.name, c.login, got, c.want)
		}
	}
	asUser(t, nil)
	if got := systemName(); got != "" {
		t.Errorf("no user: %q", got)
	}
}

// TestDefaultNameReadsRight: a new match seats the player under the
// system's name, which the Italian table puts in its sentences with the
// right preposition, and which stays after the language changes.
func TestDefaultNameReadsRight(t *testing.T) {
	asUser(t, &user.User{Username: "anna"})
	s, _ := newShell(t)
	if got := DefaultSetup().Seats[0].Name; got != "Anna" {
		t.Fatalf("seat 0 is %q, want Anna", got)
	}
	// A setup remembered by an earlier version with "You" takes the name.
	st := DefaultSetup()
	st.Seats[0].Name = "Tu"
	saveSetupOf(s, scala40Book(), st)
	if got := s.lastSetup().Seats[0].Name; got != "Anna" {
		t.Errorf("a remembered \"Tu\" became %q, want Anna", got)
	}
	startWithReturn(t, s)
	i18n.ForTest(t, "it")
	s.Retranslate()
	s.Resume()
	tab, ok := s.Win.Content().(*s40table.Table)
	if !ok {
		t.Fatalf("no table after resuming: %T", s.Win.Content())
	}
	tab.Refresh()
	texts := tabletest.Texts(test.WidgetRenderer(tab).Objects())
	if !tabletest.Shows(texts, "Anna") || tabletest.Shows(texts, "You") {
		t.Errorf("the Italian table does not name the player Anna: %q", texts)
	}
}

// TestUpgradeNames: the seat an earlier version called You or Tu takes
// the player's name, unless a seat already has it.
func TestUpgradeNames(t *testing.T) {
	asUser(t, &user.User{Username: "anna"})
	s, _ := newShell(t)
	h := func(n string) match.Player { return match.Player{Name: n, Kind: kindHuman} }
	c := func(n string) match.Player { return match.Player{Name: n, Kind: "medium"} }
	for _, tc := range []struct{ seats, want []match.Player }{
		{[]match.Player{h("You"), c("Bruno")}, []match.Player{h("Anna"), c("Bruno")}},
		{[]match.Player{h("Tu"), c("Bruno")}, []match.Player{h("Anna"), c("Bruno")}},
		{[]match.Player{h("You"), c("Anna")}, []match.Player{h("You"), c("Anna")}},
		{[]match.Player{c("You"), h("Tu")}, []match.Player{c("You"), h("Anna")}},
		{[]match.Player{h("Zoe"), h("Tu")}, []match.Player{h("Zoe"), h("Anna")}},
	} {
		got := slices.Clone(tc.seats)
		s.upgradeNames(got)
		if !slices.Equal(got, tc.want) {
			t.Errorf("%v became %v, want %v", tc.seats, got, tc.want)
		}
	}
}

// TestNameAskedOnce: on an account that names no person, the first start
// asks the player's name; the answer becomes the seat's default name and
// is not asked again.
func TestNameAskedOnce(t *testing.T) {
	asUser(t, &user.User{Username: "root"})
	t.Setenv("TMPDIR", t.TempDir())
	i18n.ForTest(t, "en")
	a := test.NewTempApp(t)
	s := New(a)
	entry := topEntry(t, s.Win.Canvas())
	test.Type(entry, "  Zoe ")
	entry.OnSubmitted(entry.Text)
	if s.Win.Canvas().Overlays().Top() != nil {
		t.Error("the question stays after the answer")
	}
	if got := DefaultSetup().Seats[0].Name; got != "Player" {
		t.Errorf("without settings the seat is %q", got)
	}
	if got := s.lastSetup().Seats[0].Name; got != "Zoe" {
		t.Errorf("seat 0 is %q after the answer, want Zoe", got)
	}
	s.Win.Close()
	again := New(a)
	if again.Win.Canvas().Overlays().Top() != nil {
		t.Error("the name was asked again")
	}
	if got := again.lastSetup().Seats[0].Name; got != "Zoe" {
		t.Errorf("after a restart seat 0 is %q, want Zoe", got)
	}
	again.Win.Close()
}

// topEntry is the text entry of the dialog on top of canvas.
func topEntry(t *testing.T, c fyne.Canvas) *widget.Entry {
	t.Helper()
	top := c.Overlays().Top()
	if top == nil {
		t.Fatal("no dialog")
	}
	var found *widget.Entry
	walk(top, func(o fyne.CanvasObject) {
		if e, ok := o.(*widget.Entry); ok && found == nil {
			found = e
		}
	})
	if found == nil {
		t.Fatal("the dialog has no entry")
	}
	return found
}
