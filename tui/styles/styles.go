// Package styles holds every colour and text style of the workstation in
// one place, chosen for the terminal's colour profile: truecolor, 256 or
// 16 colours, or none at all (NO_COLOR), where dark squares and
// highlights fall back to reverse video and text marks.
package styles

import (
	"image/color"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/colorprofile"
)

// Styles are the workstation's styles for one colour profile.
type Styles struct {
	Profile colorprofile.Profile
	// NoColor is set when the terminal shows no colours: components then
	// mark things with reverse video and characters instead.
	NoColor bool

	Title, Dim, Bold, Accent, Error, Info lipgloss.Style
	// Border and FocusBorder colour pane frames.
	Border, FocusBorder   lipgloss.Style
	PaneTitle, FocusTitle lipgloss.Style
	// Selected marks the current item of a list or the current ply.
	Selected lipgloss.Style
	Header   lipgloss.Style

	// Searcher states, for activity bars and legends.
	Working, Starved, Waiting, Interrupted, Idle lipgloss.Style

	// Board squares and pieces.
	Light, Dark          lipgloss.Style
	LastMove, PVMove     lipgloss.Style // dark squares of those moves
	SelectedSq, Target   lipgloss.Style
	BlackPiece, WhiteMan lipgloss.Style
	SquareNumber         lipgloss.Style
	// Othello's discs on the board's green.
	DarkDisc, LightDisc lipgloss.Style

	// Chart series colours as 256-colour indices for asciigraph.
	ChartA, ChartB uint8
}

// New returns the styles for profile p.
func New(p colorprofile.Profile) *Styles {
	c := lipgloss.Complete(p)
	col := func(ansi, ansi256 int, hex string) color.Color {
		return c(lipgloss.ANSIColor(ansi), lipgloss.ANSIColor(ansi256), lipgloss.Color(hex))
	}
	s := &Styles{Profile: p, NoColor: p <= colorprofile.ASCII}
	ns := lipgloss.NewStyle

	accent := col(14, 81, "#5fd7ff")
	gray := col(8, 244, "#808080")
	s.Title = ns().Bold(true).Foreground(accent)
	s.Dim = ns().Foreground(gray)
	s.Bold = ns().Bold(true)
	s.Accent = ns().Foreground(accent)
	s.Error = ns().Bold(true).Foreground(col(9, 203, "#ff5f5f"))
	s.Info = ns().Foreground(col(10, 114, "#87d787"))
	s.Border = ns().Foreground(col(8, 240, "#585858"))
	s.FocusBorder = ns().Foreground(accent)
	s.PaneTitle = ns().Bold(true).Foreground(col(7, 250, "#bcbcbc"))
	s.FocusTitle = ns().Bold(true).Foreground(accent)
	s.Selected = ns().Bold(true).Foreground(col(0, 16, "#101010")).Background(accent)
	s.Header = ns().Bold(true).Foreground(col(7, 250, "#bcbcbc"))

	s.Working = ns().Foreground(col(10, 77, "#5fd75f"))
	s.Starved = ns().Foreground(col(9, 203, "#ff5f5f"))
	s.Waiting = ns().Foreground(col(11, 221, "#ffd75f"))
	s.Interrupted = ns().Foreground(col(13, 177, "#d787ff"))
	s.Idle = ns().Foreground(gray)

	s.Light = ns().Background(col(7, 187, "#e3d3b0"))
	s.Dark = ns().Background(col(2, 65, "#5f875f"))
	s.LastMove = ns().Background(col(3, 136, "#af8f2f"))
	s.PVMove = ns().Background(col(4, 25, "#3f6faf"))
	s.SelectedSq = ns().Background(col(5, 96, "#875f87"))
	s.Target = ns().Background(col(6, 66, "#5f8787"))
	s.BlackPiece = ns().Bold(true).Foreground(col(9, 160, "#e02020"))
	s.WhiteMan = ns().Bold(true).Foreground(col(15, 231, "#ffffff"))
	s.SquareNumber = ns().Foreground(col(0, 236, "#303030"))
	s.DarkDisc = ns().Bold(true).Foreground(col(0, 16, "#000000"))
	s.LightDisc = ns().Bold(true).Foreground(col(15, 231, "#ffffff"))
	s.ChartA, s.ChartB = 81, 203

	if s.NoColor {
		// Without colour: reverse video for dark squares and the current
		// item; the board marks moves with brackets instead.
		s.Selected = ns().Reverse(true).Bold(true)
		s.Dark = ns().Reverse(true)
		s.LastMove = ns().Reverse(true).Bold(true)
		s.PVMove = ns().Reverse(true).Bold(true)
		s.SelectedSq = ns().Reverse(true).Bold(true).Underline(true)
		s.Target = ns().Reverse(true).Underline(true)
		s.FocusBorder = ns().Bold(true)
		s.FocusTitle = ns().Bold(true).Underline(true)
		s.PaneTitle = ns().Bold(true)
		s.Light = ns()
		s.BlackPiece = ns().Bold(true)
		s.WhiteMan = ns().Bold(true)
		s.SquareNumber = ns()
		s.DarkDisc = ns().Bold(true)
		s.LightDisc = ns().Bold(true)
	}
	return s
}
