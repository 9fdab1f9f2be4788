package online

import (
	"crypto/ed25519"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// keys are public keys and signatures as entries carry them: base64url
// without padding.
var keys = base64.RawURLEncoding

// Identity is an app's signing key: one per installation, kept in its
// folder, so that a seat taken by this app is held by it alone.
type Identity struct {
	private ed25519.PrivateKey
}

// NewIdentity makes a new random identity.
func NewIdentity() Identity {
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		panic(err) // the system's randomness failed
	}
	return Identity{priv}
}

// IdentityFromSeed is the identity of a 32-byte seed (tests, bots).
func IdentityFromSeed(seed []byte) Identity {
	return Identity{ed25519.NewKeyFromSeed(seed)}
}

// Key is the identity's public key, as entries name their author.
func (id Identity) Key() string { return keys.EncodeToString(id.private.Public().(ed25519.PublicKey)) }

// Sign signs an entry: it sets By and Sig.
func (id Identity) Sign(e Entry) Entry {
	e.By = id.Key()
	e.Sig = keys.EncodeToString(ed25519.Sign(id.private, e.Signed()))
	return e
}

// secret is a value only this identity can make, for game's dice.
func (id Identity) secret(label, game string) []byte {
	return ed25519.Sign(id.private, []byte("boardshelf "+label+" "+game))[:32]
}

// LoadIdentity reads the identity kept in file, making and keeping a new
// one when there is none. The file holds the key's seed in base64url and
// may be read by its owner only.
func LoadIdentity(file string) (Identity, error) {
	data, err := os.ReadFile(file)
	if errors.Is(err, os.ErrNotExist) {
		id := NewIdentity()
		if err := os.MkdirAll(filepath.Dir(file), 0o700); err != nil {
			return Identity{}, err
		}
		return id, os.WriteFile(file, []byte(keys.EncodeToString(id.private.Seed())+"\n"), 0o600)
	}
	if err != nil {
		return Identity{}, err
	}
	seed, err := keys.DecodeString(strings.TrimSpace(string(data)))
	if err != nil || len(seed) != ed25519.SeedSize {
		return Identity{}, fmt.Errorf("%s does not hold a key", filepath.Base(file))
	}
	return IdentityFromSeed(seed), nil
}

// ValidKey reports whether s is the form of a public key.
func ValidKey(s string) bool {
	_, err := parseKey(s)
	return err == nil
}

// parseKey reads a public key.
func parseKey(s string) (ed25519.PublicKey, error) {
	b, err := keys.DecodeString(s)
	if err != nil || len(b) != ed25519.PublicKeySize {
		return nil, errors.New("the entry's author is not a public key")
	}
	return ed25519.PublicKey(b), nil
}

func decodeSig(s string) ([]byte, error) {
	b, err := keys.DecodeString(s)
	if err != nil || len(b) != ed25519.SignatureSize {
		return nil, errors.New("the entry's signature is malformed")
	}
	return b, nil
}

// verify checks an entry's signature by its author.
func verify(e Entry) bool {
	key, err := parseKey(e.By)
	if err != nil {
		return false
	}
	sig, err := decodeSig(e.Sig)
	return err == nil && ed25519.Verify(key, e.Signed(), sig)
}

// NewGameID is a new random game id.
func NewGameID() string {
	b := make([]byte, 16)
	rand.Read(b)
	return strings.ToLower(gameIDs.EncodeToString(b))
}
