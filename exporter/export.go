package exporter

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"

	"github.com/tilesmith/tilesmith/internal/fsutil"
	"github.com/tilesmith/tilesmith/schema"
)

// Format is one way to export a pack.
type Format struct {
	Name, What string
	// Mix: the format holds one mix (pdf needs one; jcz takes one).
	Mix bool
	// Publishes: the format takes a base URL (Export.BaseURL, the CLI's
	// --base-url), where what it writes will be put on the web.
	Publishes bool
}

// Formats are the pack export formats, as the CLI and the editor offer them.
var Formats = []Format{
	{Name: "dir", What: "a folder: pack.json, tiles/<id>.png, sheet.png, artwork, manifest.json"},
	{Name: "zip", What: "the same as a .zip archive (import it back with 'tilesmith import')"},
	{Name: "jcz", What: "a JCloisterZone 5 add-on (classic packs; mists with --lossy): a .jca file to\ninstall, or its folder to copy. What JCloisterZone cannot show is listed as\nwarnings", Mix: true, Publishes: true},
	{Name: "tiled", What: "a Tiled tileset: <pack>.tsj and tiles/<id>.png, edges and features as\ncustom properties"},
	{Name: "tts", What: "a Tabletop Simulator saved object of a mix, or of all, a bag each: <pack>-<mix>.json\nand its pictures (images/), tiles in a bag, the start tile placed, followers, the\nscore track or the board", Mix: true, Publishes: true},
	{Name: "pdf", What: "print and play: every tile of a mix at 45 mm on A4 or Letter, with a 3 mm bleed\nand crop marks; with the Messages module, its message tiles, fronts and backs;\nwith a board (The Castle's), the board at the tiles' scale over pages that\noverlap; tile backs, a checklist and stickers on a label sheet on request", Mix: true},
}

// Export is one export request.
type Export struct {
	Format string // a Formats name
	Mix    string // the mix, for the formats that hold one ("" for none)
	Paper  string // pdf: a4 (default) or letter
	// Out is the folder or file to write: a folder must be new or empty,
	// and a file (zip, pdf, a .jca) new unless Replace.
	Out string
	// TileSize is the size of the tile pictures in pixels (0: the
	// format's default; for pdf it sets the resolution of 45 mm).
	TileSize int
	// Progress, when set, hears how many tiles are drawn.
	Progress func(done, total int)
	// Replace lets a zip, pdf or .jca take the place of a file of that
	// name, and Force of one that is read-only or has other names (hard
	// links).
	Replace, Force bool
	// Lossy lets jcz export a pack whose rules JCloisterZone cannot play.
	Lossy bool
	// Print is the pdf's layout: bleed, gap, backs, stickers, checklist,
	// credit (PrintOptions; its paper, DPI and progress come from the
	// fields above).
	Print PrintOptions
	// BaseURL: tts names its pictures BaseURL + file name (hosted), not
	// by file URLs of where they are written; jcz writes it, with the
	// .jca's name, into the catalogue entry beside the .jca ("" for a
	// placeholder to replace).
	BaseURL string
}

// ErrRequest marks an export that cannot be made as asked (a bad name,
// size or format), as opposed to one that failed while making it.
var ErrRequest = errors.New("bad export request")

func requestErrorf(format string, args ...any) error {
	return &requestError{fmt.Errorf(format, args...)}
}

// requestError is a refusal of the request itself (exit 2 in the CLI):
// its text is the user's words alone, and errors.Is finds ErrRequest.
type requestError struct{ err error }

func (e *requestError) Error() string   { return e.err.Error() }
func (e *requestError) Unwrap() []error { return []error{ErrRequest, e.err} }

// MaxPictureMemory caps the tile pictures an export holds at once: the
// folder, zip, Tiled and JCloisterZone exports draw every tile (for the
// contact sheets and tilesets) before writing, 4 bytes a pixel.
const MaxPictureMemory = 2 << 30

// checkPictureMemory refuses drawing n tiles at size px when their
// pictures would pass MaxPictureMemory, and says which size would do.
func checkPictureMemory(n, size int) error {
	if n == 0 || n*size*size*4 <= MaxPictureMemory {
		return nil
	}
	fit := int(math.Sqrt(float64(MaxPictureMemory) / 4 / float64(n)))
	return requestErrorf("%d tiles at %d px need %d MiB of pictures in memory, more than the %d MiB an export may hold: draw them at --size %d or less",
		n, size, n*size*size*4>>20, MaxPictureMemory>>20, max(fit, MinTileSize))
}

// writeFailure sorts a failed write: a refusal that names what the user
// should change (an output that is an input, a folder with files, a
// read-only or hard-linked file, a link inside the folder) is a bad
// request; anything else, such as a full disk,
// is a failure of the machine, reported as it is.
func writeFailure(err error) error {
	if fsutil.IsRefusal(err) {
		return &requestError{err}
	}
	return err
}

