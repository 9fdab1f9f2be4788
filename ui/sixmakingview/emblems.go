package sixmakingview

import "boardshelf/rules/sixmaking"

// emblems are the chess pieces a tower moves as, as filled silhouettes in a
// 100x100 box standing on y = 90. The renderer draws no text and strokes
// do not scale, so each is made of filled shapes only.
var emblems = map[sixmaking.Piece]string{
	sixmaking.Pawn: `<circle cx="50" cy="34" r="16"/>` +
		`<path d="M35 50h30a3.5 3.5 0 0 1 0 7h-30a3.5 3.5 0 0 1 0-7z"/>` +
		`<path d="M40 57h20c1 9 10 15 14 23h-48c4-8 13-14 14-23z"/>` +
		base,
	sixmaking.Rook: `<path d="M24 12h12v9h8v-9h12v9h8v-9h12v26l-7 7h-38l-7-7z"/>` +
		`<path d="M32 45h36l3 35h-42z"/>` +
		base,
	sixmaking.Knight: `<path d="M31 80c0-14 8-22 14-31c-7 3-14 6-20 4c-5-2-7-7-4-11l15-20l1-10l8 7c17 1 30 16 30 39c0 8-1 15 0 22z"/>` +
		base,
	// The bishop's mitre is cut by a slit, in the medallion's colour.
	sixmaking.Bishop: `<circle cx="50" cy="9" r="6"/>` +
		`<path d="M50 14c14 9 19 22 15 34c-1 4-3 7-5 9h-20c-2-2-4-5-5-9c-4-12 1-25 15-34z"/>` +
		`<path d="M56 24l5 5l-13 14l-5-5z" fill="` + badgeFill + `"/>` +
		`<path d="M37 58h26a3 3 0 0 1 0 6h-26a3 3 0 0 1 0-6z"/>` +
		`<path d="M42 64h16c2 7 7 10 10 16h-36c3-6 8-9 10-16z"/>` +
		base,
	sixmaking.Queen: `<circle cx="16" cy="24" r="7"/><circle cx="33" cy="14" r="7"/><circle cx="50" cy="10" r="7"/>` +
		`<circle cx="67" cy="14" r="7"/><circle cx="84" cy="24" r="7"/>` +
		`<path d="M18 28l11 28h42l11-28l-14 17l-1-27l-9 24l-8-28l-8 28l-9-24l-1 27z"/>` +
		`<path d="M29 56h42l-3 24h-36z"/>` +
		base,
	sixmaking.King: `<path d="M45 3h10v8h8v10h-8v8h-10v-8h-8v-10h8z"/>` +
		`<path d="M50 33c8-8 28-8 28 8c0 8-4 12-8 17h-40c-4-5-8-9-8-17c0-16 20-16 28-8z"/>` +
		`<path d="M31 58h38l-3 22h-32z"/>` +
		base,
}

// base is the foot every emblem stands on.
const base = `<path d="M22 80h56a4 4 0 0 1 4 4v7h-64v-7a4 4 0 0 1 4-4z"/>`
