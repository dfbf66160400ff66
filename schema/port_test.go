package schema

import "testing"

func TestPortModel(t *testing.T) {
	tests := []struct {
		name            string
		port            Port
		rotated, facing string
	}{
		// "Rotation by 90° clockwise maps N→E→S→W→N for centres and halves alike (NL→EL…)."
		// "Facing ports across a shared edge: N↔S, NL↔SR, NR↔SL, E↔W, EL↔WR, ER↔WL."
		{"north centre", PortN, "E", "S"},
		{"north west half", PortNL, "EL", "SR"},
		{"north east half", PortNR, "ER", "SL"},
		{"east centre", PortE, "S", "W"},
		{"east north half", PortEL, "SL", "WR"},
		{"east south half", PortER, "SR", "WL"},
		{"south centre", PortS, "W", "N"},
		{"south east half", PortSL, "WL", "NR"},
		{"south west half", PortSR, "WR", "NL"},
		{"west centre", PortW, "N", "E"},
		{"west south half", PortWL, "NL", "ER"},
		{"west north half", PortWR, "NR", "EL"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.port.Rotate(1).String(); got != tt.rotated {
				t.Errorf("%s rotated 90° = %s, want %s", tt.port, got, tt.rotated)
			}
			if got := tt.port.Facing().String(); got != tt.facing {
				t.Errorf("%s faces %s, want %s", tt.port, got, tt.facing)
			}
			if tt.port.Facing().Facing() != tt.port {
				t.Errorf("facing is not symmetric for %s", tt.port)
			}
			if tt.port.Rotate(4) != tt.port || tt.port.Rotate(-1) != tt.port.Rotate(3) {
				t.Errorf("rotation is not modulo four turns for %s", tt.port)
			}
			if q, ok := ParsePort(tt.port.String()); !ok || q != tt.port {
				t.Errorf("ParsePort(%q) = %v, %v", tt.port, q, ok)
			}
		})
	}
}

func TestPortSet(t *testing.T) {
	s := PortSet(0).Add(PortN).Add(PortSR)
	if !s.Has(PortN) || !s.Has(PortSR) || s.Has(PortS) {
		t.Errorf("PortSet membership wrong: %s", s)
	}
	if got := s.String(); got != "N SR" {
		t.Errorf("PortSet.String() = %q, want %q", got, "N SR")
	}
}
