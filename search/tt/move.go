package tt

// Move is a game's code for a move (search.Game.MoveCode): a nonzero
// number below 1<<17, stored in 17 bits of an entry. It is not a move by
// itself: the searcher matches it against the codes of the legal moves of
// the position, so whatever the table holds (a stale entry, a key
// collision), the searcher only ever plays a legal move.
type Move uint32

// NoMove is the code of "no move known".
const NoMove Move = 0

const moveBits = 17
