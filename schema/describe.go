package schema

import "strings"

// RuleDescription is the JSON Schema's description of the rule parameter
// at path, as the editor names it ("castle.scoring.path.perTile": the
// block, then the properties inside it), or "" when the schema describes
// none. A property without a description of its own takes its type's
// (the $ref it points to).
func RuleDescription(path string) string {
	_, doc := compiledSchema()
	node, _ := lookup(doc, "/properties/rules")
	var prop any
	for _, name := range strings.Split(path, ".") {
		props, _ := resolved(node, doc)["properties"].(map[string]any)
		if props == nil {
			return ""
		}
		if prop = props[name]; prop == nil {
			return ""
		}
		node = prop
	}
	return propertyDescription(prop, doc)
}

// FirstSentence is a description's first sentence, without its full stop.
func FirstSentence(description string) string { return firstSentence(description) }

// resolved is a schema node, or the node its $ref points to.
func resolved(node, doc any) map[string]any {
	m, _ := node.(map[string]any)
	if ref, ok := m["$ref"].(string); ok && strings.HasPrefix(ref, "#") {
		target, _ := lookup(doc, ref[1:])
		m, _ = target.(map[string]any)
	}
	return m
}
