* boardlp 1 piece=nightriders board=6x6 problem=max formulation=clique walls=none
*
* The most nightriders on a 6x6 board with no two attacking each other.
*
* A nightrider attacks along the lines of knight's moves: a knight's move, then the same move again, until a wall or the edge.
* No walls.
*
* Variables: 36 binaries
*   x_R_C = 1 if a nightrider stands on square (R,C), else 0.
*   R = 1..6 counts rows from the top, C = 1..6 columns from the left.
*
* Objective
*   minimize  neg_npcs: -(sum over all squares of x_R_C)
*   MPS has no portable way to say "maximize" (cbc ignores OBJSENSE MAX and
*   glpsol rejects it), so this file minimizes the negated number of nightriders:
*   the optimum is minus the largest number.
*
* Constraints: 48 rows with 128 nonzeros
*   nr4_R_C
*       x_R_C + x_(R+1)_(C+2) + ... <= 1
*       (at most one nightrider on the line of knight's moves toward 4 o'clock (1 down, 2 right) from square (R,C) to the next wall or edge)
*   nr5_R_C
*       x_R_C + x_(R+2)_(C+1) + ... <= 1
*       (at most one nightrider on the line of knight's moves toward 5 o'clock (2 down, 1 right) from square (R,C) to the next wall or edge)
*   nr7_R_C
*       x_R_C + x_(R+2)_(C-1) + ... <= 1
*       (at most one nightrider on the line of knight's moves toward 7 o'clock (2 down, 1 left) from square (R,C) to the next wall or edge)
*   nr8_R_C
*       x_R_C + x_(R+1)_(C-2) + ... <= 1
*       (at most one nightrider on the line of knight's moves toward 8 o'clock (1 down, 2 left) from square (R,C) to the next wall or edge)
*
* Clique form: one row per line segment, squares that all attack each other, instead of
* one row per attacking pair (--formulation pairwise). Rows of one square are left out:
* they could never bind.
* Every piece the rows allow is safe, and every safe placement meets the rows: the optimum
* is the largest number of nightriders that do not attack each other.
NAME nightriders_6x6
ROWS
 N  neg_npcs
 L  nr4_1_1
 L  nr4_1_2
 L  nr4_1_3
 L  nr4_1_4
 L  nr4_2_1
 L  nr4_2_2
 L  nr4_3_1
 L  nr4_3_2
 L  nr4_4_1
 L  nr4_4_2
 L  nr4_5_1
 L  nr4_5_2
 L  nr5_1_1
 L  nr5_1_2
 L  nr5_1_3
 L  nr5_1_4
 L  nr5_1_5
 L  nr5_2_1
 L  nr5_2_2
 L  nr5_2_3
 L  nr5_2_4
 L  nr5_2_5
 L  nr5_3_1
 L  nr5_4_1
 L  nr7_1_2
 L  nr7_1_3
 L  nr7_1_4
 L  nr7_1_5
 L  nr7_1_6
 L  nr7_2_2
 L  nr7_2_3
 L  nr7_2_4
 L  nr7_2_5
 L  nr7_2_6
 L  nr7_3_6
 L  nr7_4_6
 L  nr8_1_3
 L  nr8_1_4
 L  nr8_1_5
 L  nr8_1_6
 L  nr8_2_5
 L  nr8_2_6
 L  nr8_3_5
 L  nr8_3_6
 L  nr8_4_5
 L  nr8_4_6
 L  nr8_5_5
 L  nr8_5_6
