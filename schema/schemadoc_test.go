package schema

import (
	"encoding/json"
	"testing"
)

// TestSchemaDocumentsEveryProperty walks the schema and requires a
// description on every property and definition, so editors such as VS Code
// show help for everything a designer can type.
func TestSchemaDocumentsEveryProperty(t *testing.T) {
	var doc map[string]any
	if err := json.Unmarshal(SchemaJSON, &doc); err != nil {
		t.Fatal(err)
	}
	if doc["$id"] != SchemaID {
		t.Errorf("$id = %v, want %s", doc["$id"], SchemaID)
	}
	if doc["$schema"] != "https://json-schema.org/draft/2020-12/schema" {
		t.Errorf("$schema = %v, want draft 2020-12", doc["$schema"])
	}
	var walk func(path string, node any)
	walk = func(path string, node any) {
		m, ok := node.(map[string]any)
		if !ok {
			return
		}
		if props, ok := m["properties"].(map[string]any); ok {
			for name, p := range props {
				pm, _ := p.(map[string]any)
				if pm["description"] == nil {
					ref, _ := pm["$ref"].(string)
					target, _ := lookup(doc, ref[min(1, len(ref)):])
					tm, _ := target.(map[string]any)
					if ref == "" || tm["description"] == nil {
						t.Errorf("%s/properties/%s has no description", path, name)
					}
				}
				walk(path+"/properties/"+name, p)
			}
		}
		for _, key := range []string{"items", "additionalProperties"} {
			if sub, ok := m[key].(map[string]any); ok {
				if sub["description"] == nil && sub["$ref"] == nil {
					t.Errorf("%s/%s has no description", path, key)
				}
				walk(path+"/"+key, sub)
			}
		}
		if defs, ok := m["$defs"].(map[string]any); ok {
			for name, d := range defs {
				if dm, _ := d.(map[string]any); dm["description"] == nil {
					t.Errorf("$defs/%s has no description", name)
				}
				walk("#/$defs/"+name, d)
			}
		}
	}
	walk("#", doc)
}

// TestModelCoversSchema checks that the Go model and the schema name the
// same pack properties: a property only the schema knows would be lost on
// save.
func TestModelCoversSchema(t *testing.T) {
	var doc map[string]any
	if err := json.Unmarshal(SchemaJSON, &doc); err != nil {
		t.Fatal(err)
	}
	props := doc["properties"].(map[string]any)
	var p Pack
	enc, _ := json.Marshal(p)
	var fields map[string]any
	_ = json.Unmarshal(enc, &fields)
	for name := range props {
		if _, ok := fields[name]; !ok && !omitted[name] {
			t.Errorf("schema property %q has no field in schema.Pack", name)
		}
	}
	for name := range fields {
		if _, ok := props[name]; !ok {
			t.Errorf("schema.Pack field %q is not in the schema", name)
		}
	}
}

// omitted lists top-level properties the zero Pack leaves out (omitempty).
var omitted = map[string]bool{"$schema": true, "expansion": true, "modules": true, "notes": true, "provenance": true}
