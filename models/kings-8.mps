* boardlp 1 piece=kings board=8x8 problem=max formulation=clique walls=none
*
* The most kings on an 8x8 board with no two attacking each other.
*
* A king attacks the (up to) eight squares that touch its own.
* No walls.
*
* Variables: 64 binaries
*   x_R_C = 1 if a king stands on square (R,C), else 0.
*   R = 1..8 counts rows from the top, C = 1..8 columns from the left.
*
* Objective
*   minimize  neg_npcs: -(sum over all squares of x_R_C)
*   MPS has no portable way to say "maximize" (cbc ignores OBJSENSE MAX and
*   glpsol rejects it), so this file minimizes the negated number of kings:
*   the optimum is minus the largest number.
*
* Constraints: 49 rows with 196 nonzeros
*   kb_R_C
*       x_R_C + x_R_(C+1) + x_(R+1)_C + x_(R+1)_(C+1) <= 1
*       (at most one king in the 2x2 block with top-left square (R,C): any two of its squares touch)
*
* Clique form: one row per 2x2 block, four squares that all touch each other, instead
* of one row per touching pair (--formulation pairwise).
* Every piece the rows allow is safe, and every safe placement meets the rows: the optimum
* is the largest number of kings that do not attack each other.
NAME kings_8x8
ROWS
 N  neg_npcs
 L  kb_1_1
 L  kb_1_2
 L  kb_1_3
 L  kb_1_4
 L  kb_1_5
 L  kb_1_6
 L  kb_1_7
 L  kb_2_1
 L  kb_2_2
 L  kb_2_3
 L  kb_2_4
 L  kb_2_5
 L  kb_2_6
 L  kb_2_7
 L  kb_3_1
 L  kb_3_2
 L  kb_3_3
 L  kb_3_4
 L  kb_3_5
 L  kb_3_6
 L  kb_3_7
 L  kb_4_1
 L  kb_4_2
 L  kb_4_3
 L  kb_4_4
 L  kb_4_5
 L  kb_4_6
 L  kb_4_7
 L  kb_5_1
 L  kb_5_2
 L  kb_5_3
 L  kb_5_4
 L  kb_5_5
 L  kb_5_6
 L  kb_5_7
 L  kb_6_1
 L  kb_6_2
 L  kb_6_3
 L  kb_6_4
 L  kb_6_5
 L  kb_6_6
 L  kb_6_7
 L  kb_7_1
 L  kb_7_2
 L  kb_7_3
 L  kb_7_4
 L  kb_7_5
 L  kb_7_6
 L  kb_7_7
