// Package version says which build of tilesmith is running: the module
// version, the commit it was built from and whether it had uncommitted
// changes, and the Go toolchain, all read from the build information Go
// stamps into every binary. Shards of a study record it, so that merge can
// refuse the partial reports of two different builds.
package version

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"
)

// Info is one build of tilesmith.
type Info struct {
	// Version is the main module's version: a tag (v1.2.0), a
	// pseudo-version naming the commit (v0.0.0-20261122…-6e5e1f5c0d1e,
	// "+dirty" when built with changes not committed), or "(devel)" when
	// Go knew no version (go test, go run).
	Version string
	// Commit is the revision the binary was built from, "" when Go
	// recorded none (a build outside a git checkout, or a test binary).
	Commit string
	// Time is the commit's time (RFC 3339), "" when unknown.
	Time string
	// Modified is true when the checkout had changes not committed.
	Modified bool
	// Go is the toolchain that built the binary, Platform its target.
	Go, Platform string
}

// Read returns the running binary's build.
func Read() Info {
	info := Info{Version: "(devel)", Go: runtime.Version(), Platform: runtime.GOOS + "/" + runtime.GOARCH}
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return info
	}
	return fromBuildInfo(bi, info)
}

// fromBuildInfo fills info from Go's build information.
func fromBuildInfo(bi *debug.BuildInfo, info Info) Info {
	if v := bi.Main.Version; v != "" {
		info.Version = v
	}
	if bi.GoVersion != "" {
		info.Go = bi.GoVersion
	}
	var goos, goarch string
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			info.Commit = s.Value
		case "vcs.time":
			info.Time = s.Value
		case "vcs.modified":
			info.Modified = s.Value == "true"
		case "GOOS":
			goos = s.Value
		case "GOARCH":
			goarch = s.Value
		}
	}
	if goos != "" && goarch != "" {
		info.Platform = goos + "/" + goarch
	}
	return info
}

// Build is the build's identity in one line, as shards record it and
// merge compares it: the version, the commit (with "+changes" when the
// checkout had uncommitted changes, which no commit names), the Go
// version and the platform. Two binaries with the same Build play the
// same seed the same way.
func (i Info) Build() string {
	commit := "commit unknown"
	if i.Commit != "" {
		commit = "commit " + short(i.Commit)
		if i.Modified {
			commit += "+changes"
		}
	}
	return fmt.Sprintf("tilesmith %s, %s, %s %s", i.Version, commit, i.Go, i.Platform)
}

// String is what 'tilesmith version' prints: one fact a line.
func (i Info) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "tilesmith %s\n", i.Version)
	switch {
	case i.Commit == "":
		b.WriteString("commit:   unknown (built outside a git checkout, or by go run or go test)\n")
	default:
		fmt.Fprintf(&b, "commit:   %s", i.Commit)
		if i.Time != "" {
			fmt.Fprintf(&b, " (%s)", i.Time)
		}
		b.WriteString("\n")
		if i.Modified {
			b.WriteString("changes:  yes, the checkout had changes not committed\n")
		} else {
			b.WriteString("changes:  none\n")
		}
	}
	fmt.Fprintf(&b, "go:       %s %s\n", i.Go, i.Platform)
	return b.String()
}

// short is a commit hash cut to 12 characters, as Go's pseudo-versions
// name it.
func short(commit string) string {
	if len(commit) > 12 {
		return commit[:12]
	}
	return commit
}
