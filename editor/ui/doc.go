// Package ui is the editor's window: Fyne views over an editor.Document.
//
// The document (package editor) holds the pack, its undo history, its file
// and its diagnostics; the views here display it and turn gestures into
// its edit commands. Every edit goes through Document.Do, and every view
// redraws from the document when it changes, so the views never hold
// state of their own beyond the selection.
//
// The package builds without cgo and is tested headless with Fyne's test
// driver; only cmd/tilesmith-editor links the real (OpenGL) driver.
package ui