COLUMNS
 x_1_1 neg_npcs -1 kb_1_1 1
 x_1_2 neg_npcs -1 kb_1_1 1
 x_1_2 kb_1_2 1
 x_1_3 neg_npcs -1 kb_1_2 1
 x_1_3 kb_1_3 1
 x_1_4 neg_npcs -1 kb_1_3 1
 x_1_4 kb_1_4 1
 x_1_5 neg_npcs -1 kb_1_4 1
 x_1_5 kb_1_5 1
 x_1_6 neg_npcs -1 kb_1_5 1
 x_1_6 kb_1_6 1
 x_1_7 neg_npcs -1 kb_1_6 1
 x_1_7 kb_1_7 1
 x_1_8 neg_npcs -1 kb_1_7 1
 x_2_1 neg_npcs -1 kb_1_1 1
 x_2_1 kb_2_1 1
 x_2_2 neg_npcs -1 kb_1_1 1
 x_2_2 kb_1_2 1 kb_2_1 1
 x_2_2 kb_2_2 1
 x_2_3 neg_npcs -1 kb_1_2 1
 x_2_3 kb_1_3 1 kb_2_2 1
 x_2_3 kb_2_3 1
 x_2_4 neg_npcs -1 kb_1_3 1
 x_2_4 kb_1_4 1 kb_2_3 1
 x_2_4 kb_2_4 1
 x_2_5 neg_npcs -1 kb_1_4 1
 x_2_5 kb_1_5 1 kb_2_4 1
 x_2_5 kb_2_5 1
 x_2_6 neg_npcs -1 kb_1_5 1
 x_2_6 kb_1_6 1 kb_2_5 1
 x_2_6 kb_2_6 1
 x_2_7 neg_npcs -1 kb_1_6 1
 x_2_7 kb_1_7 1 kb_2_6 1
 x_2_7 kb_2_7 1
 x_2_8 neg_npcs -1 kb_1_7 1
 x_2_8 kb_2_7 1
 x_3_1 neg_npcs -1 kb_2_1 1
 x_3_1 kb_3_1 1
 x_3_2 neg_npcs -1 kb_2_1 1
 x_3_2 kb_2_2 1 kb_3_1 1
 x_3_2 kb_3_2 1
 x_3_3 neg_npcs -1 kb_2_2 1
 x_3_3 kb_2_3 1 kb_3_2 1
 x_3_3 kb_3_3 1
 x_3_4 neg_npcs -1 kb_2_3 1
 x_3_4 kb_2_4 1 kb_3_3 1
 x_3_4 kb_3_4 1
 x_3_5 neg_npcs -1 kb_2_4 1
 x_3_5 kb_2_5 1 kb_3_4 1
 x_3_5 kb_3_5 1
 x_3_6 neg_npcs -1 kb_2_5 1
 x_3_6 kb_2_6 1 kb_3_5 1
 x_3_6 kb_3_6 1
 x_3_7 neg_npcs -1 kb_2_6 1
 x_3_7 kb_2_7 1 kb_3_6 1
 x_3_7 kb_3_7 1
 x_3_8 neg_npcs -1 kb_2_7 1
 x_3_8 kb_3_7 1
 x_4_1 neg_npcs -1 kb_3_1 1
 x_4_1 kb_4_1 1
 x_4_2 neg_npcs -1 kb_3_1 1
 x_4_2 kb_3_2 1 kb_4_1 1
 x_4_2 kb_4_2 1
 x_4_3 neg_npcs -1 kb_3_2 1
 x_4_3 kb_3_3 1 kb_4_2 1
 x_4_3 kb_4_3 1
 x_4_4 neg_npcs -1 kb_3_3 1
 x_4_4 kb_3_4 1 kb_4_3 1
 x_4_4 kb_4_4 1
 x_4_5 neg_npcs -1 kb_3_4 1
 x_4_5 kb_3_5 1 kb_4_4 1
 x_4_5 kb_4_5 1
 x_4_6 neg_npcs -1 kb_3_5 1
 x_4_6 kb_3_6 1 kb_4_5 1
 x_4_6 kb_4_6 1
 x_4_7 neg_npcs -1 kb_3_6 1
 x_4_7 kb_3_7 1 kb_4_6 1
 x_4_7 kb_4_7 1
 x_4_8 neg_npcs -1 kb_3_7 1
 x_4_8 kb_4_7 1
 x_5_1 neg_npcs -1 kb_4_1 1
 x_5_1 kb_5_1 1
 x_5_2 neg_npcs -1 kb_4_1 1
 x_5_2 kb_4_2 1 kb_5_1 1
 x_5_2 kb_5_2 1
 x_5_3 neg_npcs -1 kb_4_2 1
 x_5_3 kb_4_3 1 kb_5_2 1
 x_5_3 kb_5_3 1
 x_5_4 neg_npcs -1 kb_4_3 1
 x_5_4 kb_4_4 1 kb_5_3 1
 x_5_4 kb_5_4 1
 x_5_5 neg_npcs -1 kb_4_4 1
 x_5_5 kb_4_5 1 kb_5_4 1
 x_5_5 kb_5_5 1
 x_5_6 neg_npcs -1 kb_4_5 1
 x_5_6 kb_4_6 1 kb_5_5 1
 x_5_6 kb_5_6 1
 x_5_7 neg_npcs -1 kb_4_6 1
 x_5_7 kb_4_7 1 kb_5_6 1
 x_5_7 kb_5_7 1
 x_5_8 neg_npcs -1 kb_4_7 1
 x_5_8 kb_5_7 1
 x_6_1 neg_npcs -1 kb_5_1 1
 x_6_1 kb_6_1 1
 x_6_2 neg_npcs -1 kb_5_1 1
 x_6_2 kb_5_2 1 kb_6_1 1
 x_6_2 kb_6_2 1
 x_6_3 neg_npcs -1 kb_5_2 1
 x_6_3 kb_5_3 1 kb_6_2 1
 x_6_3 kb_6_3 1
 x_6_4 neg_npcs -1 kb_5_3 1
 x_6_4 kb_5_4 1 kb_6_3 1
 x_6_4 kb_6_4 1
 x_6_5 neg_npcs -1 kb_5_4 1
 x_6_5 kb_5_5 1 kb_6_4 1
 x_6_5 kb_6_5 1
 x_6_6 neg_npcs -1 kb_5_5 1
 x_6_6 kb_5_6 1 kb_6_5 1
 x_6_6 kb_6_6 1
 x_6_7 neg_npcs -1 kb_5_6 1
 x_6_7 kb_5_7 1 kb_6_6 1
 x_6_7 kb_6_7 1
 x_6_8 neg_npcs -1 kb_5_7 1
 x_6_8 kb_6_7 1
 x_7_1 neg_npcs -1 kb_6_1 1
 x_7_1 kb_7_1 1
 x_7_2 neg_npcs -1 kb_6_1 1
 x_7_2 kb_6_2 1 kb_7_1 1
 x_7_2 kb_7_2 1
 x_7_3 neg_npcs -1 kb_6_2 1
 x_7_3 kb_6_3 1 kb_7_2 1
 x_7_3 kb_7_3 1
 x_7_4 neg_npcs -1 kb_6_3 1
 x_7_4 kb_6_4 1 kb_7_3 1
 x_7_4 kb_7_4 1
 x_7_5 neg_npcs -1 kb_6_4 1
 x_7_5 kb_6_5 1 kb_7_4 1
 x_7_5 kb_7_5 1
 x_7_6 neg_npcs -1 kb_6_5 1
 x_7_6 kb_6_6 1 kb_7_5 1
 x_7_6 kb_7_6 1
 x_7_7 neg_npcs -1 kb_6_6 1
 x_7_7 kb_6_7 1 kb_7_6 1
 x_7_7 kb_7_7 1
 x_7_8 neg_npcs -1 kb_6_7 1
 x_7_8 kb_7_7 1
 x_8_1 neg_npcs -1 kb_7_1 1
 x_8_2 neg_npcs -1 kb_7_1 1
 x_8_2 kb_7_2 1
 x_8_3 neg_npcs -1 kb_7_2 1
 x_8_3 kb_7_3 1
 x_8_4 neg_npcs -1 kb_7_3 1
 x_8_4 kb_7_4 1
 x_8_5 neg_npcs -1 kb_7_4 1
 x_8_5 kb_7_5 1
 x_8_6 neg_npcs -1 kb_7_5 1
 x_8_6 kb_7_6 1
 x_8_7 neg_npcs -1 kb_7_6 1
 x_8_7 kb_7_7 1
 x_8_8 neg_npcs -1 kb_7_7 1
