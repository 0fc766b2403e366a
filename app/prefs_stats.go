package app

import "tavolo/engine/scala40"

// HandOver is told when a hand of a match ends, for the statistics; names
// are the seats' names and humans which seats were people.
func (s *Shell) HandOver(g *scala40.Game, names []string, humans []bool) {}
