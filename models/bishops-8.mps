* boardlp 1 piece=bishops board=8x8 problem=max formulation=clique walls=none
*
* The most bishops on an 8x8 board with no two attacking each other.
*
* A bishop attacks along both its diagonals.
* No walls.
*
* Variables: 64 binaries
*   x_R_C = 1 if a bishop stands on square (R,C), else 0.
*   R = 1..8 counts rows from the top, C = 1..8 columns from the left.
*
* Objective
*   minimize  neg_npcs: -(sum over all squares of x_R_C)
*   MPS has no portable way to say "maximize" (cbc ignores OBJSENSE MAX and
*   glpsol rejects it), so this file minimizes the negated number of bishops:
*   the optimum is minus the largest number.
*
* Constraints: 26 rows with 124 nonzeros
*   dr_R_C
*       x_R_C + x_(R+1)_(C+1) + ... <= 1
*       (at most one bishop on the diagonal running down and right from square (R,C) to the next wall or edge)
*   dl_R_C
*       x_R_C + x_(R+1)_(C-1) + ... <= 1
*       (at most one bishop on the diagonal running down and left from square (R,C) to the next wall or edge)
*
* Clique form: one row per line segment, squares that all attack each other, instead of
* one row per attacking pair (--formulation pairwise). Rows of one square are left out:
* they could never bind.
* Every piece the rows allow is safe, and every safe placement meets the rows: the optimum
* is the largest number of bishops that do not attack each other.
*
* The rows fall into 2 independent parts: no row holds variables of two, so the optimum
* is the sum of the parts' optima, and each part can be solved, and proven, alone:
*   part 1: 32 columns and 13 rows, --pieces-on light
*   part 2: 32 columns and 13 rows, --pieces-on dark
* --split components -o DIR writes each part as a file of its own.
NAME bishops_8x8
ROWS
 N  neg_npcs
 L  dr_1_1
 L  dr_1_2
 L  dr_1_3
 L  dr_1_4
 L  dr_1_5
 L  dr_1_6
 L  dr_1_7
 L  dr_2_1
 L  dr_3_1
 L  dr_4_1
 L  dr_5_1
 L  dr_6_1
 L  dr_7_1
 L  dl_1_2
 L  dl_1_3
 L  dl_1_4
 L  dl_1_5
 L  dl_1_6
 L  dl_1_7
 L  dl_1_8
 L  dl_2_8
 L  dl_3_8
 L  dl_4_8
 L  dl_5_8
 L  dl_6_8
 L  dl_7_8
COLUMNS
 x_1_1 neg_npcs -1 dr_1_1 1
 x_1_2 neg_npcs -1 dr_1_2 1
 x_1_2 dl_1_2 1
 x_1_3 neg_npcs -1 dr_1_3 1
 x_1_3 dl_1_3 1
 x_1_4 neg_npcs -1 dr_1_4 1
 x_1_4 dl_1_4 1
 x_1_5 neg_npcs -1 dr_1_5 1
 x_1_5 dl_1_5 1
 x_1_6 neg_npcs -1 dr_1_6 1
 x_1_6 dl_1_6 1
 x_1_7 neg_npcs -1 dr_1_7 1
 x_1_7 dl_1_7 1
 x_1_8 neg_npcs -1 dl_1_8 1
 x_2_1 neg_npcs -1 dr_2_1 1
 x_2_1 dl_1_2 1
 x_2_2 neg_npcs -1 dr_1_1 1
 x_2_2 dl_1_3 1
 x_2_3 neg_npcs -1 dr_1_2 1
 x_2_3 dl_1_4 1
 x_2_4 neg_npcs -1 dr_1_3 1
 x_2_4 dl_1_5 1
 x_2_5 neg_npcs -1 dr_1_4 1
 x_2_5 dl_1_6 1
 x_2_6 neg_npcs -1 dr_1_5 1
 x_2_6 dl_1_7 1
 x_2_7 neg_npcs -1 dr_1_6 1
 x_2_7 dl_1_8 1
 x_2_8 neg_npcs -1 dr_1_7 1
 x_2_8 dl_2_8 1
 x_3_1 neg_npcs -1 dr_3_1 1
 x_3_1 dl_1_3 1
 x_3_2 neg_npcs -1 dr_2_1 1
 x_3_2 dl_1_4 1
 x_3_3 neg_npcs -1 dr_1_1 1
 x_3_3 dl_1_5 1
 x_3_4 neg_npcs -1 dr_1_2 1
 x_3_4 dl_1_6 1
 x_3_5 neg_npcs -1 dr_1_3 1
 x_3_5 dl_1_7 1
 x_3_6 neg_npcs -1 dr_1_4 1
 x_3_6 dl_1_8 1
 x_3_7 neg_npcs -1 dr_1_5 1
 x_3_7 dl_2_8 1
 x_3_8 neg_npcs -1 dr_1_6 1
 x_3_8 dl_3_8 1
 x_4_1 neg_npcs -1 dr_4_1 1
 x_4_1 dl_1_4 1
 x_4_2 neg_npcs -1 dr_3_1 1
 x_4_2 dl_1_5 1
 x_4_3 neg_npcs -1 dr_2_1 1
 x_4_3 dl_1_6 1
 x_4_4 neg_npcs -1 dr_1_1 1
 x_4_4 dl_1_7 1
 x_4_5 neg_npcs -1 dr_1_2 1
 x_4_5 dl_1_8 1
 x_4_6 neg_npcs -1 dr_1_3 1
 x_4_6 dl_2_8 1
 x_4_7 neg_npcs -1 dr_1_4 1
 x_4_7 dl_3_8 1
 x_4_8 neg_npcs -1 dr_1_5 1
 x_4_8 dl_4_8 1
 x_5_1 neg_npcs -1 dr_5_1 1
 x_5_1 dl_1_5 1
 x_5_2 neg_npcs -1 dr_4_1 1
 x_5_2 dl_1_6 1
 x_5_3 neg_npcs -1 dr_3_1 1
 x_5_3 dl_1_7 1
 x_5_4 neg_npcs -1 dr_2_1 1
 x_5_4 dl_1_8 1
 x_5_5 neg_npcs -1 dr_1_1 1
 x_5_5 dl_2_8 1
 x_5_6 neg_npcs -1 dr_1_2 1
 x_5_6 dl_3_8 1
 x_5_7 neg_npcs -1 dr_1_3 1
 x_5_7 dl_4_8 1
 x_5_8 neg_npcs -1 dr_1_4 1
 x_5_8 dl_5_8 1
 x_6_1 neg_npcs -1 dr_6_1 1
 x_6_1 dl_1_6 1
 x_6_2 neg_npcs -1 dr_5_1 1
 x_6_2 dl_1_7 1
 x_6_3 neg_npcs -1 dr_4_1 1
 x_6_3 dl_1_8 1
 x_6_4 neg_npcs -1 dr_3_1 1
 x_6_4 dl_2_8 1
 x_6_5 neg_npcs -1 dr_2_1 1
 x_6_5 dl_3_8 1
 x_6_6 neg_npcs -1 dr_1_1 1
 x_6_6 dl_4_8 1
 x_6_7 neg_npcs -1 dr_1_2 1
 x_6_7 dl_5_8 1
 x_6_8 neg_npcs -1 dr_1_3 1
 x_6_8 dl_6_8 1
 x_7_1 neg_npcs -1 dr_7_1 1
 x_7_1 dl_1_7 1
 x_7_2 neg_npcs -1 dr_6_1 1
 x_7_2 dl_1_8 1
 x_7_3 neg_npcs -1 dr_5_1 1
 x_7_3 dl_2_8 1
 x_7_4 neg_npcs -1 dr_4_1 1
 x_7_4 dl_3_8 1
 x_7_5 neg_npcs -1 dr_3_1 1
 x_7_5 dl_4_8 1
 x_7_6 neg_npcs -1 dr_2_1 1
 x_7_6 dl_5_8 1
 x_7_7 neg_npcs -1 dr_1_1 1
 x_7_7 dl_6_8 1
 x_7_8 neg_npcs -1 dr_1_2 1
 x_7_8 dl_7_8 1
 x_8_1 neg_npcs -1 dl_1_8 1
 x_8_2 neg_npcs -1 dr_7_1 1
 x_8_2 dl_2_8 1
 x_8_3 neg_npcs -1 dr_6_1 1
 x_8_3 dl_3_8 1
 x_8_4 neg_npcs -1 dr_5_1 1
 x_8_4 dl_4_8 1
 x_8_5 neg_npcs -1 dr_4_1 1
 x_8_5 dl_5_8 1
 x_8_6 neg_npcs -1 dr_3_1 1
 x_8_6 dl_6_8 1
 x_8_7 neg_npcs -1 dr_2_1 1
 x_8_7 dl_7_8 1
 x_8_8 neg_npcs -1 dr_1_1 1
