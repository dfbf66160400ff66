// Command tilesmith is the headless tilesmith: validate, inspect and format
// tile packs. See 'tilesmith --help'.
package main

import (
	"os"

	"github.com/tilesmith/tilesmith/internal/cli"
)

func main() {
	os.Exit(cli.Main(os.Args[1:], os.Stdout, os.Stderr))
}
