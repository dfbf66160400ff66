package engine

// GameSeed is the seed of game i of a series of games with seed seed (a
// simulation): every game of the series gets its own well-mixed seed, and
// the same series gives the same games whatever the order they are played
// in or the number of workers playing them. Every simulator uses it.
func GameSeed(seed uint64, i int) uint64 { return splitmix(seed ^ splitmix(uint64(i)+1)) }

// splitmix is SplitMix64's finaliser: a bijection that spreads nearby
// numbers far apart.
func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}
