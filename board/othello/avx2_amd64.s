#include "textflag.h"

// The four axes, a lane each: the step along it in bits, and the mask of
// opp's discs a run may cross (without columns a and h but along the
// columns), as legalGeneric has them.
DATA legalShift<>+0(SB)/8, $1
DATA legalShift<>+8(SB)/8, $8
DATA legalShift<>+16(SB)/8, $7
DATA legalShift<>+24(SB)/8, $9
GLOBL legalShift<>(SB), RODATA|NOPTR, $32

DATA legalMask<>+0(SB)/8, $0x7e7e7e7e7e7e7e7e
DATA legalMask<>+8(SB)/8, $0xffffffffffffffff
DATA legalMask<>+16(SB)/8, $0x7e7e7e7e7e7e7e7e
DATA legalMask<>+24(SB)/8, $0x7e7e7e7e7e7e7e7e
GLOBL legalMask<>(SB), RODATA|NOPTR, $32

// func legalMoves(own, opp, empty uint64) uint64
TEXT ·legalMoves(SB), NOSPLIT, $0-32
	CMPB         ·useAVX2(SB), $0
	JEQ          generic
	MOVQ         own+0(FP), AX
	MOVQ         opp+8(FP), BX
	VMOVQ        AX, X0
	VMOVQ        BX, X1
	VPBROADCASTQ X0, Y0
	VPBROADCASTQ X1, Y1
	VMOVDQU      legalShift<>(SB), Y2
	VPAND        legalMask<>(SB), Y1, Y1 // m: opp's discs a run may cross
	// One step each way: l = m & own<<s, r = m & own>>s.
	VPSLLVQ      Y2, Y0, Y3
	VPSRLVQ      Y2, Y0, Y4
	VPAND        Y1, Y3, Y3
	VPAND        Y1, Y4, Y4
	// A second: l |= m & l<<s, r |= m & r>>s.
	VPSLLVQ      Y2, Y3, Y5
	VPSRLVQ      Y2, Y4, Y6
	VPAND        Y1, Y5, Y5
	VPAND        Y1, Y6, Y6
	VPOR         Y5, Y3, Y3
	VPOR         Y6, Y4, Y4
	// The pairs: pl = m & m<<s (for l), pr = pl>>s (for r).
	VPSLLVQ      Y2, Y1, Y5
	VPAND        Y1, Y5, Y5
	VPSRLVQ      Y2, Y5, Y6
	VPADDQ       Y2, Y2, Y7 // 2s
	// Two doubling steps: l |= pl & l<<2s, r |= pr & r>>2s.
	VPSLLVQ      Y7, Y3, Y8
	VPSRLVQ      Y7, Y4, Y9
	VPAND        Y5, Y8, Y8
	VPAND        Y6, Y9, Y9
	VPOR         Y8, Y3, Y3
	VPOR         Y9, Y4, Y4
	VPSLLVQ      Y7, Y3, Y8
	VPSRLVQ      Y7, Y4, Y9
	VPAND        Y5, Y8, Y8
	VPAND        Y6, Y9, Y9
	VPOR         Y8, Y3, Y3
	VPOR         Y9, Y4, Y4
	// The squares one step beyond, the lanes ORed together.
	VPSLLVQ      Y2, Y3, Y3
	VPSRLVQ      Y2, Y4, Y4
	VPOR         Y4, Y3, Y3
	VEXTRACTI128 $1, Y3, X4
	VPOR         X4, X3, X3
	VPSHUFD      $0x4e, X3, X4
	VPOR         X4, X3, X3
	VMOVQ        X3, AX
	ANDQ         empty+16(FP), AX
	VZEROUPPER
	MOVQ         AX, ret+24(FP)
	RET
generic:
	JMP ·legalGeneric(SB)

DATA flipShift<>+0(SB)/8, $1
DATA flipShift<>+8(SB)/8, $8
DATA flipShift<>+16(SB)/8, $9
DATA flipShift<>+24(SB)/8, $7
GLOBL flipShift<>(SB), RODATA|NOPTR, $32

// func FlipsOf(x Square, own, opp uint64) uint64
//
// Along each ray from x towards higher squares (a lane), the first
// square that does not hold an opponent's disc is the lowest bit of
// ray &^ opp; when own holds it, the squares of the ray below it are
// flipped. Towards lower squares it is the highest bit, which is kept
// from that set less everything below its squares (a fill of 1, 2 and
// 4 more steps); the squares of the ray above it are flipped.
TEXT ·FlipsOf(SB), NOSPLIT, $0-32
	CMPB         ·useAVX2(SB), $0
	JEQ          generic
	MOVBQZX      x+0(FP), AX
	ANDQ         $63, AX
	SHLQ         $6, AX
	LEAQ         ·flipRays(SB), CX
	ADDQ         AX, CX
	MOVQ         own+8(FP), DX
	MOVQ         opp+16(FP), BX
	VMOVQ        DX, X0
	VMOVQ        BX, X1
	VPBROADCASTQ X0, Y0
	VPBROADCASTQ X1, Y1
	VMOVDQU      (CX), Y2         // rays up
	VMOVDQU      32(CX), Y3       // rays down
	VPXOR        Y4, Y4, Y4       // 0
	// Up: o = up &^ opp, first = o & -o, closed = first & own,
	// flips = (closed - 1) & up where closed != 0.
	VPANDN       Y2, Y1, Y5
	VPSUBQ       Y5, Y4, Y6
	VPAND        Y6, Y5, Y5
	VPAND        Y0, Y5, Y5
	VPCMPEQQ     Y4, Y5, Y6       // closed == 0
	VPCMPEQQ     Y7, Y7, Y7       // -1
	VPADDQ       Y7, Y5, Y5
	VPANDN       Y5, Y6, Y5
	VPAND        Y2, Y5, Y5
	// Down: o = down &^ opp, below = o's squares shifted 1 to 7 steps
	// down, h = o &^ below, closed = h & own, flips = down & -(2 closed).
	VMOVDQU      flipShift<>(SB), Y8
	VPANDN       Y3, Y1, Y6
	VPSRLVQ      Y8, Y6, Y7
	VPSRLVQ      Y8, Y7, Y9
	VPOR         Y9, Y7, Y7
	VPADDQ       Y8, Y8, Y8       // 2 steps
	VPSRLVQ      Y8, Y7, Y9
	VPOR         Y9, Y7, Y7
	VPADDQ       Y8, Y8, Y8       // 4 steps
	VPSRLVQ      Y8, Y7, Y9
	VPOR         Y9, Y7, Y7
	VPANDN       Y6, Y7, Y6
	VPAND        Y0, Y6, Y6
	VPADDQ       Y6, Y6, Y6
	VPSUBQ       Y6, Y4, Y6
	VPAND        Y3, Y6, Y6
	VPOR         Y6, Y5, Y5
	VEXTRACTI128 $1, Y5, X6
	VPOR         X6, X5, X5
	VPSHUFD      $0x4e, X5, X6
	VPOR         X6, X5, X5
	VMOVQ        X5, AX
	VZEROUPPER
	MOVQ         AX, ret+24(FP)
	RET
generic:
	JMP ·flipsGeneric(SB)
