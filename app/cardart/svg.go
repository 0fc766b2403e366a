package cardart

import (
	"fmt"
	"image/color"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"fyne.io/fyne/v2"

	"tavolo/engine/cards"
)

// The artwork is generated SVG: suit pips, the pip layouts of the number
// cards, the headgear of the court cards, the joker's cap and the back.
// Nothing here uses a font: the default font has no suit glyphs, and
// oksvg ignores <text>. Ranks are drawn by the Card widget with
// canvas.Text.

// The card's coordinate system: 250 × 350 units (63 × 88 mm).
const (
	vbW = 250
	vbH = 350
)

// Aspect is a card's width divided by its height.
const Aspect = float32(vbW) / float32(vbH)

// A shape is SVG drawn in a 100 × 100 box: paths whose commands take
// absolute coordinate pairs only (M L C Q Z) and circles. oksvg does not
// apply a transform list such as "translate(…) scale(…)", so shapes are
// placed by rewriting their coordinates (see place).
type shape []elem

type elem struct {
	d          string  // path data, or "" for a circle
	cx, cy, r  float64 // circle
	fill, line string  // colours; "" = inherit / none
	lineW      float64
}

func p(d string) elem { return elem{d: d} }

func circ(cx, cy, r float64) elem { return elem{cx: cx, cy: cy, r: r} }

// pipShapes are the four suits, point up.
var pipShapes = [cards.NumSuits]shape{
	cards.Spades:   {p("M50 2 C38 20 2 38 2 62 C2 78 14 88 28 88 C37 88 44 84 47 77 C46 88 41 95 31 99 L69 99 C59 95 54 88 53 77 C56 84 63 88 72 88 C86 88 98 78 98 62 C98 38 62 20 50 2 Z")},
	cards.Hearts:   {p("M50 96 C22 70 2 52 2 30 C2 13 14 3 28 3 C38 3 46 9 50 19 C54 9 62 3 72 3 C86 3 98 13 98 30 C98 52 78 70 50 96 Z")},
	cards.Diamonds: {p("M50 1 Q68 28 90 50 Q68 72 50 99 Q32 72 10 50 Q32 28 50 1 Z")},
	cards.Clubs: {circ(50, 25, 22), circ(25, 60, 22), circ(75, 60, 22),
		p("M44 40 L56 40 L56 62 C57 80 62 92 70 99 L30 99 C38 92 43 80 44 62 Z")},
}

// starShape is a five-pointed star (the joker's and the back's mark).
var starShape = func() shape {
	var b strings.Builder
	for i := 0; i < 10; i++ {
		r := 48.0
		if i%2 == 1 {
			r = 20
		}
		x, y := 50+r*sin(float64(i)*36), 52-r*cos(float64(i)*36)
		cmd := "L"
		if i == 0 {
			cmd = "M"
		}
		fmt.Fprintf(&b, "%s%.1f %.1f ", cmd, x, y)
	}
	b.WriteString("Z")
	return shape{p(b.String())}
}()

// affine maps shape coordinates: x' = x*k + dx (mirrored about the box
// centre first when flip is set).
type affine struct {
	k, dx, dy float64
	flip      bool
}

func (a affine) pt(x, y float64) (float64, float64) {
	if a.flip {
		x, y = 100-x, 100-y
	}
	return x*a.k + a.dx, y*a.k + a.dy
}

// mapPath rewrites absolute path data through a.
func mapPath(d string, a affine) string {
	var b strings.Builder
	var nums []float64
	flush := func() {
		for i := 0; i+1 < len(nums); i += 2 {
			x, y := a.pt(nums[i], nums[i+1])
			fmt.Fprintf(&b, "%.2f %.2f ", x, y)
		}
		nums = nums[:0]
	}
	i := 0
	for i < len(d) {
		c := d[i]
		switch {
		case c >= 'A' && c <= 'Z':
			flush()
			b.WriteByte(c)
			i++
		case c == '-' || c == '.' || (c >= '0' && c <= '9'):
			j := i + 1
			for j < len(d) && (d[j] == '.' || (d[j] >= '0' && d[j] <= '9')) {
				j++
			}
			v, _ := strconv.ParseFloat(d[i:j], 64)
			nums = append(nums, v)
			i = j
		default:
			i++
		}
	}
	flush()
	return strings.TrimSpace(b.String())
}

