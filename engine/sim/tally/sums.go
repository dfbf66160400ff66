package tally

import (
	"errors"
	"fmt"
	"reflect"
)

// AddSums adds the sums of src to those of dst, two values of a ruleset's
// own tally type (pointers to the same struct type), field by field: an
// int64 is a sum and adds; arrays, slices and structs of sums add element
// by element (a slice of dst grows to src's length: a per-turn series of
// longer games); a map of int64 adds key by key; a *Seats adds as the
// common tally does. Every other field (ints, strings and their slices:
// the names and numbers the summary needs, a pack's deck or wall tile
// kinds) is a label, the same in both, and is left alone. A ruleset's
// tally keeps its sums in such fields and adds another shard's with
// AddSums, so that no ruleset writes the loop again.
func AddSums(dst, src any) {
	d, s := reflect.ValueOf(dst), reflect.ValueOf(src)
	if d.Kind() != reflect.Pointer || d.Type() != s.Type() || d.IsNil() || s.IsNil() {
		panic(fmt.Sprintf("tally: AddSums of %T and %T: want two pointers to one struct type", dst, src))
	}
	addValue(d.Elem(), s.Elem())
}

var seatsType = reflect.TypeFor[*Seats]()

func addValue(d, s reflect.Value) {
	switch {
	case d.Type() == seatsType:
		if !s.IsNil() {
			d.Interface().(*Seats).Add(s.Interface().(*Seats)) // a tally always holds its common part
		}
	case d.Kind() == reflect.Int64:
		d.SetInt(d.Int() + s.Int())
	case d.Kind() == reflect.Struct:
		for i := range d.NumField() {
			addValue(d.Field(i), s.Field(i))
		}
	case d.Kind() == reflect.Array && holdsSums(d.Type().Elem()):
		for i := range d.Len() {
			addValue(d.Index(i), s.Index(i))
		}
	case d.Kind() == reflect.Slice && holdsSums(d.Type().Elem()):
		if d.Len() < s.Len() {
			grown := reflect.MakeSlice(d.Type(), s.Len(), s.Len())
			reflect.Copy(grown, d)
			d.Set(grown)
		}
		for i := range s.Len() {
			addValue(d.Index(i), s.Index(i))
		}
	case d.Kind() == reflect.Map && d.Type().Elem().Kind() == reflect.Int64:
		if s.Len() > 0 && d.IsNil() {
			d.Set(reflect.MakeMap(d.Type()))
		}
		for it := s.MapRange(); it.Next(); {
			prev := d.MapIndex(it.Key())
			sum := it.Value().Int()
			if prev.IsValid() {
				sum += prev.Int()
			}
			d.SetMapIndex(it.Key(), reflect.ValueOf(sum).Convert(d.Type().Elem()))
		}
	}
}

// holdsSums reports whether values of type t hold sums (int64s, or
// structs, arrays or slices of them) rather than labels.
func holdsSums(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Int64:
		return true
	case reflect.Array, reflect.Slice:
		return holdsSums(t.Elem())
	case reflect.Struct:
		return true
	}
	return false
}

// DecodeOwn reads back a ruleset's own tally (a *T whose exported fields
// are its sums and labels, as encoding/json wrote them) strictly, as
// Decode does, then lets check refuse one that does not hold together:
// a shard's file may have been edited, and no summary may rest on sums
// that contradict each other.
func DecodeOwn[T any, P interface {
	*T
	Tally
}](data []byte, check func(P) error) (Tally, error) {
	t := P(new(T))
	if err := Decode(data, t); err != nil {
		return nil, err
	}
	if err := check(t); err != nil {
		return nil, err
	}
	return t, nil
}

// HasCommon says what is wrong with a ruleset's tally whose common part
// (the seats' scores and wins) is missing.
func HasCommon(s *Seats) error {
	if s == nil {
		return errors.New("the tally has no common part (seats' scores and wins)")
	}
	return nil
}
