// Package boardtest holds the tests written once for every board
// (app/table/<game>): each runs over the list of boards in
// boards_test.go, through what a board shares with the others, its
// table.Core.
package boardtest
