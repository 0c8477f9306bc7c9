// Package tune fits the checkers evaluation's weights to game results, as
// Texel tuning does (the Texel chess engine's method, described by Peter
// Österlund in 2014): every position of a set of games is labelled with
// its game's result, and the weights are chosen to minimise the mean
// squared error between the result and sigmoid(K·eval), the evaluation
// turned into an expected score.
//
// The pieces, each in its own file:
//   - data.go: a data set reproducible from a seed, positions of
//     self-play games from the ACF ballots at short node budgets plus
//     the games of the 1992 Tinsley–Chinook match, quiet positions only,
//     split by game into a training and a held-out part;
//   - fit.go: K first (with the starting weights), then the weights by
//     Texel's local search: each weight in turn is moved by a step while
//     that lowers the error, the step halving when no move helps;
//   - play.go: the measurement, games between two weight sets at a fixed
//     node budget (deterministic), and agreement with the match moves of
//     the test suite;
//   - write.go: the weights as the Go source of search/eval/weights.go.
//
// The evaluation is linear in its weights (eval.Features), which is what
// makes the fit a small numerical problem: the features of every position
// are computed once.
//
// The Othello pattern evaluation (eval.PatternWeights, which orders the
// endgame solver's moves) is fitted to exact values instead of results
// (`frontier othello-patterns`), also in its own files:
//   - othello_data.go: positions of seeded games labelled by the exact
//     endgame solver, and othello_datafile.go their file;
//   - othello_fit.go: each phase's weights by ridge least squares, a
//     configuration and its colour swap sharing one parameter, solved by
//     conjugate gradient (othello_cg.go);
//   - othello_report.go: the error by phase on held-out games, with the
//     hand-made evaluation's beside.
package tune
