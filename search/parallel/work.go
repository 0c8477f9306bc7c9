package parallel

import (
	"frontier/search/account"
	"frontier/search/machine"
)

// workOf is the busy time of every thread of m.
func workOf(m machine.Machine) account.Time {
	var w account.Time
	for _, a := range m.Accounts() {
		w += a.Busy()
	}
	return w
}
