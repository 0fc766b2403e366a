// Package earlyenv settles the language of the process before Fyne reads
// it. Fyne's lang package looks up the system locale while it is being
// initialised and logs an error for a locale it cannot parse, such as
// "C.UTF-8" (the default of many Linux containers) or an unknown one like
// "xx_YY". Tavolo speaks English and Italian only and falls back to
// English silently, so this package sets LANGUAGE to the language Tavolo
// will use; Fyne then reads that instead of the unparsable locale.
//
// It has to run before fyne.io/fyne/v2/lang is initialised. Go initialises
// packages that are ready in the order of their import paths, so this one
// lives in its own small module whose path ("earlyenv") sorts before
// "fyne.io"; it imports nothing but the standard library. The main
// module's go.mod points at this folder with a replace directive.
package earlyenv

import (
	"os"
	"strings"
)

// Languages are the languages Tavolo speaks, the first being the fallback.
var Languages = []string{"en", "it"}

func init() {
	os.Setenv("LANGUAGE", Choose(os.Getenv))
}

// Choose returns the language the environment asks for, "en" or "it":
// the first supported entry of LANGUAGE, else the language of the first
// set variable among LC_ALL, LC_MESSAGES and LANG; a C or POSIX locale, or
// one Tavolo does not speak, means English.
func Choose(getenv func(string) string) string {
	for _, l := range strings.Split(getenv("LANGUAGE"), ":") {
		if c := Code(l); c != "" {
			return c
		}
	}
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := getenv(k); v != "" {
			if c := Code(v); c != "" {
				return c
			}
			return Languages[0]
		}
	}
	return Languages[0]
}

// Code maps a locale string such as "it_IT.UTF-8" or "it-IT" to a language
// Tavolo speaks, or "" when it speaks none of it.
func Code(locale string) string {
	l := strings.ToLower(locale)
	if i := strings.IndexAny(l, "_.-@"); i >= 0 {
		l = l[:i]
	}
	for _, c := range Languages {
		if l == c {
			return c
		}
	}
	return ""
}
