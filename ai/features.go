package ai

import (
	aisix "boardshelf/ai/sixmaking"
	"boardshelf/rules/sixmaking"
)

// SixMakingFeatureNames names the features of Six MaKING's learnt
// evaluation, in order (cmd/sixtrain fits their weights).
func SixMakingFeatureNames() []string { return aisix.FeatureNames() }

// SixMakingFeatures is what Six MaKING's evaluation sees of g's position,
// in the order of SixMakingFeatureNames; false where the evaluation is
// never asked: when the game is over or the player to move can build a
// King.
func SixMakingFeatures(g *sixmaking.Game) ([]float64, bool) { return aisix.Features(g) }
