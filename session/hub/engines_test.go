package hub

// The tests build engines and parse specs by name, so they link every
// algorithm and game type, as the program does (search/engine's Backend).
import _ "frontier/search/engine/all"
