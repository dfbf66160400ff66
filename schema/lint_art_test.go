package schema

import "testing"

func TestArtProblem(t *testing.T) {
	tests := []struct {
		name, path, want string
	}{
		{"in the folder", "D.png", ""},
		{"below the folder", "art/tiles/D.png", ""},
		{"dotted name", "art/..D.png", ""},
		{"absolute", "/home/me/D.png", `is an absolute path: art paths are relative to the pack file, with forward slashes, inside its folder (e.g. "art/D.png")`},
		{"backslashes", `art\D.png`, `uses backslashes: write "art/D.png"`},
		{"backslashes out", `..\art\D.png`, `uses backslashes: art paths are relative to the pack file, with forward slashes, inside its folder (e.g. "art/D.png")`},
		{"UNC path", `\\server\art\D.png`, `uses backslashes: art paths are relative to the pack file, with forward slashes, inside its folder (e.g. "art/D.png")`},
		{"drive letter", "C:/art/D.png", `names a drive: art paths are relative to the pack file, with forward slashes, inside its folder (e.g. "art/D.png")`},
		{"drive-relative", "c:D.png", `names a drive: art paths are relative to the pack file, with forward slashes, inside its folder (e.g. "art/D.png")`},
		{"parent", "../D.png", `leads out of the pack's folder: art paths are relative to the pack file, with forward slashes, inside its folder; copy the file beside the pack (e.g. "art/D.png")`},
		{"parent inside", "art/../../D.png", `leads out of the pack's folder: art paths are relative to the pack file, with forward slashes, inside its folder; copy the file beside the pack (e.g. "art/D.png")`},
		{"dot", "./art/D.png", `has empty, "." or ".." folder names: write "art/D.png"`},
		{"empty name", "art//D.png", `has empty, "." or ".." folder names: write "art/D.png"`},
		{"up and back", "art/../D.png", `has empty, "." or ".." folder names: write "D.png"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := artProblem(tt.path); got != tt.want {
				t.Errorf("artProblem(%q) = %q, want %q", tt.path, got, tt.want)
			}
		})
	}
}
