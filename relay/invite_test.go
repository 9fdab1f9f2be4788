package relay

import (
	"testing"
	"time"

	"boardshelf/relay/proto"
)

func TestInvitationNumbersAreUnique(t *testing.T) {
	r := startRelay(t, t.TempDir(), func(o *Options) { o.Limits.InvitesPerMin = 100 })
	seen := map[int]bool{}
	for range 3 {
		a := dial(t, r)
		for range 30 {
			a.send(&proto.Invite{})
			in := expect[*proto.Invited](a)
			if seen[in.Plate] {
				t.Fatalf("number %d given twice", in.Plate)
			}
			if in.Expires < time.Now().Add(14*time.Minute).UnixMilli() {
				t.Fatalf("it expires at %d", in.Expires)
			}
			seen[in.Plate] = true
		}
	}
}

// An inviter and a claimer pass bytes both ways; the inviter learns when
// the claimer leaves, the claimer when the inviter releases the number.
func TestInvitationPassesBothWaysUntilReleased(t *testing.T) {
	r := startRelay(t, t.TempDir())
	inviter := dial(t, r)
	inviter.send(&proto.Invite{})
	plate := expect[*proto.Invited](inviter).Plate

	claimer := dial(t, r)
	claimer.send(&proto.Claim{Plate: plate})
	peer := expect[*proto.Arrived](claimer).Peer
	if got := expect[*proto.Arrived](inviter); got.Peer != peer || got.Plate != plate {
		t.Fatalf("the inviter was told %+v, the claimer is %d", got, peer)
	}
	claimer.send(&proto.Pass{Plate: plate, Data: data("pake 1")})
	if got := expect[*proto.Pass](inviter); got.Peer != peer || got.Data != data("pake 1") {
		t.Fatalf("the inviter got %+v", got)
	}
	inviter.send(&proto.Pass{Plate: plate, Peer: peer, Data: data("pake 0")})
	if got := expect[*proto.Pass](claimer); got.Data != data("pake 0") {
		t.Fatalf("the claimer got %+v", got)
	}
	// Nobody else passes on the number: a connection that did not claim
	// it, nor the inviter to a peer that is not its claimer.
	stranger := dial(t, r)
	stranger.send(&proto.Pass{Plate: plate, Peer: peer, Data: data("mallory")})
	if got := expect[*proto.Refused](stranger); got.Why != proto.NoPlate {
		t.Fatalf("a stranger's pass: %+v", got)
	}
	inviter.send(&proto.Pass{Plate: plate, Peer: peer + 1, Data: data("astray")})
	if got := expect[*proto.Refused](inviter); got.Why != proto.NoPlate {
		t.Fatalf("a pass to no claimer: %+v", got)
	}
	// A second claimer; the first leaves, and the inviter is told.
	second := dial(t, r)
	second.send(&proto.Claim{Plate: plate})
	peer2 := expect[*proto.Arrived](second).Peer
	expect[*proto.Arrived](inviter)
	claimer.ws.CloseNow()
	if got := expect[*proto.Gone](inviter); got.Peer != peer {
		t.Fatalf("the inviter was told %+v, the first claimer left", got)
	}
	// The inviter releases the number: its claimer is told, and nobody can
	// claim it anymore.
	inviter.send(&proto.Release{Plate: plate})
	if got := expect[*proto.Gone](second); got.Peer != peer2 || got.Plate != plate {
		t.Fatalf("the second claimer was told %+v", got)
	}
	late := dial(t, r)
	late.send(&proto.Claim{Plate: plate})
	if got := expect[*proto.Refused](late); got.Why != proto.NoPlate {
		t.Fatalf("a claim after the release: %+v", got)
	}
}

func TestInvitationClaimsAreCapped(t *testing.T) {
	r := startRelay(t, t.TempDir(), func(o *Options) { o.Limits.ClaimsPerPlate = 2 })
	inviter := dial(t, r)
	inviter.send(&proto.Invite{})
	plate := expect[*proto.Invited](inviter).Plate
	for i := range 3 {
		c := dial(t, r)
		c.send(&proto.Claim{Plate: plate})
		m := c.next()
		if r, refused := m.(*proto.Refused); refused != (i == 2) || (refused && r.Why != proto.Full) {
			t.Fatalf("claim %d: %s", i, proto.Encode(m))
		}
	}
	nobody := dial(t, r)
	nobody.send(&proto.Claim{Plate: 1 + plate%proto.MaxPlate})
	if got := expect[*proto.Refused](nobody); got.Why != proto.NoPlate {
		t.Fatalf("a number never given: %+v", got)
	}
}

func TestInvitationExpires(t *testing.T) {
	r := startRelay(t, t.TempDir(), func(o *Options) { o.PlateTTL = time.Second })
	inviter := dial(t, r)
	inviter.send(&proto.Invite{})
	plate := expect[*proto.Invited](inviter).Plate
	claimer := dial(t, r)
	claimer.send(&proto.Claim{Plate: plate})
	expect[*proto.Arrived](claimer)
	expect[*proto.Arrived](inviter)
	// Both ends are told when it expires, and it can be claimed no more.
	if got := expect[*proto.Gone](inviter); got.Plate != plate {
		t.Fatalf("the inviter was told %+v", got)
	}
	expect[*proto.Gone](claimer)
	claimer.send(&proto.Claim{Plate: plate})
	if got := expect[*proto.Refused](claimer); got.Why != proto.NoPlate {
		t.Fatalf("a claim after expiry: %+v", got)
	}
}
