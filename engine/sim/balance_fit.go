package sim

import "math"

// fit is a least-squares fit y = Xβ solved from its sufficient
// statistics X'X and X'y by a Cholesky factorisation that leaves out, in
// the columns' order, every column the columns before it already explain
// (collinear: its remaining sum of squares is next to none of its own).
// β is then a least-squares solution (zero on the columns left out), and
// a linear combination c'β is reported only when the games determine it:
// when it is the same for every least-squares solution (c has no part
// along the null vectors e_j − a_j that say how a left-out column j is
// made of the kept ones).
type fit struct {
	kept []int       // the columns kept, in order
	l    [][]float64 // Cholesky factor of X'X on the kept columns: l[i][:i+1]
	// null are the null vectors of X'X, one per column left out: null[j]
	// holds, on the kept columns, how column j is made of them.
	null map[int][]float64
	beta []float64
	rank int
	// sigma2 is the residual variance, dof its degrees of freedom (rows
	// minus the rank).
	sigma2 float64
	dof    int64
}

// collinearTolerance is how small, against its own sum of squares, a
// column's remaining sum of squares counts as explained by the columns
// before it. X'X holds exact integer sums, so only true (or numerically
// true) collinearity falls under it.
const collinearTolerance = 1e-9

// solveFit fits from X'X (full, row by row), X'y, y'y and the number of
// rows. Its cost grows with the cube of the columns: a few milliseconds
// for a hundred.
func solveFit(xtx [][]float64, xty []float64, yy float64, rows int64) *fit {
	n := len(xtx)
	f := &fit{null: map[int][]float64{}, beta: make([]float64, n)}
	for j := range n {
		// l solves L·l = X'X[kept][j]: column j in the kept columns' terms.
		l := make([]float64, len(f.kept))
		for i, ki := range f.kept {
			s := xtx[ki][j]
			for t := range i {
				s -= f.l[i][t] * l[t]
			}
			l[i] = s / f.l[i][i]
		}
		rest := xtx[j][j] - dot(l, l)
		if rest <= collinearTolerance*xtx[j][j] || xtx[j][j] <= 0 {
			// Column j is made of the kept ones: a = L'⁻¹ l.
			f.null[j] = f.backSolve(l)
			continue
		}
		f.kept = append(f.kept, j)
		f.l = append(f.l, append(l, math.Sqrt(rest)))
	}
	f.rank = len(f.kept)
	v := make([]float64, f.rank)
	for i, k := range f.kept {
		v[i] = xty[k]
	}
	b := f.backSolve(f.forwardSolve(v))
	for i, k := range f.kept {
		f.beta[k] = b[i]
	}
	f.dof = rows - int64(f.rank)
	if f.dof > 0 {
		f.sigma2 = max(yy-dot(b, v), 0) / float64(f.dof)
	}
	return f
}

// forwardSolve solves L·x = b.
func (f *fit) forwardSolve(b []float64) []float64 {
	x := make([]float64, len(b))
	for i := range b {
		s := b[i]
		for t := range i {
			s -= f.l[i][t] * x[t]
		}
		x[i] = s / f.l[i][i]
	}
	return x
}

// backSolve solves L'·x = b for the first len(b) kept columns.
func (f *fit) backSolve(b []float64) []float64 {
	x := make([]float64, len(b))
	for i := len(b) - 1; i >= 0; i-- {
		s := b[i]
		for t := i + 1; t < len(b); t++ {
			s -= f.l[t][i] * x[t]
		}
		x[i] = s / f.l[i][i]
	}
	return x
}

// estimable reports whether the games determine c'β: c is orthogonal to
// every null vector e_j − a_j of X'X.
func (f *fit) estimable(c []float64) bool {
	for j, a := range f.null {
		p := c[j]
		for i, ai := range a {
			p -= ai * c[f.kept[i]]
		}
		if math.Abs(p) > 1e-6*math.Sqrt(1+dot(c, c)) {
			return false
		}
	}
	return true
}

// estimate is c'β with the half-width of its 95% interval (Student's t
// with the fit's degrees of freedom): the variance is σ²·c'(X'X)⁻c on the
// kept columns, which for an estimable c is the same whichever columns
// were left out.
func (f *fit) estimate(c []float64) (value, half float64) {
	ck := make([]float64, f.rank)
	for i, k := range f.kept {
		ck[i] = c[k]
	}
	value = dot(c, f.beta)
	y := f.forwardSolve(ck)
	return value, studentT95(f.dof) * math.Sqrt(f.sigma2*dot(y, y))
}

func dot(a, b []float64) float64 {
	var s float64
	for i := range a {
		s += a[i] * b[i]
	}
	return s
}

// studentT95 is the two-sided 95% quantile of Student's t with dof
// degrees of freedom: the table's for 1 to 4, else the Cornish–Fisher
// expansion about the normal's 1.96 (within 0.002 from 5 on).
func studentT95(dof int64) float64 {
	switch {
	case dof <= 0:
		return math.Inf(1)
	case dof == 1:
		return 12.7062
	case dof == 2:
		return 4.3027
	case dof == 3:
		return 3.1824
	case dof == 4:
		return 2.7764
	}
	z, nu := 1.959964, float64(dof)
	z3, z5, z7, z9 := z*z*z, math.Pow(z, 5), math.Pow(z, 7), math.Pow(z, 9)
	return z + (z3+z)/(4*nu) + (5*z5+16*z3+3*z)/(96*nu*nu) + (3*z7+19*z5+17*z3-15*z)/(384*nu*nu*nu) +
		(79*z9+776*z7+1482*z5-1920*z3-945*z)/(92160*nu*nu*nu*nu)
}
