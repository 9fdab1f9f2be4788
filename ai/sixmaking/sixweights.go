package sixmaking

// sixWeights5x5: fitted by cmd/sixtrain to 217328 positions of 5994 games
// of sixmaking/standard (L2 1); held-out log loss 0.5712 (0.6931 knows
// nothing). Two rounds of 3,000 games, Hard at 30000 steps a move after 4
// random opening moves: seed 3 played with the weights before (67
// features, without the towers over the other's), seed 5 with the fit to
// seed 3's games alone; the weights are fitted to both (-data with two
// files). Each round beat the one before (docs/strength.md, "Six
// MaKING's learnt weights").
var sixWeights5x5 = sixWeights{
	113, -24, 35, 34, 115, 314,
	10, -17, 11, -91, -370, -23,
	45, -18, -2, -52, -71, 10,
	19, 38, 49, 0, 13, 34,
	63, 0, 0, 45, 73, 0,
	0, 0, 81, 0, 0, 0,
	0, 0, 0, 0, 0, 0,
	-9, -21, -36, -55, -23, -11,
	-28, -64, -83, -92, -30, -57,
	-80, -133, -315, -14, -34, -90,
	-237, -146, 64, 38, -14, -90,
	0, 24, 24, 0, 14, -22,
	-16, 38, 206,
}

// sixWeights4x4: fitted by cmd/sixtrain to 104012 positions of 2994 games
// of sixmaking/small (Hard at 30000 steps a move, 4 random opening moves,
// seed 4, L2 1); held-out log loss 0.5920 (0.6931 knows nothing). The
// games were played with the weights before (67 features); these beat
// them. A second round, fitted to these games and 3,000 played with these
// weights (seed 6), lost to them (docs/strength.md, "Six MaKING's learnt
// weights").
var sixWeights4x4 = sixWeights{
	5, -24, 81, 57, 130, 272,
	5, -58, 14, -94, -355, -18,
	53, -27, 35, -79, -105, 13,
	20, 30, 50, 0, 9, 23,
	48, 0, 0, 43, 75, 0,
	0, 0, 93, 0, 0, 0,
	0, 0, 0, 0, 0, 0,
	-13, -24, -31, -53, 9, -4,
	-19, -49, -44, -34, -30, -56,
	-60, -129, -280, -13, -21, -66,
	-176, -74, 71, 61, -9, -83,
	0, 11, 10, -2, 110, -8,
	-6, 53, 200,
}
