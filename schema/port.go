package schema

import (
	"encoding/json"
	"fmt"
	"strings"
)

// Port is one of the 12 ports of a tile: three per edge, the centre and two
// halves named as seen from the tile centre looking out (JCloisterZone's
// convention). Its value is edge*3 + slot, with edges N=0, E=1, S=2, W=3 and
// slots centre=0, L=1, R=2, so rotating 90° clockwise adds 3 (mod 12).
type Port uint8

// The 12 ports, in the order the schema lists them.
const (
	PortN Port = iota
	PortNL
	PortNR
	PortE
	PortEL
	PortER
	PortS
	PortSL
	PortSR
	PortW
	PortWL
	PortWR
	NumPorts = 12
)

var portNames = [NumPorts]string{"N", "NL", "NR", "E", "EL", "ER", "S", "SL", "SR", "W", "WL", "WR"}

// ParsePort returns the port with the given name.
func ParsePort(name string) (Port, bool) {
	for i, n := range portNames {
		if n == name {
			return Port(i), true
		}
	}
	return 0, false
}

// Valid reports whether p is one of the 12 ports.
func (p Port) Valid() bool { return p < NumPorts }

// String returns the port's name (e.g. "NL").
func (p Port) String() string {
	if !p.Valid() {
		return fmt.Sprintf("Port(%d)", uint8(p))
	}
	return portNames[p]
}

// Edge returns the edge index of the port: 0 N, 1 E, 2 S, 3 W.
func (p Port) Edge() int { return int(p) / 3 }

// IsCentre reports whether the port is an edge centre (N, E, S or W).
func (p Port) IsCentre() bool { return p%3 == 0 }

// Rotate turns the port clockwise by quarter turns (N→E→S→W).
func (p Port) Rotate(quarters int) Port {
	return Port((int(p) + 3*((quarters%4+4)%4)) % NumPorts)
}

// Facing returns the port of the neighbouring tile that faces p across the
// shared edge: N↔S, NL↔SR, NR↔SL, E↔W, EL↔WR, ER↔WL.
func (p Port) Facing() Port {
	edge := (p.Edge() + 2) % 4
	slot := int(p) % 3
	if slot != 0 {
		slot = 3 - slot // L faces R
	}
	return Port(edge*3 + slot)
}

// MarshalJSON writes the port's name.
func (p Port) MarshalJSON() ([]byte, error) {
	if !p.Valid() {
		return nil, fmt.Errorf("invalid port %d", uint8(p))
	}
	return json.Marshal(p.String())
}

// UnmarshalJSON reads a port name. An unknown name decodes to an invalid
// port rather than failing, so that the whole pack still decodes and the
// lints can report the problem with its position.
func (p *Port) UnmarshalJSON(b []byte) error {
	var s string
	if len(b) >= 2 && len(b) <= 4 && b[0] == '"' && b[len(b)-1] == '"' {
		s = string(b[1 : len(b)-1]) // a port name as written: no escapes to read
	} else if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	if q, ok := ParsePort(s); ok {
		*p = q
		return nil
	}
	*p = Port(255)
	return nil
}

// PortSet is a set of ports as a 12-bit mask.
type PortSet uint16

// Add returns the set with p added.
func (s PortSet) Add(p Port) PortSet { return s | 1<<p }

// Has reports whether p is in the set.
func (s PortSet) Has(p Port) bool { return s&(1<<p) != 0 }

// String lists the set's ports in canonical order.
func (s PortSet) String() string {
	var names []string
	for p := Port(0); p < NumPorts; p++ {
		if s.Has(p) {
			names = append(names, p.String())
		}
	}
	return strings.Join(names, " ")
}
