package version

import (
	"runtime/debug"
	"strings"
	"testing"
)

func TestFromBuildInfo(t *testing.T) {
	settings := func(kv ...string) []debug.BuildSetting {
		var s []debug.BuildSetting
		for i := 0; i < len(kv); i += 2 {
			s = append(s, debug.BuildSetting{Key: kv[i], Value: kv[i+1]})
		}
		return s
	}
	base := Info{Version: "(devel)", Go: "go1.0", Platform: "plan9/386"}
	tests := []struct {
		name      string
		bi        debug.BuildInfo
		wantBuild string
		wantLines []string
	}{
		{
			name: "a clean checkout",
			bi: debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "v0.0.0-20261122103000-6e5e1f5c0d1e"},
				Settings: settings("vcs.revision", "6e5e1f5c0d1e8f00aa", "vcs.time", "2026-11-22T10:30:00Z", "vcs.modified", "false", "GOOS", "linux", "GOARCH", "amd64")},
			wantBuild: "tilesmith v0.0.0-20261122103000-6e5e1f5c0d1e, commit 6e5e1f5c0d1e, go1.26.8 linux/amd64",
			wantLines: []string{"tilesmith v0.0.0-20261122103000-6e5e1f5c0d1e", "commit:   6e5e1f5c0d1e8f00aa (2026-11-22T10:30:00Z)", "changes:  none", "go:       go1.26.8 linux/amd64"},
		},
		{
			name: "uncommitted changes",
			bi: debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "v0.0.0-20261122103000-6e5e1f5c0d1e+dirty"},
				Settings: settings("vcs.revision", "6e5e1f5c0d1e8f00aa", "vcs.modified", "true")},
			wantBuild: "tilesmith v0.0.0-20261122103000-6e5e1f5c0d1e+dirty, commit 6e5e1f5c0d1e+changes, go1.26.8 plan9/386",
			wantLines: []string{"commit:   6e5e1f5c0d1e8f00aa", "changes:  yes, the checkout had changes not committed"},
		},
		{
			name:      "no version control (go test, a source archive)",
			bi:        debug.BuildInfo{Main: debug.Module{Version: "(devel)"}},
			wantBuild: "tilesmith (devel), commit unknown, go1.0 plan9/386",
			wantLines: []string{"tilesmith (devel)", "commit:   unknown (built outside a git checkout, or by go run or go test)", "go:       go1.0 plan9/386"},
		},
		{
			name:      "a tagged release",
			bi:        debug.BuildInfo{Main: debug.Module{Version: "v1.2.0"}, Settings: settings("vcs.revision", "abc")},
			wantBuild: "tilesmith v1.2.0, commit abc, go1.0 plan9/386",
			wantLines: []string{"tilesmith v1.2.0", "commit:   abc"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			info := fromBuildInfo(&tt.bi, base)
			if got := info.Build(); got != tt.wantBuild {
				t.Errorf("Build() = %q, want %q", got, tt.wantBuild)
			}
			lines := strings.Split(info.String(), "\n")
			for _, want := range tt.wantLines {
				found := false
				for _, l := range lines {
					found = found || l == want
				}
				if !found {
					t.Errorf("String() has no line %q:\n%s", want, info.String())
				}
			}
		})
	}
}

func TestReadNamesThisToolchain(t *testing.T) {
	info := Read()
	if !strings.HasPrefix(info.Go, "go") || info.Version == "" || info.Platform == "" {
		t.Fatalf("Read() = %+v: want a Go version, a module version and a platform", info)
	}
}
