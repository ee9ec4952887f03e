* boardlp 1 piece=queens board=8x8 problem=place k=8 formulation=clique walls=none objective=weights
*
* Weighted (--weights weights-8x8.txt): each queen counts its square's weight w_R_C, so the optimum is the
* lightest placement that meets the rows of this problem:
*
* Place exactly 8 queens on an 8x8 board with no two attacking each other.
*
* A queen attacks along its row, its column and both its diagonals.
* No walls.
*
* Variables: 64 binaries
*   x_R_C = 1 if a queen stands on square (R,C), else 0.
*   R = 1..8 counts rows from the top, C = 1..8 columns from the left.
*
* Objective
*   minimize  weight: sum over all squares of w_R_C x_R_C, the weights of the squares that hold queens, w_R_C read from weights-8x8.txt
*
* Constraints: 42 rows with 252 nonzeros
*   row_R
*       sum over C of x_R_C = 1
*       (exactly one queen in row R)
*   col_C
*       sum over R of x_R_C = 1
*       (exactly one queen in column C)
*   dr_R_C
*       x_R_C + x_(R+1)_(C+1) + ... <= 1
*       (at most one queen on the diagonal running down and right from square (R,C) to the next wall or edge)
*   dl_R_C
*       x_R_C + x_(R+1)_(C-1) + ... <= 1
*       (at most one queen on the diagonal running down and left from square (R,C) to the next wall or edge)
*
* This is the classic form: with K = rows = columns every row and every column
* holds exactly one piece, so they are "= 1" and no count row is needed.
* Clique form: one row per line segment, squares that all attack each other, instead of
* one row per attacking pair (--formulation pairwise). Rows of one square are left out:
* they could never bind.
* A solver answers "infeasible" when no such placement exists (2 or 3 queens on 2x2 or 3x3).
NAME queens_8x8
ROWS
 N  weight
 E  row_1
 E  row_2
 E  row_3
 E  row_4
 E  row_5
 E  row_6
 E  row_7
 E  row_8
 E  col_1
 E  col_2
 E  col_3
 E  col_4
 E  col_5
 E  col_6
 E  col_7
 E  col_8
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
 x_1_1 weight 9 row_1 1
 x_1_1 col_1 1 dr_1_1 1
 x_1_2 weight 5 row_1 1
 x_1_2 col_2 1 dr_1_2 1
 x_1_2 dl_1_2 1
 x_1_3 weight 1 row_1 1
 x_1_3 col_3 1 dr_1_3 1
 x_1_3 dl_1_3 1
 x_1_4 weight 7 row_1 1
 x_1_4 col_4 1 dr_1_4 1
 x_1_4 dl_1_4 1
 x_1_5 weight 3 row_1 1
 x_1_5 col_5 1 dr_1_5 1
 x_1_5 dl_1_5 1
 x_1_6 weight 9 row_1 1
 x_1_6 col_6 1 dr_1_6 1
 x_1_6 dl_1_6 1
 x_1_7 weight 5 row_1 1
 x_1_7 col_7 1 dr_1_7 1
 x_1_7 dl_1_7 1
 x_1_8 weight 1 row_1 1
 x_1_8 col_8 1 dl_1_8 1
 x_2_1 weight 3 row_2 1
 x_2_1 col_1 1 dr_2_1 1
 x_2_1 dl_1_2 1
 x_2_2 row_2 1 col_2 1
 x_2_2 dr_1_1 1 dl_1_3 1
 x_2_3 weight 7 row_2 1
 x_2_3 col_3 1 dr_1_2 1
 x_2_3 dl_1_4 1
 x_2_4 weight 4 row_2 1
 x_2_4 col_4 1 dr_1_3 1
 x_2_4 dl_1_5 1
 x_2_5 weight 1 row_2 1
 x_2_5 col_5 1 dr_1_4 1
 x_2_5 dl_1_6 1
 x_2_6 weight 8 row_2 1
 x_2_6 col_6 1 dr_1_5 1
 x_2_6 dl_1_7 1
 x_2_7 weight 5 row_2 1
 x_2_7 col_7 1 dr_1_6 1
 x_2_7 dl_1_8 1
 x_2_8 weight 2 row_2 1
 x_2_8 col_8 1 dr_1_7 1
 x_2_8 dl_2_8 1
 x_3_1 weight 7 row_3 1
 x_3_1 col_1 1 dr_3_1 1
 x_3_1 dl_1_3 1
 x_3_2 weight 5 row_3 1
 x_3_2 col_2 1 dr_2_1 1
 x_3_2 dl_1_4 1
 x_3_3 weight 3 row_3 1
 x_3_3 col_3 1 dr_1_1 1
 x_3_3 dl_1_5 1
 x_3_4 weight 1 row_3 1
 x_3_4 col_4 1 dr_1_2 1
 x_3_4 dl_1_6 1
 x_3_5 weight 9 row_3 1
 x_3_5 col_5 1 dr_1_3 1
 x_3_5 dl_1_7 1
 x_3_6 weight 7 row_3 1
 x_3_6 col_6 1 dr_1_4 1
 x_3_6 dl_1_8 1
 x_3_7 weight 5 row_3 1
 x_3_7 col_7 1 dr_1_5 1
 x_3_7 dl_2_8 1
 x_3_8 weight 3 row_3 1
 x_3_8 col_8 1 dr_1_6 1
 x_3_8 dl_3_8 1
 x_4_1 weight 1 row_4 1
 x_4_1 col_1 1 dr_4_1 1
 x_4_1 dl_1_4 1
 x_4_2 row_4 1 col_2 1
 x_4_2 dr_3_1 1 dl_1_5 1
 x_4_3 weight 9 row_4 1
 x_4_3 col_3 1 dr_2_1 1
 x_4_3 dl_1_6 1
 x_4_4 weight 8 row_4 1
 x_4_4 col_4 1 dr_1_1 1
 x_4_4 dl_1_7 1
 x_4_5 weight 7 row_4 1
 x_4_5 col_5 1 dr_1_2 1
 x_4_5 dl_1_8 1
 x_4_6 weight 6 row_4 1
 x_4_6 col_6 1 dr_1_3 1
 x_4_6 dl_2_8 1
 x_4_7 weight 5 row_4 1
 x_4_7 col_7 1 dr_1_4 1
 x_4_7 dl_3_8 1
 x_4_8 weight 4 row_4 1
 x_4_8 col_8 1 dr_1_5 1
 x_4_8 dl_4_8 1
 x_5_1 weight 5 row_5 1
 x_5_1 col_1 1 dr_5_1 1
 x_5_1 dl_1_5 1
 x_5_2 weight 5 row_5 1
 x_5_2 col_2 1 dr_4_1 1
 x_5_2 dl_1_6 1
 x_5_3 weight 5 row_5 1
 x_5_3 col_3 1 dr_3_1 1
 x_5_3 dl_1_7 1
 x_5_4 weight 5 row_5 1
 x_5_4 col_4 1 dr_2_1 1
 x_5_4 dl_1_8 1
 x_5_5 weight 5 row_5 1
 x_5_5 col_5 1 dr_1_1 1
 x_5_5 dl_2_8 1
 x_5_6 weight 5 row_5 1
 x_5_6 col_6 1 dr_1_2 1
 x_5_6 dl_3_8 1
 x_5_7 weight 5 row_5 1
 x_5_7 col_7 1 dr_1_3 1
 x_5_7 dl_4_8 1
 x_5_8 weight 5 row_5 1
 x_5_8 col_8 1 dr_1_4 1
 x_5_8 dl_5_8 1
 x_6_1 weight 9 row_6 1
 x_6_1 col_1 1 dr_6_1 1
 x_6_1 dl_1_6 1
 x_6_2 row_6 1 col_2 1
 x_6_2 dr_5_1 1 dl_1_7 1
 x_6_3 weight 1 row_6 1
 x_6_3 col_3 1 dr_4_1 1
 x_6_3 dl_1_8 1
 x_6_4 weight 2 row_6 1
 x_6_4 col_4 1 dr_3_1 1
 x_6_4 dl_2_8 1
 x_6_5 weight 3 row_6 1
 x_6_5 col_5 1 dr_2_1 1
 x_6_5 dl_3_8 1
 x_6_6 weight 4 row_6 1
 x_6_6 col_6 1 dr_1_1 1
 x_6_6 dl_4_8 1
 x_6_7 weight 5 row_6 1
 x_6_7 col_7 1 dr_1_2 1
 x_6_7 dl_5_8 1
 x_6_8 weight 6 row_6 1
 x_6_8 col_8 1 dr_1_3 1
 x_6_8 dl_6_8 1
 x_7_1 weight 3 row_7 1
 x_7_1 col_1 1 dr_7_1 1
 x_7_1 dl_1_7 1
 x_7_2 weight 5 row_7 1
 x_7_2 col_2 1 dr_6_1 1
 x_7_2 dl_1_8 1
 x_7_3 weight 7 row_7 1
 x_7_3 col_3 1 dr_5_1 1
 x_7_3 dl_2_8 1
 x_7_4 weight 9 row_7 1
 x_7_4 col_4 1 dr_4_1 1
 x_7_4 dl_3_8 1
 x_7_5 weight 1 row_7 1
 x_7_5 col_5 1 dr_3_1 1
 x_7_5 dl_4_8 1
 x_7_6 weight 3 row_7 1
 x_7_6 col_6 1 dr_2_1 1
 x_7_6 dl_5_8 1
 x_7_7 weight 5 row_7 1
 x_7_7 col_7 1 dr_1_1 1
 x_7_7 dl_6_8 1
 x_7_8 weight 7 row_7 1
 x_7_8 col_8 1 dr_1_2 1
 x_7_8 dl_7_8 1
 x_8_1 weight 7 row_8 1
 x_8_1 col_1 1 dl_1_8 1
 x_8_2 row_8 1 col_2 1
 x_8_2 dr_7_1 1 dl_2_8 1
 x_8_3 weight 3 row_8 1
 x_8_3 col_3 1 dr_6_1 1
 x_8_3 dl_3_8 1
 x_8_4 weight 6 row_8 1
 x_8_4 col_4 1 dr_5_1 1
 x_8_4 dl_4_8 1
 x_8_5 weight 9 row_8 1
 x_8_5 col_5 1 dr_4_1 1
 x_8_5 dl_5_8 1
 x_8_6 weight 2 row_8 1
 x_8_6 col_6 1 dr_3_1 1
 x_8_6 dl_6_8 1
 x_8_7 weight 5 row_8 1
 x_8_7 col_7 1 dr_2_1 1
 x_8_7 dl_7_8 1
 x_8_8 weight 8 row_8 1
 x_8_8 col_8 1 dr_1_1 1
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
