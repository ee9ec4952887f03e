* boardlp 1 piece=knights board=6x6 problem=total-dominate formulation=clique walls=none
*
* The fewest knights that totally dominate a 6x6 board: every square, whether a knight
* stands on it or not, is attacked by a knight on another square, so no piece is left unguarded
* (Ahrens, 1910; the total domination number of the knight's graph: OEIS A303003 for queens,
* whose minimum sets A002566 counts, and A261752 for knights).
*
* A knight attacks the squares a knight's move away: two squares one way and one the other.
* No walls.
* A wall needs no cover and holds no piece; a hole holds no piece but needs cover. A piece does
* not cover its own square.
*
* Variables: 36 binaries
*   x_R_C = 1 if a knight stands on square (R,C), else 0.
*   R = 1..6 counts rows from the top, C = 1..6 columns from the left.
*
* Objective
*   minimize  npieces: sum over all squares of x_R_C, the number of knights
*
* Constraints: 36 rows with 160 nonzeros
*   tc_R_C
*       sum of x over the squares that attack (R,C) >= 1
*       (square (R,C) is attacked by a knight on another square, whether a piece stands on it or not)
*
* No packing rows: dominating pieces may attack each other.
* This is the covering model of plain domination (--dominate) with one term less per row: a
* square's own variable is left out of its row (tc_R_C), so a piece must have a partner that
* attacks it. Every total dominating set dominates, so the answer is at least the domination
* number; a square that no other square attacks (a knight's on the centre of 3x3, any 1x1 board)
* has no cover at all, and boardlp refuses such a board before it writes a file.
*
* The rows fall into 2 independent parts: no row holds variables of two, so the optimum
* is the sum of the parts' optima, and each part can be solved, and proven, alone:
*   part 1: 18 columns and 18 rows, --pieces-on light --cover-on dark
*   part 2: 18 columns and 18 rows, --pieces-on dark --cover-on light
* --split components -o DIR writes each part as a file of its own.
NAME knights_6x6
ROWS
 N  npieces
 G  tc_1_1
 G  tc_1_2
 G  tc_1_3
 G  tc_1_4
 G  tc_1_5
 G  tc_1_6
 G  tc_2_1
 G  tc_2_2
 G  tc_2_3
 G  tc_2_4
 G  tc_2_5
 G  tc_2_6
 G  tc_3_1
 G  tc_3_2
 G  tc_3_3
 G  tc_3_4
 G  tc_3_5
 G  tc_3_6
 G  tc_4_1
 G  tc_4_2
 G  tc_4_3
 G  tc_4_4
 G  tc_4_5
 G  tc_4_6
 G  tc_5_1
 G  tc_5_2
 G  tc_5_3
 G  tc_5_4
 G  tc_5_5
 G  tc_5_6
 G  tc_6_1
 G  tc_6_2
 G  tc_6_3
 G  tc_6_4
 G  tc_6_5
 G  tc_6_6
COLUMNS
 x_1_1 npieces 1 tc_2_3 1
 x_1_1 tc_3_2 1
 x_1_2 npieces 1 tc_2_4 1
 x_1_2 tc_3_1 1 tc_3_3 1
 x_1_3 npieces 1 tc_2_1 1
 x_1_3 tc_2_5 1 tc_3_2 1
 x_1_3 tc_3_4 1
 x_1_4 npieces 1 tc_2_2 1
 x_1_4 tc_2_6 1 tc_3_3 1
 x_1_4 tc_3_5 1
 x_1_5 npieces 1 tc_2_3 1
 x_1_5 tc_3_4 1 tc_3_6 1
 x_1_6 npieces 1 tc_2_4 1
 x_1_6 tc_3_5 1
 x_2_1 npieces 1 tc_1_3 1
 x_2_1 tc_3_3 1 tc_4_2 1
 x_2_2 npieces 1 tc_1_4 1
 x_2_2 tc_3_4 1 tc_4_1 1
 x_2_2 tc_4_3 1
 x_2_3 npieces 1 tc_1_1 1
 x_2_3 tc_1_5 1 tc_3_1 1
 x_2_3 tc_3_5 1 tc_4_2 1
 x_2_3 tc_4_4 1
 x_2_4 npieces 1 tc_1_2 1
 x_2_4 tc_1_6 1 tc_3_2 1
 x_2_4 tc_3_6 1 tc_4_3 1
 x_2_4 tc_4_5 1
 x_2_5 npieces 1 tc_1_3 1
 x_2_5 tc_3_3 1 tc_4_4 1
 x_2_5 tc_4_6 1
 x_2_6 npieces 1 tc_1_4 1
 x_2_6 tc_3_4 1 tc_4_5 1
 x_3_1 npieces 1 tc_1_2 1
 x_3_1 tc_2_3 1 tc_4_3 1
 x_3_1 tc_5_2 1
 x_3_2 npieces 1 tc_1_1 1
 x_3_2 tc_1_3 1 tc_2_4 1
 x_3_2 tc_4_4 1 tc_5_1 1
 x_3_2 tc_5_3 1
 x_3_3 npieces 1 tc_1_2 1
 x_3_3 tc_1_4 1 tc_2_1 1
 x_3_3 tc_2_5 1 tc_4_1 1
 x_3_3 tc_4_5 1 tc_5_2 1
 x_3_3 tc_5_4 1
 x_3_4 npieces 1 tc_1_3 1
 x_3_4 tc_1_5 1 tc_2_2 1
 x_3_4 tc_2_6 1 tc_4_2 1
 x_3_4 tc_4_6 1 tc_5_3 1
 x_3_4 tc_5_5 1
 x_3_5 npieces 1 tc_1_4 1
 x_3_5 tc_1_6 1 tc_2_3 1
 x_3_5 tc_4_3 1 tc_5_4 1
 x_3_5 tc_5_6 1
 x_3_6 npieces 1 tc_1_5 1
 x_3_6 tc_2_4 1 tc_4_4 1
 x_3_6 tc_5_5 1
 x_4_1 npieces 1 tc_2_2 1
 x_4_1 tc_3_3 1 tc_5_3 1
 x_4_1 tc_6_2 1
 x_4_2 npieces 1 tc_2_1 1
 x_4_2 tc_2_3 1 tc_3_4 1
 x_4_2 tc_5_4 1 tc_6_1 1
 x_4_2 tc_6_3 1
 x_4_3 npieces 1 tc_2_2 1
 x_4_3 tc_2_4 1 tc_3_1 1
 x_4_3 tc_3_5 1 tc_5_1 1
 x_4_3 tc_5_5 1 tc_6_2 1
 x_4_3 tc_6_4 1
 x_4_4 npieces 1 tc_2_3 1
 x_4_4 tc_2_5 1 tc_3_2 1
 x_4_4 tc_3_6 1 tc_5_2 1
 x_4_4 tc_5_6 1 tc_6_3 1
 x_4_4 tc_6_5 1
 x_4_5 npieces 1 tc_2_4 1
 x_4_5 tc_2_6 1 tc_3_3 1
 x_4_5 tc_5_3 1 tc_6_4 1
 x_4_5 tc_6_6 1
 x_4_6 npieces 1 tc_2_5 1
 x_4_6 tc_3_4 1 tc_5_4 1
 x_4_6 tc_6_5 1
 x_5_1 npieces 1 tc_3_2 1
 x_5_1 tc_4_3 1 tc_6_3 1
 x_5_2 npieces 1 tc_3_1 1
 x_5_2 tc_3_3 1 tc_4_4 1
 x_5_2 tc_6_4 1
 x_5_3 npieces 1 tc_3_2 1
 x_5_3 tc_3_4 1 tc_4_1 1
 x_5_3 tc_4_5 1 tc_6_1 1
 x_5_3 tc_6_5 1
 x_5_4 npieces 1 tc_3_3 1
 x_5_4 tc_3_5 1 tc_4_2 1
 x_5_4 tc_4_6 1 tc_6_2 1
 x_5_4 tc_6_6 1
 x_5_5 npieces 1 tc_3_4 1
 x_5_5 tc_3_6 1 tc_4_3 1
 x_5_5 tc_6_3 1
 x_5_6 npieces 1 tc_3_5 1
 x_5_6 tc_4_4 1 tc_6_4 1
 x_6_1 npieces 1 tc_4_2 1
 x_6_1 tc_5_3 1
 x_6_2 npieces 1 tc_4_1 1
 x_6_2 tc_4_3 1 tc_5_4 1
 x_6_3 npieces 1 tc_4_2 1
 x_6_3 tc_4_4 1 tc_5_1 1
 x_6_3 tc_5_5 1
 x_6_4 npieces 1 tc_4_3 1
 x_6_4 tc_4_5 1 tc_5_2 1
 x_6_4 tc_5_6 1
 x_6_5 npieces 1 tc_4_4 1
 x_6_5 tc_4_6 1 tc_5_3 1
 x_6_6 npieces 1 tc_4_5 1
 x_6_6 tc_5_4 1
RHS
 RHS tc_1_1 1 tc_1_2 1
 RHS tc_1_3 1 tc_1_4 1
 RHS tc_1_5 1 tc_1_6 1
 RHS tc_2_1 1 tc_2_2 1
 RHS tc_2_3 1 tc_2_4 1
 RHS tc_2_5 1 tc_2_6 1
 RHS tc_3_1 1 tc_3_2 1
 RHS tc_3_3 1 tc_3_4 1
 RHS tc_3_5 1 tc_3_6 1
 RHS tc_4_1 1 tc_4_2 1
 RHS tc_4_3 1 tc_4_4 1
 RHS tc_4_5 1 tc_4_6 1
 RHS tc_5_1 1 tc_5_2 1
 RHS tc_5_3 1 tc_5_4 1
 RHS tc_5_5 1 tc_5_6 1
 RHS tc_6_1 1 tc_6_2 1
 RHS tc_6_3 1 tc_6_4 1
 RHS tc_6_5 1 tc_6_6 1
BOUNDS
 BV BND x_1_1
 BV BND x_1_2
 BV BND x_1_3
 BV BND x_1_4
 BV BND x_1_5
 BV BND x_1_6
 BV BND x_2_1
 BV BND x_2_2
 BV BND x_2_3
 BV BND x_2_4
 BV BND x_2_5
 BV BND x_2_6
 BV BND x_3_1
 BV BND x_3_2
 BV BND x_3_3
 BV BND x_3_4
 BV BND x_3_5
 BV BND x_3_6
 BV BND x_4_1
 BV BND x_4_2
 BV BND x_4_3
 BV BND x_4_4
 BV BND x_4_5
 BV BND x_4_6
 BV BND x_5_1
 BV BND x_5_2
 BV BND x_5_3
 BV BND x_5_4
 BV BND x_5_5
 BV BND x_5_6
 BV BND x_6_1
 BV BND x_6_2
 BV BND x_6_3
 BV BND x_6_4
 BV BND x_6_5
 BV BND x_6_6
ENDATA
