package i18n

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// shownBy are the functions and methods whose string arguments reach the
// screen: a literal passed to one of them bypasses the translations.
var shownBy = map[string]bool{
	"NewLabel": true, "NewLabelWithStyle": true, "NewButton": true, "NewButtonWithIcon": true,
	"NewCheck": true, "NewCard": true, "NewHyperlink": true, "NewRichTextWithText": true,
	"NewRichTextFromMarkdown": true, "ParseMarkdown": true, "SetText": true, "SetPlaceHolder": true,
	"SetTitle": true, "SetSubTitle": true, "ShowInformation": true, "ShowConfirm": true,
	"NewInformation": true, "NewConfirm": true, "NewCustom": true, "NewCustomConfirm": true,
	"NewCustomWithoutButtons": true, "NewMenuItem": true, "NewMenu": true, "NewFormItem": true,
	"NewText": true, "NewWindow": true, "NewTabItem": true, "NewTabItemWithIcon": true,
	"NewAccordionItem": true, "NewNotification": true, "NewRadioGroup": true, "NewSelect": true,
	"ShowError": true,
}

// notWords are literals that may reach the screen untranslated: the
// names of the languages in their own language.
var notWords = map[string]bool{"English": true, "Italiano": true}

// verbs strips format verbs and template actions before looking for
// letters.
var verbs = regexp.MustCompile(`%[-+# 0-9.]*[a-zA-Z]|\{\{[^}]*\}\}`)

// wordy says whether a literal would show words to the player.
func wordy(s string) bool {
	if notWords[s] {
		return false
	}
	return strings.ContainsFunc(verbs.ReplaceAllString(s, ""), func(r rune) bool {
		return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r > 0x7f && r != '…' && r != '—' && r != '·' && r != '×'
	})
}

// appFiles parses every non-test Go file of the app folder.
func appFiles(t *testing.T) (*token.FileSet, map[string]*ast.File) {
	t.Helper()
	fset := token.NewFileSet()
	out := map[string]*ast.File{}
	err := filepath.WalkDir(filepath.Join("..", "app"), func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		out[path] = f
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(out) < 10 {
		t.Fatalf("only %d files under ../app", len(out))
	}
	return fset, out
}

// callName is the name of the called function or method.
func callName(c *ast.CallExpr) string {
	switch f := c.Fun.(type) {
	case *ast.Ident:
		return f.Name
	case *ast.SelectorExpr:
		return f.Sel.Name
	}
	return ""
}

// isLang says whether c calls the lang package (lang.L, lang.X, …).
func isLang(c *ast.CallExpr) (string, bool) {
	if sel, ok := c.Fun.(*ast.SelectorExpr); ok {
		if id, ok := sel.X.(*ast.Ident); ok && id.Name == "lang" {
			return sel.Sel.Name, true
		}
	}
	return "", false
}

// literals lists the wordy string literals an argument shows, looking
// through string concatenation and fmt.Sprintf/Sprint/Errorf and
// errors.New (but not into lang calls).
func literals(e ast.Expr) []*ast.BasicLit {
	switch x := e.(type) {
	case *ast.BasicLit:
		if x.Kind == token.STRING {
			if s, err := strconv.Unquote(x.Value); err == nil && wordy(s) {
				return []*ast.BasicLit{x}
			}
		}
	case *ast.BinaryExpr:
		return append(literals(x.X), literals(x.Y)...)
	case *ast.ParenExpr:
		return literals(x.X)
	case *ast.CallExpr:
		if _, ok := isLang(x); ok {
			return nil
		}
		switch callName(x) {
		case "Sprintf", "Sprint", "Errorf", "New":
			var out []*ast.BasicLit
			for _, a := range x.Args {
				out = append(out, literals(a)...)
			}
			return out
		}
	}
	return nil
}

// TestNoUntranslatedText fails when app/ passes a literal with words to
// a label, button, dialog, menu or other widget text instead of a
// translation, naming the file, line and text.
func TestNoUntranslatedText(t *testing.T) {
	fset, files := appFiles(t)
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			c, ok := n.(*ast.CallExpr)
			if !ok || !shownBy[callName(c)] {
				return true
			}
			for _, a := range c.Args {
				for _, lit := range literals(a) {
					t.Errorf("%s: %s passes %s without translating it (use lang.L or lang.X)", fset.Position(lit.Pos()), callName(c), lit.Value)
				}
			}
			return true
		})
	}
}

// TestKeysUsedInAppExist fails when app/ asks lang for a literal key
// that one of the translation files lacks.
func TestKeysUsedInAppExist(t *testing.T) {
	fset, files := appFiles(t)
	langs := map[string]map[string]string{}
	for _, l := range Languages {
		langs[l] = values(t, l)
	}
	plural := pluralKeys(t)
	used := 0
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			c, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			fn, ok := isLang(c)
			if !ok || len(c.Args) == 0 {
				return true
			}
			lit, ok := c.Args[0].(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			key, _ := strconv.Unquote(lit.Value)
			used++
			for l, m := range langs {
				if _, ok := m[key]; !ok {
					t.Errorf("%s: lang.%s(%q): no such key in %s.json", fset.Position(lit.Pos()), fn, key, l)
				}
			}
			// A count goes with plural forms, and plural forms with a count.
			if counted := fn == "N" || fn == "XN"; counted != plural[key] {
				t.Errorf("%s: lang.%s(%q): plural forms in the files %v, a count in the call %v", fset.Position(lit.Pos()), fn, key, plural[key], counted)
			}
			return true
		})
	}
	if used < 100 {
		t.Errorf("only %d translated texts found in app/", used)
	}
}

// shownFields are widget fields whose value reaches the screen when set
// directly (entry.PlaceHolder = …, widget.Label{Text: …}).
var shownFields = map[string]bool{"Text": true, "PlaceHolder": true, "Title": true, "SubTitle": true, "Label": true, "Content": true}

// TestNoUntranslatedFields fails when app/ sets a shown widget field to
// a literal with words, by assignment or in a composite literal.
func TestNoUntranslatedFields(t *testing.T) {
	fset, files := appFiles(t)
	report := func(field string, e ast.Expr) {
		for _, lit := range literals(e) {
			t.Errorf("%s: field %s set to %s without translating it (use lang.L or lang.X)", fset.Position(lit.Pos()), field, lit.Value)
		}
	}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.AssignStmt:
				for i, l := range x.Lhs {
					if sel, ok := l.(*ast.SelectorExpr); ok && shownFields[sel.Sel.Name] && i < len(x.Rhs) {
						report(sel.Sel.Name, x.Rhs[i])
					}
				}
			case *ast.KeyValueExpr:
				if id, ok := x.Key.(*ast.Ident); ok && shownFields[id.Name] {
					report(id.Name, x.Value)
				}
			}
			return true
		})
	}
}
