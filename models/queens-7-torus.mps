* boardlp 1 piece=queens board=7x7 problem=max formulation=clique walls=none torus=1
*
* The most queens on a 7x7 toroidal board with no two attacking each other.
*
* A queen attacks along its row, its column and both its diagonals.
* No walls.
* The board is a torus: a line or a leap that leaves one edge comes back on the opposite one, so a line no wall cuts is a cycle and its row holds the whole cycle (the toroidal n-queens problem, OEIS A007705).
*
* Variables: 49 binaries
*   x_R_C = 1 if a queen stands on square (R,C), else 0.
*   R = 1..7 counts rows from the top, C = 1..7 columns from the left.
*
* Objective
*   minimize  neg_npcs: -(sum over all squares of x_R_C)
*   MPS has no portable way to say "maximize" (cbc ignores OBJSENSE MAX and
*   glpsol rejects it), so this file minimizes the negated number of queens:
*   the optimum is minus the largest number.
*
* Constraints: 28 rows with 196 nonzeros
*   row_R
*       sum over C of x_R_C <= 1
*       (at most one queen in row R)
*   col_C
*       sum over R of x_R_C <= 1
*       (at most one queen in column C)
*   dr_R_C
*       x_R_C + x_(R+1)_(C+1) + ... <= 1
*       (at most one queen on the diagonal running down and right from square (R,C) to the next wall, around the torus)
*   dl_R_C
*       x_R_C + x_(R+1)_(C-1) + ... <= 1
*       (at most one queen on the diagonal running down and left from square (R,C) to the next wall, around the torus)
*
* Clique form: one row per line segment, squares that all attack each other, instead of
* one row per attacking pair (--formulation pairwise). Rows of one square are left out:
* they could never bind.
* Every piece the rows allow is safe, and every safe placement meets the rows: the optimum
* is the largest number of queens that do not attack each other.
NAME queens_7x7
ROWS
 N  neg_npcs
 L  row_1
 L  row_2
 L  row_3
 L  row_4
 L  row_5
 L  row_6
 L  row_7
 L  col_1
 L  col_2
 L  col_3
 L  col_4
 L  col_5
 L  col_6
 L  col_7
 L  dr_1_1
 L  dr_1_2
 L  dr_1_3
 L  dr_1_4
 L  dr_1_5
 L  dr_1_6
 L  dr_1_7
 L  dl_1_1
 L  dl_1_2
 L  dl_1_3
 L  dl_1_4
 L  dl_1_5
 L  dl_1_6
 L  dl_1_7
