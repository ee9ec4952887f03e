* boardlp 1 piece=queens board=8x8 problem=non-dominating k=8 formulation=clique walls=none
*
* Non-dominating queens on an 8x8 board: 8 queens placed so that as many squares as
* possible hold no piece and are attacked by none (pieces may attack each other). For n queens
* on n x n boards: OEIS A001366 (proved to n = 16 only); for 1 to 64 queens on 8x8: A342151.
*
* A queen attacks along its row, its column and both its diagonals.
* No walls.
* A wall holds no piece and cuts lines; a hole holds no piece and lines pass over it. Only
* squares that may hold a piece are counted: walls and holes are neither free nor attacked.
*
* Variables: 170 binaries
*   x_R_C = 1 if a queen stands on square (R,C), else 0.
*   u_R_C = 1 if square (R,C) holds no queen and no queen attacks it (it may be 0 for a free
*           square; the objective sets it where it can).
*   ort_R_C = 1 if a queen stands on the segment of the row that starts at (R,C).
*   odn_R_C = 1 if a queen stands on the segment of the column that starts at (R,C).
*   odr_R_C = 1 if a queen stands on the segment of the diagonal running down and right that starts at (R,C).
*   odl_R_C = 1 if a queen stands on the segment of the diagonal running down and left that starts at (R,C).
*   R = 1..8 counts rows from the top, C = 1..8 columns from the left.
*
* Objective
*   minimize  neg_free: -(sum over all squares of u_R_C)
*   MPS has no portable way to say "maximize", so this file minimizes the negated
*   number of unattacked squares: the optimum is minus the largest number.
*
* Constraints: 569 rows with 1200 nonzeros
*   prt_R_C, urt_R_C
*       x_R_C - ort_S <= 0; u_R_C + ort_S <= 1, S the first square of the segment through (R,C)
*       (the segment of the row through (R,C) holds a piece (ort = 1: no square on it is unattacked) or none (0))
*   pdn_R_C, udn_R_C
*       x_R_C - odn_S <= 0; u_R_C + odn_S <= 1, S the first square of the segment through (R,C)
*       (the segment of the column through (R,C) holds a piece (odn = 1: no square on it is unattacked) or none (0))
*   pdr_R_C, udr_R_C
*       x_R_C - odr_S <= 0; u_R_C + odr_S <= 1, S the first square of the segment through (R,C)
*       (the segment of the diagonal running down and right through (R,C) holds a piece (odr = 1: no square on it is unattacked) or none (0))
*   pdl_R_C, udl_R_C
*       x_R_C - odl_S <= 0; u_R_C + odl_S <= 1, S the first square of the segment through (R,C)
*       (the segment of the diagonal running down and left through (R,C) holds a piece (odl = 1: no square on it is unattacked) or none (0))
*   sq_R_C
*       x_R_C + u_R_C <= 1
*       (a square that holds a piece is not an unattacked one)
*   pieces
*       sum over all squares of x_R_C = 8
*       (exactly 8 queens)
*
* Line form: one indicator o per segment of a line (1: a piece stands on it), and two rows
* per square of it, x <= o and u <= 1 - o. Along one segment it says exactly what the
* pairwise rows say (--formulation pairwise), with the same LP relaxation, in 2L rows where
* the pairs have L^2 - L. The pieces and the unattacked squares form a bipartite conflict
* graph, so no row on the attack structure alone is stronger: the count row and the search
* close the gap.
* The model is the peaceable armies' model (--armies) with the black army read as the free
* squares: u is kept from every square a piece attacks, exactly as a black piece is kept from
* white's, but the count row fixes the pieces at 8 and nothing balances the two.
* Faster to solve: --cut symmetry keeps at least one placement of each class of mirror
* images; cbc then proves queens 7 in 16.6 s against 20.6 s without it (bench/defaults).
* boardlp-solve --all on such a file counts every placement behind them.
NAME queens_8x8
ROWS
 N  neg_free
 L  prt_1_1
 L  urt_1_1
 L  prt_1_2
 L  urt_1_2
 L  prt_1_3
 L  urt_1_3
 L  prt_1_4
 L  urt_1_4
 L  prt_1_5
 L  urt_1_5
 L  prt_1_6
 L  urt_1_6
 L  prt_1_7
 L  urt_1_7
 L  prt_1_8
 L  urt_1_8
 L  prt_2_1
 L  urt_2_1
 L  prt_2_2
 L  urt_2_2
 L  prt_2_3
 L  urt_2_3
 L  prt_2_4
 L  urt_2_4
 L  prt_2_5
 L  urt_2_5
 L  prt_2_6
 L  urt_2_6
 L  prt_2_7
 L  urt_2_7
 L  prt_2_8
 L  urt_2_8
 L  prt_3_1
 L  urt_3_1
 L  prt_3_2
 L  urt_3_2
 L  prt_3_3
 L  urt_3_3
 L  prt_3_4
 L  urt_3_4
 L  prt_3_5
 L  urt_3_5
 L  prt_3_6
 L  urt_3_6
 L  prt_3_7
 L  urt_3_7
 L  prt_3_8
 L  urt_3_8
 L  prt_4_1
 L  urt_4_1
 L  prt_4_2
 L  urt_4_2
 L  prt_4_3
 L  urt_4_3
 L  prt_4_4
 L  urt_4_4
 L  prt_4_5
 L  urt_4_5
 L  prt_4_6
 L  urt_4_6
 L  prt_4_7
 L  urt_4_7
 L  prt_4_8
 L  urt_4_8
 L  prt_5_1
 L  urt_5_1
 L  prt_5_2
 L  urt_5_2
 L  prt_5_3
 L  urt_5_3
 L  prt_5_4
 L  urt_5_4
 L  prt_5_5
 L  urt_5_5
 L  prt_5_6
 L  urt_5_6
 L  prt_5_7
 L  urt_5_7
 L  prt_5_8
 L  urt_5_8
 L  prt_6_1
 L  urt_6_1
 L  prt_6_2
 L  urt_6_2
 L  prt_6_3
 L  urt_6_3
 L  prt_6_4
 L  urt_6_4
 L  prt_6_5
 L  urt_6_5
 L  prt_6_6
 L  urt_6_6
 L  prt_6_7
 L  urt_6_7
 L  prt_6_8
 L  urt_6_8
 L  prt_7_1
 L  urt_7_1
 L  prt_7_2
 L  urt_7_2
 L  prt_7_3
 L  urt_7_3
 L  prt_7_4
 L  urt_7_4
 L  prt_7_5
 L  urt_7_5
 L  prt_7_6
 L  urt_7_6
 L  prt_7_7
 L  urt_7_7
 L  prt_7_8
 L  urt_7_8
 L  prt_8_1
 L  urt_8_1
 L  prt_8_2
 L  urt_8_2
 L  prt_8_3
 L  urt_8_3
 L  prt_8_4
 L  urt_8_4
 L  prt_8_5
 L  urt_8_5
 L  prt_8_6
 L  urt_8_6
 L  prt_8_7
 L  urt_8_7
 L  prt_8_8
 L  urt_8_8
 L  pdn_1_1
 L  udn_1_1
 L  pdn_2_1
 L  udn_2_1
 L  pdn_3_1
 L  udn_3_1
 L  pdn_4_1
 L  udn_4_1
 L  pdn_5_1
 L  udn_5_1
 L  pdn_6_1
 L  udn_6_1
 L  pdn_7_1
 L  udn_7_1
 L  pdn_8_1
 L  udn_8_1
 L  pdn_1_2
 L  udn_1_2
 L  pdn_2_2
 L  udn_2_2
 L  pdn_3_2
 L  udn_3_2
 L  pdn_4_2
 L  udn_4_2
 L  pdn_5_2
 L  udn_5_2
 L  pdn_6_2
 L  udn_6_2
 L  pdn_7_2
 L  udn_7_2
 L  pdn_8_2
 L  udn_8_2
 L  pdn_1_3
 L  udn_1_3
 L  pdn_2_3
 L  udn_2_3
 L  pdn_3_3
 L  udn_3_3
 L  pdn_4_3
 L  udn_4_3
 L  pdn_5_3
 L  udn_5_3
 L  pdn_6_3
 L  udn_6_3
 L  pdn_7_3
 L  udn_7_3
 L  pdn_8_3
 L  udn_8_3
 L  pdn_1_4
 L  udn_1_4
 L  pdn_2_4
 L  udn_2_4
 L  pdn_3_4
 L  udn_3_4
 L  pdn_4_4
 L  udn_4_4
 L  pdn_5_4
 L  udn_5_4
 L  pdn_6_4
 L  udn_6_4
 L  pdn_7_4
 L  udn_7_4
 L  pdn_8_4
 L  udn_8_4
 L  pdn_1_5
 L  udn_1_5
 L  pdn_2_5
 L  udn_2_5
 L  pdn_3_5
 L  udn_3_5
 L  pdn_4_5
 L  udn_4_5
 L  pdn_5_5
 L  udn_5_5
 L  pdn_6_5
 L  udn_6_5
 L  pdn_7_5
 L  udn_7_5
 L  pdn_8_5
 L  udn_8_5
 L  pdn_1_6
 L  udn_1_6
 L  pdn_2_6
 L  udn_2_6
 L  pdn_3_6
 L  udn_3_6
 L  pdn_4_6
 L  udn_4_6
 L  pdn_5_6
 L  udn_5_6
 L  pdn_6_6
 L  udn_6_6
 L  pdn_7_6
 L  udn_7_6
 L  pdn_8_6
 L  udn_8_6
 L  pdn_1_7
 L  udn_1_7
 L  pdn_2_7
 L  udn_2_7
 L  pdn_3_7
 L  udn_3_7
 L  pdn_4_7
 L  udn_4_7
 L  pdn_5_7
 L  udn_5_7
 L  pdn_6_7
 L  udn_6_7
 L  pdn_7_7
 L  udn_7_7
 L  pdn_8_7
 L  udn_8_7
 L  pdn_1_8
 L  udn_1_8
 L  pdn_2_8
 L  udn_2_8
 L  pdn_3_8
 L  udn_3_8
 L  pdn_4_8
 L  udn_4_8
 L  pdn_5_8
 L  udn_5_8
 L  pdn_6_8
 L  udn_6_8
 L  pdn_7_8
 L  udn_7_8
 L  pdn_8_8
 L  udn_8_8
 L  pdr_1_1
 L  udr_1_1
 L  pdr_2_2
 L  udr_2_2
 L  pdr_3_3
 L  udr_3_3
 L  pdr_4_4
 L  udr_4_4
 L  pdr_5_5
 L  udr_5_5
 L  pdr_6_6
 L  udr_6_6
 L  pdr_7_7
 L  udr_7_7
 L  pdr_8_8
 L  udr_8_8
 L  pdr_1_2
 L  udr_1_2
 L  pdr_2_3
 L  udr_2_3
 L  pdr_3_4
 L  udr_3_4
 L  pdr_4_5
 L  udr_4_5
 L  pdr_5_6
 L  udr_5_6
 L  pdr_6_7
 L  udr_6_7
 L  pdr_7_8
 L  udr_7_8
 L  pdr_1_3
 L  udr_1_3
 L  pdr_2_4
 L  udr_2_4
 L  pdr_3_5
 L  udr_3_5
 L  pdr_4_6
 L  udr_4_6
 L  pdr_5_7
 L  udr_5_7
 L  pdr_6_8
 L  udr_6_8
 L  pdr_1_4
 L  udr_1_4
 L  pdr_2_5
 L  udr_2_5
 L  pdr_3_6
 L  udr_3_6
 L  pdr_4_7
 L  udr_4_7
 L  pdr_5_8
 L  udr_5_8
 L  pdr_1_5
 L  udr_1_5
 L  pdr_2_6
 L  udr_2_6
 L  pdr_3_7
 L  udr_3_7
 L  pdr_4_8
 L  udr_4_8
 L  pdr_1_6
 L  udr_1_6
 L  pdr_2_7
 L  udr_2_7
 L  pdr_3_8
 L  udr_3_8
 L  pdr_1_7
 L  udr_1_7
 L  pdr_2_8
 L  udr_2_8
 L  pdr_2_1
 L  udr_2_1
 L  pdr_3_2
 L  udr_3_2
 L  pdr_4_3
 L  udr_4_3
 L  pdr_5_4
 L  udr_5_4
 L  pdr_6_5
 L  udr_6_5
 L  pdr_7_6
 L  udr_7_6
 L  pdr_8_7
 L  udr_8_7
 L  pdr_3_1
 L  udr_3_1
 L  pdr_4_2
 L  udr_4_2
 L  pdr_5_3
 L  udr_5_3
 L  pdr_6_4
 L  udr_6_4
 L  pdr_7_5
 L  udr_7_5
 L  pdr_8_6
 L  udr_8_6
 L  pdr_4_1
 L  udr_4_1
 L  pdr_5_2
 L  udr_5_2
 L  pdr_6_3
 L  udr_6_3
 L  pdr_7_4
 L  udr_7_4
 L  pdr_8_5
 L  udr_8_5
 L  pdr_5_1
 L  udr_5_1
 L  pdr_6_2
 L  udr_6_2
 L  pdr_7_3
 L  udr_7_3
 L  pdr_8_4
 L  udr_8_4
 L  pdr_6_1
 L  udr_6_1
 L  pdr_7_2
 L  udr_7_2
 L  pdr_8_3
 L  udr_8_3
 L  pdr_7_1
 L  udr_7_1
 L  pdr_8_2
 L  udr_8_2
 L  pdl_1_2
 L  udl_1_2
 L  pdl_2_1
 L  udl_2_1
 L  pdl_1_3
 L  udl_1_3
 L  pdl_2_2
 L  udl_2_2
 L  pdl_3_1
 L  udl_3_1
 L  pdl_1_4
 L  udl_1_4
 L  pdl_2_3
 L  udl_2_3
 L  pdl_3_2
 L  udl_3_2
 L  pdl_4_1
 L  udl_4_1
 L  pdl_1_5
 L  udl_1_5
 L  pdl_2_4
 L  udl_2_4
 L  pdl_3_3
 L  udl_3_3
 L  pdl_4_2
 L  udl_4_2
 L  pdl_5_1
 L  udl_5_1
 L  pdl_1_6
 L  udl_1_6
 L  pdl_2_5
 L  udl_2_5
 L  pdl_3_4
 L  udl_3_4
 L  pdl_4_3
 L  udl_4_3
 L  pdl_5_2
 L  udl_5_2
 L  pdl_6_1
 L  udl_6_1
 L  pdl_1_7
 L  udl_1_7
 L  pdl_2_6
 L  udl_2_6
 L  pdl_3_5
 L  udl_3_5
 L  pdl_4_4
 L  udl_4_4
 L  pdl_5_3
 L  udl_5_3
 L  pdl_6_2
 L  udl_6_2
 L  pdl_7_1
 L  udl_7_1
 L  pdl_1_8
 L  udl_1_8
 L  pdl_2_7
 L  udl_2_7
 L  pdl_3_6
 L  udl_3_6
 L  pdl_4_5
 L  udl_4_5
 L  pdl_5_4
 L  udl_5_4
 L  pdl_6_3
 L  udl_6_3
 L  pdl_7_2
 L  udl_7_2
 L  pdl_8_1
 L  udl_8_1
 L  pdl_2_8
 L  udl_2_8
 L  pdl_3_7
 L  udl_3_7
 L  pdl_4_6
 L  udl_4_6
 L  pdl_5_5
 L  udl_5_5
 L  pdl_6_4
 L  udl_6_4
 L  pdl_7_3
 L  udl_7_3
 L  pdl_8_2
 L  udl_8_2
 L  pdl_3_8
 L  udl_3_8
 L  pdl_4_7
 L  udl_4_7
 L  pdl_5_6
 L  udl_5_6
 L  pdl_6_5
 L  udl_6_5
 L  pdl_7_4
 L  udl_7_4
 L  pdl_8_3
 L  udl_8_3
 L  pdl_4_8
 L  udl_4_8
 L  pdl_5_7
 L  udl_5_7
 L  pdl_6_6
 L  udl_6_6
 L  pdl_7_5
 L  udl_7_5
 L  pdl_8_4
 L  udl_8_4
 L  pdl_5_8
 L  udl_5_8
 L  pdl_6_7
 L  udl_6_7
 L  pdl_7_6
 L  udl_7_6
 L  pdl_8_5
 L  udl_8_5
 L  pdl_6_8
 L  udl_6_8
 L  pdl_7_7
 L  udl_7_7
 L  pdl_8_6
 L  udl_8_6
 L  pdl_7_8
 L  udl_7_8
 L  pdl_8_7
 L  udl_8_7
 L  sq_1_1
 L  sq_1_2
 L  sq_1_3
 L  sq_1_4
 L  sq_1_5
 L  sq_1_6
 L  sq_1_7
 L  sq_1_8
 L  sq_2_1
 L  sq_2_2
 L  sq_2_3
 L  sq_2_4
 L  sq_2_5
 L  sq_2_6
 L  sq_2_7
 L  sq_2_8
 L  sq_3_1
 L  sq_3_2
 L  sq_3_3
 L  sq_3_4
 L  sq_3_5
 L  sq_3_6
 L  sq_3_7
 L  sq_3_8
 L  sq_4_1
 L  sq_4_2
 L  sq_4_3
 L  sq_4_4
 L  sq_4_5
 L  sq_4_6
 L  sq_4_7
 L  sq_4_8
 L  sq_5_1
 L  sq_5_2
 L  sq_5_3
 L  sq_5_4
 L  sq_5_5
 L  sq_5_6
 L  sq_5_7
 L  sq_5_8
 L  sq_6_1
 L  sq_6_2
 L  sq_6_3
 L  sq_6_4
 L  sq_6_5
 L  sq_6_6
 L  sq_6_7
 L  sq_6_8
 L  sq_7_1
 L  sq_7_2
 L  sq_7_3
 L  sq_7_4
 L  sq_7_5
 L  sq_7_6
 L  sq_7_7
 L  sq_7_8
 L  sq_8_1
 L  sq_8_2
 L  sq_8_3
 L  sq_8_4
 L  sq_8_5
 L  sq_8_6
 L  sq_8_7
 L  sq_8_8
 E  pieces
