// Package editor is the tile-set editor's document model: a Document (a
// pack, its undo history, where it is saved and whether it has unsaved
// changes) edited through Command objects, re-checked after every edit,
// saved atomically and autosaved for recovery after a crash. It is plain
// Go, tested without a GUI; the Fyne views that display and bind it live
// in editor/ui.
package editor

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/internal/fsutil"
	"github.com/tilesmith/tilesmith/schema"
	"github.com/tilesmith/tilesmith/tilesets"
)

// MaxHistory bounds the undo history; the oldest steps are forgotten.
const MaxHistory = 500

// Document is one pack being edited. Every edit goes through Do, which
// keeps the pack's state before the edit so Undo can restore it, and then
// re-checks the pack (schema, lints, engine compile) so the designer always
// sees the current truth: the check runs when its result is first asked
// for (check.go), so that a view can show an edit before it. Invalid states are allowed while editing. A
// Document is not safe for concurrent use: the GUI calls it from its own
// goroutine.
type Document struct {
	pack *schema.Pack
	// path is the file the pack is saved to ("" for a built-in or new
	// pack: Save then needs SaveAs).
	path    string
	builtin string // the built-in pack id it was opened from, if any

	// done holds applied steps, undone the steps Redo can apply again.
	done, undone []step
	// saved is len(done) when the pack was last saved or opened (-1 when
	// that state has left the history).
	saved int

	// encoded is the pack's canonical encoding (nil until made, or when
	// it cannot be): the state the next step's undo keeps, made once for
	// the check and the history both.
	encoded []byte
	// checked says that diags, set and compileErr are the check of the
	// pack as it is (check.go): an edit leaves them to be made when first
	// asked for.
	checked bool
	diags   schema.Diagnostics
	set     *engine.Set
	// compileErr is why the pack does not compile for test play (nil when
	// it does, or when it has schema errors that say why already).
	compileErr error
	// revision counts changes of the pack (see Revision).
	revision int

	// RecoveryDir holds autosave files (default: the user's cache folder).
	RecoveryDir string
	listeners   []func()
	// sealed stops the next command from merging into the last step.
	sealed bool
	// base is the base pack an expansion is played on (base.go).
	base *playBase
}

// step is one command and the pack's other state, in its canonical
// encoding: on the done list the state before the command, on the undone
// list the state after it.
type step struct {
	cmd   Command
	other []byte
	// checked is what the check said of other, when it was the pack: an
	// undo or redo puts it back with the pack instead of checking again
	// (the check is a function of the encoding alone, and it was half of
	// an undo's time in the real window).
	checked checkResult
}

// Open reads a pack file for editing. A file that is not a pack the model
// can hold is refused with the diagnostics that say why.
func Open(path string) (*Document, error) {
	data, err := fsutil.ReadFileLimit(path, schema.MaxPackBytes, "pack")
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	p, diags := schema.Decode(path, data)
	if p == nil {
		return nil, fmt.Errorf("%s is not a pack the editor can open:\n%w", path, diags)
	}
	p.Source = nil
	d := newDocument(p)
	d.path = path
	return d, nil
}

// OpenBuiltin opens a copy of a built-in pack; saving it needs a path.
func OpenBuiltin(id string) (*Document, error) {
	p, _, err := tilesets.Load(id)
	if err != nil {
		return nil, err
	}
	q, err := schema.Clone(p)
	if err != nil {
		return nil, err
	}
	d := newDocument(q)
	d.builtin = id
	return d, nil
}

// NewDocument edits a pack built in code, to be saved at path ("" until
// SaveAs).
func NewDocument(p *schema.Pack, path string) *Document {
	d := newDocument(p)
	d.path = path
	return d
}

func newDocument(p *schema.Pack) *Document {
	d := &Document{pack: p}
	if dir, err := os.UserCacheDir(); err == nil {
		d.RecoveryDir = filepath.Join(dir, "tilesmith", "recovery")
	}
	d.invalidate()
	d.check() // where it opens: the editor opens a pack while it connects to the display
	return d
}

// Pack returns the pack as it is now. Callers must not change it: edit
// through Do.
func (d *Document) Pack() *schema.Pack { return d.pack }

// Path is the file the document saves to ("" when it has none yet).
func (d *Document) Path() string { return d.path }

// Title names the document for a window title: the file name or the
// built-in pack's id (or the new id a variant of it was given), with a
// "*" when there are unsaved changes.
func (d *Document) Title() string {
	name := filepath.Base(d.path)
	switch {
	case d.path == "" && d.builtin != "" && d.pack.ID != d.builtin:
		name = d.pack.ID + " (unsaved, from built-in " + d.builtin + ")"
	case d.path == "" && d.builtin != "":
		name = d.builtin + " (built-in)"
	case d.path == "":
		name = d.pack.ID + " (unsaved)"
	}
	if d.Dirty() {
		name += " *"
	}
	return name
}

// Dirty reports whether the pack differs from its saved state.
func (d *Document) Dirty() bool { return d.saved != len(d.done) }

// Revision counts the pack's changes: it differs whenever the pack may
// have (after an edit, undo or redo), so a view can tell that what it
// shows came from an older pack.
func (d *Document) Revision() int { return d.revision }

// OnChange registers f to run after every edit, undo, redo and save.
func (d *Document) OnChange(f func()) { d.listeners = append(d.listeners, f) }

func (d *Document) changed() {
	for _, f := range d.listeners {
		f()
	}
}