// Run makes the export and writes it; it returns a one-line summary
// ("exported winter-edition (39 files) to out") and the warnings of
// formats that cannot hold everything.
func (x Export) Run(ctx context.Context, r *Renderer) (summary string, warnings []string, err error) {
	if x.Out == "" {
		return "", nil, requestErrorf("no output path")
	}
	if x.TileSize != 0 && (x.TileSize < MinTileSize || x.TileSize > MaxTileSize) {
		return "", nil, requestErrorf("tile size %d is out of range: use %d to %d", x.TileSize, MinTileSize, MaxTileSize)
	}
	p := r.Pack()
	if x.Format != "pdf" {
		if err := checkPictureMemory(len(p.Tiles), cmp.Or(x.TileSize, DefaultTileSize)); err != nil {
			return "", nil, err
		}
	}
	if x.Mix != "" {
		if _, err := p.Mix(x.Mix); err != nil && (x.Format != "tts" || x.Mix != TabletopAllMixes) {
			return "", nil, &requestError{allMixesHint(err, x.Format, x.Mix, len(p.Mixes))}
		}
	}
	if f, ok := formatNamed(x.Format); ok && x.Mix != "" && !f.Mix {
		return "", nil, requestErrorf("the %s format holds the whole pack, not one mix: leave the mix out", x.Format)
	}
	out := filepath.Clean(x.Out)
	zipped := strings.HasSuffix(strings.ToLower(x.Out), ".zip")
	opts := PackOptions{TileSize: x.TileSize, Progress: x.Progress}
	var files []File
	switch x.Format {
	case "dir", "zip":
		if x.Format == "zip" && !zipped {
			return "", nil, requestErrorf("%s: a zip export is a .zip file", x.Out)
		}
		if err := x.checkNewFile(); err != nil {
			return "", nil, err
		}
		if files, err = PackFiles(ctx, r, opts); err != nil {
			return "", nil, err
		}
		summary = fmt.Sprintf("exported %s (%d files) to %s", p.ID, len(files), out)
	case "jcz":
		return x.jczAddon(ctx, r)
	case "tiled":
		zipped = false
		if files, err = TiledTileset(ctx, r, opts); err != nil {
			return "", nil, err
		}
		summary = fmt.Sprintf("exported %s as a Tiled tileset (%s, %d tiles) to %s", p.ID, TiledTilesetFile(p.ID), len(p.Tiles), out)
	case "pdf":
		return x.printAndPlay(ctx, r)
	case "tts":
		return x.tabletop(ctx, r)
	default:
		return "", nil, requestErrorf("unknown format %q: use one of %s", x.Format, FormatNames())
	}
	if zipped {
		err = writeZip(x.Out, files, x.Force)
	} else {
		err = WriteDir(x.Out, files)
	}
	if err != nil {
		return "", nil, writeFailure(err)
	}
	return summary, warnings, nil
}

func (x Export) printAndPlay(ctx context.Context, r *Renderer) (string, []string, error) {
	p := r.Pack()
	if !strings.HasSuffix(strings.ToLower(x.Out), ".pdf") {
		return "", nil, requestErrorf("%s: a print-and-play export is a .pdf file", x.Out)
	}
	paper := x.Paper
	if paper == "" && x.Print.Stickers == "" {
		paper = "a4"
	}
	if _, ok := PaperNamed(paper); !ok && paper != "" {
		return "", nil, requestErrorf("paper %q: use a4 or letter", paper)
	}
	if err := x.checkNewFile(); err != nil {
		return "", nil, err
	}
	mix, err := chooseMix(p, x.Mix)
	if err != nil {
		return "", nil, err
	}
	opts := x.Print
	opts.Paper, opts.Progress = paper, x.Progress
	if x.TileSize != 0 {
		opts.DPI = max(1, int(float64(x.TileSize)*25.4/45+0.5))
	}
	// A layout that cannot be made (a bleed out of range, a gap too small
	// for it, an unknown label sheet) is the request's fault.
	what, err := printedSummary(p, mix, paper, opts)
	if err != nil {
		return "", nil, &requestError{err}
	}
	data, err := PrintAndPlay(ctx, r, mix, opts)
	if err != nil {
		return "", nil, err
	}
	if err := fsutil.WriteFileAtomicOpts(x.Out, data, fsutil.WriteOptions{Force: x.Force}); err != nil {
		return "", nil, writeFailure(err)
	}
	return fmt.Sprintf("exported mix %s of %s for print and play (%s, %d KiB) to %s",
		mix, p.ID, what, len(data)/1024, filepath.Clean(x.Out)), nil, nil
}

// checkNewFile refuses, unless Replace, an export into one file (zip,
// pdf, a jcz .jca or .zip) whose name an existing file has: an export
// makes a new file and never loses the one that was there by surprise.
func (x Export) checkNewFile() error {
	lower := strings.ToLower(x.Out)
	file := x.Format == "pdf" || x.Format == "zip" || x.Format == "jcz" && (strings.HasSuffix(lower, ".jca") || strings.HasSuffix(lower, ".zip"))
	if !file || x.Replace {
		return nil
	}
	if st, err := os.Stat(x.Out); err == nil && !st.IsDir() {
		return requestErrorf("%s exists: an export writes a new file; pass --force to replace it (nothing was written)", filepath.Clean(x.Out))
	}
	return nil
}

// FormatNames lists the format names as "dir|zip|...".
func FormatNames() string {
	names := make([]string, len(Formats))
	for i, f := range Formats {
		names[i] = f.Name
	}
	return strings.Join(names, "|")
}

func formatNamed(name string) (Format, bool) {
	for _, f := range Formats {
		if f.Name == name {
			return f, true
		}
	}
	return Format{}, false
}

// chooseMix is the mix an export of one mix takes: the one asked for, or
// the pack's only one.
func chooseMix(p *schema.Pack, asked string) (string, error) {
	if asked != "" {
		return asked, nil
	}
	if len(p.Mixes) != 1 {
		var ids []string
		for _, m := range p.Mixes {
			ids = append(ids, m.ID)
		}
		return "", requestErrorf("pack %s has %d mixes: choose one (%s)", p.ID, len(p.Mixes), ListShown(ids))
	}
	return p.Mixes[0].ID, nil
}
