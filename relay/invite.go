package relay

import (
	"context"

	"boardshelf/relay/proto"
)

// invitations are a connection's invitation numbers, as inviter and as
// claimer.
type invitations struct{}

func (c *conn) invite(context.Context) {
	c.refused(&proto.Refused{Why: proto.Full, Detail: "this relay takes no invitations yet"})
}

func (c *conn) claim(_ context.Context, m *proto.Claim) {
	c.refused(&proto.Refused{Plate: m.Plate, Why: proto.NoPlate, Detail: "no invitation has that number"})
}

func (c *conn) pass(*proto.Pass) {}

func (c *conn) release(int) {}

func (c *conn) endInvitations() {}
