// Package sixmaking implements Six MaKING by Dorsonczky József, a stacking
// game in which towers move like chess pieces chosen by their height, and its
// variant Sixth MaKING. docs/rules/sixmaking.md writes out for players the
// rules as implemented, every decision on what the rulebook leaves open and
// the reference counts of the tests.
//
// A Game satisfies rules.Game (seat 0 plays light, seat 1 dark) and offers the
// board view its own accessors: towers, heights, the piece a height moves as,
// reserves, scores, the last move, legal targets and Ko.
package sixmaking
