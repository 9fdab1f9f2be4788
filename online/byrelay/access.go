package byrelay

import (
	"crypto/ed25519"
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"strings"

	"boardshelf/relay/proto"
)

// Secret is a game's secret: G, which participants hold, or W, derived
// from it, which watchers hold.
type Secret [32]byte

// NewSecret is a new random game secret G.
func NewSecret() Secret {
	var s Secret
	rand.Read(s[:])
	return s
}

// derive is HKDF-SHA256 of the secret for label: 32 bytes.
func derive(secret []byte, label string) []byte {
	k, err := hkdf.Key(sha256.New, secret, nil, label, 32)
	if err != nil { // 32 bytes of SHA-256 are always allowed
		panic(err)
	}
	return k
}

// watchSecret is W, the watchers' secret of the game secret G.
func watchSecret(g Secret) Secret { return Secret(derive(g[:], "boardshelf watch")) }

// Access is what an app needs to follow a game through a relay: the
// relay's WebSocket URL (as Address gives it), the room (the game's id),
// and the secret, G to play or W (Watch) to watch.
type Access struct {
	Relay  string
	Room   string
	Secret Secret
	Watch  bool // Secret is W
}

var secrets = base64.RawURLEncoding

// String is the access as the app keeps it: "relay-access 1 RELAY ROOM
// play|watch SECRET". ParseAccess reads it back.
func (a Access) String() string {
	role := proto.Play
	if a.Watch {
		role = proto.Watch
	}
	return strings.Join([]string{"relay-access", "1", a.Relay, a.Room, string(role), secrets.EncodeToString(a.Secret[:])}, " ")
}

// ParseAccess reads an Access from its String.
func ParseAccess(s string) (Access, error) {
	f := strings.Fields(s)
	if len(f) != 6 || f[0] != "relay-access" || f[1] != "1" {
		return Access{}, errors.New("not a relay's access")
	}
	relay, err := Address(f[2])
	if err != nil {
		return Access{}, err
	}
	secret, err := secrets.DecodeString(f[5])
	switch {
	case !proto.ValidRoom(f[3]):
		return Access{}, errors.New("the access names no valid game")
	case f[4] != string(proto.Play) && f[4] != string(proto.Watch):
		return Access{}, errors.New("the access is neither to play nor to watch")
	case err != nil || len(secret) != len(Secret{}):
		return Access{}, errors.New("the access holds no valid secret")
	}
	return Access{Relay: relay, Room: f[3], Secret: Secret(secret), Watch: f[4] == string(proto.Watch)}, nil
}

// Watching is the watchers' access of the same game.
func (a Access) Watching() Access {
	if !a.Watch {
		a.Secret, a.Watch = watchSecret(a.Secret), true
	}
	return a
}

// role is what the access opens the room for.
func (a Access) role() proto.Role {
	if a.Watch {
		return proto.Watch
	}
	return proto.Play
}

// gameKeys are the keys an access gives.
type gameKeys struct {
	play  ed25519.PrivateKey // nil for a watcher
	watch ed25519.PrivateKey
	seal  *sealer
}

func keysOf(a Access) gameKeys {
	var k gameKeys
	w := a.Secret
	if !a.Watch {
		k.play = ed25519.NewKeyFromSeed(derive(a.Secret[:], "boardshelf play key"))
		w = watchSecret(a.Secret)
	}
	k.watch = ed25519.NewKeyFromSeed(derive(w[:], "boardshelf watch key"))
	k.seal = newSealer(derive(w[:], "boardshelf seal"), a.Room)
	return k
}

// roleKey is the key whose proof opens the room for the access's role.
func (k gameKeys) roleKey() ed25519.PrivateKey {
	if k.play != nil {
		return k.play
	}
	return k.watch
}

// public is a key as proto carries it.
func public(k ed25519.PrivateKey) string {
	return proto.Keys.EncodeToString(k.Public().(ed25519.PublicKey))
}
