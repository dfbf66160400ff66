package exporter

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
)

// The catalogue's shape, as FanCloisterZone reads it
// (fancarpedia/FanCloisterZone src/renderer/plugins/addons.js): a list
// "addons" of entries with a "key" and "versions", each version with an
// integer "version", a "provider" of "https" or "mega", a "url", a
// "sha256" of the file in lower-case hex, and optional "fromVersion" and
// "toVersion" app versions. Written out here as our own test types.
type fczCatalogueRead struct {
	Addons []struct {
		Key      string `json:"key"`
		Name     string `json:"name"`
		Versions []struct {
			Version     json.Number `json:"version"`
			Provider    string      `json:"provider"`
			URL         string      `json:"url"`
			SHA256      string      `json:"sha256"`
			FromVersion string      `json:"fromVersion"`
		} `json:"versions"`
	} `json:"addons"`
}

// publishJCA exports pack p (mix "" for all) to dir/name, replacing any
// file there, and returns what the catalogue beside it says of it, the
// .jca's bytes and the export's warnings.
func publishJCA(t *testing.T, p *schema.Pack, mix, dir, name, baseURL string) (fczCatalogueRead, []byte, []string) {
	t.Helper()
	out := filepath.Join(dir, name)
	x := Export{Format: "jcz", Mix: mix, Out: out, TileSize: 32, Lossy: true, Replace: true, BaseURL: baseURL}
	_, warnings, err := x.Run(context.Background(), renderer(t, p))
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	listing, err := os.ReadFile(filepath.Join(dir, JCZCatalogueFile))
	if err != nil {
		t.Fatalf("no catalogue beside the .jca: %v", err)
	}
	var c fczCatalogueRead
	dec := json.NewDecoder(strings.NewReader(string(listing)))
	dec.UseNumber()
	if err := dec.Decode(&c); err != nil {
		t.Fatalf("the catalogue is not JSON of its shape: %v\n%s", err, listing)
	}
	return c, data, warnings
}

// manifestVersion is the version jcz-addon.json inside a .jca gives.
func manifestVersion(t *testing.T, data []byte) string {
	t.Helper()
	fsys := unpackJCA(t, data)
	for name, f := range fsys {
		if strings.HasSuffix(name, "/"+JCZAddonFile) {
			var m map[string]json.RawMessage
			if err := json.Unmarshal(f.Data, &m); err != nil {
				t.Fatal(err)
			}
			return string(m["version"])
		}
	}
	t.Fatal("no jcz-addon.json")
	return ""
}

