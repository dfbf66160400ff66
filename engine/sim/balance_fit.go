package sim

import "math"

// fit is a least-squares fit y = Xβ solved from its sufficient
// statistics X'X and X'y through the eigen-decomposition of X'X, so that
// directions the games do not tell apart (a null space) are left out
// rather than failing the fit: β is the least-squares solution of least
// length, and a linear combination c'β is reported only when the games
// determine it (c has no part in the null space).
type fit struct {
	values  []float64   // eigenvalues of X'X
	vectors [][]float64 // vectors[i] is the unit eigenvector of values[i]
	null    []bool      // the eigenvalue counts as zero
	beta    []float64
	rank    int
	// sigma2 is the residual variance, dof its degrees of freedom (rows
	// minus the rank).
	sigma2 float64
	dof    int64
}

// nullTolerance is how small, against the largest, an eigenvalue of X'X
// counts as zero; X'X holds exact integer sums, so only true (or
// numerically true) collinearity falls under it.
const nullTolerance = 1e-9

// solveFit fits from X'X (full, row by row), X'y, y'y and the number of
// rows.
func solveFit(xtx [][]float64, xty []float64, yy float64, rows int64) *fit {
	f := &fit{}
	f.values, f.vectors = symmetricEigen(xtx)
	largest := 0.0
	for _, v := range f.values {
		largest = max(largest, v)
	}
	f.null = make([]bool, len(f.values))
	f.beta = make([]float64, len(xty))
	for i, v := range f.values {
		if v <= nullTolerance*largest || v <= 0 {
			f.null[i] = true
			continue
		}
		f.rank++
		coef := dot(f.vectors[i], xty) / v
		for j := range f.beta {
			f.beta[j] += coef * f.vectors[i][j]
		}
	}
	f.dof = rows - int64(f.rank)
	if f.dof > 0 {
		rss := max(yy-dot(f.beta, xty), 0)
		f.sigma2 = rss / float64(f.dof)
	}
	return f
}

// estimable reports whether the games determine c'β: c has (next to) no
// part in the null space of X'X.
func (f *fit) estimable(c []float64) bool {
	var inNull float64
	for i, v := range f.vectors {
		if f.null[i] {
			p := dot(v, c)
			inNull += p * p
		}
	}
	return inNull <= 1e-8*dot(c, c)
}

// estimate is c'β with the half-width of its 95% interval (Student's t
// with the fit's degrees of freedom).
func (f *fit) estimate(c []float64) (value, half float64) {
	value = dot(c, f.beta)
	var variance float64
	for i, v := range f.vectors {
		if !f.null[i] {
			p := dot(v, c)
			variance += p * p / f.values[i]
		}
	}
	return value, studentT95(f.dof) * math.Sqrt(f.sigma2*variance)
}

func dot(a, b []float64) float64 {
	var s float64
	for i := range a {
		s += a[i] * b[i]
	}
	return s
}

// symmetricEigen returns the eigenvalues and unit eigenvectors of the
// symmetric matrix a (which it leaves as it is), by cyclic Jacobi
// rotations: exact to rounding for the small matrices of a balance fit
// (a column per tile kind), and deterministic.
func symmetricEigen(a [][]float64) ([]float64, [][]float64) {
	n := len(a)
	m := make([][]float64, n)
	v := make([][]float64, n) // v[i][j]: component i of eigenvector j
	for i := range m {
		m[i] = append([]float64(nil), a[i]...)
		v[i] = make([]float64, n)
		v[i][i] = 1
	}
	for sweep := 0; sweep < 100; sweep++ {
		var off, diag float64
		for i := range n {
			diag += m[i][i] * m[i][i]
			for j := i + 1; j < n; j++ {
				off += m[i][j] * m[i][j]
			}
		}
		if off <= 1e-30*diag || off == 0 {
			break
		}
		for p := range n {
			for q := p + 1; q < n; q++ {
				if m[p][q] == 0 {
					continue
				}
				theta := (m[q][q] - m[p][p]) / (2 * m[p][q])
				t := 1 / (math.Abs(theta) + math.Sqrt(theta*theta+1))
				if theta < 0 {
					t = -t
				}
				c := 1 / math.Sqrt(t*t+1)
				s := t * c
				for k := range n {
					mkp, mkq := m[k][p], m[k][q]
					m[k][p], m[k][q] = c*mkp-s*mkq, s*mkp+c*mkq
				}
				for k := range n {
					mpk, mqk := m[p][k], m[q][k]
					m[p][k], m[q][k] = c*mpk-s*mqk, s*mpk+c*mqk
				}
				for k := range n {
					vkp, vkq := v[k][p], v[k][q]
					v[k][p], v[k][q] = c*vkp-s*vkq, s*vkp+c*vkq
				}
			}
		}
	}
	values := make([]float64, n)
	vectors := make([][]float64, n)
	for j := range n {
		values[j] = m[j][j]
		vectors[j] = make([]float64, n)
		for i := range n {
			vectors[j][i] = v[i][j]
		}
	}
	return values, vectors
}

// studentT95 is the two-sided 95% quantile of Student's t with dof
// degrees of freedom: exact for 1 and 2, else the Cornish–Fisher
// expansion about the normal's 1.96 (within 0.001 from 3 on).
func studentT95(dof int64) float64 {
	switch {
	case dof <= 0:
		return math.Inf(1)
	case dof == 1:
		return 12.7062
	case dof == 2:
		return 4.3027
	}
	z, nu := 1.959964, float64(dof)
	z3, z5, z7, z9 := z*z*z, math.Pow(z, 5), math.Pow(z, 7), math.Pow(z, 9)
	return z + (z3+z)/(4*nu) + (5*z5+16*z3+3*z)/(96*nu*nu) + (3*z7+19*z5+17*z3-15*z)/(384*nu*nu*nu) +
		(79*z9+776*z7+1482*z5-1920*z3-945*z)/(92160*nu*nu*nu*nu)
}
