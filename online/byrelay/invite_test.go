package byrelay

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"boardshelf/relay"
)

// wrongCode is the code with its words changed.
func wrongCode(code string, n int) string {
	plate, _, _ := strings.Cut(code, "-")
	for {
		c := fmt.Sprintf("%s-%s-%s", plate, oddWords[n%256], evenWords[(n*7)%256])
		if c != code {
			return c
		}
		n++
	}
}

func TestAWrongCodeNeverPairsAndTheRightOneDoes(t *testing.T) {
	ctx := testContext(t)
	tr := startRelay(t)
	h := host(t, ctx, tr, "terrace/short")
	var wrongs []int
	inv := invite(t, ctx, h, Play, InviteOptions{Name: "host", Game: "terrace", SetupID: "terrace/short",
		OnWrongCode: func(n int) { wrongs = append(wrongs, n) }})
	if !ValidCode(inv.Code()) || !time.Now().Before(inv.Expires()) {
		t.Fatalf("code %q until %v", inv.Code(), inv.Expires())
	}
	for i := range MaxWrongCodes - 1 {
		if _, err := Accept(ctx, tr.addr, wrongCode(inv.Code(), i)); !errors.Is(err, ErrWrongCode) {
			t.Fatalf("wrong code %d: %v, want ErrWrongCode", i, err)
		}
	}
	if fmt.Sprint(wrongs) != "[1 2 3 4]" {
		t.Errorf("the inviter was told of wrong codes %v", wrongs)
	}
	ticket, err := Accept(ctx, tr.addr, strings.ToUpper(inv.Code()))
	if err != nil {
		t.Fatalf("the right code: %v", err)
	}
	if ticket.Access != h.access || ticket.Name != "host" || ticket.Game != "terrace" || ticket.SetupID != "terrace/short" {
		t.Fatalf("ticket %+v, want the host's access %+v", ticket, h.access)
	}
	if ErrWrongCode.Error() != "this code is not right or has expired" {
		t.Errorf("ErrWrongCode says %q", ErrWrongCode)
	}
}

func TestFiveWrongCodesReleaseTheInvitation(t *testing.T) {
	ctx := testContext(t)
	tr := startRelay(t)
	h := host(t, ctx, tr, "terrace/short")
	inv := invite(t, ctx, h, Play, InviteOptions{})
	for i := range MaxWrongCodes {
		if _, err := Accept(ctx, tr.addr, wrongCode(inv.Code(), i)); !errors.Is(err, ErrWrongCode) {
			t.Fatalf("wrong code %d: %v", i, err)
		}
	}
	select {
	case <-inv.Done():
	case <-ctx.Done():
		t.Fatal("the invitation held after 5 wrong codes")
	}
	if _, err := Accept(ctx, tr.addr, inv.Code()); !errors.Is(err, ErrWrongCode) {
		t.Fatalf("the right code after the invitation ended: %v, want ErrWrongCode", err)
	}
}

func TestAnExpiredOrUnknownCodeIsAWrongCode(t *testing.T) {
	ctx := testContext(t)
	tr := startRelay(t, func(o *relay.Options) { o.PlateTTL = 300 * time.Millisecond })
	h := host(t, ctx, tr, "terrace/short")
	inv := invite(t, ctx, h, Play, InviteOptions{})
	select {
	case <-inv.Done():
	case <-ctx.Done():
		t.Fatal("the invitation did not expire")
	}
	if _, err := Accept(ctx, tr.addr, inv.Code()); !errors.Is(err, ErrWrongCode) {
		t.Fatalf("an expired code: %v, want ErrWrongCode", err)
	}
	if _, err := Accept(ctx, tr.addr, "9876-crossover-clockwork"); !errors.Is(err, ErrWrongCode) {
		t.Fatalf("a code never given: %v, want ErrWrongCode", err)
	}
}
