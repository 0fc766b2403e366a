// Command pecheck checks that a Windows executable is what Tavolo ships:
// a 64-bit PE32+ file for the GUI subsystem (no console window) whose
// resources hold an icon group, the icons, version information and a
// manifest. It prints what it found and exits 1 if anything is missing.
//
//	go run ./scripts/pecheck dist/Tavolo-0.1.0-windows-amd64.exe
package main

import (
	"debug/pe"
	"encoding/binary"
	"fmt"
	"os"
	"regexp"
	"strings"
	"unicode/utf16"
)

// Resource types, as numbered in the PE format.
const (
	rtIcon      = 3
	rtGroupIcon = 14
	rtVersion   = 16
	rtManifest  = 24
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: pecheck FILE.exe")
		os.Exit(2)
	}
	problems, err := check(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, "pecheck:", err)
		os.Exit(1)
	}
	for _, p := range problems {
		fmt.Println("pecheck: missing:", p)
	}
	if len(problems) > 0 {
		os.Exit(1)
	}
	fmt.Println("pecheck: ok")
}

func check(path string) (problems []string, err error) {
	f, err := pe.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()

	oh, ok := f.OptionalHeader.(*pe.OptionalHeader64)
	if !ok || f.Machine != pe.IMAGE_FILE_MACHINE_AMD64 {
		problems = append(problems, "a PE32+ x86-64 header")
	} else {
		gui := oh.Subsystem == pe.IMAGE_SUBSYSTEM_WINDOWS_GUI
		fmt.Printf("pecheck: PE32+ x86-64, subsystem %d (GUI: %v)\n", oh.Subsystem, gui)
		if !gui {
			problems = append(problems, "the GUI subsystem")
		}
	}

	rsrc := f.Section(".rsrc")
	if rsrc == nil {
		return append(problems, "a .rsrc section"), nil
	}
	data, err := rsrc.Data()
	if err != nil {
		return nil, err
	}
	counts, err := resourceTypes(data)
	if err != nil {
		return nil, err
	}
	names := map[uint32]string{rtGroupIcon: "RT_GROUP_ICON", rtIcon: "RT_ICON", rtVersion: "RT_VERSION", rtManifest: "RT_MANIFEST"}
	for _, t := range []uint32{rtGroupIcon, rtIcon, rtVersion, rtManifest} {
		fmt.Printf("pecheck: %s: %d\n", names[t], counts[t])
		if counts[t] == 0 {
			problems = append(problems, names[t])
		}
	}
	if v := productVersion(data); v != "" {
		fmt.Println("pecheck: ProductVersion", v)
	} else {
		problems = append(problems, "a ProductVersion string")
	}
	return problems, nil
}

// resourceTypes reads the root of the resource tree and counts the
// entries under each numbered type.
func resourceTypes(data []byte) (map[uint32]int, error) {
	entries := func(off uint32) ([][2]uint32, error) {
		if int(off)+16 > len(data) {
			return nil, fmt.Errorf("resource directory at %d is outside the section", off)
		}
		n := int(binary.LittleEndian.Uint16(data[off+12:])) + int(binary.LittleEndian.Uint16(data[off+14:]))
		var out [][2]uint32
		for i := 0; i < n; i++ {
			e := int(off) + 16 + 8*i
			if e+8 > len(data) {
				return nil, fmt.Errorf("resource entry outside the section")
			}
			out = append(out, [2]uint32{binary.LittleEndian.Uint32(data[e:]), binary.LittleEndian.Uint32(data[e+4:])})
		}
		return out, nil
	}
	root, err := entries(0)
	if err != nil {
		return nil, err
	}
	counts := map[uint32]int{}
	for _, e := range root {
		if e[0]&0x80000000 != 0 || e[1]&0x80000000 == 0 {
			continue // a named type, or a leaf where a directory belongs
		}
		sub, err := entries(e[1] &^ 0x80000000)
		if err != nil {
			return nil, err
		}
		counts[e[0]] = len(sub)
	}
	return counts, nil
}

// productVersion finds the ProductVersion value in the version resource's
// UTF-16 strings.
func productVersion(data []byte) string {
	u := make([]uint16, len(data)/2)
	for i := range u {
		u[i] = binary.LittleEndian.Uint16(data[2*i:])
	}
	s := string(utf16.Decode(u))
	m := regexp.MustCompile(`ProductVersion\x00+([0-9][0-9.]*)`).FindStringSubmatch(s)
	if m == nil {
		return ""
	}
	return strings.TrimRight(m[1], ".")
}
