// Package byrelay plays an online game through boardshelf-relay: the
// apps seal each entry with a key the relay never learns, append it to
// the game's room, and take every message of the room in the relay's
// order through online.Table.Take. A message that does not unseal or that
// the rules refuse is skipped by every app alike, so all hold the same
// log (docs/relay.md).
//
// The host makes the game's secret G and Hosts the room; the others come
// by an invitation code (Invite, Accept), which a PAKE turns into G (to
// play) or W (to watch) without the relay learning either. From G come
// W, the key whose proof opens the room to play, and from W the key that
// opens it to watch and the key that seals the messages: a watcher reads
// everything and can append nothing.
//
// A new participant Fetches the log, builds its table from it
// (online.Replay, online.NewPeer(id, log, false), online.NewTable) and
// Follows; an app restarted Follows again with the table rebuilt from
// what it kept (online.ResumePeer). No app is the game's sequencer: the
// relay orders the entries.
package byrelay