RHS
 RHS dr_1_1 1 dr_1_2 1
 RHS dr_1_3 1 dr_1_4 1
 RHS dr_1_5 1 dr_1_6 1
 RHS dr_1_7 1 dr_2_1 1
 RHS dr_3_1 1 dr_4_1 1
 RHS dr_5_1 1 dr_6_1 1
 RHS dr_7_1 1 dl_1_2 1
 RHS dl_1_3 1 dl_1_4 1
 RHS dl_1_5 1 dl_1_6 1
 RHS dl_1_7 1 dl_1_8 1
 RHS dl_2_8 1 dl_3_8 1
 RHS dl_4_8 1 dl_5_8 1
 RHS dl_6_8 1 dl_7_8 1
BOUNDS
 BV BND x_1_1
 BV BND x_1_2
 BV BND x_1_3
 BV BND x_1_4
 BV BND x_1_5
 BV BND x_1_6
 BV BND x_1_7
 BV BND x_1_8
 BV BND x_2_1
 BV BND x_2_2
 BV BND x_2_3
 BV BND x_2_4
 BV BND x_2_5
 BV BND x_2_6
 BV BND x_2_7
 BV BND x_2_8
 BV BND x_3_1
 BV BND x_3_2
 BV BND x_3_3
 BV BND x_3_4
 BV BND x_3_5
 BV BND x_3_6
 BV BND x_3_7
 BV BND x_3_8
 BV BND x_4_1
 BV BND x_4_2
 BV BND x_4_3
 BV BND x_4_4
 BV BND x_4_5
 BV BND x_4_6
 BV BND x_4_7
 BV BND x_4_8
 BV BND x_5_1
 BV BND x_5_2
 BV BND x_5_3
 BV BND x_5_4
 BV BND x_5_5
 BV BND x_5_6
 BV BND x_5_7
 BV BND x_5_8
 BV BND x_6_1
 BV BND x_6_2
 BV BND x_6_3
 BV BND x_6_4
 BV BND x_6_5
 BV BND x_6_6
 BV BND x_6_7
 BV BND x_6_8
 BV BND x_7_1
 BV BND x_7_2
 BV BND x_7_3
 BV BND x_7_4
 BV BND x_7_5
 BV BND x_7_6
 BV BND x_7_7
 BV BND x_7_8
 BV BND x_8_1
 BV BND x_8_2
 BV BND x_8_3
 BV BND x_8_4
 BV BND x_8_5
 BV BND x_8_6
 BV BND x_8_7
 BV BND x_8_8
ENDATA