COLUMNS
 x_1_1 prt_1_1 1 pdn_1_1 1
 x_1_1 pdr_1_1 1 sq_1_1 1
 x_1_1 pieces 1
 x_1_2 prt_1_2 1 pdn_1_2 1
 x_1_2 pdr_1_2 1 pdl_1_2 1
 x_1_2 sq_1_2 1 pieces 1
 x_1_3 prt_1_3 1 pdn_1_3 1
 x_1_3 pdr_1_3 1 pdl_1_3 1
 x_1_3 sq_1_3 1 pieces 1
 x_1_4 prt_1_4 1 pdn_1_4 1
 x_1_4 pdr_1_4 1 pdl_1_4 1
 x_1_4 sq_1_4 1 pieces 1
 x_1_5 prt_1_5 1 pdn_1_5 1
 x_1_5 pdr_1_5 1 pdl_1_5 1
 x_1_5 sq_1_5 1 pieces 1
 x_1_6 prt_1_6 1 pdn_1_6 1
 x_1_6 pdr_1_6 1 pdl_1_6 1
 x_1_6 sq_1_6 1 pieces 1
 x_1_7 prt_1_7 1 pdn_1_7 1
 x_1_7 pdr_1_7 1 pdl_1_7 1
 x_1_7 sq_1_7 1 pieces 1
 x_1_8 prt_1_8 1 pdn_1_8 1
 x_1_8 pdl_1_8 1 sq_1_8 1
 x_1_8 pieces 1
 x_2_1 prt_2_1 1 pdn_2_1 1
 x_2_1 pdr_2_1 1 pdl_2_1 1
 x_2_1 sq_2_1 1 pieces 1
 x_2_2 prt_2_2 1 pdn_2_2 1
 x_2_2 pdr_2_2 1 pdl_2_2 1
 x_2_2 sq_2_2 1 pieces 1
 x_2_3 prt_2_3 1 pdn_2_3 1
 x_2_3 pdr_2_3 1 pdl_2_3 1
 x_2_3 sq_2_3 1 pieces 1
 x_2_4 prt_2_4 1 pdn_2_4 1
 x_2_4 pdr_2_4 1 pdl_2_4 1
 x_2_4 sq_2_4 1 pieces 1
 x_2_5 prt_2_5 1 pdn_2_5 1
 x_2_5 pdr_2_5 1 pdl_2_5 1
 x_2_5 sq_2_5 1 pieces 1
 x_2_6 prt_2_6 1 pdn_2_6 1
 x_2_6 pdr_2_6 1 pdl_2_6 1
 x_2_6 sq_2_6 1 pieces 1
 x_2_7 prt_2_7 1 pdn_2_7 1
 x_2_7 pdr_2_7 1 pdl_2_7 1
 x_2_7 sq_2_7 1 pieces 1
 x_2_8 prt_2_8 1 pdn_2_8 1
 x_2_8 pdr_2_8 1 pdl_2_8 1
 x_2_8 sq_2_8 1 pieces 1
 x_3_1 prt_3_1 1 pdn_3_1 1
 x_3_1 pdr_3_1 1 pdl_3_1 1
 x_3_1 sq_3_1 1 pieces 1
 x_3_2 prt_3_2 1 pdn_3_2 1
 x_3_2 pdr_3_2 1 pdl_3_2 1
 x_3_2 sq_3_2 1 pieces 1
 x_3_3 prt_3_3 1 pdn_3_3 1
 x_3_3 pdr_3_3 1 pdl_3_3 1
 x_3_3 sq_3_3 1 pieces 1
 x_3_4 prt_3_4 1 pdn_3_4 1
 x_3_4 pdr_3_4 1 pdl_3_4 1
 x_3_4 sq_3_4 1 pieces 1
 x_3_5 prt_3_5 1 pdn_3_5 1
 x_3_5 pdr_3_5 1 pdl_3_5 1
 x_3_5 sq_3_5 1 pieces 1
 x_3_6 prt_3_6 1 pdn_3_6 1
 x_3_6 pdr_3_6 1 pdl_3_6 1
 x_3_6 sq_3_6 1 pieces 1
 x_3_7 prt_3_7 1 pdn_3_7 1
 x_3_7 pdr_3_7 1 pdl_3_7 1
 x_3_7 sq_3_7 1 pieces 1
 x_3_8 prt_3_8 1 pdn_3_8 1
 x_3_8 pdr_3_8 1 pdl_3_8 1
 x_3_8 sq_3_8 1 pieces 1
 x_4_1 prt_4_1 1 pdn_4_1 1
 x_4_1 pdr_4_1 1 pdl_4_1 1
 x_4_1 sq_4_1 1 pieces 1
 x_4_2 prt_4_2 1 pdn_4_2 1
 x_4_2 pdr_4_2 1 pdl_4_2 1
 x_4_2 sq_4_2 1 pieces 1
 x_4_3 prt_4_3 1 pdn_4_3 1
 x_4_3 pdr_4_3 1 pdl_4_3 1
 x_4_3 sq_4_3 1 pieces 1
 x_4_4 prt_4_4 1 pdn_4_4 1
 x_4_4 pdr_4_4 1 pdl_4_4 1
 x_4_4 sq_4_4 1 pieces 1
 x_4_5 prt_4_5 1 pdn_4_5 1
 x_4_5 pdr_4_5 1 pdl_4_5 1
 x_4_5 sq_4_5 1 pieces 1
 x_4_6 prt_4_6 1 pdn_4_6 1
 x_4_6 pdr_4_6 1 pdl_4_6 1
 x_4_6 sq_4_6 1 pieces 1
 x_4_7 prt_4_7 1 pdn_4_7 1
 x_4_7 pdr_4_7 1 pdl_4_7 1
 x_4_7 sq_4_7 1 pieces 1
 x_4_8 prt_4_8 1 pdn_4_8 1
 x_4_8 pdr_4_8 1 pdl_4_8 1
 x_4_8 sq_4_8 1 pieces 1
 x_5_1 prt_5_1 1 pdn_5_1 1
 x_5_1 pdr_5_1 1 pdl_5_1 1
 x_5_1 sq_5_1 1 pieces 1
 x_5_2 prt_5_2 1 pdn_5_2 1
 x_5_2 pdr_5_2 1 pdl_5_2 1
 x_5_2 sq_5_2 1 pieces 1
 x_5_3 prt_5_3 1 pdn_5_3 1
 x_5_3 pdr_5_3 1 pdl_5_3 1
 x_5_3 sq_5_3 1 pieces 1
 x_5_4 prt_5_4 1 pdn_5_4 1
 x_5_4 pdr_5_4 1 pdl_5_4 1
 x_5_4 sq_5_4 1 pieces 1
 x_5_5 prt_5_5 1 pdn_5_5 1
 x_5_5 pdr_5_5 1 pdl_5_5 1
 x_5_5 sq_5_5 1 pieces 1
 x_5_6 prt_5_6 1 pdn_5_6 1
 x_5_6 pdr_5_6 1 pdl_5_6 1
 x_5_6 sq_5_6 1 pieces 1
 x_5_7 prt_5_7 1 pdn_5_7 1
 x_5_7 pdr_5_7 1 pdl_5_7 1
 x_5_7 sq_5_7 1 pieces 1
 x_5_8 prt_5_8 1 pdn_5_8 1
 x_5_8 pdr_5_8 1 pdl_5_8 1
 x_5_8 sq_5_8 1 pieces 1
 x_6_1 prt_6_1 1 pdn_6_1 1
 x_6_1 pdr_6_1 1 pdl_6_1 1
 x_6_1 sq_6_1 1 pieces 1
 x_6_2 prt_6_2 1 pdn_6_2 1
 x_6_2 pdr_6_2 1 pdl_6_2 1
 x_6_2 sq_6_2 1 pieces 1
 x_6_3 prt_6_3 1 pdn_6_3 1
 x_6_3 pdr_6_3 1 pdl_6_3 1
 x_6_3 sq_6_3 1 pieces 1
 x_6_4 prt_6_4 1 pdn_6_4 1
 x_6_4 pdr_6_4 1 pdl_6_4 1
 x_6_4 sq_6_4 1 pieces 1
 x_6_5 prt_6_5 1 pdn_6_5 1
 x_6_5 pdr_6_5 1 pdl_6_5 1
 x_6_5 sq_6_5 1 pieces 1
 x_6_6 prt_6_6 1 pdn_6_6 1
 x_6_6 pdr_6_6 1 pdl_6_6 1
 x_6_6 sq_6_6 1 pieces 1
 x_6_7 prt_6_7 1 pdn_6_7 1
 x_6_7 pdr_6_7 1 pdl_6_7 1
 x_6_7 sq_6_7 1 pieces 1
 x_6_8 prt_6_8 1 pdn_6_8 1
 x_6_8 pdr_6_8 1 pdl_6_8 1
 x_6_8 sq_6_8 1 pieces 1
 x_7_1 prt_7_1 1 pdn_7_1 1
 x_7_1 pdr_7_1 1 pdl_7_1 1
 x_7_1 sq_7_1 1 pieces 1
 x_7_2 prt_7_2 1 pdn_7_2 1
 x_7_2 pdr_7_2 1 pdl_7_2 1
 x_7_2 sq_7_2 1 pieces 1
 x_7_3 prt_7_3 1 pdn_7_3 1
 x_7_3 pdr_7_3 1 pdl_7_3 1
 x_7_3 sq_7_3 1 pieces 1
 x_7_4 prt_7_4 1 pdn_7_4 1
 x_7_4 pdr_7_4 1 pdl_7_4 1
 x_7_4 sq_7_4 1 pieces 1
 x_7_5 prt_7_5 1 pdn_7_5 1
 x_7_5 pdr_7_5 1 pdl_7_5 1
 x_7_5 sq_7_5 1 pieces 1
 x_7_6 prt_7_6 1 pdn_7_6 1
 x_7_6 pdr_7_6 1 pdl_7_6 1
 x_7_6 sq_7_6 1 pieces 1
 x_7_7 prt_7_7 1 pdn_7_7 1
 x_7_7 pdr_7_7 1 pdl_7_7 1
 x_7_7 sq_7_7 1 pieces 1
 x_7_8 prt_7_8 1 pdn_7_8 1
 x_7_8 pdr_7_8 1 pdl_7_8 1
 x_7_8 sq_7_8 1 pieces 1
 x_8_1 prt_8_1 1 pdn_8_1 1
 x_8_1 pdl_8_1 1 sq_8_1 1
 x_8_1 pieces 1
 x_8_2 prt_8_2 1 pdn_8_2 1
 x_8_2 pdr_8_2 1 pdl_8_2 1
 x_8_2 sq_8_2 1 pieces 1
 x_8_3 prt_8_3 1 pdn_8_3 1
 x_8_3 pdr_8_3 1 pdl_8_3 1
 x_8_3 sq_8_3 1 pieces 1
 x_8_4 prt_8_4 1 pdn_8_4 1
 x_8_4 pdr_8_4 1 pdl_8_4 1
 x_8_4 sq_8_4 1 pieces 1
 x_8_5 prt_8_5 1 pdn_8_5 1
 x_8_5 pdr_8_5 1 pdl_8_5 1
 x_8_5 sq_8_5 1 pieces 1
 x_8_6 prt_8_6 1 pdn_8_6 1
 x_8_6 pdr_8_6 1 pdl_8_6 1
 x_8_6 sq_8_6 1 pieces 1
 x_8_7 prt_8_7 1 pdn_8_7 1
 x_8_7 pdr_8_7 1 pdl_8_7 1
 x_8_7 sq_8_7 1 pieces 1
 x_8_8 prt_8_8 1 pdn_8_8 1
 x_8_8 pdr_8_8 1 sq_8_8 1
 x_8_8 pieces 1
 u_1_1 neg_free -1 urt_1_1 1
 u_1_1 udn_1_1 1 udr_1_1 1
 u_1_1 sq_1_1 1
 u_1_2 neg_free -1 urt_1_2 1
 u_1_2 udn_1_2 1 udr_1_2 1
 u_1_2 udl_1_2 1 sq_1_2 1
 u_1_3 neg_free -1 urt_1_3 1
 u_1_3 udn_1_3 1 udr_1_3 1
 u_1_3 udl_1_3 1 sq_1_3 1
 u_1_4 neg_free -1 urt_1_4 1
 u_1_4 udn_1_4 1 udr_1_4 1
 u_1_4 udl_1_4 1 sq_1_4 1
 u_1_5 neg_free -1 urt_1_5 1
 u_1_5 udn_1_5 1 udr_1_5 1
 u_1_5 udl_1_5 1 sq_1_5 1
 u_1_6 neg_free -1 urt_1_6 1
 u_1_6 udn_1_6 1 udr_1_6 1
 u_1_6 udl_1_6 1 sq_1_6 1
 u_1_7 neg_free -1 urt_1_7 1
 u_1_7 udn_1_7 1 udr_1_7 1
 u_1_7 udl_1_7 1 sq_1_7 1
 u_1_8 neg_free -1 urt_1_8 1
 u_1_8 udn_1_8 1 udl_1_8 1
 u_1_8 sq_1_8 1
 u_2_1 neg_free -1 urt_2_1 1
 u_2_1 udn_2_1 1 udr_2_1 1
 u_2_1 udl_2_1 1 sq_2_1 1
 u_2_2 neg_free -1 urt_2_2 1
 u_2_2 udn_2_2 1 udr_2_2 1
 u_2_2 udl_2_2 1 sq_2_2 1
 u_2_3 neg_free -1 urt_2_3 1
 u_2_3 udn_2_3 1 udr_2_3 1
 u_2_3 udl_2_3 1 sq_2_3 1
 u_2_4 neg_free -1 urt_2_4 1
 u_2_4 udn_2_4 1 udr_2_4 1
 u_2_4 udl_2_4 1 sq_2_4 1
 u_2_5 neg_free -1 urt_2_5 1
 u_2_5 udn_2_5 1 udr_2_5 1
 u_2_5 udl_2_5 1 sq_2_5 1
 u_2_6 neg_free -1 urt_2_6 1
 u_2_6 udn_2_6 1 udr_2_6 1
 u_2_6 udl_2_6 1 sq_2_6 1
 u_2_7 neg_free -1 urt_2_7 1
 u_2_7 udn_2_7 1 udr_2_7 1
 u_2_7 udl_2_7 1 sq_2_7 1
 u_2_8 neg_free -1 urt_2_8 1
 u_2_8 udn_2_8 1 udr_2_8 1
 u_2_8 udl_2_8 1 sq_2_8 1
 u_3_1 neg_free -1 urt_3_1 1
 u_3_1 udn_3_1 1 udr_3_1 1
 u_3_1 udl_3_1 1 sq_3_1 1
 u_3_2 neg_free -1 urt_3_2 1
 u_3_2 udn_3_2 1 udr_3_2 1
 u_3_2 udl_3_2 1 sq_3_2 1
 u_3_3 neg_free -1 urt_3_3 1
 u_3_3 udn_3_3 1 udr_3_3 1
 u_3_3 udl_3_3 1 sq_3_3 1
 u_3_4 neg_free -1 urt_3_4 1
 u_3_4 udn_3_4 1 udr_3_4 1
 u_3_4 udl_3_4 1 sq_3_4 1
 u_3_5 neg_free -1 urt_3_5 1
 u_3_5 udn_3_5 1 udr_3_5 1
 u_3_5 udl_3_5 1 sq_3_5 1
 u_3_6 neg_free -1 urt_3_6 1
 u_3_6 udn_3_6 1 udr_3_6 1
 u_3_6 udl_3_6 1 sq_3_6 1
 u_3_7 neg_free -1 urt_3_7 1
 u_3_7 udn_3_7 1 udr_3_7 1
 u_3_7 udl_3_7 1 sq_3_7 1
 u_3_8 neg_free -1 urt_3_8 1
 u_3_8 udn_3_8 1 udr_3_8 1
 u_3_8 udl_3_8 1 sq_3_8 1
 u_4_1 neg_free -1 urt_4_1 1
 u_4_1 udn_4_1 1 udr_4_1 1
 u_4_1 udl_4_1 1 sq_4_1 1
 u_4_2 neg_free -1 urt_4_2 1
 u_4_2 udn_4_2 1 udr_4_2 1
 u_4_2 udl_4_2 1 sq_4_2 1
 u_4_3 neg_free -1 urt_4_3 1
 u_4_3 udn_4_3 1 udr_4_3 1
 u_4_3 udl_4_3 1 sq_4_3 1
 u_4_4 neg_free -1 urt_4_4 1
 u_4_4 udn_4_4 1 udr_4_4 1
 u_4_4 udl_4_4 1 sq_4_4 1
 u_4_5 neg_free -1 urt_4_5 1
 u_4_5 udn_4_5 1 udr_4_5 1
 u_4_5 udl_4_5 1 sq_4_5 1
 u_4_6 neg_free -1 urt_4_6 1
 u_4_6 udn_4_6 1 udr_4_6 1
 u_4_6 udl_4_6 1 sq_4_6 1
 u_4_7 neg_free -1 urt_4_7 1
 u_4_7 udn_4_7 1 udr_4_7 1
 u_4_7 udl_4_7 1 sq_4_7 1
 u_4_8 neg_free -1 urt_4_8 1
 u_4_8 udn_4_8 1 udr_4_8 1
 u_4_8 udl_4_8 1 sq_4_8 1
 u_5_1 neg_free -1 urt_5_1 1
 u_5_1 udn_5_1 1 udr_5_1 1
 u_5_1 udl_5_1 1 sq_5_1 1
 u_5_2 neg_free -1 urt_5_2 1
 u_5_2 udn_5_2 1 udr_5_2 1
 u_5_2 udl_5_2 1 sq_5_2 1
 u_5_3 neg_free -1 urt_5_3 1
 u_5_3 udn_5_3 1 udr_5_3 1
 u_5_3 udl_5_3 1 sq_5_3 1
 u_5_4 neg_free -1 urt_5_4 1
 u_5_4 udn_5_4 1 udr_5_4 1
 u_5_4 udl_5_4 1 sq_5_4 1
 u_5_5 neg_free -1 urt_5_5 1
 u_5_5 udn_5_5 1 udr_5_5 1
 u_5_5 udl_5_5 1 sq_5_5 1
 u_5_6 neg_free -1 urt_5_6 1
 u_5_6 udn_5_6 1 udr_5_6 1
 u_5_6 udl_5_6 1 sq_5_6 1
 u_5_7 neg_free -1 urt_5_7 1
 u_5_7 udn_5_7 1 udr_5_7 1
 u_5_7 udl_5_7 1 sq_5_7 1
 u_5_8 neg_free -1 urt_5_8 1
 u_5_8 udn_5_8 1 udr_5_8 1
 u_5_8 udl_5_8 1 sq_5_8 1
 u_6_1 neg_free -1 urt_6_1 1
 u_6_1 udn_6_1 1 udr_6_1 1
 u_6_1 udl_6_1 1 sq_6_1 1
 u_6_2 neg_free -1 urt_6_2 1
 u_6_2 udn_6_2 1 udr_6_2 1
 u_6_2 udl_6_2 1 sq_6_2 1
 u_6_3 neg_free -1 urt_6_3 1
 u_6_3 udn_6_3 1 udr_6_3 1
 u_6_3 udl_6_3 1 sq_6_3 1
 u_6_4 neg_free -1 urt_6_4 1
 u_6_4 udn_6_4 1 udr_6_4 1
 u_6_4 udl_6_4 1 sq_6_4 1
 u_6_5 neg_free -1 urt_6_5 1
 u_6_5 udn_6_5 1 udr_6_5 1
 u_6_5 udl_6_5 1 sq_6_5 1
 u_6_6 neg_free -1 urt_6_6 1
 u_6_6 udn_6_6 1 udr_6_6 1
 u_6_6 udl_6_6 1 sq_6_6 1
 u_6_7 neg_free -1 urt_6_7 1
 u_6_7 udn_6_7 1 udr_6_7 1
 u_6_7 udl_6_7 1 sq_6_7 1
 u_6_8 neg_free -1 urt_6_8 1
 u_6_8 udn_6_8 1 udr_6_8 1
 u_6_8 udl_6_8 1 sq_6_8 1
 u_7_1 neg_free -1 urt_7_1 1
 u_7_1 udn_7_1 1 udr_7_1 1
 u_7_1 udl_7_1 1 sq_7_1 1
 u_7_2 neg_free -1 urt_7_2 1
 u_7_2 udn_7_2 1 udr_7_2 1
 u_7_2 udl_7_2 1 sq_7_2 1
 u_7_3 neg_free -1 urt_7_3 1
 u_7_3 udn_7_3 1 udr_7_3 1
 u_7_3 udl_7_3 1 sq_7_3 1
 u_7_4 neg_free -1 urt_7_4 1
 u_7_4 udn_7_4 1 udr_7_4 1
 u_7_4 udl_7_4 1 sq_7_4 1
 u_7_5 neg_free -1 urt_7_5 1
 u_7_5 udn_7_5 1 udr_7_5 1
 u_7_5 udl_7_5 1 sq_7_5 1
 u_7_6 neg_free -1 urt_7_6 1
 u_7_6 udn_7_6 1 udr_7_6 1
 u_7_6 udl_7_6 1 sq_7_6 1
 u_7_7 neg_free -1 urt_7_7 1
 u_7_7 udn_7_7 1 udr_7_7 1
 u_7_7 udl_7_7 1 sq_7_7 1
 u_7_8 neg_free -1 urt_7_8 1
 u_7_8 udn_7_8 1 udr_7_8 1
 u_7_8 udl_7_8 1 sq_7_8 1
 u_8_1 neg_free -1 urt_8_1 1
 u_8_1 udn_8_1 1 udl_8_1 1
 u_8_1 sq_8_1 1
 u_8_2 neg_free -1 urt_8_2 1
 u_8_2 udn_8_2 1 udr_8_2 1
 u_8_2 udl_8_2 1 sq_8_2 1
 u_8_3 neg_free -1 urt_8_3 1
 u_8_3 udn_8_3 1 udr_8_3 1
 u_8_3 udl_8_3 1 sq_8_3 1
 u_8_4 neg_free -1 urt_8_4 1
 u_8_4 udn_8_4 1 udr_8_4 1
 u_8_4 udl_8_4 1 sq_8_4 1
 u_8_5 neg_free -1 urt_8_5 1
 u_8_5 udn_8_5 1 udr_8_5 1
 u_8_5 udl_8_5 1 sq_8_5 1
 u_8_6 neg_free -1 urt_8_6 1
 u_8_6 udn_8_6 1 udr_8_6 1
 u_8_6 udl_8_6 1 sq_8_6 1
 u_8_7 neg_free -1 urt_8_7 1
 u_8_7 udn_8_7 1 udr_8_7 1
 u_8_7 udl_8_7 1 sq_8_7 1
 u_8_8 neg_free -1 urt_8_8 1
 u_8_8 udn_8_8 1 udr_8_8 1
 u_8_8 sq_8_8 1
 ort_1_1 prt_1_1 -1 urt_1_1 1
 ort_1_1 prt_1_2 -1 urt_1_2 1
 ort_1_1 prt_1_3 -1 urt_1_3 1
 ort_1_1 prt_1_4 -1 urt_1_4 1
 ort_1_1 prt_1_5 -1 urt_1_5 1
 ort_1_1 prt_1_6 -1 urt_1_6 1
 ort_1_1 prt_1_7 -1 urt_1_7 1
 ort_1_1 prt_1_8 -1 urt_1_8 1
 ort_2_1 prt_2_1 -1 urt_2_1 1
 ort_2_1 prt_2_2 -1 urt_2_2 1
 ort_2_1 prt_2_3 -1 urt_2_3 1
 ort_2_1 prt_2_4 -1 urt_2_4 1
 ort_2_1 prt_2_5 -1 urt_2_5 1
 ort_2_1 prt_2_6 -1 urt_2_6 1
 ort_2_1 prt_2_7 -1 urt_2_7 1
 ort_2_1 prt_2_8 -1 urt_2_8 1
 ort_3_1 prt_3_1 -1 urt_3_1 1
 ort_3_1 prt_3_2 -1 urt_3_2 1
 ort_3_1 prt_3_3 -1 urt_3_3 1
 ort_3_1 prt_3_4 -1 urt_3_4 1
 ort_3_1 prt_3_5 -1 urt_3_5 1
 ort_3_1 prt_3_6 -1 urt_3_6 1
 ort_3_1 prt_3_7 -1 urt_3_7 1
 ort_3_1 prt_3_8 -1 urt_3_8 1
 ort_4_1 prt_4_1 -1 urt_4_1 1
 ort_4_1 prt_4_2 -1 urt_4_2 1
 ort_4_1 prt_4_3 -1 urt_4_3 1
 ort_4_1 prt_4_4 -1 urt_4_4 1
 ort_4_1 prt_4_5 -1 urt_4_5 1
 ort_4_1 prt_4_6 -1 urt_4_6 1
 ort_4_1 prt_4_7 -1 urt_4_7 1
 ort_4_1 prt_4_8 -1 urt_4_8 1
 ort_5_1 prt_5_1 -1 urt_5_1 1
 ort_5_1 prt_5_2 -1 urt_5_2 1
 ort_5_1 prt_5_3 -1 urt_5_3 1
 ort_5_1 prt_5_4 -1 urt_5_4 1
 ort_5_1 prt_5_5 -1 urt_5_5 1
 ort_5_1 prt_5_6 -1 urt_5_6 1
 ort_5_1 prt_5_7 -1 urt_5_7 1
 ort_5_1 prt_5_8 -1 urt_5_8 1
 ort_6_1 prt_6_1 -1 urt_6_1 1
 ort_6_1 prt_6_2 -1 urt_6_2 1
 ort_6_1 prt_6_3 -1 urt_6_3 1
 ort_6_1 prt_6_4 -1 urt_6_4 1
 ort_6_1 prt_6_5 -1 urt_6_5 1
 ort_6_1 prt_6_6 -1 urt_6_6 1
 ort_6_1 prt_6_7 -1 urt_6_7 1
 ort_6_1 prt_6_8 -1 urt_6_8 1
 ort_7_1 prt_7_1 -1 urt_7_1 1
 ort_7_1 prt_7_2 -1 urt_7_2 1
 ort_7_1 prt_7_3 -1 urt_7_3 1
 ort_7_1 prt_7_4 -1 urt_7_4 1
 ort_7_1 prt_7_5 -1 urt_7_5 1
 ort_7_1 prt_7_6 -1 urt_7_6 1
 ort_7_1 prt_7_7 -1 urt_7_7 1
 ort_7_1 prt_7_8 -1 urt_7_8 1
 ort_8_1 prt_8_1 -1 urt_8_1 1
 ort_8_1 prt_8_2 -1 urt_8_2 1
 ort_8_1 prt_8_3 -1 urt_8_3 1
 ort_8_1 prt_8_4 -1 urt_8_4 1
 ort_8_1 prt_8_5 -1 urt_8_5 1
 ort_8_1 prt_8_6 -1 urt_8_6 1
 ort_8_1 prt_8_7 -1 urt_8_7 1
 ort_8_1 prt_8_8 -1 urt_8_8 1
 odn_1_1 pdn_1_1 -1 udn_1_1 1
 odn_1_1 pdn_2_1 -1 udn_2_1 1
 odn_1_1 pdn_3_1 -1 udn_3_1 1
 odn_1_1 pdn_4_1 -1 udn_4_1 1
 odn_1_1 pdn_5_1 -1 udn_5_1 1
 odn_1_1 pdn_6_1 -1 udn_6_1 1
 odn_1_1 pdn_7_1 -1 udn_7_1 1
 odn_1_1 pdn_8_1 -1 udn_8_1 1
 odn_1_2 pdn_1_2 -1 udn_1_2 1
 odn_1_2 pdn_2_2 -1 udn_2_2 1
 odn_1_2 pdn_3_2 -1 udn_3_2 1
 odn_1_2 pdn_4_2 -1 udn_4_2 1
 odn_1_2 pdn_5_2 -1 udn_5_2 1
 odn_1_2 pdn_6_2 -1 udn_6_2 1
 odn_1_2 pdn_7_2 -1 udn_7_2 1
 odn_1_2 pdn_8_2 -1 udn_8_2 1
 odn_1_3 pdn_1_3 -1 udn_1_3 1
 odn_1_3 pdn_2_3 -1 udn_2_3 1
 odn_1_3 pdn_3_3 -1 udn_3_3 1
 odn_1_3 pdn_4_3 -1 udn_4_3 1
 odn_1_3 pdn_5_3 -1 udn_5_3 1
 odn_1_3 pdn_6_3 -1 udn_6_3 1
 odn_1_3 pdn_7_3 -1 udn_7_3 1
 odn_1_3 pdn_8_3 -1 udn_8_3 1
 odn_1_4 pdn_1_4 -1 udn_1_4 1
 odn_1_4 pdn_2_4 -1 udn_2_4 1
 odn_1_4 pdn_3_4 -1 udn_3_4 1
 odn_1_4 pdn_4_4 -1 udn_4_4 1
 odn_1_4 pdn_5_4 -1 udn_5_4 1
 odn_1_4 pdn_6_4 -1 udn_6_4 1
 odn_1_4 pdn_7_4 -1 udn_7_4 1
 odn_1_4 pdn_8_4 -1 udn_8_4 1
 odn_1_5 pdn_1_5 -1 udn_1_5 1
 odn_1_5 pdn_2_5 -1 udn_2_5 1
 odn_1_5 pdn_3_5 -1 udn_3_5 1
 odn_1_5 pdn_4_5 -1 udn_4_5 1
 odn_1_5 pdn_5_5 -1 udn_5_5 1
 odn_1_5 pdn_6_5 -1 udn_6_5 1
 odn_1_5 pdn_7_5 -1 udn_7_5 1
 odn_1_5 pdn_8_5 -1 udn_8_5 1
 odn_1_6 pdn_1_6 -1 udn_1_6 1
 odn_1_6 pdn_2_6 -1 udn_2_6 1
 odn_1_6 pdn_3_6 -1 udn_3_6 1
 odn_1_6 pdn_4_6 -1 udn_4_6 1
 odn_1_6 pdn_5_6 -1 udn_5_6 1
 odn_1_6 pdn_6_6 -1 udn_6_6 1
 odn_1_6 pdn_7_6 -1 udn_7_6 1
 odn_1_6 pdn_8_6 -1 udn_8_6 1
 odn_1_7 pdn_1_7 -1 udn_1_7 1
 odn_1_7 pdn_2_7 -1 udn_2_7 1
 odn_1_7 pdn_3_7 -1 udn_3_7 1
 odn_1_7 pdn_4_7 -1 udn_4_7 1
 odn_1_7 pdn_5_7 -1 udn_5_7 1
 odn_1_7 pdn_6_7 -1 udn_6_7 1
 odn_1_7 pdn_7_7 -1 udn_7_7 1
 odn_1_7 pdn_8_7 -1 udn_8_7 1
 odn_1_8 pdn_1_8 -1 udn_1_8 1
 odn_1_8 pdn_2_8 -1 udn_2_8 1
 odn_1_8 pdn_3_8 -1 udn_3_8 1
 odn_1_8 pdn_4_8 -1 udn_4_8 1
 odn_1_8 pdn_5_8 -1 udn_5_8 1
 odn_1_8 pdn_6_8 -1 udn_6_8 1
 odn_1_8 pdn_7_8 -1 udn_7_8 1
 odn_1_8 pdn_8_8 -1 udn_8_8 1
 odr_1_1 pdr_1_1 -1 udr_1_1 1
 odr_1_1 pdr_2_2 -1 udr_2_2 1
 odr_1_1 pdr_3_3 -1 udr_3_3 1
 odr_1_1 pdr_4_4 -1 udr_4_4 1
 odr_1_1 pdr_5_5 -1 udr_5_5 1
 odr_1_1 pdr_6_6 -1 udr_6_6 1
 odr_1_1 pdr_7_7 -1 udr_7_7 1
 odr_1_1 pdr_8_8 -1 udr_8_8 1
 odr_1_2 pdr_1_2 -1 udr_1_2 1
 odr_1_2 pdr_2_3 -1 udr_2_3 1
 odr_1_2 pdr_3_4 -1 udr_3_4 1
 odr_1_2 pdr_4_5 -1 udr_4_5 1
 odr_1_2 pdr_5_6 -1 udr_5_6 1
 odr_1_2 pdr_6_7 -1 udr_6_7 1
 odr_1_2 pdr_7_8 -1 udr_7_8 1
 odr_1_3 pdr_1_3 -1 udr_1_3 1
 odr_1_3 pdr_2_4 -1 udr_2_4 1
 odr_1_3 pdr_3_5 -1 udr_3_5 1
 odr_1_3 pdr_4_6 -1 udr_4_6 1
 odr_1_3 pdr_5_7 -1 udr_5_7 1
 odr_1_3 pdr_6_8 -1 udr_6_8 1
 odr_1_4 pdr_1_4 -1 udr_1_4 1
 odr_1_4 pdr_2_5 -1 udr_2_5 1
 odr_1_4 pdr_3_6 -1 udr_3_6 1
 odr_1_4 pdr_4_7 -1 udr_4_7 1
 odr_1_4 pdr_5_8 -1 udr_5_8 1
 odr_1_5 pdr_1_5 -1 udr_1_5 1
 odr_1_5 pdr_2_6 -1 udr_2_6 1
 odr_1_5 pdr_3_7 -1 udr_3_7 1
 odr_1_5 pdr_4_8 -1 udr_4_8 1
 odr_1_6 pdr_1_6 -1 udr_1_6 1
 odr_1_6 pdr_2_7 -1 udr_2_7 1
 odr_1_6 pdr_3_8 -1 udr_3_8 1
 odr_1_7 pdr_1_7 -1 udr_1_7 1
 odr_1_7 pdr_2_8 -1 udr_2_8 1
 odr_2_1 pdr_2_1 -1 udr_2_1 1
 odr_2_1 pdr_3_2 -1 udr_3_2 1
 odr_2_1 pdr_4_3 -1 udr_4_3 1
 odr_2_1 pdr_5_4 -1 udr_5_4 1
 odr_2_1 pdr_6_5 -1 udr_6_5 1
 odr_2_1 pdr_7_6 -1 udr_7_6 1
 odr_2_1 pdr_8_7 -1 udr_8_7 1
 odr_3_1 pdr_3_1 -1 udr_3_1 1
 odr_3_1 pdr_4_2 -1 udr_4_2 1
 odr_3_1 pdr_5_3 -1 udr_5_3 1
 odr_3_1 pdr_6_4 -1 udr_6_4 1
 odr_3_1 pdr_7_5 -1 udr_7_5 1
 odr_3_1 pdr_8_6 -1 udr_8_6 1
 odr_4_1 pdr_4_1 -1 udr_4_1 1
 odr_4_1 pdr_5_2 -1 udr_5_2 1
 odr_4_1 pdr_6_3 -1 udr_6_3 1
 odr_4_1 pdr_7_4 -1 udr_7_4 1
 odr_4_1 pdr_8_5 -1 udr_8_5 1
 odr_5_1 pdr_5_1 -1 udr_5_1 1
 odr_5_1 pdr_6_2 -1 udr_6_2 1
 odr_5_1 pdr_7_3 -1 udr_7_3 1
 odr_5_1 pdr_8_4 -1 udr_8_4 1
 odr_6_1 pdr_6_1 -1 udr_6_1 1
 odr_6_1 pdr_7_2 -1 udr_7_2 1
 odr_6_1 pdr_8_3 -1 udr_8_3 1
 odr_7_1 pdr_7_1 -1 udr_7_1 1
 odr_7_1 pdr_8_2 -1 udr_8_2 1
 odl_1_2 pdl_1_2 -1 udl_1_2 1
 odl_1_2 pdl_2_1 -1 udl_2_1 1
 odl_1_3 pdl_1_3 -1 udl_1_3 1
 odl_1_3 pdl_2_2 -1 udl_2_2 1
 odl_1_3 pdl_3_1 -1 udl_3_1 1
 odl_1_4 pdl_1_4 -1 udl_1_4 1
 odl_1_4 pdl_2_3 -1 udl_2_3 1
 odl_1_4 pdl_3_2 -1 udl_3_2 1
 odl_1_4 pdl_4_1 -1 udl_4_1 1
 odl_1_5 pdl_1_5 -1 udl_1_5 1
 odl_1_5 pdl_2_4 -1 udl_2_4 1
 odl_1_5 pdl_3_3 -1 udl_3_3 1
 odl_1_5 pdl_4_2 -1 udl_4_2 1
 odl_1_5 pdl_5_1 -1 udl_5_1 1
 odl_1_6 pdl_1_6 -1 udl_1_6 1
 odl_1_6 pdl_2_5 -1 udl_2_5 1
 odl_1_6 pdl_3_4 -1 udl_3_4 1
 odl_1_6 pdl_4_3 -1 udl_4_3 1
 odl_1_6 pdl_5_2 -1 udl_5_2 1
 odl_1_6 pdl_6_1 -1 udl_6_1 1
 odl_1_7 pdl_1_7 -1 udl_1_7 1
 odl_1_7 pdl_2_6 -1 udl_2_6 1
 odl_1_7 pdl_3_5 -1 udl_3_5 1
 odl_1_7 pdl_4_4 -1 udl_4_4 1
 odl_1_7 pdl_5_3 -1 udl_5_3 1
 odl_1_7 pdl_6_2 -1 udl_6_2 1
 odl_1_7 pdl_7_1 -1 udl_7_1 1
 odl_1_8 pdl_1_8 -1 udl_1_8 1
 odl_1_8 pdl_2_7 -1 udl_2_7 1
 odl_1_8 pdl_3_6 -1 udl_3_6 1
 odl_1_8 pdl_4_5 -1 udl_4_5 1
 odl_1_8 pdl_5_4 -1 udl_5_4 1
 odl_1_8 pdl_6_3 -1 udl_6_3 1
 odl_1_8 pdl_7_2 -1 udl_7_2 1
 odl_1_8 pdl_8_1 -1 udl_8_1 1
 odl_2_8 pdl_2_8 -1 udl_2_8 1
 odl_2_8 pdl_3_7 -1 udl_3_7 1
 odl_2_8 pdl_4_6 -1 udl_4_6 1
 odl_2_8 pdl_5_5 -1 udl_5_5 1
 odl_2_8 pdl_6_4 -1 udl_6_4 1
 odl_2_8 pdl_7_3 -1 udl_7_3 1
 odl_2_8 pdl_8_2 -1 udl_8_2 1
 odl_3_8 pdl_3_8 -1 udl_3_8 1
 odl_3_8 pdl_4_7 -1 udl_4_7 1
 odl_3_8 pdl_5_6 -1 udl_5_6 1
 odl_3_8 pdl_6_5 -1 udl_6_5 1
 odl_3_8 pdl_7_4 -1 udl_7_4 1
 odl_3_8 pdl_8_3 -1 udl_8_3 1
 odl_4_8 pdl_4_8 -1 udl_4_8 1
 odl_4_8 pdl_5_7 -1 udl_5_7 1
 odl_4_8 pdl_6_6 -1 udl_6_6 1
 odl_4_8 pdl_7_5 -1 udl_7_5 1
 odl_4_8 pdl_8_4 -1 udl_8_4 1
 odl_5_8 pdl_5_8 -1 udl_5_8 1
 odl_5_8 pdl_6_7 -1 udl_6_7 1
 odl_5_8 pdl_7_6 -1 udl_7_6 1
 odl_5_8 pdl_8_5 -1 udl_8_5 1
 odl_6_8 pdl_6_8 -1 udl_6_8 1
 odl_6_8 pdl_7_7 -1 udl_7_7 1
 odl_6_8 pdl_8_6 -1 udl_8_6 1
 odl_7_8 pdl_7_8 -1 udl_7_8 1
 odl_7_8 pdl_8_7 -1 udl_8_7 1
