* boardlp 1 piece=queens board=5x5 problem=colour k=5 formulation=clique walls=none cuts=colour-order
*
* Colouring a 5x5 board: every square gets one of at most 5 colours so that no two squares
* of one colour attack each other (a queen on one would attack a queen on the other), in
* as few colours as possible: the chromatic number of the queen graph. For queens on n x n:
* OEIS A088202; the DIMACS graph colouring benchmarks queen5_5 .. queen16_16 are these boards.
* K = 5 is the count of a greedy colouring (DSATUR), so that a solution exists.
*
* A queen attacks along its row, its column and both its diagonals.
* No walls.
* A wall or a hole gets no colour; a wall cuts lines, a hole does not.
*
* Variables: 130 binaries
*   x_R_C_k = 1 if square (R,C) has colour k, else 0 (k = 1..5).
*   w_k     = 1 if colour k is used.
*   R = 1..5 counts rows from the top, C = 1..5 columns from the left.
*
* Objective
*   minimize  ncolours: sum over k of w_k, the number of colours used
*
* Constraints: 149 rows with 733 nonzeros
*   sq_R_C
*       x_R_C_1 + x_R_C_2 + ... + x_R_C_K = 1
*       (square (R,C) has exactly one colour)
*   row_Rck
*       sum over C of x_R_C_k - w_k <= 0
*       (at most one queen in row R: for the squares of colour k, and none of them unless w_k = 1)
*   col_Cck
*       sum over R of x_R_C_k - w_k <= 0
*       (at most one queen in column C: for the squares of colour k, and none of them unless w_k = 1)
*   dr_R_Cck
*       x_R_C_k + x_(R+1)_(C+1)_k + ... - w_k <= 0
*       (at most one queen on the diagonal running down and right from square (R,C) to the next wall or edge: for the squares of colour k, and none of them unless w_k = 1)
*   dl_R_Cck
*       x_R_C_k + x_(R+1)_(C-1)_k + ... - w_k <= 0
*       (at most one queen on the diagonal running down and left from square (R,C) to the next wall or edge: for the squares of colour k, and none of them unless w_k = 1)
*   ord_ck
*       w_k - w_(k+1) >= 0
*       (colour k+1 is used only if colour k is: of the K! renamings of a colouring's colours, the ones that use colours 1, 2, ... first (a cut, --cut colour-order))
*
* Clique form: for each colour, one row per line segment, squares that all attack each other,
* sum of x_k - w_k <= 0, instead of one per attacking pair (--formulation pairwise). Summed
* over k, a segment of L squares needs sum w_k >= L: the LP bound is the longest segment, the
* largest clique the rows name (for queens on n x n, n), where the pairs give 2.
* The squares of one colour are a set of queens that do not attack each other, so each colour's
* rows are the packing rows of --max, with w_k in place of the 1 on the right.
* The cut rows ord_ck (--cut colour-order) keep, of the K! renamings of a colouring, those
* that use colours 1, 2, ... first.
NAME          queens_5x5
ROWS
 N  ncolours
 E  sq_1_1
 E  sq_1_2
 E  sq_1_3
 E  sq_1_4
 E  sq_1_5
 E  sq_2_1
 E  sq_2_2
 E  sq_2_3
 E  sq_2_4
 E  sq_2_5
 E  sq_3_1
 E  sq_3_2
 E  sq_3_3
 E  sq_3_4
 E  sq_3_5
 E  sq_4_1
 E  sq_4_2
 E  sq_4_3
 E  sq_4_4
 E  sq_4_5
 E  sq_5_1
 E  sq_5_2
 E  sq_5_3
 E  sq_5_4
 E  sq_5_5
 L  row_1c1
 L  row_2c1
 L  row_3c1
 L  row_4c1
 L  row_5c1
 L  row_1c2
 L  row_2c2
 L  row_3c2
 L  row_4c2
 L  row_5c2
 L  row_1c3
 L  row_2c3
 L  row_3c3
 L  row_4c3
 L  row_5c3
 L  row_1c4
 L  row_2c4
 L  row_3c4
 L  row_4c4
 L  row_5c4
 L  row_1c5
 L  row_2c5
 L  row_3c5
 L  row_4c5
 L  row_5c5
 L  col_1c1
 L  col_2c1
 L  col_3c1
 L  col_4c1
 L  col_5c1
 L  col_1c2
 L  col_2c2
 L  col_3c2
 L  col_4c2
 L  col_5c2
 L  col_1c3
 L  col_2c3
 L  col_3c3
 L  col_4c3
 L  col_5c3
 L  col_1c4
 L  col_2c4
 L  col_3c4
 L  col_4c4
 L  col_5c4
 L  col_1c5
 L  col_2c5
 L  col_3c5
 L  col_4c5
 L  col_5c5
 L  dr_1_1c1
 L  dr_1_2c1
 L  dr_1_3c1
 L  dr_1_4c1
 L  dr_2_1c1
 L  dr_3_1c1
 L  dr_4_1c1
 L  dr_1_1c2
 L  dr_1_2c2
 L  dr_1_3c2
 L  dr_1_4c2
 L  dr_2_1c2
 L  dr_3_1c2
 L  dr_4_1c2
 L  dr_1_1c3
 L  dr_1_2c3
 L  dr_1_3c3
 L  dr_1_4c3
 L  dr_2_1c3
 L  dr_3_1c3
 L  dr_4_1c3
 L  dr_1_1c4
 L  dr_1_2c4
 L  dr_1_3c4
 L  dr_1_4c4
 L  dr_2_1c4
 L  dr_3_1c4
 L  dr_4_1c4
 L  dr_1_1c5
 L  dr_1_2c5
 L  dr_1_3c5
 L  dr_1_4c5
 L  dr_2_1c5
 L  dr_3_1c5
 L  dr_4_1c5
 L  dl_1_2c1
 L  dl_1_3c1
 L  dl_1_4c1
 L  dl_1_5c1
 L  dl_2_5c1
 L  dl_3_5c1
 L  dl_4_5c1
 L  dl_1_2c2
 L  dl_1_3c2
 L  dl_1_4c2
 L  dl_1_5c2
 L  dl_2_5c2
 L  dl_3_5c2
 L  dl_4_5c2
 L  dl_1_2c3
 L  dl_1_3c3
 L  dl_1_4c3
 L  dl_1_5c3
 L  dl_2_5c3
 L  dl_3_5c3
 L  dl_4_5c3
 L  dl_1_2c4
 L  dl_1_3c4
 L  dl_1_4c4
 L  dl_1_5c4
 L  dl_2_5c4
 L  dl_3_5c4
 L  dl_4_5c4
 L  dl_1_2c5
 L  dl_1_3c5
 L  dl_1_4c5
 L  dl_1_5c5
 L  dl_2_5c5
 L  dl_3_5c5
 L  dl_4_5c5
 G  ord_c1
 G  ord_c2
 G  ord_c3
 G  ord_c4
COLUMNS
    x_1_1_1   sq_1_1               1   row_1c1              1
    x_1_1_1   col_1c1              1   dr_1_1c1             1
    x_1_2_1   sq_1_2               1   row_1c1              1
    x_1_2_1   col_2c1              1   dr_1_2c1             1
    x_1_2_1   dl_1_2c1             1
    x_1_3_1   sq_1_3               1   row_1c1              1
    x_1_3_1   col_3c1              1   dr_1_3c1             1
    x_1_3_1   dl_1_3c1             1
    x_1_4_1   sq_1_4               1   row_1c1              1
    x_1_4_1   col_4c1              1   dr_1_4c1             1
    x_1_4_1   dl_1_4c1             1
    x_1_5_1   sq_1_5               1   row_1c1              1
    x_1_5_1   col_5c1              1   dl_1_5c1             1
    x_2_1_1   sq_2_1               1   row_2c1              1
    x_2_1_1   col_1c1              1   dr_2_1c1             1
    x_2_1_1   dl_1_2c1             1
    x_2_2_1   sq_2_2               1   row_2c1              1
    x_2_2_1   col_2c1              1   dr_1_1c1             1
    x_2_2_1   dl_1_3c1             1
    x_2_3_1   sq_2_3               1   row_2c1              1
    x_2_3_1   col_3c1              1   dr_1_2c1             1
    x_2_3_1   dl_1_4c1             1
    x_2_4_1   sq_2_4               1   row_2c1              1
    x_2_4_1   col_4c1              1   dr_1_3c1             1
    x_2_4_1   dl_1_5c1             1
    x_2_5_1   sq_2_5               1   row_2c1              1
    x_2_5_1   col_5c1              1   dr_1_4c1             1
    x_2_5_1   dl_2_5c1             1
    x_3_1_1   sq_3_1               1   row_3c1              1
    x_3_1_1   col_1c1              1   dr_3_1c1             1
    x_3_1_1   dl_1_3c1             1
    x_3_2_1   sq_3_2               1   row_3c1              1
    x_3_2_1   col_2c1              1   dr_2_1c1             1
    x_3_2_1   dl_1_4c1             1
    x_3_3_1   sq_3_3               1   row_3c1              1
    x_3_3_1   col_3c1              1   dr_1_1c1             1
    x_3_3_1   dl_1_5c1             1
    x_3_4_1   sq_3_4               1   row_3c1              1
    x_3_4_1   col_4c1              1   dr_1_2c1             1
    x_3_4_1   dl_2_5c1             1
    x_3_5_1   sq_3_5               1   row_3c1              1
    x_3_5_1   col_5c1              1   dr_1_3c1             1
    x_3_5_1   dl_3_5c1             1
    x_4_1_1   sq_4_1               1   row_4c1              1
    x_4_1_1   col_1c1              1   dr_4_1c1             1
    x_4_1_1   dl_1_4c1             1
    x_4_2_1   sq_4_2               1   row_4c1              1
    x_4_2_1   col_2c1              1   dr_3_1c1             1
    x_4_2_1   dl_1_5c1             1
    x_4_3_1   sq_4_3               1   row_4c1              1
    x_4_3_1   col_3c1              1   dr_2_1c1             1
    x_4_3_1   dl_2_5c1             1
    x_4_4_1   sq_4_4               1   row_4c1              1
    x_4_4_1   col_4c1              1   dr_1_1c1             1
    x_4_4_1   dl_3_5c1             1
    x_4_5_1   sq_4_5               1   row_4c1              1
    x_4_5_1   col_5c1              1   dr_1_2c1             1
    x_4_5_1   dl_4_5c1             1
    x_5_1_1   sq_5_1               1   row_5c1              1
    x_5_1_1   col_1c1              1   dl_1_5c1             1
    x_5_2_1   sq_5_2               1   row_5c1              1
    x_5_2_1   col_2c1              1   dr_4_1c1             1
    x_5_2_1   dl_2_5c1             1
    x_5_3_1   sq_5_3               1   row_5c1              1
    x_5_3_1   col_3c1              1   dr_3_1c1             1
    x_5_3_1   dl_3_5c1             1
    x_5_4_1   sq_5_4               1   row_5c1              1
    x_5_4_1   col_4c1              1   dr_2_1c1             1
    x_5_4_1   dl_4_5c1             1
    x_5_5_1   sq_5_5               1   row_5c1              1
    x_5_5_1   col_5c1              1   dr_1_1c1             1
    x_1_1_2   sq_1_1               1   row_1c2              1
    x_1_1_2   col_1c2              1   dr_1_1c2             1
    x_1_2_2   sq_1_2               1   row_1c2              1
    x_1_2_2   col_2c2              1   dr_1_2c2             1
    x_1_2_2   dl_1_2c2             1
    x_1_3_2   sq_1_3               1   row_1c2              1
    x_1_3_2   col_3c2              1   dr_1_3c2             1
    x_1_3_2   dl_1_3c2             1
    x_1_4_2   sq_1_4               1   row_1c2              1
    x_1_4_2   col_4c2              1   dr_1_4c2             1
    x_1_4_2   dl_1_4c2             1
    x_1_5_2   sq_1_5               1   row_1c2              1
    x_1_5_2   col_5c2              1   dl_1_5c2             1
    x_2_1_2   sq_2_1               1   row_2c2              1
    x_2_1_2   col_1c2              1   dr_2_1c2             1
    x_2_1_2   dl_1_2c2             1
    x_2_2_2   sq_2_2               1   row_2c2              1
    x_2_2_2   col_2c2              1   dr_1_1c2             1
    x_2_2_2   dl_1_3c2             1
    x_2_3_2   sq_2_3               1   row_2c2              1
    x_2_3_2   col_3c2              1   dr_1_2c2             1
    x_2_3_2   dl_1_4c2             1
    x_2_4_2   sq_2_4               1   row_2c2              1
    x_2_4_2   col_4c2              1   dr_1_3c2             1
    x_2_4_2   dl_1_5c2             1
    x_2_5_2   sq_2_5               1   row_2c2              1
    x_2_5_2   col_5c2              1   dr_1_4c2             1
    x_2_5_2   dl_2_5c2             1
    x_3_1_2   sq_3_1               1   row_3c2              1
    x_3_1_2   col_1c2              1   dr_3_1c2             1
    x_3_1_2   dl_1_3c2             1
    x_3_2_2   sq_3_2               1   row_3c2              1
    x_3_2_2   col_2c2              1   dr_2_1c2             1
    x_3_2_2   dl_1_4c2             1
    x_3_3_2   sq_3_3               1   row_3c2              1
    x_3_3_2   col_3c2              1   dr_1_1c2             1
    x_3_3_2   dl_1_5c2             1
    x_3_4_2   sq_3_4               1   row_3c2              1
    x_3_4_2   col_4c2              1   dr_1_2c2             1
    x_3_4_2   dl_2_5c2             1
    x_3_5_2   sq_3_5               1   row_3c2              1
    x_3_5_2   col_5c2              1   dr_1_3c2             1
    x_3_5_2   dl_3_5c2             1
    x_4_1_2   sq_4_1               1   row_4c2              1
    x_4_1_2   col_1c2              1   dr_4_1c2             1
    x_4_1_2   dl_1_4c2             1
    x_4_2_2   sq_4_2               1   row_4c2              1
    x_4_2_2   col_2c2              1   dr_3_1c2             1
    x_4_2_2   dl_1_5c2             1
    x_4_3_2   sq_4_3               1   row_4c2              1
    x_4_3_2   col_3c2              1   dr_2_1c2             1
    x_4_3_2   dl_2_5c2             1
    x_4_4_2   sq_4_4               1   row_4c2              1
    x_4_4_2   col_4c2              1   dr_1_1c2             1
    x_4_4_2   dl_3_5c2             1
    x_4_5_2   sq_4_5               1   row_4c2              1
    x_4_5_2   col_5c2              1   dr_1_2c2             1
    x_4_5_2   dl_4_5c2             1
    x_5_1_2   sq_5_1               1   row_5c2              1
    x_5_1_2   col_1c2              1   dl_1_5c2             1
    x_5_2_2   sq_5_2               1   row_5c2              1
    x_5_2_2   col_2c2              1   dr_4_1c2             1
    x_5_2_2   dl_2_5c2             1
    x_5_3_2   sq_5_3               1   row_5c2              1
    x_5_3_2   col_3c2              1   dr_3_1c2             1
    x_5_3_2   dl_3_5c2             1
    x_5_4_2   sq_5_4               1   row_5c2              1
    x_5_4_2   col_4c2              1   dr_2_1c2             1
    x_5_4_2   dl_4_5c2             1
    x_5_5_2   sq_5_5               1   row_5c2              1
    x_5_5_2   col_5c2              1   dr_1_1c2             1
    x_1_1_3   sq_1_1               1   row_1c3              1
    x_1_1_3   col_1c3              1   dr_1_1c3             1
    x_1_2_3   sq_1_2               1   row_1c3              1
    x_1_2_3   col_2c3              1   dr_1_2c3             1
    x_1_2_3   dl_1_2c3             1
    x_1_3_3   sq_1_3               1   row_1c3              1
    x_1_3_3   col_3c3              1   dr_1_3c3             1
    x_1_3_3   dl_1_3c3             1
    x_1_4_3   sq_1_4               1   row_1c3              1
    x_1_4_3   col_4c3              1   dr_1_4c3             1
    x_1_4_3   dl_1_4c3             1
    x_1_5_3   sq_1_5               1   row_1c3              1
    x_1_5_3   col_5c3              1   dl_1_5c3             1
    x_2_1_3   sq_2_1               1   row_2c3              1
    x_2_1_3   col_1c3              1   dr_2_1c3             1
    x_2_1_3   dl_1_2c3             1
    x_2_2_3   sq_2_2               1   row_2c3              1
    x_2_2_3   col_2c3              1   dr_1_1c3             1
    x_2_2_3   dl_1_3c3             1
    x_2_3_3   sq_2_3               1   row_2c3              1
    x_2_3_3   col_3c3              1   dr_1_2c3             1
    x_2_3_3   dl_1_4c3             1
    x_2_4_3   sq_2_4               1   row_2c3              1
    x_2_4_3   col_4c3              1   dr_1_3c3             1
    x_2_4_3   dl_1_5c3             1
    x_2_5_3   sq_2_5               1   row_2c3              1
    x_2_5_3   col_5c3              1   dr_1_4c3             1
    x_2_5_3   dl_2_5c3             1
    x_3_1_3   sq_3_1               1   row_3c3              1
    x_3_1_3   col_1c3              1   dr_3_1c3             1
    x_3_1_3   dl_1_3c3             1
    x_3_2_3   sq_3_2               1   row_3c3              1
    x_3_2_3   col_2c3              1   dr_2_1c3             1
    x_3_2_3   dl_1_4c3             1
    x_3_3_3   sq_3_3               1   row_3c3              1
    x_3_3_3   col_3c3              1   dr_1_1c3             1
    x_3_3_3   dl_1_5c3             1
    x_3_4_3   sq_3_4               1   row_3c3              1
    x_3_4_3   col_4c3              1   dr_1_2c3             1
    x_3_4_3   dl_2_5c3             1
    x_3_5_3   sq_3_5               1   row_3c3              1
    x_3_5_3   col_5c3              1   dr_1_3c3             1
    x_3_5_3   dl_3_5c3             1
    x_4_1_3   sq_4_1               1   row_4c3              1
    x_4_1_3   col_1c3              1   dr_4_1c3             1
    x_4_1_3   dl_1_4c3             1
    x_4_2_3   sq_4_2               1   row_4c3              1
    x_4_2_3   col_2c3              1   dr_3_1c3             1
    x_4_2_3   dl_1_5c3             1
    x_4_3_3   sq_4_3               1   row_4c3              1
    x_4_3_3   col_3c3              1   dr_2_1c3             1
    x_4_3_3   dl_2_5c3             1
    x_4_4_3   sq_4_4               1   row_4c3              1
    x_4_4_3   col_4c3              1   dr_1_1c3             1
    x_4_4_3   dl_3_5c3             1
    x_4_5_3   sq_4_5               1   row_4c3              1
    x_4_5_3   col_5c3              1   dr_1_2c3             1
    x_4_5_3   dl_4_5c3             1
    x_5_1_3   sq_5_1               1   row_5c3              1
    x_5_1_3   col_1c3              1   dl_1_5c3             1
    x_5_2_3   sq_5_2               1   row_5c3              1
    x_5_2_3   col_2c3              1   dr_4_1c3             1
    x_5_2_3   dl_2_5c3             1
    x_5_3_3   sq_5_3               1   row_5c3              1
    x_5_3_3   col_3c3              1   dr_3_1c3             1
    x_5_3_3   dl_3_5c3             1
    x_5_4_3   sq_5_4               1   row_5c3              1
    x_5_4_3   col_4c3              1   dr_2_1c3             1
    x_5_4_3   dl_4_5c3             1
    x_5_5_3   sq_5_5               1   row_5c3              1
    x_5_5_3   col_5c3              1   dr_1_1c3             1
    x_1_1_4   sq_1_1               1   row_1c4              1
    x_1_1_4   col_1c4              1   dr_1_1c4             1
    x_1_2_4   sq_1_2               1   row_1c4              1
    x_1_2_4   col_2c4              1   dr_1_2c4             1
    x_1_2_4   dl_1_2c4             1
    x_1_3_4   sq_1_3               1   row_1c4              1
    x_1_3_4   col_3c4              1   dr_1_3c4             1
    x_1_3_4   dl_1_3c4             1
    x_1_4_4   sq_1_4               1   row_1c4              1
    x_1_4_4   col_4c4              1   dr_1_4c4             1
    x_1_4_4   dl_1_4c4             1
    x_1_5_4   sq_1_5               1   row_1c4              1
    x_1_5_4   col_5c4              1   dl_1_5c4             1
    x_2_1_4   sq_2_1               1   row_2c4              1
    x_2_1_4   col_1c4              1   dr_2_1c4             1
    x_2_1_4   dl_1_2c4             1
    x_2_2_4   sq_2_2               1   row_2c4              1
    x_2_2_4   col_2c4              1   dr_1_1c4             1
    x_2_2_4   dl_1_3c4             1
    x_2_3_4   sq_2_3               1   row_2c4              1
    x_2_3_4   col_3c4              1   dr_1_2c4             1
    x_2_3_4   dl_1_4c4             1
    x_2_4_4   sq_2_4               1   row_2c4              1
    x_2_4_4   col_4c4              1   dr_1_3c4             1
    x_2_4_4   dl_1_5c4             1
    x_2_5_4   sq_2_5               1   row_2c4              1
    x_2_5_4   col_5c4              1   dr_1_4c4             1
    x_2_5_4   dl_2_5c4             1
    x_3_1_4   sq_3_1               1   row_3c4              1
    x_3_1_4   col_1c4              1   dr_3_1c4             1
    x_3_1_4   dl_1_3c4             1
    x_3_2_4   sq_3_2               1   row_3c4              1
    x_3_2_4   col_2c4              1   dr_2_1c4             1
    x_3_2_4   dl_1_4c4             1
    x_3_3_4   sq_3_3               1   row_3c4              1
    x_3_3_4   col_3c4              1   dr_1_1c4             1
    x_3_3_4   dl_1_5c4             1
    x_3_4_4   sq_3_4               1   row_3c4              1
    x_3_4_4   col_4c4              1   dr_1_2c4             1
    x_3_4_4   dl_2_5c4             1
    x_3_5_4   sq_3_5               1   row_3c4              1
    x_3_5_4   col_5c4              1   dr_1_3c4             1
    x_3_5_4   dl_3_5c4             1
    x_4_1_4   sq_4_1               1   row_4c4              1
    x_4_1_4   col_1c4              1   dr_4_1c4             1
    x_4_1_4   dl_1_4c4             1
    x_4_2_4   sq_4_2               1   row_4c4              1
    x_4_2_4   col_2c4              1   dr_3_1c4             1
    x_4_2_4   dl_1_5c4             1
    x_4_3_4   sq_4_3               1   row_4c4              1
    x_4_3_4   col_3c4              1   dr_2_1c4             1
    x_4_3_4   dl_2_5c4             1
    x_4_4_4   sq_4_4               1   row_4c4              1
    x_4_4_4   col_4c4              1   dr_1_1c4             1
    x_4_4_4   dl_3_5c4             1
    x_4_5_4   sq_4_5               1   row_4c4              1
    x_4_5_4   col_5c4              1   dr_1_2c4             1
    x_4_5_4   dl_4_5c4             1
    x_5_1_4   sq_5_1               1   row_5c4              1
    x_5_1_4   col_1c4              1   dl_1_5c4             1
    x_5_2_4   sq_5_2               1   row_5c4              1
    x_5_2_4   col_2c4              1   dr_4_1c4             1
    x_5_2_4   dl_2_5c4             1
    x_5_3_4   sq_5_3               1   row_5c4              1
    x_5_3_4   col_3c4              1   dr_3_1c4             1
    x_5_3_4   dl_3_5c4             1
    x_5_4_4   sq_5_4               1   row_5c4              1
    x_5_4_4   col_4c4              1   dr_2_1c4             1
    x_5_4_4   dl_4_5c4             1
    x_5_5_4   sq_5_5               1   row_5c4              1
    x_5_5_4   col_5c4              1   dr_1_1c4             1
    x_1_1_5   sq_1_1               1   row_1c5              1
    x_1_1_5   col_1c5              1   dr_1_1c5             1
    x_1_2_5   sq_1_2               1   row_1c5              1
    x_1_2_5   col_2c5              1   dr_1_2c5             1
    x_1_2_5   dl_1_2c5             1
    x_1_3_5   sq_1_3               1   row_1c5              1
    x_1_3_5   col_3c5              1   dr_1_3c5             1
    x_1_3_5   dl_1_3c5             1
    x_1_4_5   sq_1_4               1   row_1c5              1
    x_1_4_5   col_4c5              1   dr_1_4c5             1
    x_1_4_5   dl_1_4c5             1
    x_1_5_5   sq_1_5               1   row_1c5              1
    x_1_5_5   col_5c5              1   dl_1_5c5             1
    x_2_1_5   sq_2_1               1   row_2c5              1
    x_2_1_5   col_1c5              1   dr_2_1c5             1
    x_2_1_5   dl_1_2c5             1
    x_2_2_5   sq_2_2               1   row_2c5              1
    x_2_2_5   col_2c5              1   dr_1_1c5             1
    x_2_2_5   dl_1_3c5             1
    x_2_3_5   sq_2_3               1   row_2c5              1
    x_2_3_5   col_3c5              1   dr_1_2c5             1
    x_2_3_5   dl_1_4c5             1
    x_2_4_5   sq_2_4               1   row_2c5              1
    x_2_4_5   col_4c5              1   dr_1_3c5             1
    x_2_4_5   dl_1_5c5             1
    x_2_5_5   sq_2_5               1   row_2c5              1
    x_2_5_5   col_5c5              1   dr_1_4c5             1
    x_2_5_5   dl_2_5c5             1
    x_3_1_5   sq_3_1               1   row_3c5              1
    x_3_1_5   col_1c5              1   dr_3_1c5             1
    x_3_1_5   dl_1_3c5             1
    x_3_2_5   sq_3_2               1   row_3c5              1
    x_3_2_5   col_2c5              1   dr_2_1c5             1
    x_3_2_5   dl_1_4c5             1
    x_3_3_5   sq_3_3               1   row_3c5              1
    x_3_3_5   col_3c5              1   dr_1_1c5             1
    x_3_3_5   dl_1_5c5             1
    x_3_4_5   sq_3_4               1   row_3c5              1
    x_3_4_5   col_4c5              1   dr_1_2c5             1
    x_3_4_5   dl_2_5c5             1
    x_3_5_5   sq_3_5               1   row_3c5              1
    x_3_5_5   col_5c5              1   dr_1_3c5             1
    x_3_5_5   dl_3_5c5             1
    x_4_1_5   sq_4_1               1   row_4c5              1
    x_4_1_5   col_1c5              1   dr_4_1c5             1
    x_4_1_5   dl_1_4c5             1
    x_4_2_5   sq_4_2               1   row_4c5              1
    x_4_2_5   col_2c5              1   dr_3_1c5             1
    x_4_2_5   dl_1_5c5             1
    x_4_3_5   sq_4_3               1   row_4c5              1
    x_4_3_5   col_3c5              1   dr_2_1c5             1
    x_4_3_5   dl_2_5c5             1
    x_4_4_5   sq_4_4               1   row_4c5              1
    x_4_4_5   col_4c5              1   dr_1_1c5             1
    x_4_4_5   dl_3_5c5             1
    x_4_5_5   sq_4_5               1   row_4c5              1
    x_4_5_5   col_5c5              1   dr_1_2c5             1
    x_4_5_5   dl_4_5c5             1
    x_5_1_5   sq_5_1               1   row_5c5              1
    x_5_1_5   col_1c5              1   dl_1_5c5             1
    x_5_2_5   sq_5_2               1   row_5c5              1
    x_5_2_5   col_2c5              1   dr_4_1c5             1
    x_5_2_5   dl_2_5c5             1
    x_5_3_5   sq_5_3               1   row_5c5              1
    x_5_3_5   col_3c5              1   dr_3_1c5             1
    x_5_3_5   dl_3_5c5             1
    x_5_4_5   sq_5_4               1   row_5c5              1
    x_5_4_5   col_4c5              1   dr_2_1c5             1
    x_5_4_5   dl_4_5c5             1
    x_5_5_5   sq_5_5               1   row_5c5              1
    x_5_5_5   col_5c5              1   dr_1_1c5             1
    w_1       ncolours             1   row_1c1             -1
    w_1       row_2c1             -1   row_3c1             -1
    w_1       row_4c1             -1   row_5c1             -1
    w_1       col_1c1             -1   col_2c1             -1
    w_1       col_3c1             -1   col_4c1             -1
    w_1       col_5c1             -1   dr_1_1c1            -1
    w_1       dr_1_2c1            -1   dr_1_3c1            -1
    w_1       dr_1_4c1            -1   dr_2_1c1            -1
    w_1       dr_3_1c1            -1   dr_4_1c1            -1
    w_1       dl_1_2c1            -1   dl_1_3c1            -1
    w_1       dl_1_4c1            -1   dl_1_5c1            -1
    w_1       dl_2_5c1            -1   dl_3_5c1            -1
    w_1       dl_4_5c1            -1   ord_c1               1
    w_2       ncolours             1   row_1c2             -1
    w_2       row_2c2             -1   row_3c2             -1
    w_2       row_4c2             -1   row_5c2             -1
    w_2       col_1c2             -1   col_2c2             -1
    w_2       col_3c2             -1   col_4c2             -1
    w_2       col_5c2             -1   dr_1_1c2            -1
    w_2       dr_1_2c2            -1   dr_1_3c2            -1
    w_2       dr_1_4c2            -1   dr_2_1c2            -1
    w_2       dr_3_1c2            -1   dr_4_1c2            -1
    w_2       dl_1_2c2            -1   dl_1_3c2            -1
    w_2       dl_1_4c2            -1   dl_1_5c2            -1
    w_2       dl_2_5c2            -1   dl_3_5c2            -1
    w_2       dl_4_5c2            -1   ord_c1              -1
    w_2       ord_c2               1
    w_3       ncolours             1   row_1c3             -1
    w_3       row_2c3             -1   row_3c3             -1
    w_3       row_4c3             -1   row_5c3             -1
    w_3       col_1c3             -1   col_2c3             -1
    w_3       col_3c3             -1   col_4c3             -1
    w_3       col_5c3             -1   dr_1_1c3            -1
    w_3       dr_1_2c3            -1   dr_1_3c3            -1
    w_3       dr_1_4c3            -1   dr_2_1c3            -1
    w_3       dr_3_1c3            -1   dr_4_1c3            -1
    w_3       dl_1_2c3            -1   dl_1_3c3            -1
    w_3       dl_1_4c3            -1   dl_1_5c3            -1
    w_3       dl_2_5c3            -1   dl_3_5c3            -1
    w_3       dl_4_5c3            -1   ord_c2              -1
    w_3       ord_c3               1
    w_4       ncolours             1   row_1c4             -1
    w_4       row_2c4             -1   row_3c4             -1
    w_4       row_4c4             -1   row_5c4             -1
    w_4       col_1c4             -1   col_2c4             -1
    w_4       col_3c4             -1   col_4c4             -1
    w_4       col_5c4             -1   dr_1_1c4            -1
    w_4       dr_1_2c4            -1   dr_1_3c4            -1
    w_4       dr_1_4c4            -1   dr_2_1c4            -1
    w_4       dr_3_1c4            -1   dr_4_1c4            -1
    w_4       dl_1_2c4            -1   dl_1_3c4            -1
    w_4       dl_1_4c4            -1   dl_1_5c4            -1
    w_4       dl_2_5c4            -1   dl_3_5c4            -1
    w_4       dl_4_5c4            -1   ord_c3              -1
    w_4       ord_c4               1
    w_5       ncolours             1   row_1c5             -1
    w_5       row_2c5             -1   row_3c5             -1
    w_5       row_4c5             -1   row_5c5             -1
    w_5       col_1c5             -1   col_2c5             -1
    w_5       col_3c5             -1   col_4c5             -1
    w_5       col_5c5             -1   dr_1_1c5            -1
    w_5       dr_1_2c5            -1   dr_1_3c5            -1
    w_5       dr_1_4c5            -1   dr_2_1c5            -1
    w_5       dr_3_1c5            -1   dr_4_1c5            -1
    w_5       dl_1_2c5            -1   dl_1_3c5            -1
    w_5       dl_1_4c5            -1   dl_1_5c5            -1
    w_5       dl_2_5c5            -1   dl_3_5c5            -1
    w_5       dl_4_5c5            -1   ord_c4              -1
RHS
    RHS       sq_1_1               1   sq_1_2               1
    RHS       sq_1_3               1   sq_1_4               1
    RHS       sq_1_5               1   sq_2_1               1
    RHS       sq_2_2               1   sq_2_3               1
    RHS       sq_2_4               1   sq_2_5               1
    RHS       sq_3_1               1   sq_3_2               1
    RHS       sq_3_3               1   sq_3_4               1
    RHS       sq_3_5               1   sq_4_1               1
    RHS       sq_4_2               1   sq_4_3               1
    RHS       sq_4_4               1   sq_4_5               1
    RHS       sq_5_1               1   sq_5_2               1
    RHS       sq_5_3               1   sq_5_4               1
    RHS       sq_5_5               1
BOUNDS
 BV BND       x_1_1_1
 BV BND       x_1_2_1
 BV BND       x_1_3_1
 BV BND       x_1_4_1
 BV BND       x_1_5_1
 BV BND       x_2_1_1
 BV BND       x_2_2_1
 BV BND       x_2_3_1
 BV BND       x_2_4_1
 BV BND       x_2_5_1
 BV BND       x_3_1_1
 BV BND       x_3_2_1
 BV BND       x_3_3_1
 BV BND       x_3_4_1
 BV BND       x_3_5_1
 BV BND       x_4_1_1
 BV BND       x_4_2_1
 BV BND       x_4_3_1
 BV BND       x_4_4_1
 BV BND       x_4_5_1
 BV BND       x_5_1_1
 BV BND       x_5_2_1
 BV BND       x_5_3_1
 BV BND       x_5_4_1
 BV BND       x_5_5_1
 BV BND       x_1_1_2
 BV BND       x_1_2_2
 BV BND       x_1_3_2
 BV BND       x_1_4_2
 BV BND       x_1_5_2
 BV BND       x_2_1_2
 BV BND       x_2_2_2
 BV BND       x_2_3_2
 BV BND       x_2_4_2
 BV BND       x_2_5_2
 BV BND       x_3_1_2
 BV BND       x_3_2_2
 BV BND       x_3_3_2
 BV BND       x_3_4_2
 BV BND       x_3_5_2
 BV BND       x_4_1_2
 BV BND       x_4_2_2
 BV BND       x_4_3_2
 BV BND       x_4_4_2
 BV BND       x_4_5_2
 BV BND       x_5_1_2
 BV BND       x_5_2_2
 BV BND       x_5_3_2
 BV BND       x_5_4_2
 BV BND       x_5_5_2
 BV BND       x_1_1_3
 BV BND       x_1_2_3
 BV BND       x_1_3_3
 BV BND       x_1_4_3
 BV BND       x_1_5_3
 BV BND       x_2_1_3
 BV BND       x_2_2_3
 BV BND       x_2_3_3
 BV BND       x_2_4_3
 BV BND       x_2_5_3
 BV BND       x_3_1_3
 BV BND       x_3_2_3
 BV BND       x_3_3_3
 BV BND       x_3_4_3
 BV BND       x_3_5_3
 BV BND       x_4_1_3
 BV BND       x_4_2_3
 BV BND       x_4_3_3
 BV BND       x_4_4_3
 BV BND       x_4_5_3
 BV BND       x_5_1_3
 BV BND       x_5_2_3
 BV BND       x_5_3_3
 BV BND       x_5_4_3
 BV BND       x_5_5_3
 BV BND       x_1_1_4
 BV BND       x_1_2_4
 BV BND       x_1_3_4
 BV BND       x_1_4_4
 BV BND       x_1_5_4
 BV BND       x_2_1_4
 BV BND       x_2_2_4
 BV BND       x_2_3_4
 BV BND       x_2_4_4
 BV BND       x_2_5_4
 BV BND       x_3_1_4
 BV BND       x_3_2_4
 BV BND       x_3_3_4
 BV BND       x_3_4_4
 BV BND       x_3_5_4
 BV BND       x_4_1_4
 BV BND       x_4_2_4
 BV BND       x_4_3_4
 BV BND       x_4_4_4
 BV BND       x_4_5_4
 BV BND       x_5_1_4
 BV BND       x_5_2_4
 BV BND       x_5_3_4
 BV BND       x_5_4_4
 BV BND       x_5_5_4
 BV BND       x_1_1_5
 BV BND       x_1_2_5
 BV BND       x_1_3_5
 BV BND       x_1_4_5
 BV BND       x_1_5_5
 BV BND       x_2_1_5
 BV BND       x_2_2_5
 BV BND       x_2_3_5
 BV BND       x_2_4_5
 BV BND       x_2_5_5
 BV BND       x_3_1_5
 BV BND       x_3_2_5
 BV BND       x_3_3_5
 BV BND       x_3_4_5
 BV BND       x_3_5_5
 BV BND       x_4_1_5
 BV BND       x_4_2_5
 BV BND       x_4_3_5
 BV BND       x_4_4_5
 BV BND       x_4_5_5
 BV BND       x_5_1_5
 BV BND       x_5_2_5
 BV BND       x_5_3_5
 BV BND       x_5_4_5
 BV BND       x_5_5_5
 BV BND       w_1
 BV BND       w_2
 BV BND       w_3
 BV BND       w_4
 BV BND       w_5
ENDATA
