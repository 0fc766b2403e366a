package cards

import (
	"fmt"
	"strconv"
	"strings"
)

// MarshalText writes a card with its copy, "9D/1" or "JK/3", so saves are
// readable and exact.
func (c Card) MarshalText() ([]byte, error) {
	if int(c) >= MaxCards {
		return nil, fmt.Errorf("card %d out of range", c)
	}
	return []byte(c.Face().String() + "/" + strconv.Itoa(c.Copy())), nil
}

// UnmarshalText reads what MarshalText writes.
func (c *Card) UnmarshalText(b []byte) error {
	face, cp, ok := strings.Cut(string(b), "/")
	if !ok {
		return fmt.Errorf("card %q: want FACE/COPY", b)
	}
	f, err := ParseFace(face)
	if err != nil {
		return err
	}
	n, err := strconv.Atoi(cp)
	max := 3
	if f == Joker {
		max = 6
	}
	if err != nil || n < 0 || n >= max {
		return fmt.Errorf("card %q: bad copy", b)
	}
	*c = NewCard(f, n)
	return nil
}

// MarshalText writes the face in the notation ("-" for NoFace).
func (f Face) MarshalText() ([]byte, error) { return []byte(f.String()), nil }

// UnmarshalText reads a face in the notation ("-" for NoFace).
func (f *Face) UnmarshalText(b []byte) error {
	if string(b) == "-" {
		*f = NoFace
		return nil
	}
	v, err := ParseFace(string(b))
	if err != nil {
		return err
	}
	*f = v
	return nil
}
