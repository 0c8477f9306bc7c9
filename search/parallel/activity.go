package parallel

import (
	"frontier/search/account"
	"frontier/search/machine"
)

// AccountsOf is the account of each of n threads that are all searchers
// (no controller), as the panes show them.
func AccountsOf(m machine.Machine, n int) []account.SearcherActivity {
	acc := m.Accounts()
	out := make([]account.SearcherActivity, n)
	for i := range out {
		out[i] = ActivityOf(acc, i)
	}
	return out
}

// ActivityOf is searcher i's account, from the machine's accounts (a
// searcher not started yet is starved).
func ActivityOf(acc []machine.Account, i int) account.SearcherActivity {
	if i >= len(acc) {
		return account.SearcherActivity{State: account.Starved}
	}
	a := &acc[i]
	return account.SearcherActivity{
		State:   a.State,
		Nodes:   a.Ops[account.OpNode],
		Busy:    a.Busy(),
		Starved: a.Time[account.Starved] + a.Time[account.Stealing],
		Waiting: a.Time[account.Waiting] + a.Time[account.Locked],
	}
}