COLUMNS
 x_1_1 neg_npcs -1 row_1 1
 x_1_1 col_1 1 dr_1_1 1
 x_1_1 dl_1_1 1
 x_1_2 neg_npcs -1 row_1 1
 x_1_2 col_2 1 dr_1_2 1
 x_1_2 dl_1_2 1
 x_1_3 neg_npcs -1 row_1 1
 x_1_3 col_3 1 dr_1_3 1
 x_1_3 dl_1_3 1
 x_1_4 neg_npcs -1 row_1 1
 x_1_4 col_4 1 dr_1_4 1
 x_1_4 dl_1_4 1
 x_1_5 neg_npcs -1 row_1 1
 x_1_5 col_5 1 dr_1_5 1
 x_1_5 dl_1_5 1
 x_1_6 neg_npcs -1 row_1 1
 x_1_6 col_6 1 dr_1_6 1
 x_1_6 dl_1_6 1
 x_1_7 neg_npcs -1 row_1 1
 x_1_7 col_7 1 dr_1_7 1
 x_1_7 dl_1_7 1
 x_2_1 neg_npcs -1 row_2 1
 x_2_1 col_1 1 dr_1_7 1
 x_2_1 dl_1_2 1
 x_2_2 neg_npcs -1 row_2 1
 x_2_2 col_2 1 dr_1_1 1
 x_2_2 dl_1_3 1
 x_2_3 neg_npcs -1 row_2 1
 x_2_3 col_3 1 dr_1_2 1
 x_2_3 dl_1_4 1
 x_2_4 neg_npcs -1 row_2 1
 x_2_4 col_4 1 dr_1_3 1
 x_2_4 dl_1_5 1
 x_2_5 neg_npcs -1 row_2 1
 x_2_5 col_5 1 dr_1_4 1
 x_2_5 dl_1_6 1
 x_2_6 neg_npcs -1 row_2 1
 x_2_6 col_6 1 dr_1_5 1
 x_2_6 dl_1_7 1
 x_2_7 neg_npcs -1 row_2 1
 x_2_7 col_7 1 dr_1_6 1
 x_2_7 dl_1_1 1
 x_3_1 neg_npcs -1 row_3 1
 x_3_1 col_1 1 dr_1_6 1
 x_3_1 dl_1_3 1
 x_3_2 neg_npcs -1 row_3 1
 x_3_2 col_2 1 dr_1_7 1
 x_3_2 dl_1_4 1
 x_3_3 neg_npcs -1 row_3 1
 x_3_3 col_3 1 dr_1_1 1
 x_3_3 dl_1_5 1
 x_3_4 neg_npcs -1 row_3 1
 x_3_4 col_4 1 dr_1_2 1
 x_3_4 dl_1_6 1
 x_3_5 neg_npcs -1 row_3 1
 x_3_5 col_5 1 dr_1_3 1
 x_3_5 dl_1_7 1
 x_3_6 neg_npcs -1 row_3 1
 x_3_6 col_6 1 dr_1_4 1
 x_3_6 dl_1_1 1
 x_3_7 neg_npcs -1 row_3 1
 x_3_7 col_7 1 dr_1_5 1
 x_3_7 dl_1_2 1
 x_4_1 neg_npcs -1 row_4 1
 x_4_1 col_1 1 dr_1_5 1
 x_4_1 dl_1_4 1
 x_4_2 neg_npcs -1 row_4 1
 x_4_2 col_2 1 dr_1_6 1
 x_4_2 dl_1_5 1
 x_4_3 neg_npcs -1 row_4 1
 x_4_3 col_3 1 dr_1_7 1
 x_4_3 dl_1_6 1
 x_4_4 neg_npcs -1 row_4 1
 x_4_4 col_4 1 dr_1_1 1
 x_4_4 dl_1_7 1
 x_4_5 neg_npcs -1 row_4 1
 x_4_5 col_5 1 dr_1_2 1
 x_4_5 dl_1_1 1
 x_4_6 neg_npcs -1 row_4 1
 x_4_6 col_6 1 dr_1_3 1
 x_4_6 dl_1_2 1
 x_4_7 neg_npcs -1 row_4 1
 x_4_7 col_7 1 dr_1_4 1
 x_4_7 dl_1_3 1
 x_5_1 neg_npcs -1 row_5 1
 x_5_1 col_1 1 dr_1_4 1
 x_5_1 dl_1_5 1
 x_5_2 neg_npcs -1 row_5 1
 x_5_2 col_2 1 dr_1_5 1
 x_5_2 dl_1_6 1
 x_5_3 neg_npcs -1 row_5 1
 x_5_3 col_3 1 dr_1_6 1
 x_5_3 dl_1_7 1
 x_5_4 neg_npcs -1 row_5 1
 x_5_4 col_4 1 dr_1_7 1
 x_5_4 dl_1_1 1
 x_5_5 neg_npcs -1 row_5 1
 x_5_5 col_5 1 dr_1_1 1
 x_5_5 dl_1_2 1
 x_5_6 neg_npcs -1 row_5 1
 x_5_6 col_6 1 dr_1_2 1
 x_5_6 dl_1_3 1
 x_5_7 neg_npcs -1 row_5 1
 x_5_7 col_7 1 dr_1_3 1
 x_5_7 dl_1_4 1
 x_6_1 neg_npcs -1 row_6 1
 x_6_1 col_1 1 dr_1_3 1
 x_6_1 dl_1_6 1
 x_6_2 neg_npcs -1 row_6 1
 x_6_2 col_2 1 dr_1_4 1
 x_6_2 dl_1_7 1
 x_6_3 neg_npcs -1 row_6 1
 x_6_3 col_3 1 dr_1_5 1
 x_6_3 dl_1_1 1
 x_6_4 neg_npcs -1 row_6 1
 x_6_4 col_4 1 dr_1_6 1
 x_6_4 dl_1_2 1
 x_6_5 neg_npcs -1 row_6 1
 x_6_5 col_5 1 dr_1_7 1
 x_6_5 dl_1_3 1
 x_6_6 neg_npcs -1 row_6 1
 x_6_6 col_6 1 dr_1_1 1
 x_6_6 dl_1_4 1
 x_6_7 neg_npcs -1 row_6 1
 x_6_7 col_7 1 dr_1_2 1
 x_6_7 dl_1_5 1
 x_7_1 neg_npcs -1 row_7 1
 x_7_1 col_1 1 dr_1_2 1
 x_7_1 dl_1_7 1
 x_7_2 neg_npcs -1 row_7 1
 x_7_2 col_2 1 dr_1_3 1
 x_7_2 dl_1_1 1
 x_7_3 neg_npcs -1 row_7 1
 x_7_3 col_3 1 dr_1_4 1
 x_7_3 dl_1_2 1
 x_7_4 neg_npcs -1 row_7 1
 x_7_4 col_4 1 dr_1_5 1
 x_7_4 dl_1_3 1
 x_7_5 neg_npcs -1 row_7 1
 x_7_5 col_5 1 dr_1_6 1
 x_7_5 dl_1_4 1
 x_7_6 neg_npcs -1 row_7 1
 x_7_6 col_6 1 dr_1_7 1
 x_7_6 dl_1_5 1
 x_7_7 neg_npcs -1 row_7 1
 x_7_7 col_7 1 dr_1_1 1
 x_7_7 dl_1_6 1
