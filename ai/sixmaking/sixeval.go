package sixmaking

import (
	"fmt"
	"math/bits"

	six "boardshelf/rules/sixmaking"
)

// Six MaKING's evaluation for the alpha-beta search is learnt: a weighted
// count of what each player has on the board (the features below), the
// weights fitted to the results of games the engine played against
// itself (cmd/sixtrain), so that the score is in hundredths of a logit of
// the mover's chance to win.
//
// The features that matter most are the pairs of towers: a tower under a
// player's colour and a tower it could land on at once, counted by the
// heights of both. Two towers whose heights make six are a King the owner
// of the first can build; five, a King one disk away.

// The features, for the player to move ("mover") and the other player.
const (
	sixFBias      = iota
	sixFTowers                      // mover's towers by height 1-5, then the other's
	sixFReserve   = sixFTowers + 10 // mover's reserve, then the other's
	sixFEmpty     = sixFReserve + 2 // empty squares
	sixFCanPlace  = sixFEmpty + 1   // the mover has a disk and a square for it
	sixFThreat    = sixFCanPlace + 1
	sixFThreats   = sixFThreat + 1  // the other threatens Kings from two towers or more
	sixFPairs     = sixFThreats + 1 // [mover, other][source height 1-5][target height 1-5]
	sixFCovering  = sixFPairs + 50  // [mover, other][height 2-5]: towers over a disk of the other's
	sixFeatureLen = sixFCovering + 8
)

// sixFeatures is what the evaluation sees of a position.
type sixFeatures [sixFeatureLen]int32

// FeatureNames names the features of the evaluation, in order.
func FeatureNames() []string {
	names := make([]string, sixFeatureLen)
	names[sixFBias] = "bias"
	for side, who := range []string{"mover", "other"} {
		for h := 1; h <= 5; h++ {
			names[sixFTowers+side*5+h-1] = fmt.Sprintf("%s's towers of %d", who, h)
			for t := 1; t <= 5; t++ {
				names[sixPairIndex(side, h, t)] = fmt.Sprintf("%s's %d onto a %d", who, h, t)
			}
		}
		names[sixFReserve+side] = who + "'s reserve"
		for h := 2; h <= 5; h++ {
			names[sixFCovering+side*4+h-2] = fmt.Sprintf("%s's towers of %d over the other's", who, h)
		}
	}
	names[sixFEmpty] = "empty squares"
	names[sixFCanPlace] = "mover can place"
	names[sixFThreat] = "threatened"
	names[sixFThreats] = "threatened from two towers"
	return names
}

func sixPairIndex(side, h, t int) int { return sixFPairs + side*25 + (h-1)*5 + t - 1 }

// features counts the features of s.
func (s *sixState) features(f *sixFeatures) {
	*f = sixFeatures{}
	f[sixFBias] = 1
	me, op := s.turn, s.turn.Opponent()
	for side, c := range [2]six.Color{me, op} {
		for h := 1; h <= 5; h++ {
			f[sixFTowers+side*5+h-1] = int32(bits.OnesCount64(s.tops[c] & s.height[h]))
		}
		for src := s.tops[c]; src != 0; src &= src - 1 {
			i := bits.TrailingZeros64(src)
			h := s.board[i].height()
			if h >= 2 && s.board[i].covers() {
				f[sixFCovering+side*4+h-2]++
			}
			r := s.reach(i, h)
			for t := 1; t <= 5 && r != 0; t++ {
				f[sixPairIndex(side, h, t)] += int32(bits.OnesCount64(r & s.height[t]))
			}
		}
		f[sixFReserve+side] = int32(s.reserve[c])
	}
	empty := bits.OnesCount64(s.geo.all &^ s.occupied)
	f[sixFEmpty] = int32(empty)
	if s.reserve[me] > 0 && empty > 0 {
		f[sixFCanPlace] = 1
	}
	switch threats := s.crownSources(op); {
	case threats&(threats-1) != 0:
		f[sixFThreat], f[sixFThreats] = 1, 1
	case threats != 0:
		f[sixFThreat] = 1
	}
}

// covers reports whether t's top disk is over a disk of the other colour.
func (t stack) covers() bool {
	h := t.height()
	below := t >> 4 & (1<<(h-1) - 1)
	if t.top() == six.Dark {
		return below != 1<<(h-1)-1
	}
	return below != 0
}

// sixWeights weighs the features, in hundredths of a logit.
type sixWeights [sixFeatureLen]int32

func (w *sixWeights) score(f *sixFeatures) int {
	var v int32
	for i := range f {
		v += w[i] * f[i]
	}
	return int(v)
}

// crownSources is the towers from which c could build a King in their
// colour if it were c's move (Ko as it stands).
func (s *sixState) crownSources(c six.Color) uint64 {
	tallest := 5
	for tallest > 0 && s.height[tallest] == 0 {
		tallest--
	}
	var found uint64
	for sources := s.tops[c] & s.atLeast(max(1, kingHeight-tallest)); sources != 0; sources &= sources - 1 {
		i := bits.TrailingZeros64(sources)
		h := s.board[i].height()
		for r := s.reach(i, h) & s.atLeast(kingHeight-h); r != 0; r &= r - 1 {
			to := bits.TrailingZeros64(r)
			// Ko forbids one count at most: with another to choose, the
			// King can be built.
			if k := max(1, kingHeight-s.board[to].height()); k < h || !s.forbidden(sixMove{from: int8(i), to: int8(to), count: int8(k)}) {
				found |= 1 << i
				break
			}
		}
	}
	return found
}

// Features is what Six MaKING's evaluation sees of g's position,
// in the order of FeatureNames, for fitting its weights
// (cmd/sixtrain). It reports false where the evaluation is never asked:
// when the game is over or the player to move can build a King.
func Features(g *six.Game) ([]float64, bool) {
	s := newSixState(g)
	if g.Status().Over || s.winsNow() {
		return nil, false
	}
	var f sixFeatures
	s.features(&f)
	out := make([]float64, len(f))
	for i, v := range f {
		out[i] = float64(v)
	}
	return out, true
}
