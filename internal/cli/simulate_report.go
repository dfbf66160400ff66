package cli

// parseReport reads simulate's --report: none, or balance (the balance
// report).
func parseReport(s string) (balance bool, err error) {
	switch s {
	case "":
		return false, nil
	case "balance":
		return true, nil
	}
	return false, usageErrorf("--report %q: the reports simulate adds are: balance", s)
}
