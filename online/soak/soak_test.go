package soak

import (
	"context"
	"testing"
	"time"
)

func TestAShortSoakPasses(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	totals := Run(ctx, Options{Games: 2, Faults: true, Seed: 1})
	t.Log(totals)
	if !totals.OK() {
		t.Fatal(totals.Problems)
	}
}
