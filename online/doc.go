// Package online is a game shared by several apps: an append-only,
// hash-chained log of signed entries that every app checks with the rules
// before it shows anything. Transports (a file sent to the opponent, the
// local network, a relay) only carry entries; none of them is trusted.
//
// An entry names its game, its place in the log (Seq), the hash of the
// entry before it, its author's public key and signature, and what it
// says: the header of the game (entry 0), a participant sitting in a seat,
// a move, a reveal of the die's randomness, an offer of a draw or of a
// take-back, an answer to it, a chat line, or a claim that the clock of
// the seat to move has run out. Log.Add takes an entry only when it
// follows the log's last one, is signed by the participant who holds the
// seat it acts for, and is legal by the rules in the position the log
// gives; an entry for a place already held is nothing new when equal and
// a fork, refused, when different. So a game can be delayed by the
// network, but never lost, duplicated or forked.
//
// The format is written in docs/protocol.md, complete enough to write
// another program from it.
package online
