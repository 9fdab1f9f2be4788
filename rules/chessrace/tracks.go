package chessrace

// DefaultTrack is the track the project ships: a loop four squares wide on a
// 16 x 12 grid around an infield of pool, stones and the winner's circle. The
// four ribbons (i1-i4) cross the bottom straight, so every piece starts and
// finishes on the same line; the four corner blocks are curves. One lap has
// 44 positions.
const DefaultTrack = `
****........****
****........****
****........****
****........****
....~~#WW#~~....
....~#WWWW#~....
....~#WWWW##....
....~~~#WW#~....
****....=...****
****....=...****
****....=...****
****....=...****
`

// LongTrack is an L-shaped course on a 20 x 18 grid: six curves, one of them
// turning the other way round the inside corner of the L, and a pool that
// cuts into the outer corner of the top-left curve. A pond between stones
// fills the inside corner of the L (l11, m11): without it the inner corners
// of the course lie on one diagonal, along which a bishop or queen could
// slide from one end of the L to the other. The ribbons (g1-g4) cross the
// bottom straight. One lap has 66 positions.
const LongTrack = `
~~**....****--------
~***....****--------
****....****--------
****....****--------
....~~##....--------
....~###....--------
....#WW#....#-------
....#WW#...~~#------
....#WW#****....****
....##~#****....****
....~~~#****....****
....~~##****....****
....~~~##~~~####....
....~~######~~~#....
****..=.........****
****..=.........****
****..=.........****
****..=.........****
`