RHS
 RHS urt_1_1 1 urt_1_2 1
 RHS urt_1_3 1 urt_1_4 1
 RHS urt_1_5 1 urt_1_6 1
 RHS urt_1_7 1 urt_1_8 1
 RHS urt_2_1 1 urt_2_2 1
 RHS urt_2_3 1 urt_2_4 1
 RHS urt_2_5 1 urt_2_6 1
 RHS urt_2_7 1 urt_2_8 1
 RHS urt_3_1 1 urt_3_2 1
 RHS urt_3_3 1 urt_3_4 1
 RHS urt_3_5 1 urt_3_6 1
 RHS urt_3_7 1 urt_3_8 1
 RHS urt_4_1 1 urt_4_2 1
 RHS urt_4_3 1 urt_4_4 1
 RHS urt_4_5 1 urt_4_6 1
 RHS urt_4_7 1 urt_4_8 1
 RHS urt_5_1 1 urt_5_2 1
 RHS urt_5_3 1 urt_5_4 1
 RHS urt_5_5 1 urt_5_6 1
 RHS urt_5_7 1 urt_5_8 1
 RHS urt_6_1 1 urt_6_2 1
 RHS urt_6_3 1 urt_6_4 1
 RHS urt_6_5 1 urt_6_6 1
 RHS urt_6_7 1 urt_6_8 1
 RHS urt_7_1 1 urt_7_2 1
 RHS urt_7_3 1 urt_7_4 1
 RHS urt_7_5 1 urt_7_6 1
 RHS urt_7_7 1 urt_7_8 1
 RHS urt_8_1 1 urt_8_2 1
 RHS urt_8_3 1 urt_8_4 1
 RHS urt_8_5 1 urt_8_6 1
 RHS urt_8_7 1 urt_8_8 1
 RHS udn_1_1 1 udn_2_1 1
 RHS udn_3_1 1 udn_4_1 1
 RHS udn_5_1 1 udn_6_1 1
 RHS udn_7_1 1 udn_8_1 1
 RHS udn_1_2 1 udn_2_2 1
 RHS udn_3_2 1 udn_4_2 1
 RHS udn_5_2 1 udn_6_2 1
 RHS udn_7_2 1 udn_8_2 1
 RHS udn_1_3 1 udn_2_3 1
 RHS udn_3_3 1 udn_4_3 1
 RHS udn_5_3 1 udn_6_3 1
 RHS udn_7_3 1 udn_8_3 1
 RHS udn_1_4 1 udn_2_4 1
 RHS udn_3_4 1 udn_4_4 1
 RHS udn_5_4 1 udn_6_4 1
 RHS udn_7_4 1 udn_8_4 1
 RHS udn_1_5 1 udn_2_5 1
 RHS udn_3_5 1 udn_4_5 1
 RHS udn_5_5 1 udn_6_5 1
 RHS udn_7_5 1 udn_8_5 1
 RHS udn_1_6 1 udn_2_6 1
 RHS udn_3_6 1 udn_4_6 1
 RHS udn_5_6 1 udn_6_6 1
 RHS udn_7_6 1 udn_8_6 1
 RHS udn_1_7 1 udn_2_7 1
 RHS udn_3_7 1 udn_4_7 1
 RHS udn_5_7 1 udn_6_7 1
 RHS udn_7_7 1 udn_8_7 1
 RHS udn_1_8 1 udn_2_8 1
 RHS udn_3_8 1 udn_4_8 1
 RHS udn_5_8 1 udn_6_8 1
 RHS udn_7_8 1 udn_8_8 1
 RHS udr_1_1 1 udr_2_2 1
 RHS udr_3_3 1 udr_4_4 1
 RHS udr_5_5 1 udr_6_6 1
 RHS udr_7_7 1 udr_8_8 1
 RHS udr_1_2 1 udr_2_3 1
 RHS udr_3_4 1 udr_4_5 1
 RHS udr_5_6 1 udr_6_7 1
 RHS udr_7_8 1 udr_1_3 1
 RHS udr_2_4 1 udr_3_5 1
 RHS udr_4_6 1 udr_5_7 1
 RHS udr_6_8 1 udr_1_4 1
 RHS udr_2_5 1 udr_3_6 1
 RHS udr_4_7 1 udr_5_8 1
 RHS udr_1_5 1 udr_2_6 1
 RHS udr_3_7 1 udr_4_8 1
 RHS udr_1_6 1 udr_2_7 1
 RHS udr_3_8 1 udr_1_7 1
 RHS udr_2_8 1 udr_2_1 1
 RHS udr_3_2 1 udr_4_3 1
 RHS udr_5_4 1 udr_6_5 1
 RHS udr_7_6 1 udr_8_7 1
 RHS udr_3_1 1 udr_4_2 1
 RHS udr_5_3 1 udr_6_4 1
 RHS udr_7_5 1 udr_8_6 1
 RHS udr_4_1 1 udr_5_2 1
 RHS udr_6_3 1 udr_7_4 1
 RHS udr_8_5 1 udr_5_1 1
 RHS udr_6_2 1 udr_7_3 1
 RHS udr_8_4 1 udr_6_1 1
 RHS udr_7_2 1 udr_8_3 1
 RHS udr_7_1 1 udr_8_2 1
 RHS udl_1_2 1 udl_2_1 1
 RHS udl_1_3 1 udl_2_2 1
 RHS udl_3_1 1 udl_1_4 1
 RHS udl_2_3 1 udl_3_2 1
 RHS udl_4_1 1 udl_1_5 1
 RHS udl_2_4 1 udl_3_3 1
 RHS udl_4_2 1 udl_5_1 1
 RHS udl_1_6 1 udl_2_5 1
 RHS udl_3_4 1 udl_4_3 1
 RHS udl_5_2 1 udl_6_1 1
 RHS udl_1_7 1 udl_2_6 1
 RHS udl_3_5 1 udl_4_4 1
 RHS udl_5_3 1 udl_6_2 1
 RHS udl_7_1 1 udl_1_8 1
 RHS udl_2_7 1 udl_3_6 1
 RHS udl_4_5 1 udl_5_4 1
 RHS udl_6_3 1 udl_7_2 1
 RHS udl_8_1 1 udl_2_8 1
 RHS udl_3_7 1 udl_4_6 1
 RHS udl_5_5 1 udl_6_4 1
 RHS udl_7_3 1 udl_8_2 1
 RHS udl_3_8 1 udl_4_7 1
 RHS udl_5_6 1 udl_6_5 1
 RHS udl_7_4 1 udl_8_3 1
 RHS udl_4_8 1 udl_5_7 1
 RHS udl_6_6 1 udl_7_5 1
 RHS udl_8_4 1 udl_5_8 1
 RHS udl_6_7 1 udl_7_6 1
 RHS udl_8_5 1 udl_6_8 1
 RHS udl_7_7 1 udl_8_6 1
 RHS udl_7_8 1 udl_8_7 1
 RHS sq_1_1 1 sq_1_2 1
 RHS sq_1_3 1 sq_1_4 1
 RHS sq_1_5 1 sq_1_6 1
 RHS sq_1_7 1 sq_1_8 1
 RHS sq_2_1 1 sq_2_2 1
 RHS sq_2_3 1 sq_2_4 1
 RHS sq_2_5 1 sq_2_6 1
 RHS sq_2_7 1 sq_2_8 1
 RHS sq_3_1 1 sq_3_2 1
 RHS sq_3_3 1 sq_3_4 1
 RHS sq_3_5 1 sq_3_6 1
 RHS sq_3_7 1 sq_3_8 1
 RHS sq_4_1 1 sq_4_2 1
 RHS sq_4_3 1 sq_4_4 1
 RHS sq_4_5 1 sq_4_6 1
 RHS sq_4_7 1 sq_4_8 1
 RHS sq_5_1 1 sq_5_2 1
 RHS sq_5_3 1 sq_5_4 1
 RHS sq_5_5 1 sq_5_6 1
 RHS sq_5_7 1 sq_5_8 1
 RHS sq_6_1 1 sq_6_2 1
 RHS sq_6_3 1 sq_6_4 1
 RHS sq_6_5 1 sq_6_6 1
 RHS sq_6_7 1 sq_6_8 1
 RHS sq_7_1 1 sq_7_2 1
 RHS sq_7_3 1 sq_7_4 1
 RHS sq_7_5 1 sq_7_6 1
 RHS sq_7_7 1 sq_7_8 1
 RHS sq_8_1 1 sq_8_2 1
 RHS sq_8_3 1 sq_8_4 1
 RHS sq_8_5 1 sq_8_6 1
 RHS sq_8_7 1 sq_8_8 1
 RHS pieces 8
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
 BV BND u_1_1
 BV BND u_1_2
 BV BND u_1_3
 BV BND u_1_4
 BV BND u_1_5
 BV BND u_1_6
 BV BND u_1_7
 BV BND u_1_8
 BV BND u_2_1
 BV BND u_2_2
 BV BND u_2_3
 BV BND u_2_4
 BV BND u_2_5
 BV BND u_2_6
 BV BND u_2_7
 BV BND u_2_8
 BV BND u_3_1
 BV BND u_3_2
 BV BND u_3_3
 BV BND u_3_4
 BV BND u_3_5
 BV BND u_3_6
 BV BND u_3_7
 BV BND u_3_8
 BV BND u_4_1
 BV BND u_4_2
 BV BND u_4_3
 BV BND u_4_4
 BV BND u_4_5
 BV BND u_4_6
 BV BND u_4_7
 BV BND u_4_8
 BV BND u_5_1
 BV BND u_5_2
 BV BND u_5_3
 BV BND u_5_4
 BV BND u_5_5
 BV BND u_5_6
 BV BND u_5_7
 BV BND u_5_8
 BV BND u_6_1
 BV BND u_6_2
 BV BND u_6_3
 BV BND u_6_4
 BV BND u_6_5
 BV BND u_6_6
 BV BND u_6_7
 BV BND u_6_8
 BV BND u_7_1
 BV BND u_7_2
 BV BND u_7_3
 BV BND u_7_4
 BV BND u_7_5
 BV BND u_7_6
 BV BND u_7_7
 BV BND u_7_8
 BV BND u_8_1
 BV BND u_8_2
 BV BND u_8_3
 BV BND u_8_4
 BV BND u_8_5
 BV BND u_8_6
 BV BND u_8_7
 BV BND u_8_8
 BV BND ort_1_1
 BV BND ort_2_1
 BV BND ort_3_1
 BV BND ort_4_1
 BV BND ort_5_1
 BV BND ort_6_1
 BV BND ort_7_1
 BV BND ort_8_1
 BV BND odn_1_1
 BV BND odn_1_2
 BV BND odn_1_3
 BV BND odn_1_4
 BV BND odn_1_5
 BV BND odn_1_6
 BV BND odn_1_7
 BV BND odn_1_8
 BV BND odr_1_1
 BV BND odr_1_2
 BV BND odr_1_3
 BV BND odr_1_4
 BV BND odr_1_5
 BV BND odr_1_6
 BV BND odr_1_7
 BV BND odr_2_1
 BV BND odr_3_1
 BV BND odr_4_1
 BV BND odr_5_1
 BV BND odr_6_1
 BV BND odr_7_1
 BV BND odl_1_2
 BV BND odl_1_3
 BV BND odl_1_4
 BV BND odl_1_5
 BV BND odl_1_6
 BV BND odl_1_7
 BV BND odl_1_8
 BV BND odl_2_8
 BV BND odl_3_8
 BV BND odl_4_8
 BV BND odl_5_8
 BV BND odl_6_8
 BV BND odl_7_8
ENDATA
