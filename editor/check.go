package editor

import (
	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
)

// The check (the schema, the lints and the engine compile) is made when
// its result is first asked for after a change, not by the change itself:
// the editor draws what an edit changed on the tile first and asks for
// the check's result after that frame, so that a port tap shows at once
// (the check was half of a tap's work). Whoever asks gets the check of
// the pack as it is: Diagnostics, Set and CompileError right after Do say
// what they always said.

// checkResult is what check makes of one state of the pack.
type checkResult struct {
	diags      schema.Diagnostics
	set        *engine.Set
	compileErr error
	valid      bool // the result is for this step's encoding
}

// Diagnostics are the problems of the pack as it is now.
func (d *Document) Diagnostics() schema.Diagnostics {
	d.check()
	return d.diags
}

// Set is the pack compiled for the engine, or nil when it does not compile
// (CompileError says why, unless the diagnostics already do).
func (d *Document) Set() *engine.Set {
	d.check()
	return d.set
}

// CompileError is why the pack does not compile for test play.
func (d *Document) CompileError() error {
	d.check()
	return d.compileErr
}

// invalidate notes that the pack changed: a new revision, whose encoding
// and check are made when asked for.
func (d *Document) invalidate() {
	d.revision++
	d.pack.Source = nil
	d.encoded = nil
	d.checked = false
	d.diags, d.set, d.compileErr = nil, nil, nil
}

// check runs the schema, the lints and the engine compile on the pack as
// it is, unless they ran since it last changed.
func (d *Document) check() {
	if d.checked {
		return
	}
	d.checked = true
	data, err := d.encoding()
	if err != nil {
		d.diags = schema.CheckPack(d.pack) // says why it cannot be encoded
	} else {
		d.diags = schema.CheckEncoded(d.pack, data)
	}
	d.set, d.compileErr = nil, nil
	if d.diags.HasErrors() {
		return
	}
	d.set, d.compileErr = engine.Compile(d.pack)
}

// encoding is the pack's canonical encoding, made once per change.
func (d *Document) encoding() ([]byte, error) {
	if d.encoded != nil {
		return d.encoded, nil
	}
	data, err := schema.Encode(d.pack)
	if err != nil {
		return nil, err
	}
	d.encoded = data
	return data, nil
}

// current is what the check said of the pack as it is, if it ran (an
// undo step keeps it, to put back with the pack).
func (d *Document) current() checkResult {
	if !d.checked {
		return checkResult{}
	}
	return checkResult{d.diags, d.set, d.compileErr, d.encoded != nil}
}

// restoreChecked puts back a state and what its check said, or leaves it
// to be checked when that was not kept.
func (d *Document) restoreChecked(data []byte, c checkResult) {
	d.restore(data)
	d.invalidate()
	d.encoded = data
	if c.valid {
		d.checked = true
		d.diags, d.set, d.compileErr = c.diags, c.set, c.compileErr
	}
}
