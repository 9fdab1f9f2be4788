package ai

// sixWeights5x5: fitted by cmd/sixtrain to 87439 positions of 2498 games of sixmaking/standard
// (Hard at 30000 steps a move, 4 random opening moves, seed 1, L2 1);
// held-out log loss 0.5824 (0.6931 knows nothing).
var sixWeights5x5 = sixWeights{
	36, -11, 35, 27, 72, 299,
	15, -42, -32, -118, -254, -39,
	23, 9, 0, -65, -106, 17,
	18, 43, 45, 0, 20, 40,
	79, 0, 0, 54, 79, 0,
	0, 0, 94, 0, 0, 0,
	0, 0, 0, 0, 0, 0,
	-16, -18, -40, -49, -17, -19,
	-32, -74, -64, -37, -47, -60,
	-66, -128, -273, -22, -11, -77,
	-172, -79, 79, 58, 15, -13,
	0,
}

// sixWeights4x4: fitted by cmd/sixtrain to 85081 positions of 2498 games of sixmaking/small
// (Hard at 30000 steps a move, 4 random opening moves, seed 2, L2 1);
// held-out log loss 0.5787 (0.6931 knows nothing).
var sixWeights4x4 = sixWeights{
	-2, 1, 68, 33, 72, 285,
	-1, -65, -31, -123, -244, -42,
	31, 5, 82, -69, -110, 9,
	17, 29, 41, 0, 10, 25,
	58, 0, 0, 46, 78, 0,
	0, 0, 102, 0, 0, 0,
	0, 0, 0, 0, 0, 0,
	-9, -20, -31, -46, -1, -8,
	-23, -64, -68, -97, -34, -65,
	-69, -140, -278, -11, -28, -66,
	-180, -91, 73, 52, -8, -85,
	0,
}
