package byrelay

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"unicode/utf8"

	"boardshelf/online"
	"boardshelf/online/wire"
	"boardshelf/relay/proto"
)

// sealer seals a room's messages: AES-256-GCM under the seal key, the
// nonce the first 12 bytes of HMAC-SHA256(seal key, plaintext), so that
// the same entry seals to the same bytes and the relay takes a retry
// once; the room is the additional data, so that a message of one game
// does not open in another.
type sealer struct {
	key  []byte
	aead cipher.AEAD
	ad   []byte
}

func newSealer(key []byte, room string) *sealer {
	return &sealer{key: key, aead: newAEAD(key), ad: []byte("boardshelf-relay 1 " + room)}
}

// newAEAD is AES-256-GCM under a 32-byte key.
func newAEAD(key []byte) cipher.AEAD {
	block, err := aes.NewCipher(key)
	if err != nil { // only for a key that is not 32 bytes
		panic(err)
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		panic(err)
	}
	return aead
}

// seal is nonce || ciphertext.
func (s *sealer) seal(plain []byte) []byte {
	mac := hmac.New(sha256.New, s.key)
	mac.Write(plain)
	nonce := mac.Sum(nil)[:s.aead.NonceSize()]
	return s.aead.Seal(nonce, nonce, plain, s.ad)
}

var errNotSealed = errors.New("a message that does not open with the game's key")

// open opens what seal sealed.
func (s *sealer) open(data []byte) ([]byte, error) {
	n := s.aead.NonceSize()
	if len(data) < n+s.aead.Overhead() {
		return nil, errNotSealed
	}
	plain, err := s.aead.Open(nil, data[:n], data[n:], s.ad)
	if err != nil {
		return nil, errNotSealed
	}
	return plain, nil
}

// entry is the entry a message of the room carries, as the relay sends
// it (base64url).
func (s *sealer) entry(data string) (online.Entry, error) {
	sealed, err := proto.Keys.DecodeString(data)
	if err != nil {
		return online.Entry{}, errNotSealed
	}
	plain, err := s.open(sealed)
	if err != nil {
		return online.Entry{}, err
	}
	return online.DecodeEntry(plain)
}

// tag is who follows a game, as the others see it in presence.
type tag struct {
	Key  string `json:"key"`
	Name string `json:"name"`
}

// sealTag seals a presence tag, the name shortened to keep it within
// proto.MaxTag.
func (s *sealer) sealTag(key, name string) string {
	room := proto.MaxTag - s.aead.NonceSize() - s.aead.Overhead()
	for {
		plain, _ := json.Marshal(tag{Key: key, Name: name})
		if len(plain) <= room || name == "" {
			return proto.Keys.EncodeToString(s.seal(plain))
		}
		_, size := utf8.DecodeLastRuneInString(name)
		name = name[:len(name)-size]
	}
}

// people are those a presence names whose tags open, once each (here if
// any of their connections is, else away since the last left); the
// others (a tag of another game, or none) are left out.
func (s *sealer) people(p *proto.Presence) []wire.Person {
	var people []wire.Person
	seen := map[string]int{}
	for _, person := range p.People {
		data, err := proto.Keys.DecodeString(person.Tag)
		if err != nil {
			continue
		}
		plain, err := s.open(data)
		var t tag
		if err != nil || json.Unmarshal(plain, &t) != nil {
			continue
		}
		one := wire.Person{Key: t.Key, Name: t.Name, Here: person.Here, Since: person.Since}
		i, ok := seen[t.Key]
		switch {
		case !ok:
			seen[t.Key] = len(people)
			people = append(people, one)
		case one.Here && !people[i].Here || one.Here == people[i].Here && one.Since > people[i].Since:
			people[i] = one
		}
	}
	return people
}
