package editor

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/tilesmith/tilesmith/internal/fsutil"
	"github.com/tilesmith/tilesmith/schema"
)

// Autosave keeps unsaved work safe from a crash: the editor calls
// Autosave every few seconds while the document is dirty, and on start
// offers the recovery file of the pack it opens when one is left.

// recoveryFormat is the version of the recovery file's layout.
const recoveryFormat = 1

// recoveryFile is what an autosave writes: the pack as it was being
// edited and which document it belongs to.
type recoveryFile struct {
	Format  int             `json:"format"`
	Path    string          `json:"path,omitempty"`
	Builtin string          `json:"builtin,omitempty"`
	Saved   time.Time       `json:"saved"`
	Pack    json.RawMessage `json:"pack"`
}

// Recovery is unsaved work left by an editor that did not close cleanly.
type Recovery struct {
	// File is the recovery file; Path or Builtin the document it belongs
	// to; Saved when it was written.
	File, Path, Builtin string
	Saved               time.Time
	pack                []byte
}

// recoveryKey names a document's recovery file: one per file path (or
// built-in pack, or new pack id).
func (d *Document) recoveryKey() string {
	key := "builtin:" + d.builtin
	switch {
	case d.path != "":
		abs, err := filepath.Abs(d.path)
		if err != nil {
			abs = d.path
		}
		key = "file:" + abs
	case d.builtin == "":
		key = "new:" + d.pack.ID
	}
	sum := sha256.Sum256([]byte(key))
	return hex.EncodeToString(sum[:8])
}

// recoveryFile is the path of the document's recovery file ("" when
// there is no recovery folder).
func (d *Document) recoveryFile() string {
	if d.RecoveryDir == "" {
		return ""
	}
	return filepath.Join(d.RecoveryDir, d.recoveryKey()+".json")
}

// Autosave writes the pack to the recovery folder when it has unsaved
// changes (atomically, so a crash during the autosave keeps the previous
// one), and removes a stale recovery file when it has none.
func (d *Document) Autosave() error {
	file := d.recoveryFile()
	if file == "" {
		return errors.New("autosave: no recovery folder")
	}
	if !d.Dirty() {
		if err := os.Remove(file); err != nil && !errors.Is(err, os.ErrNotExist) {
			return fmt.Errorf("autosave: %w", err)
		}
		return nil
	}
	pack, err := schema.Encode(d.pack)
	if err != nil {
		return fmt.Errorf("autosave: %w", err)
	}
	data, err := json.MarshalIndent(recoveryFile{recoveryFormat, d.path, d.builtin, time.Now().UTC(), pack}, "", "  ")
	if err != nil {
		return fmt.Errorf("autosave: %w", err)
	}
	if err := os.MkdirAll(d.RecoveryDir, 0o700); err != nil {
		return fmt.Errorf("autosave: %w", err)
	}
	if err := fsutil.WriteFileAtomic(file, data); err != nil {
		return fmt.Errorf("autosave: %w", err)
	}
	return nil
}

// FindRecovery returns the unsaved work an earlier session left for this
// document, if any.
func (d *Document) FindRecovery() (*Recovery, bool) {
	file := d.recoveryFile()
	if file == "" {
		return nil, false
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, false
	}
	var rf recoveryFile
	if json.Unmarshal(data, &rf) != nil || rf.Format != recoveryFormat || len(rf.Pack) == 0 {
		return nil, false
	}
	return &Recovery{File: file, Path: rf.Path, Builtin: rf.Builtin, Saved: rf.Saved, pack: rf.Pack}, true
}

// Recover replaces the pack with the recovered work as one undoable step,
// so the designer can compare and undo it; the document is then dirty
// until saved.
func (d *Document) Recover(r *Recovery) error {
	p, diags := schema.Decode(r.File, r.pack)
	if p == nil {
		return fmt.Errorf("the recovery file %s holds no pack the editor can open:\n%s", r.File, diags)
	}
	p.Source = nil
	return d.Do(replacePack{p, fmt.Sprintf("recover unsaved work from %s", r.Saved.Local().Format("2006-01-02 15:04"))})
}

// DiscardRecovery deletes the document's recovery file.
func (d *Document) DiscardRecovery() error {
	file := d.recoveryFile()
	if file == "" {
		return nil
	}
	if err := os.Remove(file); err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	return nil
}

// replacePack puts a whole pack in place of the current one.
type replacePack struct {
	pack  *schema.Pack
	label string
}

func (c replacePack) Label() string { return c.label }

func (c replacePack) Apply(p *schema.Pack) error {
	q, err := schema.Clone(c.pack)
	if err != nil {
		return err
	}
	*p = *q
	return nil
}
