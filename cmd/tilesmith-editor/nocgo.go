//go:build !cgo

// Without cgo there is no OpenGL driver for the window: this build only
// says how to get the real one, so that `CGO_ENABLED=0 go build ./...`
// still builds everything else. With -check-display it only says whether
// the window could open here, in the words the editor itself uses: `make
// run` asks it first, so that a machine without a display hears so in a
// second instead of after the editor's first build (minutes).
package main

import (
	"fmt"
	"os"
)

func main() {
	if len(os.Args) == 2 && os.Args[1] == "-check-display" {
		if err := checkDisplay(displayFromEnv()); err != nil {
			fmt.Fprintln(os.Stderr, "tilesmith-editor:", err)
			os.Exit(1)
		}
		return
	}
	fmt.Fprintln(os.Stderr, "tilesmith-editor: this binary was built without cgo, and the editor's window needs it (OpenGL).\nBuild it with `make build-editor` (CGO_ENABLED=1 and the Debian packages Fyne needs), or use the tilesmith CLI.")
	os.Exit(2)
}
