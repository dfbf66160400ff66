package sim

import (
	"math"
	"testing"
)

// gram is X'X, X'y and y'y of rows of x and y.
func gram(x [][]float64, y []float64) ([][]float64, []float64, float64) {
	n := len(x[0])
	xtx := make([][]float64, n)
	xty := make([]float64, n)
	var yy float64
	for i := range xtx {
		xtx[i] = make([]float64, n)
	}
	for r, row := range x {
		for i := range n {
			xty[i] += row[i] * y[r]
			for j := range n {
				xtx[i][j] += row[i] * row[j]
			}
		}
		yy += y[r] * y[r]
	}
	return xtx, xty, yy
}

// TestFit: the fit finds known coefficients; a column that repeats
// another is left out, and then only what the games determine is
// estimable — the sum of the two twins' coefficients, not either alone,
// and any contrast of the others.
func TestFit(t *testing.T) {
	// y = 2·x0 − x1 + 0.5·x2, with a little noise that sums to zero.
	x := [][]float64{{1, 0, 2}, {0, 1, 1}, {1, 1, 0}, {2, 1, 1}, {0, 2, 3}, {1, 3, 1}, {3, 0, 1}}
	noise := []float64{0.1, -0.1, 0.05, -0.05, 0, 0.02, -0.02}
	y := make([]float64, len(x))
	for r, row := range x {
		y[r] = 2*row[0] - row[1] + 0.5*row[2] + noise[r]
	}
	xtx, xty, yy := gram(x, y)
	f := solveFit(xtx, xty, yy, int64(len(x)))
	for k, want := range []float64{2, -1, 0.5} {
		c := make([]float64, 3)
		c[k] = 1
		got, half := f.estimate(c)
		if math.Abs(got-want) > 0.1 || half <= 0 || half > 1 {
			t.Errorf("β%d = %.3f ± %.3f, want %.1f with a small interval", k, got, half, want)
		}
	}
	t.Run("twin columns", func(t *testing.T) {
		twins := make([][]float64, len(x))
		for r, row := range x {
			twins[r] = []float64{row[0], row[1], row[2], row[0]}
		}
		xtx, xty, yy := gram(twins, y)
		f := solveFit(xtx, xty, yy, int64(len(x)))
		if f.rank != 3 || len(f.null) != 1 || f.null[3] == nil {
			t.Fatalf("rank %d, null vectors %v: want the twin, column 3, left out", f.rank, f.null)
		}
		for _, tc := range []struct {
			c    []float64
			want bool
		}{
			{[]float64{1, 0, 0, 1}, true},  // the twins together
			{[]float64{0, 1, -1, 0}, true}, // a contrast of the others
			{[]float64{1, 0, 0, 0}, false}, // one twin alone
			{[]float64{1, 0, 0, -1}, false},
		} {
			if got := f.estimable(tc.c); got != tc.want {
				t.Errorf("c = %v estimable: %v, want %v", tc.c, got, tc.want)
			}
		}
		if got, _ := f.estimate([]float64{1, 0, 0, 1}); math.Abs(got-2) > 0.1 {
			t.Errorf("the twins together: %.3f, want 2", got)
		}
	})
}

// TestStudentT95: the quantile is the table's: 12.706 (1), 4.303 (2),
// 3.182 (3), 2.776 (4), 2.571 (5), 2.447 (6), 2.228 (10), 2.042 (30),
// 1.984 (100), and 1.96 at the limit.
func TestStudentT95(t *testing.T) {
	for dof, want := range map[int64]float64{1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 10: 2.228, 30: 2.042, 100: 1.984, 1_000_000: 1.960} {
		if got := studentT95(dof); math.Abs(got-want) > 0.002 {
			t.Errorf("t(%d) = %.4f, want %.3f", dof, got, want)
		}
	}
}
