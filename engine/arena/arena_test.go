package arena

import "testing"

func TestWilson(t *testing.T) {
	lo, hi := wilson(50, 100)
	if lo < 0.40 || lo > 0.41 || hi < 0.59 || hi > 0.60 {
		t.Fatalf("wilson(50,100) = %v, %v", lo, hi)
	}
	if lo, hi := wilson(0, 10); lo != 0 || hi < 0.27 || hi > 0.28 {
		t.Fatalf("wilson(0,10) = %v, %v", lo, hi)
	}
}