func hexSHA(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// TestJCZCatalogueEntry: an export to a .jca writes the add-on's entry
// beside it — its key the add-on id, version 1, the https address under
// --base-url, the .jca's SHA-256 and the oldest app that loads it — and
// the .jca's own manifest gives the same version.
func TestJCZCatalogueEntry(t *testing.T) {
	dir := t.TempDir()
	c, data, warnings := publishJCA(t, testpacks.FreshPack(t, "winter-edition"), "WE3", dir, "winter WE3.jca", "https://example.org/addons/")
	if len(c.Addons) != 1 {
		t.Fatalf("%d entries, want 1", len(c.Addons))
	}
	e := c.Addons[0]
	if e.Key != "winter-edition-we3" || e.Name != "Carcassonne: Winter Edition — Winter Edition, 2022 (WE3)" || len(e.Versions) != 1 {
		t.Fatalf("entry %+v", e)
	}
	v := e.Versions[0]
	checks := []struct{ what, got, want string }{
		{"version", v.Version.String(), "1"},
		{"provider", v.Provider, "https"},
		{"url", v.URL, "https://example.org/addons/winter%20WE3.jca"},
		{"sha256", v.SHA256, hexSHA(data)},
		{"fromVersion", v.FromVersion, JCZMinimumVersion},
		{"the .jca's own version", manifestVersion(t, data), "1"},
	}
	for _, ch := range checks {
		if ch.got != ch.want {
			t.Errorf("%s is %q, want %q", ch.what, ch.got, ch.want)
		}
	}
	for _, w := range warnings {
		if strings.Contains(w, "placeholder") {
			t.Errorf("a warning of a placeholder, yet --base-url was given: %s", w)
		}
	}
}

// TestJCZCatalogueVersions: exporting the same pack again keeps the
// version; exporting it changed gives the next version, in the catalogue
// and in the .jca alike (FanCloisterZone compares the two to update); and
// another add-on exported beside it gets an entry of its own.
func TestJCZCatalogueVersions(t *testing.T) {
	dir := t.TempDir()
	const base = "https://example.org/a"
	p := testpacks.FreshPack(t, "winter-edition")
	first, firstData, _ := publishJCA(t, p, "WE3", dir, "we3.jca", base)
	again, againData, _ := publishJCA(t, p, "WE3", dir, "we3.jca", base)
	if again.Addons[0].Versions[0].Version != "1" || string(againData) != string(firstData) || again.Addons[0].Versions[0].SHA256 != first.Addons[0].Versions[0].SHA256 {
		t.Errorf("the same pack again: %+v, want version 1 and the same file", again.Addons[0].Versions)
	}
	changed := testpacks.FreshPack(t, "winter-edition")
	changed.Name = "Carcassonne: Winter Edition, revised"
	c, data, _ := publishJCA(t, changed, "WE3", dir, "we3.jca", base)
	v := c.Addons[0].Versions
	if len(v) != 1 || v[0].Version != "2" || v[0].SHA256 != hexSHA(data) || manifestVersion(t, data) != "2" {
		t.Errorf("the changed pack: versions %+v and jcz-addon.json version %s, want one version 2 with the new file's SHA-256", v, manifestVersion(t, data))
	}
	c, data, _ = publishJCA(t, changed, "WE3", dir, "we3.jca", base)
	if v := c.Addons[0].Versions; v[0].Version != "2" || manifestVersion(t, data) != "2" {
		t.Errorf("the changed pack again: versions %+v, want 2 still", v)
	}
	c, _, _ = publishJCA(t, p, "WD", dir, "wd.jca", base)
	var keys []string
	for _, e := range c.Addons {
		keys = append(keys, e.Key+"@"+string(e.Versions[0].Version))
	}
	if strings.Join(keys, " ") != "winter-edition-wd@1 winter-edition-we3@2" {
		t.Errorf("entries %v, want WD's beside WE3's", keys)
	}
}

// TestJCZCatalogueRefusals: an addons.json beside the .jca that is not a
// catalogue is neither overwritten nor is anything written; a base URL
// that is not an http(s) address, or given for a folder export, is
// refused; without one the entry has a placeholder and a warning says so.
func TestJCZCatalogueRefusals(t *testing.T) {
	p := testpacks.FreshPack(t, "winter-edition")
	r := renderer(t, p)
	t.Run("a foreign addons.json", func(t *testing.T) {
		dir := t.TempDir()
		foreign := filepath.Join(dir, JCZCatalogueFile)
		if err := os.WriteFile(foreign, []byte(`["not", "a", "catalogue"]`), 0o644); err != nil {
			t.Fatal(err)
		}
		x := Export{Format: "jcz", Mix: "WE3", Out: filepath.Join(dir, "we3.jca"), TileSize: 32}
		_, _, err := x.Run(context.Background(), r)
		if !errors.Is(err, ErrRequest) || !strings.Contains(err.Error(), "not a FanCloisterZone catalogue") {
			t.Errorf("error %v, want a refusal naming the file", err)
		}
		if _, err := os.Stat(x.Out); err == nil {
			t.Error("the .jca was written all the same")
		}
		if data, _ := os.ReadFile(foreign); string(data) != `["not", "a", "catalogue"]` {
			t.Errorf("the foreign file now holds %s", data)
		}
	})
	t.Run("a base URL that is no address", func(t *testing.T) {
		x := Export{Format: "jcz", Out: filepath.Join(t.TempDir(), "a.jca"), TileSize: 32, BaseURL: "example.org/addons"}
		if _, _, err := x.Run(context.Background(), r); !errors.Is(err, ErrRequest) {
			t.Errorf("error %v, want a refusal", err)
		}
	})
	t.Run("a base URL for a folder", func(t *testing.T) {
		x := Export{Format: "jcz", Out: filepath.Join(t.TempDir(), "out"), TileSize: 32, BaseURL: "https://example.org/"}
		if _, _, err := x.Run(context.Background(), r); !errors.Is(err, ErrRequest) {
			t.Errorf("error %v, want a refusal", err)
		}
	})
	t.Run("no base URL", func(t *testing.T) {
		c, _, warnings := publishJCA(t, p, "WE3", t.TempDir(), "we3.jca", "")
		if got := c.Addons[0].Versions[0].URL; got != jczPlaceholderURL+"we3.jca" {
			t.Errorf("url %q, want the placeholder", got)
		}
		if !strings.Contains(strings.Join(warnings, "\n"), "placeholder") {
			t.Errorf("no warning of the placeholder in %v", warnings)
		}
	})
}

// TestJCZCatalogueKeepsOtherEntries: entries and fields written by hand
// (a mirror on mega, a dev-only bound) come through a re-export as they
// were.
func TestJCZCatalogueKeepsOtherEntries(t *testing.T) {
	dir := t.TempDir()
	hand := `{"comment": "by hand", "addons": [{"key": "zz-other", "name": "Other", "versions": [{"version": 3, "provider": "mega", "url": "https://mega.example/x", "devFromVersion": "6.0.0"}]}]}`
	if err := os.WriteFile(filepath.Join(dir, JCZCatalogueFile), []byte(hand), 0o644); err != nil {
		t.Fatal(err)
	}
	publishJCA(t, testpacks.FreshPack(t, "winter-edition"), "WE3", dir, "we3.jca", "https://example.org/")
	data, err := os.ReadFile(filepath.Join(dir, JCZCatalogueFile))
	if err != nil {
		t.Fatal(err)
	}
	for _, kept := range []string{`"comment": "by hand"`, `"devFromVersion": "6.0.0"`, `"provider": "mega"`, `"key": "winter-edition-we3"`} {
		if !strings.Contains(string(data), kept) {
			t.Errorf("the catalogue lost %s:\n%s", kept, data)
		}
	}
}

// FuzzReadJCZCatalogue feeds arbitrary bytes to the catalogue reader as an
// addons.json found beside an export: it must never panic, and a file it
// accepts takes our entry and reads back with it and every entry it had.
func FuzzReadJCZCatalogue(f *testing.F) {
	f.Add([]byte(`{"addons": [{"key": "a", "versions": [{"version": 2, "provider": "https", "url": "https://x/a.jca"}]}]}`))
	f.Add([]byte(`{"comment": 1}`))
	f.Add([]byte(`{"addons": [{"key": ""}]}`))
	f.Add([]byte(`[]`))
	f.Add([]byte(`{"addons": [{"key": "tilesmith-fuzz"}, {"key": "tilesmith-fuzz"}, {"key": "b"}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(t.TempDir(), JCZCatalogueFile)
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		c, err := readJCZCatalogue(path)
		if err != nil {
			if !errors.Is(err, ErrRequest) {
				t.Fatalf("a refusal that is not the request's: %v", err)
			}
			return
		}
		others := 0 // entries of other keys, which put keeps
		for _, raw := range c.entries {
			var e fczAddon
			if json.Unmarshal(raw, &e) == nil && e.Key != "tilesmith-fuzz" {
				others++
			}
		}
		if err := c.put(fczAddon{Key: "tilesmith-fuzz", Versions: []fczVersion{{Version: 1, Provider: "https"}}}); err != nil {
			t.Fatal(err)
		}
		out, err := c.bytes()
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, out, 0o644); err != nil {
			t.Fatal(err)
		}
		back, err := readJCZCatalogue(path)
		if err != nil {
			t.Fatalf("our own catalogue does not read back: %v\n%s", err, out)
		}
		if e, ok := back.entry("tilesmith-fuzz"); !ok || len(back.entries) != others+1 || e.Versions[0].Version != 1 {
			t.Errorf("%d entries and ours %v, want %d and ours", len(back.entries), ok, others+1)
		}
	})
}
