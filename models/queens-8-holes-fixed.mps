* boardlp 1 piece=queens board=8x8 problem=place k=8 formulation=clique walls=none holes=3,3;6,6 fixed=1,2
*
* Place exactly 8 queens on an 8x8 board with no two attacking each other.
*
* A queen attacks along its row, its column and both its diagonals.
* No walls.
* 2 holes are on (3,3) and (6,6): no piece stands there, but lines of attack pass over them (CSPLib prob080).
* 1 queen already stands on (1,2): each keeps its variable, fixed to 1 by a row fx_R_C (the completion problem, CSPLib prob079).
*
* Variables: 62 binaries
*   x_R_C = 1 if a queen stands on square (R,C), else 0.
*   R = 1..8 counts rows from the top, C = 1..8 columns from the left.
*
* Objective
*   none: every placement that meets the constraints is a solution (an empty N row)
*
* Constraints: 44 rows with 307 nonzeros
*   row_R
*       sum over C of x_R_C <= 1
*       (at most one queen in row R)
*   col_C
*       sum over R of x_R_C <= 1
*       (at most one queen in column C)
*   dr_R_C
*       x_R_C + x_(R+1)_(C+1) + ... <= 1
*       (at most one queen on the diagonal running down and right from square (R,C) to the next wall or edge)
*   dl_R_C
*       x_R_C + x_(R+1)_(C-1) + ... <= 1
*       (at most one queen on the diagonal running down and left from square (R,C) to the next wall or edge)
*   fx_R_C
*       x_R_C = 1
*       (a piece already stands on square (R,C))
*   pieces
*       sum over all squares of x_R_C = 8
*       (exactly 8 queens)
*
* The count row "pieces" fixes the number of pieces; every line holds at most one.
* Clique form: one row per line segment, squares that all attack each other, instead of
* one row per attacking pair (--formulation pairwise). Rows of one square are left out:
* they could never bind.
* A solver answers "infeasible" when no such placement exists (2 or 3 queens on 2x2 or 3x3).
NAME queens_8x8
ROWS
 N  zero
 L  row_1
 L  row_2
 L  row_3
 L  row_4
 L  row_5
 L  row_6
 L  row_7
 L  row_8
 L  col_1
 L  col_2
 L  col_3
 L  col_4
 L  col_5
 L  col_6
 L  col_7
 L  col_8
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
 E  fx_1_2
 E  pieces
