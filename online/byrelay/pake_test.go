package byrelay

import (
	"crypto/hmac"
	"testing"
)

// pair runs the PAKE between an inviter holding code and a claimer
// typing typed: whether their confirmations agree.
func pair(t *testing.T, code, typed string) bool {
	t.Helper()
	inviter, err := newExchange(code, 0)
	if err != nil {
		t.Fatal(err)
	}
	claimer, err := newExchange(typed, 1)
	if err != nil {
		t.Fatal(err)
	}
	kc, err := claimer.update(inviter.p.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	ki, err := inviter.update(claimer.p.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	return hmac.Equal(confirmation(ki, 1), confirmation(kc, 1)) && hmac.Equal(confirmation(ki, 0), confirmation(kc, 0))
}

func TestOnlyTheRightCodePairs(t *testing.T) {
	if !pair(t, "7-crossover-clockwork", " 7-Crossover-Clockwork") {
		t.Fatal("the right code, typed in capitals, did not pair")
	}
	for _, wrong := range []string{"7-crossover-clockworx", "8-crossover-clockwork", "7-adroitness-clockwork"} {
		if pair(t, "7-crossover-clockwork", wrong) {
			t.Fatalf("%q paired with 7-crossover-clockwork", wrong)
		}
	}
}

func TestAMalformedPAKEMessageIsAWrongCode(t *testing.T) {
	for _, msg := range []string{"", "null", "{}", `{"Role":0}`, `{"Role":1,"Xᵤ":1,"Xᵥ":2}`, `{"Role":0,"Yᵤ":null}`, "[1,2]"} {
		x, err := newExchange("7-crossover-clockwork", 1)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := x.update([]byte(msg)); err != ErrWrongCode {
			t.Errorf("PAKE message %q: %v, want ErrWrongCode", msg, err)
		}
		y, _ := newExchange("7-crossover-clockwork", 0)
		if _, err := y.update([]byte(msg)); err != ErrWrongCode {
			t.Errorf("PAKE message %q to the inviter: %v, want ErrWrongCode", msg, err)
		}
	}
}

func TestATicketOpensOnlyUnderItsKey(t *testing.T) {
	key, other := make([]byte, 32), make([]byte, 32)
	other[0] = 1
	sealed := sealUnder(key, "ticket", []byte("secret"))
	if got, err := openUnder(key, "ticket", sealed); err != nil || string(got) != "secret" {
		t.Fatalf("openUnder = %q, %v", got, err)
	}
	if _, err := openUnder(other, "ticket", sealed); err != ErrWrongCode {
		t.Fatalf("a ticket opened under another key: %v", err)
	}
	if _, err := openUnder(key, "name", sealed); err != ErrWrongCode {
		t.Fatalf("a ticket opened as a name: %v", err)
	}
}
