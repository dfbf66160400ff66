//go:build !cgo

// Without cgo there is no OpenGL driver for the window: this build only
// says how to get the real one, so that `CGO_ENABLED=0 go build ./...`
// still builds everything else.
package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Fprintln(os.Stderr, "tilesmith-editor: this binary was built without cgo, and the editor's window needs it (OpenGL).\nBuild it with `make build-editor` (CGO_ENABLED=1 and the Debian packages Fyne needs), or use the tilesmith CLI.")
	os.Exit(2)
}