COLUMNS
 x_1_1 neg_npcs -1 nr4_1_1 1
 x_1_1 nr5_1_1 1
 x_1_2 neg_npcs -1 nr4_1_2 1
 x_1_2 nr5_1_2 1 nr7_1_2 1
 x_1_3 neg_npcs -1 nr4_1_3 1
 x_1_3 nr5_1_3 1 nr7_1_3 1
 x_1_3 nr8_1_3 1
 x_1_4 neg_npcs -1 nr4_1_4 1
 x_1_4 nr5_1_4 1 nr7_1_4 1
 x_1_4 nr8_1_4 1
 x_1_5 neg_npcs -1 nr5_1_5 1
 x_1_5 nr7_1_5 1 nr8_1_5 1
 x_1_6 neg_npcs -1 nr7_1_6 1
 x_1_6 nr8_1_6 1
 x_2_1 neg_npcs -1 nr4_2_1 1
 x_2_1 nr5_2_1 1 nr8_1_3 1
 x_2_2 neg_npcs -1 nr4_2_2 1
 x_2_2 nr5_2_2 1 nr7_2_2 1
 x_2_2 nr8_1_4 1
 x_2_3 neg_npcs -1 nr4_1_1 1
 x_2_3 nr5_2_3 1 nr7_2_3 1
 x_2_3 nr8_1_5 1
 x_2_4 neg_npcs -1 nr4_1_2 1
 x_2_4 nr5_2_4 1 nr7_2_4 1
 x_2_4 nr8_1_6 1
 x_2_5 neg_npcs -1 nr4_1_3 1
 x_2_5 nr5_2_5 1 nr7_2_5 1
 x_2_5 nr8_2_5 1
 x_2_6 neg_npcs -1 nr4_1_4 1
 x_2_6 nr7_2_6 1 nr8_2_6 1
 x_3_1 neg_npcs -1 nr4_3_1 1
 x_3_1 nr5_3_1 1 nr7_1_2 1
 x_3_1 nr8_1_5 1
 x_3_2 neg_npcs -1 nr4_3_2 1
 x_3_2 nr5_1_1 1 nr7_1_3 1
 x_3_2 nr8_1_6 1
 x_3_3 neg_npcs -1 nr4_2_1 1
 x_3_3 nr5_1_2 1 nr7_1_4 1
 x_3_3 nr8_2_5 1
 x_3_4 neg_npcs -1 nr4_2_2 1
 x_3_4 nr5_1_3 1 nr7_1_5 1
 x_3_4 nr8_2_6 1
 x_3_5 neg_npcs -1 nr4_1_1 1
 x_3_5 nr5_1_4 1 nr7_1_6 1
 x_3_5 nr8_3_5 1
 x_3_6 neg_npcs -1 nr4_1_2 1
 x_3_6 nr5_1_5 1 nr7_3_6 1
 x_3_6 nr8_3_6 1
 x_4_1 neg_npcs -1 nr4_4_1 1
 x_4_1 nr5_4_1 1 nr7_2_2 1
 x_4_1 nr8_2_5 1
 x_4_2 neg_npcs -1 nr4_4_2 1
 x_4_2 nr5_2_1 1 nr7_2_3 1
 x_4_2 nr8_2_6 1
 x_4_3 neg_npcs -1 nr4_3_1 1
 x_4_3 nr5_2_2 1 nr7_2_4 1
 x_4_3 nr8_3_5 1
 x_4_4 neg_npcs -1 nr4_3_2 1
 x_4_4 nr5_2_3 1 nr7_2_5 1
 x_4_4 nr8_3_6 1
 x_4_5 neg_npcs -1 nr4_2_1 1
 x_4_5 nr5_2_4 1 nr7_2_6 1
 x_4_5 nr8_4_5 1
 x_4_6 neg_npcs -1 nr4_2_2 1
 x_4_6 nr5_2_5 1 nr7_4_6 1
 x_4_6 nr8_4_6 1
 x_5_1 neg_npcs -1 nr4_5_1 1
 x_5_1 nr7_1_3 1 nr8_3_5 1
 x_5_2 neg_npcs -1 nr4_5_2 1
 x_5_2 nr5_3_1 1 nr7_1_4 1
 x_5_2 nr8_3_6 1
 x_5_3 neg_npcs -1 nr4_4_1 1
 x_5_3 nr5_1_1 1 nr7_1_5 1
 x_5_3 nr8_4_5 1
 x_5_4 neg_npcs -1 nr4_4_2 1
 x_5_4 nr5_1_2 1 nr7_1_6 1
 x_5_4 nr8_4_6 1
 x_5_5 neg_npcs -1 nr4_3_1 1
 x_5_5 nr5_1_3 1 nr7_3_6 1
 x_5_5 nr8_5_5 1
 x_5_6 neg_npcs -1 nr4_3_2 1
 x_5_6 nr5_1_4 1 nr8_5_6 1
 x_6_1 neg_npcs -1 nr7_2_3 1
 x_6_1 nr8_4_5 1
 x_6_2 neg_npcs -1 nr5_4_1 1
 x_6_2 nr7_2_4 1 nr8_4_6 1
 x_6_3 neg_npcs -1 nr4_5_1 1
 x_6_3 nr5_2_1 1 nr7_2_5 1
 x_6_3 nr8_5_5 1
 x_6_4 neg_npcs -1 nr4_5_2 1
 x_6_4 nr5_2_2 1 nr7_2_6 1
 x_6_4 nr8_5_6 1
 x_6_5 neg_npcs -1 nr4_4_1 1
 x_6_5 nr5_2_3 1 nr7_4_6 1
 x_6_6 neg_npcs -1 nr4_4_2 1
 x_6_6 nr5_2_4 1
RHS
 RHS nr4_1_1 1 nr4_1_2 1
 RHS nr4_1_3 1 nr4_1_4 1
 RHS nr4_2_1 1 nr4_2_2 1
 RHS nr4_3_1 1 nr4_3_2 1
 RHS nr4_4_1 1 nr4_4_2 1
 RHS nr4_5_1 1 nr4_5_2 1
 RHS nr5_1_1 1 nr5_1_2 1
 RHS nr5_1_3 1 nr5_1_4 1
 RHS nr5_1_5 1 nr5_2_1 1
 RHS nr5_2_2 1 nr5_2_3 1
 RHS nr5_2_4 1 nr5_2_5 1
 RHS nr5_3_1 1 nr5_4_1 1
 RHS nr7_1_2 1 nr7_1_3 1
 RHS nr7_1_4 1 nr7_1_5 1
 RHS nr7_1_6 1 nr7_2_2 1
 RHS nr7_2_3 1 nr7_2_4 1
 RHS nr7_2_5 1 nr7_2_6 1
 RHS nr7_3_6 1 nr7_4_6 1
 RHS nr8_1_3 1 nr8_1_4 1
 RHS nr8_1_5 1 nr8_1_6 1
 RHS nr8_2_5 1 nr8_2_6 1
 RHS nr8_3_5 1 nr8_3_6 1
 RHS nr8_4_5 1 nr8_4_6 1
 RHS nr8_5_5 1 nr8_5_6 1
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