// place draws sh scaled to width w with its box's top-left at (x, y).
func (sh shape) place(x, y, w float64, flip bool, fill string) string {
	a := affine{k: w / 100, dx: x, dy: y, flip: flip}
	var b strings.Builder
	for _, e := range sh {
		f := fill
		if e.fill != "" {
			f = e.fill
		}
		stroke := ""
		if e.line != "" {
			stroke = fmt.Sprintf(` stroke="%s" stroke-width="%.2f"`, e.line, e.lineW*a.k)
		}
		if e.d == "" {
			cx, cy := a.pt(e.cx, e.cy)
			if stroke == "" {
				// A circle as four Bézier arcs, so it merges with the
				// paths of its colour.
				fmt.Fprintf(&b, `<path d="%s" fill="%s"/>`, circlePath(cx, cy, e.r*a.k), f)
				continue
			}
			fmt.Fprintf(&b, `<circle cx="%.2f" cy="%.2f" r="%.2f" fill="%s"%s/>`, cx, cy, e.r*a.k, f, stroke)
			continue
		}
		fmt.Fprintf(&b, `<path d="%s" fill="%s"%s/>`, mapPath(e.d, a), f, stroke)
	}
	return b.String()
}

// circlePath is a circle as path data: four cubic Bézier quarter arcs.
func circlePath(cx, cy, r float64) string {
	k := r * 0.5523
	return fmt.Sprintf("M%.2f %.2f C%.2f %.2f %.2f %.2f %.2f %.2f C%.2f %.2f %.2f %.2f %.2f %.2f C%.2f %.2f %.2f %.2f %.2f %.2f C%.2f %.2f %.2f %.2f %.2f %.2f Z",
		cx+r, cy,
		cx+r, cy+k, cx+k, cy+r, cx, cy+r,
		cx-k, cy+r, cx-r, cy+k, cx-r, cy,
		cx-r, cy-k, cx-k, cy-r, cx, cy-r,
		cx+k, cy-r, cx+r, cy-k, cx+r, cy)
}

func hex(c color.Color) string {
	r, g, b, _ := c.RGBA()
	return fmt.Sprintf("#%02x%02x%02x", r>>8, g>>8, b>>8)
}