// Do applies a command. When it fails the pack is left as it was and the
// error says why. A command that can merge with the last one (typing a
// count digit by digit) joins its undo step.
func (d *Document) Do(c Command) error {
	before, err := d.encoding()
	if err != nil {
		return err
	}
	checked := d.current()
	if err := c.Apply(d.pack); err != nil {
		d.restore(before)
		return fmt.Errorf("%s: %w", c.Label(), err)
	}
	if n := len(d.done); n > 0 && d.saved != n && !d.sealed {
		if m, ok := d.done[n-1].cmd.(Merger); ok {
			if merged, ok := m.Merge(c); ok {
				d.done[n-1].cmd = merged
				d.undone = nil
				d.invalidate()
				d.changed()
				return nil
			}
		}
	}
	d.done = append(d.done, step{c, before, checked})
	d.undone = nil
	d.sealed = false
	if len(d.done) > MaxHistory {
		d.done = d.done[1:]
		d.saved-- // -1 and below: the saved state is gone
		if d.saved < 0 {
			d.saved = -1
		}
	}
	d.invalidate()
	d.changed()
	return nil
}

// restore puts back a pack state from its canonical encoding. The bytes
// came from Encode, so they always decode.
func (d *Document) restore(data []byte) {
	p, diags := schema.Decode(d.pack.ID+".json", data)
	if p == nil {
		panic(fmt.Sprintf("editor: a canonical encoding does not decode: %s", diags))
	}
	p.Source = nil
	*d.pack = *p
}

// Try reports what Do would say of c, on a copy of the pack: the
// document does not change. A dialog checks a value with it as it is
// typed, and stays open, saying why, where Do would refuse.
func (d *Document) Try(c Command) error {
	data, err := schema.Encode(d.pack)
	if err != nil {
		return err
	}
	p, diags := schema.Decode(d.pack.ID+".json", data)
	if p == nil {
		panic(fmt.Sprintf("editor: a canonical encoding does not decode: %s", diags))
	}
	return c.Apply(p)
}

// Seal ends a gesture: the next command starts a new undo step even when
// it could merge with the last one (two separate drags over a tile's ports,
// a count typed again after leaving its cell).
func (d *Document) Seal() { d.sealed = true }

// CanUndo and CanRedo report whether there is a step to undo or redo.
func (d *Document) CanUndo() bool { return len(d.done) > 0 }
func (d *Document) CanRedo() bool { return len(d.undone) > 0 }

// UndoLabel and RedoLabel name the step Undo or Redo would take ("" for
// none), for menu items such as "Undo set count of D in WE3".
func (d *Document) UndoLabel() string {
	if len(d.done) == 0 {
		return ""
	}
	return d.done[len(d.done)-1].cmd.Label()
}

func (d *Document) RedoLabel() string {
	if len(d.undone) == 0 {
		return ""
	}
	return d.undone[len(d.undone)-1].cmd.Label()
}

// Undo takes back the last step; false when there is none.
func (d *Document) Undo() bool {
	n := len(d.done)
	if n == 0 {
		return false
	}
	s := d.done[n-1]
	d.done = d.done[:n-1]
	after, err := d.encoding()
	if err != nil {
		panic(fmt.Sprintf("editor: encode for undo: %v", err))
	}
	now := d.current()
	d.restoreChecked(s.other, s.checked)
	d.undone = append(d.undone, step{s.cmd, after, now})
	d.sealed = true
	d.changed()
	return true
}

// Redo applies the last undone step again; false when there is none.
func (d *Document) Redo() bool {
	n := len(d.undone)
	if n == 0 {
		return false
	}
	s := d.undone[n-1]
	d.undone = d.undone[:n-1]
	before, err := d.encoding()
	if err != nil {
		panic(fmt.Sprintf("editor: encode for redo: %v", err))
	}
	now := d.current()
	d.restoreChecked(s.other, s.checked)
	d.done = append(d.done, step{s.cmd, before, now})
	d.sealed = true
	d.changed()
	return true
}

// ErrNoPath is returned by Save for a document that has no file yet.
var ErrNoPath = errors.New("the pack has no file yet: use Save As")

// Save writes the pack to its file, atomically: a crash leaves the old
// file or the new one, never half of one. It then drops the autosave.
func (d *Document) Save() error {
	if d.path == "" {
		return ErrNoPath
	}
	return d.SaveAs(d.path)
}

// SaveAs writes the pack to path (atomically) and makes it the document's
// file.
func (d *Document) SaveAs(path string) error {
	data, err := schema.Encode(d.pack)
	if err != nil {
		return fmt.Errorf("save: %w", err)
	}
	if err := writeFile(path, data); err != nil {
		var worded *fsutil.Error
		if errors.As(err, &worded) {
			return err // says the file, what is wrong and what to do
		}
		return fmt.Errorf("save: %w", err)
	}
	old := d.recoveryFile()
	d.path = path
	d.saved = len(d.done)
	if old != "" {
		_ = os.Remove(old)
	}
	_ = os.Remove(d.recoveryFile())
	d.changed()
	return nil
}

// writeFile is how Save writes; tests replace it to simulate a crash.
var writeFile = defaultWriteFile

// defaultWriteFile writes atomically, through symbolic links, keeping the
// file's mode and owner; a read-only file is refused with a message that
// says what the designer can do in the editor.
func defaultWriteFile(path string, data []byte) error {
	return fsutil.WriteFileAtomicOpts(path, data, fsutil.WriteOptions{ForceHint: "use File, Save As… to save a copy elsewhere"})
}