COLUMNS
 x_1_1 row_1 1 col_1 1
 x_1_1 dr_1_1 1 pieces 1
 x_1_2 row_1 1 col_2 1
 x_1_2 dr_1_2 1 dl_1_2 1
 x_1_2 fx_1_2 1 pieces 1
 x_1_3 row_1 1 col_3 1
 x_1_3 dr_1_3 1 dl_1_3 1
 x_1_3 pieces 1
 x_1_4 row_1 1 col_4 1
 x_1_4 dr_1_4 1 dl_1_4 1
 x_1_4 pieces 1
 x_1_5 row_1 1 col_5 1
 x_1_5 dr_1_5 1 dl_1_5 1
 x_1_5 pieces 1
 x_1_6 row_1 1 col_6 1
 x_1_6 dr_1_6 1 dl_1_6 1
 x_1_6 pieces 1
 x_1_7 row_1 1 col_7 1
 x_1_7 dr_1_7 1 dl_1_7 1
 x_1_7 pieces 1
 x_1_8 row_1 1 col_8 1
 x_1_8 dl_1_8 1 pieces 1
 x_2_1 row_2 1 col_1 1
 x_2_1 dr_2_1 1 dl_1_2 1
 x_2_1 pieces 1
 x_2_2 row_2 1 col_2 1
 x_2_2 dr_1_1 1 dl_1_3 1
 x_2_2 pieces 1
 x_2_3 row_2 1 col_3 1
 x_2_3 dr_1_2 1 dl_1_4 1
 x_2_3 pieces 1
 x_2_4 row_2 1 col_4 1
 x_2_4 dr_1_3 1 dl_1_5 1
 x_2_4 pieces 1
 x_2_5 row_2 1 col_5 1
 x_2_5 dr_1_4 1 dl_1_6 1
 x_2_5 pieces 1
 x_2_6 row_2 1 col_6 1
 x_2_6 dr_1_5 1 dl_1_7 1
 x_2_6 pieces 1
 x_2_7 row_2 1 col_7 1
 x_2_7 dr_1_6 1 dl_1_8 1
 x_2_7 pieces 1
 x_2_8 row_2 1 col_8 1
 x_2_8 dr_1_7 1 dl_2_8 1
 x_2_8 pieces 1
 x_3_1 row_3 1 col_1 1
 x_3_1 dr_3_1 1 dl_1_3 1
 x_3_1 pieces 1
 x_3_2 row_3 1 col_2 1
 x_3_2 dr_2_1 1 dl_1_4 1
 x_3_2 pieces 1
 x_3_4 row_3 1 col_4 1
 x_3_4 dr_1_2 1 dl_1_6 1
 x_3_4 pieces 1
 x_3_5 row_3 1 col_5 1
 x_3_5 dr_1_3 1 dl_1_7 1
 x_3_5 pieces 1
 x_3_6 row_3 1 col_6 1
 x_3_6 dr_1_4 1 dl_1_8 1
 x_3_6 pieces 1
 x_3_7 row_3 1 col_7 1
 x_3_7 dr_1_5 1 dl_2_8 1
 x_3_7 pieces 1
 x_3_8 row_3 1 col_8 1
 x_3_8 dr_1_6 1 dl_3_8 1
 x_3_8 pieces 1
 x_4_1 row_4 1 col_1 1
 x_4_1 dr_4_1 1 dl_1_4 1
 x_4_1 pieces 1
 x_4_2 row_4 1 col_2 1
 x_4_2 dr_3_1 1 dl_1_5 1
 x_4_2 pieces 1
 x_4_3 row_4 1 col_3 1
 x_4_3 dr_2_1 1 dl_1_6 1
 x_4_3 pieces 1
 x_4_4 row_4 1 col_4 1
 x_4_4 dr_1_1 1 dl_1_7 1
 x_4_4 pieces 1
 x_4_5 row_4 1 col_5 1
 x_4_5 dr_1_2 1 dl_1_8 1
 x_4_5 pieces 1
 x_4_6 row_4 1 col_6 1
 x_4_6 dr_1_3 1 dl_2_8 1
 x_4_6 pieces 1
 x_4_7 row_4 1 col_7 1
 x_4_7 dr_1_4 1 dl_3_8 1
 x_4_7 pieces 1
 x_4_8 row_4 1 col_8 1
 x_4_8 dr_1_5 1 dl_4_8 1
 x_4_8 pieces 1
 x_5_1 row_5 1 col_1 1
 x_5_1 dr_5_1 1 dl_1_5 1
 x_5_1 pieces 1
 x_5_2 row_5 1 col_2 1
 x_5_2 dr_4_1 1 dl_1_6 1
 x_5_2 pieces 1
 x_5_3 row_5 1 col_3 1
 x_5_3 dr_3_1 1 dl_1_7 1
 x_5_3 pieces 1
 x_5_4 row_5 1 col_4 1
 x_5_4 dr_2_1 1 dl_1_8 1
 x_5_4 pieces 1
 x_5_5 row_5 1 col_5 1
 x_5_5 dr_1_1 1 dl_2_8 1
 x_5_5 pieces 1
 x_5_6 row_5 1 col_6 1
 x_5_6 dr_1_2 1 dl_3_8 1
 x_5_6 pieces 1
 x_5_7 row_5 1 col_7 1
 x_5_7 dr_1_3 1 dl_4_8 1
 x_5_7 pieces 1
 x_5_8 row_5 1 col_8 1
 x_5_8 dr_1_4 1 dl_5_8 1
 x_5_8 pieces 1
 x_6_1 row_6 1 col_1 1
 x_6_1 dr_6_1 1 dl_1_6 1
 x_6_1 pieces 1
 x_6_2 row_6 1 col_2 1
 x_6_2 dr_5_1 1 dl_1_7 1
 x_6_2 pieces 1
 x_6_3 row_6 1 col_3 1
 x_6_3 dr_4_1 1 dl_1_8 1
 x_6_3 pieces 1
 x_6_4 row_6 1 col_4 1
 x_6_4 dr_3_1 1 dl_2_8 1
 x_6_4 pieces 1
 x_6_5 row_6 1 col_5 1
 x_6_5 dr_2_1 1 dl_3_8 1
 x_6_5 pieces 1
 x_6_7 row_6 1 col_7 1
 x_6_7 dr_1_2 1 dl_5_8 1
 x_6_7 pieces 1
 x_6_8 row_6 1 col_8 1
 x_6_8 dr_1_3 1 dl_6_8 1
 x_6_8 pieces 1
 x_7_1 row_7 1 col_1 1
 x_7_1 dr_7_1 1 dl_1_7 1
 x_7_1 pieces 1
 x_7_2 row_7 1 col_2 1
 x_7_2 dr_6_1 1 dl_1_8 1
 x_7_2 pieces 1
 x_7_3 row_7 1 col_3 1
 x_7_3 dr_5_1 1 dl_2_8 1
 x_7_3 pieces 1
 x_7_4 row_7 1 col_4 1
 x_7_4 dr_4_1 1 dl_3_8 1
 x_7_4 pieces 1
 x_7_5 row_7 1 col_5 1
 x_7_5 dr_3_1 1 dl_4_8 1
 x_7_5 pieces 1
 x_7_6 row_7 1 col_6 1
 x_7_6 dr_2_1 1 dl_5_8 1
 x_7_6 pieces 1
 x_7_7 row_7 1 col_7 1
 x_7_7 dr_1_1 1 dl_6_8 1
 x_7_7 pieces 1
 x_7_8 row_7 1 col_8 1
 x_7_8 dr_1_2 1 dl_7_8 1
 x_7_8 pieces 1
 x_8_1 row_8 1 col_1 1
 x_8_1 dl_1_8 1 pieces 1
 x_8_2 row_8 1 col_2 1
 x_8_2 dr_7_1 1 dl_2_8 1
 x_8_2 pieces 1
 x_8_3 row_8 1 col_3 1
 x_8_3 dr_6_1 1 dl_3_8 1
 x_8_3 pieces 1
 x_8_4 row_8 1 col_4 1
 x_8_4 dr_5_1 1 dl_4_8 1
 x_8_4 pieces 1
 x_8_5 row_8 1 col_5 1
 x_8_5 dr_4_1 1 dl_5_8 1
 x_8_5 pieces 1
 x_8_6 row_8 1 col_6 1
 x_8_6 dr_3_1 1 dl_6_8 1
 x_8_6 pieces 1
 x_8_7 row_8 1 col_7 1
 x_8_7 dr_2_1 1 dl_7_8 1
 x_8_7 pieces 1
 x_8_8 row_8 1 col_8 1
 x_8_8 dr_1_1 1 pieces 1
RHS
 RHS row_1 1 row_2 1
 RHS row_3 1 row_4 1
 RHS row_5 1 row_6 1
 RHS row_7 1 row_8 1
 RHS col_1 1 col_2 1
 RHS col_3 1 col_4 1
 RHS col_5 1 col_6 1
 RHS col_7 1 col_8 1
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
 RHS fx_1_2 1 pieces 8
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
