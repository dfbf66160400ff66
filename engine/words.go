package engine

import (
	"strconv"
	"strings"
)

// Numbers lists whole numbers for a message people read: "30, 25, 20"
// (not Go's "[30 25 20]").
func Numbers[T ~int | ~int8 | ~int16 | ~int32 | ~int64](xs []T) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = strconv.FormatInt(int64(x), 10)
	}
	return strings.Join(parts, ", ")
}
