package sim

import "fmt"

// CheckSameBuild refuses two partial reports (a simulation's or a
// ladder's) written by different builds of tilesmith (their Build fields
// differ): another build may play the same seed differently, so their
// games are not shares of one run. It names both files and both builds; a
// partial of an earlier tilesmith, which recorded no build, is named so.
func CheckSameBuild(source, build, firstSource, firstBuild string) error {
	if build == firstBuild {
		return nil
	}
	return fmt.Errorf("%s and %s were written by different builds of tilesmith (%s: %s; %s: %s), which may play the same seed differently: run every shard and the merge with one build ('tilesmith version' names it) and rerun the shards of the other",
		source, firstSource, source, buildName(build), firstSource, buildName(firstBuild))
}

// buildName words a partial report's build.
func buildName(build string) string {
	if build == "" {
		return "an earlier tilesmith, which recorded no build"
	}
	return build
}