func svgDoc(w, h int, body string) []byte {
	return []byte(fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">%s</svg>`, w, h, w, h, mergePaths(body)))
}

// simplePath matches a path with a plain fill (and an optional opacity),
// no stroke.
var simplePath = regexp.MustCompile(`^<path d="([^"]*)" fill="([^"]*)"((?: fill-opacity="[^"]*")?)/>`)

// mergePaths joins consecutive plain paths of the same fill into one
// path: the rasteriser then sweeps the card once per colour instead of
// once per pip, which makes drawing a card several times faster.
func mergePaths(body string) string {
	var out strings.Builder
	var d strings.Builder
	key := ""
	flush := func() {
		if key != "" {
			fmt.Fprintf(&out, `<path d="%s" %s/>`, strings.TrimSpace(d.String()), key)
			d.Reset()
			key = ""
		}
	}
	for len(body) > 0 {
		if m := simplePath.FindStringSubmatch(body); m != nil {
			k := fmt.Sprintf(`fill="%s"%s`, m[2], m[3])
			if k != key {
				flush()
				key = k
			}
			d.WriteString(m[1])
			d.WriteByte(' ')
			body = body[len(m[0]):]
			continue
		}
		flush()
		end := strings.Index(body[1:], "<")
		if end < 0 {
			out.WriteString(body)
			break
		}
		out.WriteString(body[:end+1])
		body = body[end+1:]
	}
	flush()
	return out.String()
}

// pipAt draws a suit pip of the given width centred at (x, y); flip turns
// it upside down, as on the lower half of a real card.
func pipAt(s cards.Suit, fill string, x, y, w float64, flip bool) string {
	return pipShapes[s].place(x-w/2, y-w/2, w, flip, fill)
}

// pipLayouts place the pips of the number cards: columns 0 (left), 1
// (centre), 2 (right) and rows from 0 (top) to 1 (bottom).
var pipLayouts = map[cards.Rank][][2]float64{
	2:  {{1, 0}, {1, 1}},
	3:  {{1, 0}, {1, .5}, {1, 1}},
	4:  {{0, 0}, {2, 0}, {0, 1}, {2, 1}},
	5:  {{0, 0}, {2, 0}, {1, .5}, {0, 1}, {2, 1}},
	6:  {{0, 0}, {2, 0}, {0, .5}, {2, .5}, {0, 1}, {2, 1}},
	7:  {{0, 0}, {2, 0}, {1, .25}, {0, .5}, {2, .5}, {0, 1}, {2, 1}},
	8:  {{0, 0}, {2, 0}, {1, .25}, {0, .5}, {2, .5}, {1, .75}, {0, 1}, {2, 1}},
	9:  {{0, 0}, {2, 0}, {0, 1. / 3}, {2, 1. / 3}, {1, .5}, {0, 2. / 3}, {2, 2. / 3}, {0, 1}, {2, 1}},
	10: {{0, 0}, {2, 0}, {1, 1. / 6}, {0, 1. / 3}, {2, 1. / 3}, {0, 2. / 3}, {2, 2. / 3}, {1, 5. / 6}, {0, 1}, {2, 1}},
}

// The court cards' headgear, in a 100 × 60 box; "SUIT" is the suit's ink.
var headgear = map[cards.Rank]shape{
	// King: a crown with three points and jewels.
	cards.King: {
		{d: "M8 58 L4 14 L28 34 L50 4 L72 34 L96 14 L92 58 Z", fill: gold, line: goldEdge, lineW: 3},
		{cx: 4, cy: 12, r: 5, fill: gold}, {cx: 50, cy: 4, r: 5, fill: gold}, {cx: 96, cy: 12, r: 5, fill: gold},
		{d: "M8 46 L92 46 L92 56 L8 56 Z", fill: "SUIT"},
	},
	// Queen: a tiara of arches with three jewels.
	cards.Queen: {
		{d: "M6 58 L6 30 Q17 8 28 30 Q39 4 50 26 Q61 4 72 30 Q83 8 94 30 L94 58 Z", fill: gold, line: goldEdge, lineW: 3},
		{cx: 28, cy: 42, r: 5, fill: "SUIT"}, {cx: 50, cy: 40, r: 6, fill: "SUIT"}, {cx: 72, cy: 42, r: 5, fill: "SUIT"},
	},
	// Jack: a beret with a feather.
	cards.Jack: {
		{d: "M6 58 Q6 24 50 20 Q94 24 94 58 Z", fill: "SUIT"},
		{d: "M60 22 Q80 0 98 4 Q84 10 66 26 Z", fill: gold, line: goldEdge, lineW: 2},
		{d: "M6 50 L94 50 L94 58 L6 58 Z", fill: gold},
	},
}

const (
	gold     = "#e0b030"
	goldEdge = "#7a5a10"
)

// withInk replaces the "SUIT" placeholder colour of a shape.
func (sh shape) withInk(ink string) shape {
	out := make(shape, len(sh))
	for i, e := range sh {
		if e.fill == "SUIT" {
			e.fill = ink
		}
		out[i] = e
	}
	return out
}

// faceArt draws everything on a card's face except its background and
// the rank text: pips for the number cards and the Ace, a framed panel
// with headgear for the court cards.
func faceArt(f cards.Face, st Style) []byte {
	var b strings.Builder
	s := f.Suit()
	fill := hex(SuitColor(s, st))
	r := f.Rank()
	switch {
	case st.LargeIndex && r >= 2 && r <= 10:
		// One large pip in the lower right, where a fanned hand hides it:
		// the big index carries the card.
		b.WriteString(pipAt(s, fill, 165, 250, 110, false))
	case r == cards.Ace:
		w := 120.0
		if st.LargeIndex {
			w = 110
			b.WriteString(pipAt(s, fill, 165, 250, w, false))
			break
		}
		b.WriteString(pipAt(s, fill, 125, 175, w, false))
	case r >= 2 && r <= 10:
		cols := [3]float64{80, 125, 170}
		top, bottom := 62.0, 288.0
		w := 48.0
		for _, p := range pipLayouts[r] {
			x := cols[int(p[0])]
			y := top + (bottom-top)*p[1]
			b.WriteString(pipAt(s, fill, x, y, w, p[1] > .5))
		}
	default: // J Q K
		x0, y0, x1, y1 := 60.0, 36.0, 190.0, 314.0
		if st.LargeIndex {
			x0, y0 = 96, 120
		}
		fmt.Fprintf(&b, `<rect x="%.0f" y="%.0f" width="%.0f" height="%.0f" rx="10" fill="%s" stroke="%s" stroke-width="4"/>`,
			x0, y0, x1-x0, y1-y0, hex(tint(SuitColor(s, st))), fill)
		gw := (x1 - x0) * 0.7
		gx, gy := (x0+x1)/2-gw/2, y0+14
		b.WriteString(headgear[r].withInk(fill).place(gx, gy, gw, false, fill))
		pw := (x1 - x0) * 0.42
		b.WriteString(pipAt(s, fill, (x0+x1)/2, y1-pw/2-18, pw, false))
	}
	return svgDoc(vbW, vbH, b.String())
}

// tint returns a very light version of c, for the court cards' panel.
func tint(c color.Color) color.Color {
	r, g, b, _ := c.RGBA()
	mix := func(v uint32) uint8 { return uint8((v>>8)/8 + 255*7/8) }
	return color.NRGBA{mix(r), mix(g), mix(b), 0xff}
}

// jesterCap is the joker's three-pointed cap with bells, in a 100 × 100 box.
var jesterCap = shape{
	{d: "M12 92 Q12 56 0 19 Q31 38 44 75 Z", fill: "#c8102e"},
	{d: "M44 75 Q44 31 50 0 Q62 31 56 75 Z", fill: "#1565c0"},
	{d: "M56 75 Q69 38 100 19 Q88 56 88 92 Z", fill: "#2e7d32"},
	{d: "M12 92 Q50 68 88 92 L88 100 Q50 80 12 100 Z", fill: gold, line: goldEdge, lineW: 2},
	{cx: 2, cy: 19, r: 7, fill: gold, line: goldEdge, lineW: 2},
	{cx: 50, cy: 3, r: 7, fill: gold, line: goldEdge, lineW: 2},
	{cx: 98, cy: 19, r: 7, fill: gold, line: goldEdge, lineW: 2},
}

// jokerArt is the joker (jolly, matta): the jester's cap above a star.
func jokerArt() []byte {
	star := starShape
	star[0].line, star[0].lineW = goldEdge, 4
	body := jesterCap.place(55, 50, 140, false, "") + shape{star[0]}.place(85, 205, 80, false, gold)
	return svgDoc(vbW, vbH, body)
}

// jokerPip is the joker's corner mark: the cap alone.
func jokerPip() []byte {
	return svgDoc(100, 100, jesterCap.place(8, 8, 84, false, ""))
}

// backArt is the back of every card: a blue field with a lattice of
// diamonds and a star in the middle.
func backArt(c color.Color) []byte {
	var b strings.Builder
	base := hex(c)
	light := hex(tint(c))
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%d" height="%d" rx="16" fill="%s"/>`, vbW, vbH, base)
	fmt.Fprintf(&b, `<rect x="14" y="14" width="%d" height="%d" rx="8" fill="none" stroke="%s" stroke-width="4"/>`, vbW-28, vbH-28, light)
	const cols, rows = 7, 10
	cw, rh := float64(vbW-48)/cols, float64(vbH-48)/rows
	for _, even := range []bool{true, false} {
		op := "0.35"
		if even {
			op = "0.6"
		}
		for i := 0; i < cols; i++ {
			for j := 0; j < rows; j++ {
				if ((i+j)%2 == 0) != even {
					continue
				}
				x, y := 24+cw*(float64(i)+.5), 24+rh*(float64(j)+.5)
				fmt.Fprintf(&b, `<path d="M%.1f %.1f L%.1f %.1f L%.1f %.1f L%.1f %.1f Z" fill="%s" fill-opacity="%s"/>`,
					x, y-rh*.42, x+cw*.42, y, x, y+rh*.42, x-cw*.42, y, light, op)
			}
		}
	}
	fmt.Fprintf(&b, `<circle cx="125" cy="175" r="46" fill="%s" stroke="%s" stroke-width="5"/>`, base, light)
	b.WriteString(starShape.place(89, 139, 72, false, light))
	return svgDoc(vbW, vbH, b.String())
}

// pipSVG is one suit pip on its own, for corner indices and labels.
func pipSVG(s cards.Suit, c color.Color) []byte {
	return svgDoc(100, 100, pipShapes[s].place(0, 0, 100, false, hex(c)))
}

var (
	resMu    sync.Mutex
	resCache = map[string]fyne.Resource{}
)

// resource returns the cached resource called name, making it once.
func resource(name string, make func() []byte) fyne.Resource {
	resMu.Lock()
	defer resMu.Unlock()
	if r, ok := resCache[name]; ok {
		return r
	}
	r := fyne.NewStaticResource(name, make())
	resCache[name] = r
	return r
}

// styleKey names a style in resource names.
func styleKey(st Style) string {
	k := "2c"
	if st.FourColour {
		k = "4c"
	}
	if st.LargeIndex {
		k += "L"
	}
	return k
}

// FaceResource returns the SVG artwork of a face (no background, no
// rank text), for a card drawn at any size.
func FaceResource(f cards.Face, st Style) fyne.Resource {
	if f == cards.Joker {
		return resource("joker.svg", jokerArt)
	}
	return resource(fmt.Sprintf("face-%s-%s.svg", f, styleKey(st)), func() []byte { return faceArt(f, st) })
}

// PipResource returns a suit pip in the style's colour.
func PipResource(s cards.Suit, st Style) fyne.Resource {
	c := SuitColor(s, st)
	return resource(fmt.Sprintf("pip-%s-%s.svg", s, hex(c)[1:]), func() []byte { return pipSVG(s, c) })
}

// JokerPipResource returns the joker's small corner mark.
func JokerPipResource() fyne.Resource { return resource("joker-pip.svg", jokerPip) }

// BackResource returns the back of the cards.
func BackResource() fyne.Resource {
	return resource("back.svg", func() []byte { return backArt(BackColor) })
}