RHS
 RHS row_1 1 row_2 1
 RHS row_3 1 row_4 1
 RHS row_5 1 row_6 1
 RHS row_7 1 col_1 1
 RHS col_2 1 col_3 1
 RHS col_4 1 col_5 1
 RHS col_6 1 col_7 1
 RHS dr_1_1 1 dr_1_2 1
 RHS dr_1_3 1 dr_1_4 1
 RHS dr_1_5 1 dr_1_6 1
 RHS dr_1_7 1 dl_1_1 1
 RHS dl_1_2 1 dl_1_3 1
 RHS dl_1_4 1 dl_1_5 1
 RHS dl_1_6 1 dl_1_7 1
BOUNDS
 BV BND x_1_1
 BV BND x_1_2
 BV BND x_1_3
 BV BND x_1_4
 BV BND x_1_5
 BV BND x_1_6
 BV BND x_1_7
 BV BND x_2_1
 BV BND x_2_2
 BV BND x_2_3
 BV BND x_2_4
 BV BND x_2_5
 BV BND x_2_6
 BV BND x_2_7
 BV BND x_3_1
 BV BND x_3_2
 BV BND x_3_3
 BV BND x_3_4
 BV BND x_3_5
 BV BND x_3_6
 BV BND x_3_7
 BV BND x_4_1
 BV BND x_4_2
 BV BND x_4_3
 BV BND x_4_4
 BV BND x_4_5
 BV BND x_4_6
 BV BND x_4_7
 BV BND x_5_1
 BV BND x_5_2
 BV BND x_5_3
 BV BND x_5_4
 BV BND x_5_5
 BV BND x_5_6
 BV BND x_5_7
 BV BND x_6_1
 BV BND x_6_2
 BV BND x_6_3
 BV BND x_6_4
 BV BND x_6_5
 BV BND x_6_6
 BV BND x_6_7
 BV BND x_7_1
 BV BND x_7_2
 BV BND x_7_3
 BV BND x_7_4
 BV BND x_7_5
 BV BND x_7_6
 BV BND x_7_7
ENDATA
