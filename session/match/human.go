package match

import (
	"context"
	"errors"
	"fmt"
	"sync"
)

// Human is a Mover fed by a user interface. When the game needs the
// human's move, Human.Move publishes the Turn on Turns and waits; the UI
// shows it, lets the person choose, and calls PlayText (or Resign). The game
// goroutine and the UI goroutine meet only through Human, which is safe
// for concurrent use.
type Human struct {
	name  string
	turns chan Turn
	reply chan Decision

	mu      sync.Mutex
	pending *Turn // the turn waiting for an answer, nil when none
}

// ErrNotYourTurn is returned by PlayText and Resign when no move is awaited.
var ErrNotYourTurn = errors.New("it is not the human's turn")

// NewHuman returns a Human called name (for the record's tags).
func NewHuman(name string) *Human {
	return &Human{name: name, turns: make(chan Turn, 1), reply: make(chan Decision, 1)}
}

// Name implements Mover.
func (h *Human) Name() string { return h.name }

// Turns delivers each Turn the game waits on. It is buffered by one, so
// a UI that looks later still finds the turn; Pending gives it too.
func (h *Human) Turns() <-chan Turn { return h.turns }

// Pending returns the turn awaiting the human's move, if any.
func (h *Human) Pending() (Turn, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.pending == nil {
		return Turn{}, false
	}
	return *h.pending, true
}

// PlayText answers the pending turn with a move in any notation the
// game reads (checkers: "11-15", "22x15", or a capture's full route
// when only that names it). A move that is not legal there is refused
// with an error and the turn stays open, so the UI can say why and let
// the person try again.
func (h *Human) PlayText(text string) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.pending == nil {
		return ErrNotYourTurn
	}
	move, _, err := legalMove(h.pending.Position(), text)
	if err != nil {
		return fmt.Errorf("move %q: %w", text, err)
	}
	h.pending = nil
	h.reply <- Decision{Move: move}
	return nil
}

// Resign answers the pending turn by resigning the game.
func (h *Human) Resign() error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.pending == nil {
		return ErrNotYourTurn
	}
	h.pending = nil
	h.reply <- Decision{Resign: true}
	return nil
}

// Move implements Mover: it publishes t and waits for PlayText, Resign or
// the end of ctx.
func (h *Human) Move(ctx context.Context, t Turn) (Decision, error) {
	h.mu.Lock()
	h.pending = &t
	select { // replace a turn nobody read: only the newest matters
	case <-h.turns:
	default:
	}
	h.turns <- t
	h.mu.Unlock()
	select {
	case d := <-h.reply:
		return d, nil
	case <-ctx.Done():
		h.mu.Lock()
		h.pending = nil
		select { // the turn is gone: do not show it any more
		case <-h.turns:
		default:
		}
		select { // an answer that raced with the cancellation
		case <-h.reply:
		default:
		}
		h.mu.Unlock()
		return Decision{}, ctx.Err()
	}
}
