package cli

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/tilesmith/tilesmith/internal/version"
)

func newVersionCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print which build of tilesmith this is: version, commit, Go",
		Long: `version prints the build of tilesmith that runs: its version, the commit it
was built from (and whether the checkout had changes not committed), and the
Go toolchain and platform. 'tilesmith --version' prints the same. Quote it
when you report a problem. Shards of a study record it (simulate --shard,
ladder --shard), and merge refuses shards of different builds, which may play
the same seed differently.`,
		Args: noArgs(""),
		RunE: func(cmd *cobra.Command, args []string) error {
			_, err := fmt.Fprint(cmd.OutOrStdout(), version.Read())
			return err
		},
	}
}
