package app

import (
	"fmt"
	"os/user"
	"strings"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/settings"
)

// currentUser is how the system's user is found (tests replace it).
var currentUser = user.Current

// systemAccounts are logins that name no person: the player is asked
// instead.
var systemAccounts = map[string]bool{
	"root": true, "admin": true, "administrator": true, "user": true, "guest": true, "nobody": true,
}

// systemName is the player's name as the system knows it: the full name
// when the account has one, else the login ("marta.rossi" becomes
// "Marta Rossi"), at most settings.MaxNameLen letters; "" when neither
// names a person.
func systemName() string {
	u, err := currentUser()
	if err != nil || u == nil {
		return ""
	}
	// On Unix the full name is the first field of the GECOS entry; on
	// Windows the login comes as DOMAIN\login, and so does the full name
	// of an account that has none (Go falls back to DOMAIN\login).
	full, _, _ := strings.Cut(u.Name, ",")
	if n := cleanName(full); n != "" && !strings.Contains(full, `\`) && !systemAccounts[strings.ToLower(n)] {
		return n
	}
	login := withoutDomain(u.Username)
	if systemAccounts[strings.ToLower(login)] {
		return ""
	}
	words := strings.FieldsFunc(login, func(r rune) bool { return r == '.' || r == '_' || r == '-' || unicode.IsSpace(r) })
	for i, w := range words {
		r, n := utf8.DecodeRuneInString(w)
		words[i] = string(unicode.ToUpper(r)) + w[n:]
	}
	return cleanName(strings.Join(words, " "))
}

// withoutDomain is a Windows account name without its DOMAIN\ part.
func withoutDomain(s string) string {
	if i := strings.LastIndex(s, `\`); i >= 0 {
		return s[i+1:]
	}
	return s
}

// cleanName is a name fit for a seat: trimmed, without control
// characters, cut to settings.MaxNameLen letters; "" when nothing is
// left or it holds no letter at all.
func cleanName(s string) string {
	s = strings.Join(strings.FieldsFunc(s, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsControl(r) }), " ")
	if !strings.ContainsFunc(s, unicode.IsLetter) {
		return ""
	}
	if r := []rune(s); len(r) > settings.MaxNameLen {
		s = strings.TrimSpace(string(r[:settings.MaxNameLen]))
	}
	return s
}

// seatNameProblem says, as the settings files' problems do, what keeps
// a saved name from naming a seat: "" when it is a good name.
func seatNameProblem(name string) string {
	if n := strings.TrimSpace(name); n == "" || utf8.RuneCountInString(n) > settings.MaxNameLen {
		return fmt.Sprintf("each name must be text of 1 to %d letters, got %d letters", settings.MaxNameLen, utf8.RuneCountInString(n))
	}
	return ""
}

// defaultPlayerName is the name of a person's seat before the player
// chose one: the system's name for the player, or "Player" when the
// system has none (the player is then asked at start, askName).
func defaultPlayerName() string {
	if n := systemName(); n != "" {
		return n
	}
	return lang.L("Player")
}

// askName asks the player's name once, at the first start on a system
// that does not know it (askName is not called again once it is in the
// settings' default names).
func (s *Shell) askName() {
	if len(s.Config.Names) > 0 && s.Config.Names[0] != "" || systemName() != "" {
		return
	}
	entry := widget.NewEntry()
	entry.SetPlaceHolder(lang.L("Your name"))
	var d *dialog.CustomDialog
	ok := widget.NewButton(lang.L("OK"), nil)
	ok.Importance = widget.HighImportance
	ok.Disable()
	done := func() {
		name := cleanName(entry.Text)
		if name == "" {
			return
		}
		s.setDefaultName(0, name)
		if err := s.saveSettings(); err != nil {
			fyne.LogError("settings: saving the player's name", err)
		}
		d.Hide()
		s.Home()
	}
	ok.OnTapped = done
	entry.OnChanged = func(text string) {
		if cleanName(text) == "" {
			ok.Disable()
		} else {
			ok.Enable()
		}
	}
	entry.OnSubmitted = func(string) { done() }
	ask := widget.NewLabel(lang.L("What is your name? It names your seat at the table; you can change it in the settings."))
	ask.Wrapping = fyne.TextWrapWord
	d = dialog.NewCustomWithoutButtons(lang.L("Welcome to Tavolo"), container.NewVBox(ask, entry, container.NewCenter(ok)), s.Win)
	d.Resize(fyne.NewSize(420, 0))
	d.Show()
	s.Win.Canvas().Focus(entry)
}