RHS
 RHS kb_1_1 1 kb_1_2 1
 RHS kb_1_3 1 kb_1_4 1
 RHS kb_1_5 1 kb_1_6 1
 RHS kb_1_7 1 kb_2_1 1
 RHS kb_2_2 1 kb_2_3 1
 RHS kb_2_4 1 kb_2_5 1
 RHS kb_2_6 1 kb_2_7 1
 RHS kb_3_1 1 kb_3_2 1
 RHS kb_3_3 1 kb_3_4 1
 RHS kb_3_5 1 kb_3_6 1
 RHS kb_3_7 1 kb_4_1 1
 RHS kb_4_2 1 kb_4_3 1
 RHS kb_4_4 1 kb_4_5 1
 RHS kb_4_6 1 kb_4_7 1
 RHS kb_5_1 1 kb_5_2 1
 RHS kb_5_3 1 kb_5_4 1
 RHS kb_5_5 1 kb_5_6 1
 RHS kb_5_7 1 kb_6_1 1
 RHS kb_6_2 1 kb_6_3 1
 RHS kb_6_4 1 kb_6_5 1
 RHS kb_6_6 1 kb_6_7 1
 RHS kb_7_1 1 kb_7_2 1
 RHS kb_7_3 1 kb_7_4 1
 RHS kb_7_5 1 kb_7_6 1
 RHS kb_7_7 1
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
