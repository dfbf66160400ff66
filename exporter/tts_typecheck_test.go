package exporter

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// The community's TypeScript declarations of Tabletop Simulator's save
// format, and the compiler that checks our saved objects against them. The
// typescript pinned is the declarations' own (their devDependencies).
const (
	ttsDeclarations   = "@typed-tabletop-simulator/declaration"
	ttsDeclVersion    = "2.2.1"
	ttsTypescript     = "typescript"
	ttsTypescriptVers = "5.5.2"
)

// ttsObjectTypes are the declarations' interface for each kind of object
// we write (objectData.d.ts); an object of any other kind fails the test.
var ttsObjectTypes = map[string]string{
	"Custom_Tile":  "TileData",
	"Custom_Token": "TokenData",
	"Custom_Board": "BoardCustomData",
	"Bag":          "BagData",
}

// ttsTools installs the declarations and the compiler with npm into the
// user's cache (reused between runs) and returns that folder. Without
// node and npm the test is skipped, unless TILESMITH_REQUIRE_TOOLS is set.
func ttsTools(t *testing.T) string {
	t.Helper()
	for _, tool := range []string{"node", "npm"} {
		if _, err := exec.LookPath(tool); err != nil {
			if os.Getenv("TILESMITH_REQUIRE_TOOLS") != "" {
				t.Fatalf("%s is needed to type-check the Tabletop Simulator export (make system-deps installs it): %v", tool, err)
			}
			t.Skipf("%s not found: the Tabletop Simulator export is not type-checked", tool)
		}
	}
	cache, err := os.UserCacheDir()
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(cache, "tilesmith-test", "tts")
	installed := func(pkg, version string) bool {
		data, err := os.ReadFile(filepath.Join(dir, "node_modules", filepath.FromSlash(pkg), "package.json"))
		var meta struct{ Version string }
		return err == nil && json.Unmarshal(data, &meta) == nil && meta.Version == version
	}
	if installed(ttsDeclarations, ttsDeclVersion) && installed(ttsTypescript, ttsTypescriptVers) {
		return dir
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "package.json"), []byte(`{"private": true}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "npm", "install", "--no-audit", "--no-fund", "--save-exact",
		ttsDeclarations+"@"+ttsDeclVersion, ttsTypescript+"@"+ttsTypescriptVers)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("npm install in %s: %v\n%s", dir, err, out)
	}
	return dir
}

// typeCheckTTS writes each save as a TypeScript module that gives every
// object its declared type, and runs tsc --noEmit over them in the tools'
// folder; it returns tsc's output and whether it passed.
func typeCheckTTS(t *testing.T, tools string, saves map[string][]byte) (string, bool) {
	t.Helper()
	work, err := os.MkdirTemp(tools, "check-")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(work)
	var files []string
	for name, data := range saves {
		src, err := ttsTypeScript(data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		file := filepath.Join(work, name+".ts")
		if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, file)
	}
	slices.Sort(files)
	// skipLibCheck: the declarations name types of TypeScriptToLua's
	// language extensions, which we do not install; our files are checked
	// in full.
	args := append([]string{filepath.Join(tools, "node_modules", "typescript", "bin", "tsc"),
		"--noEmit", "--strict", "--skipLibCheck", "--target", "es2020", "--types", ttsDeclarations,
		"--typeRoots", filepath.Join(tools, "node_modules")}, files...)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "node", args...)
	cmd.Dir = work
	out, err := cmd.CombinedOutput()
	return string(out), err == nil
}

// ttsTypeScript turns a saved object into TypeScript: each object a
// constant of its kind's declared interface (bags' contents first, named
// in ContainedObjects), then the save as TTSSave with the fields it has.
// Json<T> is T as JSON holds it: the declarations' string enums (an
// object's Name) as their values.
func ttsTypeScript(data []byte) (string, error) {
	var save map[string]json.RawMessage
	if err := json.Unmarshal(data, &save); err != nil {
		return "", err
	}
	var b strings.Builder
	b.WriteString("export {};\n")
	b.WriteString("type Json<T> = T extends string ? `${T}` : T extends number | boolean ? T :\n")
	b.WriteString("  T extends readonly unknown[] ? { [K in keyof T]: Json<T[K]> } : T extends object ? { [K in keyof T]: Json<T[K]> } : T;\n")
	n := 0
	var object func(raw json.RawMessage) (string, error)
	object = func(raw json.RawMessage) (string, error) {
		var o map[string]json.RawMessage
		if err := json.Unmarshal(raw, &o); err != nil {
			return "", err
		}
		var kind string
		if err := json.Unmarshal(o["Name"], &kind); err != nil {
			return "", fmt.Errorf("an object without a Name: %w", err)
		}
		typ, ok := ttsObjectTypes[kind]
		if !ok {
			return "", fmt.Errorf("no declared type for objects named %q", kind)
		}
		fields, err := ttsFields(o, "ContainedObjects")
		if err != nil {
			return "", err
		}
		if inner, ok := o["ContainedObjects"]; ok {
			var list []json.RawMessage
			if err := json.Unmarshal(inner, &list); err != nil {
				return "", err
			}
			var names []string
			for _, c := range list {
				name, err := object(c)
				if err != nil {
					return "", err
				}
				names = append(names, name)
			}
			fields = append(fields, "ContainedObjects: ["+strings.Join(names, ", ")+"]")
		}
		name := fmt.Sprintf("o%d", n)
		n++
		fmt.Fprintf(&b, "const %s: Json<%s> = {%s};\n", name, typ, strings.Join(fields, ", "))
		return name, nil
	}
	var top []json.RawMessage
	if err := json.Unmarshal(save["ObjectStates"], &top); err != nil {
		return "", fmt.Errorf("ObjectStates: %w", err)
	}
	var names []string
	for _, raw := range top {
		name, err := object(raw)
		if err != nil {
			return "", err
		}
		names = append(names, name)
	}
	fields, err := ttsFields(save, "ObjectStates")
	if err != nil {
		return "", err
	}
	fields = append(fields, "ObjectStates: ["+strings.Join(names, ", ")+"]")
	var keys []string
	for k := range save {
		keys = append(keys, fmt.Sprintf("%q", k))
	}
	slices.Sort(keys)
	fmt.Fprintf(&b, "const save: Json<Pick<TTSSave, %s>> = {%s};\n", strings.Join(keys, " | "), strings.Join(fields, ", "))
	return b.String(), nil
}

// ttsFields writes an object's fields as TypeScript, but the one left out.
func ttsFields(o map[string]json.RawMessage, leave string) ([]string, error) {
	var keys []string
	for k := range o {
		if k != leave {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	var out []string
	for _, k := range keys {
		name, err := json.Marshal(k)
		if err != nil {
			return nil, err
		}
		out = append(out, string(name)+": "+string(o[k]))
	}
	return out, nil
}

// TestTabletopTypeChecks type-checks the saved objects of each of
// ttsCases (each ruleset's small pack, Winter Edition's WE3, every mix of
// Winter Edition and of Mists on one table, ...) against the community's
// declarations, and checks that a save with a wrong field fails, so that
// a passing check means something.
func TestTabletopTypeChecks(t *testing.T) {
	tools := ttsTools(t)
	saves := map[string][]byte{}
	for _, c := range ttsCases() {
		dir, _ := exportTTS(t, c, "")
		data, err := os.ReadFile(filepath.Join(dir, TabletopFile(c.pack(t).ID, c.mix)))
		if err != nil {
			t.Fatal(err)
		}
		saves[strings.ReplaceAll(c.name, " ", "-")] = data
	}
	if out, ok := typeCheckTTS(t, tools, saves); !ok {
		t.Fatalf("tsc refuses our saved objects:\n%s", out)
	}
	good := saves["messages"]
	broken := []struct{ name, from, to string }{
		{"a position as text", `"posX": 0,`, `"posX": "0",`},
		{"a tile shape TTS does not have", `"Type": 0,`, `"Type": 7,`},
		{"an object kind TTS does not have", `"Name": "Custom_Token"`, `"Name": "Custom_Tokken"`},
		{"a field a tile does not take", `"Stretch": false`, `"Stretch": false, "Bend": true`},
	}
	for _, br := range broken {
		t.Run("refuses "+br.name, func(t *testing.T) {
			bad := strings.Replace(string(good), br.from, br.to, 1)
			if bad == string(good) {
				t.Fatalf("%s is not in the save", br.from)
			}
			if br.name == "an object kind TTS does not have" {
				// No declared type to give it: check it as a token.
				ttsObjectTypes["Custom_Tokken"] = "TokenData"
				defer delete(ttsObjectTypes, "Custom_Tokken")
			}
			if out, ok := typeCheckTTS(t, tools, map[string][]byte{"broken": []byte(bad)}); ok {
				t.Errorf("tsc accepts a save with %s", br.name)
			} else {
				t.Logf("tsc: %s", firstLine(out))
			}
		})
	}
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}
