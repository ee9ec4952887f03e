* boardlp 1 piece=queens board=5x5 problem=armies formulation=clique walls=none
*
* Peaceable armies of queens on a 5x5 board: the largest army of white queens that
* can share the board with as many black ones, no piece attacked by one of the other colour (a
* colour's own pieces may attack each other). For queens on n x n boards: OEIS A250000; R. Bosch,
* "Peaceably coexisting armies of queens", Optima 62 (1999), solved them as integer programs.
*
* A queen attacks along its row, its column and both its diagonals.
* No walls.
* A wall holds no piece and cuts lines; a hole holds no piece and lines pass over it. Fixed pieces
* are white.
*
* Variables: 74 binaries
*   x_R_C = 1 if a white queen stands on square (R,C), else 0.
*   y_R_C = 1 if a black queen stands on square (R,C), else 0.
*   ort_R_C = 1 if white holds the segment of the row that starts at (R,C), 0 if black.
*   odn_R_C = 1 if white holds the segment of the column that starts at (R,C), 0 if black.
*   odr_R_C = 1 if white holds the segment of the diagonal running down and right that starts at (R,C), 0 if black.
*   odl_R_C = 1 if white holds the segment of the diagonal running down and left that starts at (R,C), 0 if black.
*   R = 1..5 counts rows from the top, C = 1..5 columns from the left.
*
* Objective
*   minimize  neg_army: -(sum over all squares of x_R_C)
*   MPS has no portable way to say "maximize", so this file minimizes the negated
*   size of the white army: the optimum is minus the largest army.
*
* Constraints: 218 rows with 484 nonzeros
*   wrt_R_C, brt_R_C
*       x_R_C - ort_S <= 0; y_R_C + ort_S <= 1, S the first square of the segment through (R,C)
*       (the segment of the row through (R,C) is white's (ort = 1: no black piece on it) or black's (0: no white piece))
*   wdn_R_C, bdn_R_C
*       x_R_C - odn_S <= 0; y_R_C + odn_S <= 1, S the first square of the segment through (R,C)
*       (the segment of the column through (R,C) is white's (odn = 1: no black piece on it) or black's (0: no white piece))
*   wdr_R_C, bdr_R_C
*       x_R_C - odr_S <= 0; y_R_C + odr_S <= 1, S the first square of the segment through (R,C)
*       (the segment of the diagonal running down and right through (R,C) is white's (odr = 1: no black piece on it) or black's (0: no white piece))
*   wdl_R_C, bdl_R_C
*       x_R_C - odl_S <= 0; y_R_C + odl_S <= 1, S the first square of the segment through (R,C)
*       (the segment of the diagonal running down and left through (R,C) is white's (odl = 1: no black piece on it) or black's (0: no white piece))
*   sq_R_C
*       x_R_C + y_R_C <= 1
*       (a square holds a white piece or a black one, not both)
*   balance
*       sum over all squares of x_R_C - sum over all squares of y_R_C = 0
*       (as many black pieces as white ones)
*
* Line form: one owner o per segment of a line that two pieces could share (1: white holds it,
* 0: black), and two rows per square of it, x <= o and y <= 1 - o. Along one segment it says
* exactly what the pairwise rows say (--formulation pairwise): the LP relaxations are the same
* (x = y = o = 1/2 everywhere, half the board for each army), but it has 2L rows where the
* pairs have L^2 - L, and branching on an owner settles a whole segment at once. The
* conflict graph of two colours is bipartite, so no row on the attack structure alone does
* better: the gap comes from the balance row, and it is closed by search, which --cut
* symmetry shortens.
* Swapping the colours maps every solution to another, so optima come in pairs; on 2x2 and
* smaller boards every square attacks every other (for queens) and the answer is 0: an answer,
* not an infeasible model.
* Faster to solve: the line form with symmetry rows (--formulation clique --cut symmetry)
* keeps at least one placement of each class of mirror images and colour swaps; cbc then
* proves queens 8 in 38.5 s, where neither form without the rows does in 60 s
* (bench/defaults). boardlp-solve --all on such a file counts every placement behind them.
NAME          queens_5x5
ROWS
 N  neg_army
 L  wrt_1_1
 L  brt_1_1
 L  wrt_1_2
 L  brt_1_2
 L  wrt_1_3
 L  brt_1_3
 L  wrt_1_4
 L  brt_1_4
 L  wrt_1_5
 L  brt_1_5
 L  wrt_2_1
 L  brt_2_1
 L  wrt_2_2
 L  brt_2_2
 L  wrt_2_3
 L  brt_2_3
 L  wrt_2_4
 L  brt_2_4
 L  wrt_2_5
 L  brt_2_5
 L  wrt_3_1
 L  brt_3_1
 L  wrt_3_2
 L  brt_3_2
 L  wrt_3_3
 L  brt_3_3
 L  wrt_3_4
 L  brt_3_4
 L  wrt_3_5
 L  brt_3_5
 L  wrt_4_1
 L  brt_4_1
 L  wrt_4_2
 L  brt_4_2
 L  wrt_4_3
 L  brt_4_3
 L  wrt_4_4
 L  brt_4_4
 L  wrt_4_5
 L  brt_4_5
 L  wrt_5_1
 L  brt_5_1
 L  wrt_5_2
 L  brt_5_2
 L  wrt_5_3
 L  brt_5_3
 L  wrt_5_4
 L  brt_5_4
 L  wrt_5_5
 L  brt_5_5
 L  wdn_1_1
 L  bdn_1_1
 L  wdn_2_1
 L  bdn_2_1
 L  wdn_3_1
 L  bdn_3_1
 L  wdn_4_1
 L  bdn_4_1
 L  wdn_5_1
 L  bdn_5_1
 L  wdn_1_2
 L  bdn_1_2
 L  wdn_2_2
 L  bdn_2_2
 L  wdn_3_2
 L  bdn_3_2
 L  wdn_4_2
 L  bdn_4_2
 L  wdn_5_2
 L  bdn_5_2
 L  wdn_1_3
 L  bdn_1_3
 L  wdn_2_3
 L  bdn_2_3
 L  wdn_3_3
 L  bdn_3_3
 L  wdn_4_3
 L  bdn_4_3
 L  wdn_5_3
 L  bdn_5_3
 L  wdn_1_4
 L  bdn_1_4
 L  wdn_2_4
 L  bdn_2_4
 L  wdn_3_4
 L  bdn_3_4
 L  wdn_4_4
 L  bdn_4_4
 L  wdn_5_4
 L  bdn_5_4
 L  wdn_1_5
 L  bdn_1_5
 L  wdn_2_5
 L  bdn_2_5
 L  wdn_3_5
 L  bdn_3_5
 L  wdn_4_5
 L  bdn_4_5
 L  wdn_5_5
 L  bdn_5_5
 L  wdr_1_1
 L  bdr_1_1
 L  wdr_2_2
 L  bdr_2_2
 L  wdr_3_3
 L  bdr_3_3
 L  wdr_4_4
 L  bdr_4_4
 L  wdr_5_5
 L  bdr_5_5
 L  wdr_1_2
 L  bdr_1_2
 L  wdr_2_3
 L  bdr_2_3
 L  wdr_3_4
 L  bdr_3_4
 L  wdr_4_5
 L  bdr_4_5
 L  wdr_1_3
 L  bdr_1_3
 L  wdr_2_4
 L  bdr_2_4
 L  wdr_3_5
 L  bdr_3_5
 L  wdr_1_4
 L  bdr_1_4
 L  wdr_2_5
 L  bdr_2_5
 L  wdr_2_1
 L  bdr_2_1
 L  wdr_3_2
 L  bdr_3_2
 L  wdr_4_3
 L  bdr_4_3
 L  wdr_5_4
 L  bdr_5_4
 L  wdr_3_1
 L  bdr_3_1
 L  wdr_4_2
 L  bdr_4_2
 L  wdr_5_3
 L  bdr_5_3
 L  wdr_4_1
 L  bdr_4_1
 L  wdr_5_2
 L  bdr_5_2
 L  wdl_1_2
 L  bdl_1_2
 L  wdl_2_1
 L  bdl_2_1
 L  wdl_1_3
 L  bdl_1_3
 L  wdl_2_2
 L  bdl_2_2
 L  wdl_3_1
 L  bdl_3_1
 L  wdl_1_4
 L  bdl_1_4
 L  wdl_2_3
 L  bdl_2_3
 L  wdl_3_2
 L  bdl_3_2
 L  wdl_4_1
 L  bdl_4_1
 L  wdl_1_5
 L  bdl_1_5
 L  wdl_2_4
 L  bdl_2_4
 L  wdl_3_3
 L  bdl_3_3
 L  wdl_4_2
 L  bdl_4_2
 L  wdl_5_1
 L  bdl_5_1
 L  wdl_2_5
 L  bdl_2_5
 L  wdl_3_4
 L  bdl_3_4
 L  wdl_4_3
 L  bdl_4_3
 L  wdl_5_2
 L  bdl_5_2
 L  wdl_3_5
 L  bdl_3_5
 L  wdl_4_4
 L  bdl_4_4
 L  wdl_5_3
 L  bdl_5_3
 L  wdl_4_5
 L  bdl_4_5
 L  wdl_5_4
 L  bdl_5_4
 L  sq_1_1
 L  sq_1_2
 L  sq_1_3
 L  sq_1_4
 L  sq_1_5
 L  sq_2_1
 L  sq_2_2
 L  sq_2_3
 L  sq_2_4
 L  sq_2_5
 L  sq_3_1
 L  sq_3_2
 L  sq_3_3
 L  sq_3_4
 L  sq_3_5
 L  sq_4_1
 L  sq_4_2
 L  sq_4_3
 L  sq_4_4
 L  sq_4_5
 L  sq_5_1
 L  sq_5_2
 L  sq_5_3
 L  sq_5_4
 L  sq_5_5
 E  balance
COLUMNS
    x_1_1     neg_army            -1   wrt_1_1              1
    x_1_1     wdn_1_1              1   wdr_1_1              1
    x_1_1     sq_1_1               1   balance              1
    x_1_2     neg_army            -1   wrt_1_2              1
    x_1_2     wdn_1_2              1   wdr_1_2              1
    x_1_2     wdl_1_2              1   sq_1_2               1
    x_1_2     balance              1
    x_1_3     neg_army            -1   wrt_1_3              1
    x_1_3     wdn_1_3              1   wdr_1_3              1
    x_1_3     wdl_1_3              1   sq_1_3               1
    x_1_3     balance              1
    x_1_4     neg_army            -1   wrt_1_4              1
    x_1_4     wdn_1_4              1   wdr_1_4              1
    x_1_4     wdl_1_4              1   sq_1_4               1
    x_1_4     balance              1
    x_1_5     neg_army            -1   wrt_1_5              1
    x_1_5     wdn_1_5              1   wdl_1_5              1
    x_1_5     sq_1_5               1   balance              1
    x_2_1     neg_army            -1   wrt_2_1              1
    x_2_1     wdn_2_1              1   wdr_2_1              1
    x_2_1     wdl_2_1              1   sq_2_1               1
    x_2_1     balance              1
    x_2_2     neg_army            -1   wrt_2_2              1
    x_2_2     wdn_2_2              1   wdr_2_2              1
    x_2_2     wdl_2_2              1   sq_2_2               1
    x_2_2     balance              1
    x_2_3     neg_army            -1   wrt_2_3              1
    x_2_3     wdn_2_3              1   wdr_2_3              1
    x_2_3     wdl_2_3              1   sq_2_3               1
    x_2_3     balance              1
    x_2_4     neg_army            -1   wrt_2_4              1
    x_2_4     wdn_2_4              1   wdr_2_4              1
    x_2_4     wdl_2_4              1   sq_2_4               1
    x_2_4     balance              1
    x_2_5     neg_army            -1   wrt_2_5              1
    x_2_5     wdn_2_5              1   wdr_2_5              1
    x_2_5     wdl_2_5              1   sq_2_5               1
    x_2_5     balance              1
    x_3_1     neg_army            -1   wrt_3_1              1
    x_3_1     wdn_3_1              1   wdr_3_1              1
    x_3_1     wdl_3_1              1   sq_3_1               1
    x_3_1     balance              1
    x_3_2     neg_army            -1   wrt_3_2              1
    x_3_2     wdn_3_2              1   wdr_3_2              1
    x_3_2     wdl_3_2              1   sq_3_2               1
    x_3_2     balance              1
    x_3_3     neg_army            -1   wrt_3_3              1
    x_3_3     wdn_3_3              1   wdr_3_3              1
    x_3_3     wdl_3_3              1   sq_3_3               1
    x_3_3     balance              1
    x_3_4     neg_army            -1   wrt_3_4              1
    x_3_4     wdn_3_4              1   wdr_3_4              1
    x_3_4     wdl_3_4              1   sq_3_4               1
    x_3_4     balance              1
    x_3_5     neg_army            -1   wrt_3_5              1
    x_3_5     wdn_3_5              1   wdr_3_5              1
    x_3_5     wdl_3_5              1   sq_3_5               1
    x_3_5     balance              1
    x_4_1     neg_army            -1   wrt_4_1              1
    x_4_1     wdn_4_1              1   wdr_4_1              1
    x_4_1     wdl_4_1              1   sq_4_1               1
    x_4_1     balance              1
    x_4_2     neg_army            -1   wrt_4_2              1
    x_4_2     wdn_4_2              1   wdr_4_2              1
    x_4_2     wdl_4_2              1   sq_4_2               1
    x_4_2     balance              1
    x_4_3     neg_army            -1   wrt_4_3              1
    x_4_3     wdn_4_3              1   wdr_4_3              1
    x_4_3     wdl_4_3              1   sq_4_3               1
    x_4_3     balance              1
    x_4_4     neg_army            -1   wrt_4_4              1
    x_4_4     wdn_4_4              1   wdr_4_4              1
    x_4_4     wdl_4_4              1   sq_4_4               1
    x_4_4     balance              1
    x_4_5     neg_army            -1   wrt_4_5              1
    x_4_5     wdn_4_5              1   wdr_4_5              1
    x_4_5     wdl_4_5              1   sq_4_5               1
    x_4_5     balance              1
    x_5_1     neg_army            -1   wrt_5_1              1
    x_5_1     wdn_5_1              1   wdl_5_1              1
    x_5_1     sq_5_1               1   balance              1
    x_5_2     neg_army            -1   wrt_5_2              1
    x_5_2     wdn_5_2              1   wdr_5_2              1
    x_5_2     wdl_5_2              1   sq_5_2               1
    x_5_2     balance              1
    x_5_3     neg_army            -1   wrt_5_3              1
    x_5_3     wdn_5_3              1   wdr_5_3              1
    x_5_3     wdl_5_3              1   sq_5_3               1
    x_5_3     balance              1
    x_5_4     neg_army            -1   wrt_5_4              1
    x_5_4     wdn_5_4              1   wdr_5_4              1
    x_5_4     wdl_5_4              1   sq_5_4               1
    x_5_4     balance              1
    x_5_5     neg_army            -1   wrt_5_5              1
    x_5_5     wdn_5_5              1   wdr_5_5              1
    x_5_5     sq_5_5               1   balance              1
    y_1_1     brt_1_1              1   bdn_1_1              1
    y_1_1     bdr_1_1              1   sq_1_1               1
    y_1_1     balance             -1
    y_1_2     brt_1_2              1   bdn_1_2              1
    y_1_2     bdr_1_2              1   bdl_1_2              1
    y_1_2     sq_1_2               1   balance             -1
    y_1_3     brt_1_3              1   bdn_1_3              1
    y_1_3     bdr_1_3              1   bdl_1_3              1
    y_1_3     sq_1_3               1   balance             -1
    y_1_4     brt_1_4              1   bdn_1_4              1
    y_1_4     bdr_1_4              1   bdl_1_4              1
    y_1_4     sq_1_4               1   balance             -1
    y_1_5     brt_1_5              1   bdn_1_5              1
    y_1_5     bdl_1_5              1   sq_1_5               1
    y_1_5     balance             -1
    y_2_1     brt_2_1              1   bdn_2_1              1
    y_2_1     bdr_2_1              1   bdl_2_1              1
    y_2_1     sq_2_1               1   balance             -1
    y_2_2     brt_2_2              1   bdn_2_2              1
    y_2_2     bdr_2_2              1   bdl_2_2              1
    y_2_2     sq_2_2               1   balance             -1
    y_2_3     brt_2_3              1   bdn_2_3              1
    y_2_3     bdr_2_3              1   bdl_2_3              1
    y_2_3     sq_2_3               1   balance             -1
    y_2_4     brt_2_4              1   bdn_2_4              1
    y_2_4     bdr_2_4              1   bdl_2_4              1
    y_2_4     sq_2_4               1   balance             -1
    y_2_5     brt_2_5              1   bdn_2_5              1
    y_2_5     bdr_2_5              1   bdl_2_5              1
    y_2_5     sq_2_5               1   balance             -1
    y_3_1     brt_3_1              1   bdn_3_1              1
    y_3_1     bdr_3_1              1   bdl_3_1              1
    y_3_1     sq_3_1               1   balance             -1
    y_3_2     brt_3_2              1   bdn_3_2              1
    y_3_2     bdr_3_2              1   bdl_3_2              1
    y_3_2     sq_3_2               1   balance             -1
    y_3_3     brt_3_3              1   bdn_3_3              1
    y_3_3     bdr_3_3              1   bdl_3_3              1
    y_3_3     sq_3_3               1   balance             -1
    y_3_4     brt_3_4              1   bdn_3_4              1
    y_3_4     bdr_3_4              1   bdl_3_4              1
    y_3_4     sq_3_4               1   balance             -1
    y_3_5     brt_3_5              1   bdn_3_5              1
    y_3_5     bdr_3_5              1   bdl_3_5              1
    y_3_5     sq_3_5               1   balance             -1
    y_4_1     brt_4_1              1   bdn_4_1              1
    y_4_1     bdr_4_1              1   bdl_4_1              1
    y_4_1     sq_4_1               1   balance             -1
    y_4_2     brt_4_2              1   bdn_4_2              1
    y_4_2     bdr_4_2              1   bdl_4_2              1
    y_4_2     sq_4_2               1   balance             -1
    y_4_3     brt_4_3              1   bdn_4_3              1
    y_4_3     bdr_4_3              1   bdl_4_3              1
    y_4_3     sq_4_3               1   balance             -1
    y_4_4     brt_4_4              1   bdn_4_4              1
    y_4_4     bdr_4_4              1   bdl_4_4              1
    y_4_4     sq_4_4               1   balance             -1
    y_4_5     brt_4_5              1   bdn_4_5              1
    y_4_5     bdr_4_5              1   bdl_4_5              1
    y_4_5     sq_4_5               1   balance             -1
    y_5_1     brt_5_1              1   bdn_5_1              1
    y_5_1     bdl_5_1              1   sq_5_1               1
    y_5_1     balance             -1
    y_5_2     brt_5_2              1   bdn_5_2              1
    y_5_2     bdr_5_2              1   bdl_5_2              1
    y_5_2     sq_5_2               1   balance             -1
    y_5_3     brt_5_3              1   bdn_5_3              1
    y_5_3     bdr_5_3              1   bdl_5_3              1
    y_5_3     sq_5_3               1   balance             -1
    y_5_4     brt_5_4              1   bdn_5_4              1
    y_5_4     bdr_5_4              1   bdl_5_4              1
    y_5_4     sq_5_4               1   balance             -1
    y_5_5     brt_5_5              1   bdn_5_5              1
    y_5_5     bdr_5_5              1   sq_5_5               1
    y_5_5     balance             -1
    ort_1_1   wrt_1_1             -1   brt_1_1              1
    ort_1_1   wrt_1_2             -1   brt_1_2              1
    ort_1_1   wrt_1_3             -1   brt_1_3              1
    ort_1_1   wrt_1_4             -1   brt_1_4              1
    ort_1_1   wrt_1_5             -1   brt_1_5              1
    ort_2_1   wrt_2_1             -1   brt_2_1              1
    ort_2_1   wrt_2_2             -1   brt_2_2              1
    ort_2_1   wrt_2_3             -1   brt_2_3              1
    ort_2_1   wrt_2_4             -1   brt_2_4              1
    ort_2_1   wrt_2_5             -1   brt_2_5              1
    ort_3_1   wrt_3_1             -1   brt_3_1              1
    ort_3_1   wrt_3_2             -1   brt_3_2              1
    ort_3_1   wrt_3_3             -1   brt_3_3              1
    ort_3_1   wrt_3_4             -1   brt_3_4              1
    ort_3_1   wrt_3_5             -1   brt_3_5              1
    ort_4_1   wrt_4_1             -1   brt_4_1              1
    ort_4_1   wrt_4_2             -1   brt_4_2              1
    ort_4_1   wrt_4_3             -1   brt_4_3              1
    ort_4_1   wrt_4_4             -1   brt_4_4              1
    ort_4_1   wrt_4_5             -1   brt_4_5              1
    ort_5_1   wrt_5_1             -1   brt_5_1              1
    ort_5_1   wrt_5_2             -1   brt_5_2              1
    ort_5_1   wrt_5_3             -1   brt_5_3              1
    ort_5_1   wrt_5_4             -1   brt_5_4              1
    ort_5_1   wrt_5_5             -1   brt_5_5              1
    odn_1_1   wdn_1_1             -1   bdn_1_1              1
    odn_1_1   wdn_2_1             -1   bdn_2_1              1
    odn_1_1   wdn_3_1             -1   bdn_3_1              1
    odn_1_1   wdn_4_1             -1   bdn_4_1              1
    odn_1_1   wdn_5_1             -1   bdn_5_1              1
    odn_1_2   wdn_1_2             -1   bdn_1_2              1
    odn_1_2   wdn_2_2             -1   bdn_2_2              1
    odn_1_2   wdn_3_2             -1   bdn_3_2              1
    odn_1_2   wdn_4_2             -1   bdn_4_2              1
    odn_1_2   wdn_5_2             -1   bdn_5_2              1
    odn_1_3   wdn_1_3             -1   bdn_1_3              1
    odn_1_3   wdn_2_3             -1   bdn_2_3              1
    odn_1_3   wdn_3_3             -1   bdn_3_3              1
    odn_1_3   wdn_4_3             -1   bdn_4_3              1
    odn_1_3   wdn_5_3             -1   bdn_5_3              1
    odn_1_4   wdn_1_4             -1   bdn_1_4              1
    odn_1_4   wdn_2_4             -1   bdn_2_4              1
    odn_1_4   wdn_3_4             -1   bdn_3_4              1
    odn_1_4   wdn_4_4             -1   bdn_4_4              1
    odn_1_4   wdn_5_4             -1   bdn_5_4              1
    odn_1_5   wdn_1_5             -1   bdn_1_5              1
    odn_1_5   wdn_2_5             -1   bdn_2_5              1
    odn_1_5   wdn_3_5             -1   bdn_3_5              1
    odn_1_5   wdn_4_5             -1   bdn_4_5              1
    odn_1_5   wdn_5_5             -1   bdn_5_5              1
    odr_1_1   wdr_1_1             -1   bdr_1_1              1
    odr_1_1   wdr_2_2             -1   bdr_2_2              1
    odr_1_1   wdr_3_3             -1   bdr_3_3              1
    odr_1_1   wdr_4_4             -1   bdr_4_4              1
    odr_1_1   wdr_5_5             -1   bdr_5_5              1
    odr_1_2   wdr_1_2             -1   bdr_1_2              1
    odr_1_2   wdr_2_3             -1   bdr_2_3              1
    odr_1_2   wdr_3_4             -1   bdr_3_4              1
    odr_1_2   wdr_4_5             -1   bdr_4_5              1
    odr_1_3   wdr_1_3             -1   bdr_1_3              1
    odr_1_3   wdr_2_4             -1   bdr_2_4              1
    odr_1_3   wdr_3_5             -1   bdr_3_5              1
    odr_1_4   wdr_1_4             -1   bdr_1_4              1
    odr_1_4   wdr_2_5             -1   bdr_2_5              1
    odr_2_1   wdr_2_1             -1   bdr_2_1              1
    odr_2_1   wdr_3_2             -1   bdr_3_2              1
    odr_2_1   wdr_4_3             -1   bdr_4_3              1
    odr_2_1   wdr_5_4             -1   bdr_5_4              1
    odr_3_1   wdr_3_1             -1   bdr_3_1              1
    odr_3_1   wdr_4_2             -1   bdr_4_2              1
    odr_3_1   wdr_5_3             -1   bdr_5_3              1
    odr_4_1   wdr_4_1             -1   bdr_4_1              1
    odr_4_1   wdr_5_2             -1   bdr_5_2              1
    odl_1_2   wdl_1_2             -1   bdl_1_2              1
    odl_1_2   wdl_2_1             -1   bdl_2_1              1
    odl_1_3   wdl_1_3             -1   bdl_1_3              1
    odl_1_3   wdl_2_2             -1   bdl_2_2              1
    odl_1_3   wdl_3_1             -1   bdl_3_1              1
    odl_1_4   wdl_1_4             -1   bdl_1_4              1
    odl_1_4   wdl_2_3             -1   bdl_2_3              1
    odl_1_4   wdl_3_2             -1   bdl_3_2              1
    odl_1_4   wdl_4_1             -1   bdl_4_1              1
    odl_1_5   wdl_1_5             -1   bdl_1_5              1
    odl_1_5   wdl_2_4             -1   bdl_2_4              1
    odl_1_5   wdl_3_3             -1   bdl_3_3              1
    odl_1_5   wdl_4_2             -1   bdl_4_2              1
    odl_1_5   wdl_5_1             -1   bdl_5_1              1
    odl_2_5   wdl_2_5             -1   bdl_2_5              1
    odl_2_5   wdl_3_4             -1   bdl_3_4              1
    odl_2_5   wdl_4_3             -1   bdl_4_3              1
    odl_2_5   wdl_5_2             -1   bdl_5_2              1
    odl_3_5   wdl_3_5             -1   bdl_3_5              1
    odl_3_5   wdl_4_4             -1   bdl_4_4              1
    odl_3_5   wdl_5_3             -1   bdl_5_3              1
    odl_4_5   wdl_4_5             -1   bdl_4_5              1
    odl_4_5   wdl_5_4             -1   bdl_5_4              1
RHS
    RHS       brt_1_1              1   brt_1_2              1
    RHS       brt_1_3              1   brt_1_4              1
    RHS       brt_1_5              1   brt_2_1              1
    RHS       brt_2_2              1   brt_2_3              1
    RHS       brt_2_4              1   brt_2_5              1
    RHS       brt_3_1              1   brt_3_2              1
    RHS       brt_3_3              1   brt_3_4              1
    RHS       brt_3_5              1   brt_4_1              1
    RHS       brt_4_2              1   brt_4_3              1
    RHS       brt_4_4              1   brt_4_5              1
    RHS       brt_5_1              1   brt_5_2              1
    RHS       brt_5_3              1   brt_5_4              1
    RHS       brt_5_5              1   bdn_1_1              1
    RHS       bdn_2_1              1   bdn_3_1              1
    RHS       bdn_4_1              1   bdn_5_1              1
    RHS       bdn_1_2              1   bdn_2_2              1
    RHS       bdn_3_2              1   bdn_4_2              1
    RHS       bdn_5_2              1   bdn_1_3              1
    RHS       bdn_2_3              1   bdn_3_3              1
    RHS       bdn_4_3              1   bdn_5_3              1
    RHS       bdn_1_4              1   bdn_2_4              1
    RHS       bdn_3_4              1   bdn_4_4              1
    RHS       bdn_5_4              1   bdn_1_5              1
    RHS       bdn_2_5              1   bdn_3_5              1
    RHS       bdn_4_5              1   bdn_5_5              1
    RHS       bdr_1_1              1   bdr_2_2              1
    RHS       bdr_3_3              1   bdr_4_4              1
    RHS       bdr_5_5              1   bdr_1_2              1
    RHS       bdr_2_3              1   bdr_3_4              1
    RHS       bdr_4_5              1   bdr_1_3              1
    RHS       bdr_2_4              1   bdr_3_5              1
    RHS       bdr_1_4              1   bdr_2_5              1
    RHS       bdr_2_1              1   bdr_3_2              1
    RHS       bdr_4_3              1   bdr_5_4              1
    RHS       bdr_3_1              1   bdr_4_2              1
    RHS       bdr_5_3              1   bdr_4_1              1
    RHS       bdr_5_2              1   bdl_1_2              1
    RHS       bdl_2_1              1   bdl_1_3              1
    RHS       bdl_2_2              1   bdl_3_1              1
    RHS       bdl_1_4              1   bdl_2_3              1
    RHS       bdl_3_2              1   bdl_4_1              1
    RHS       bdl_1_5              1   bdl_2_4              1
    RHS       bdl_3_3              1   bdl_4_2              1
    RHS       bdl_5_1              1   bdl_2_5              1
    RHS       bdl_3_4              1   bdl_4_3              1
    RHS       bdl_5_2              1   bdl_3_5              1
    RHS       bdl_4_4              1   bdl_5_3              1
    RHS       bdl_4_5              1   bdl_5_4              1
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
 BV BND       x_1_1
 BV BND       x_1_2
 BV BND       x_1_3
 BV BND       x_1_4
 BV BND       x_1_5
 BV BND       x_2_1
 BV BND       x_2_2
 BV BND       x_2_3
 BV BND       x_2_4
 BV BND       x_2_5
 BV BND       x_3_1
 BV BND       x_3_2
 BV BND       x_3_3
 BV BND       x_3_4
 BV BND       x_3_5
 BV BND       x_4_1
 BV BND       x_4_2
 BV BND       x_4_3
 BV BND       x_4_4
 BV BND       x_4_5
 BV BND       x_5_1
 BV BND       x_5_2
 BV BND       x_5_3
 BV BND       x_5_4
 BV BND       x_5_5
 BV BND       y_1_1
 BV BND       y_1_2
 BV BND       y_1_3
 BV BND       y_1_4
 BV BND       y_1_5
 BV BND       y_2_1
 BV BND       y_2_2
 BV BND       y_2_3
 BV BND       y_2_4
 BV BND       y_2_5
 BV BND       y_3_1
 BV BND       y_3_2
 BV BND       y_3_3
 BV BND       y_3_4
 BV BND       y_3_5
 BV BND       y_4_1
 BV BND       y_4_2
 BV BND       y_4_3
 BV BND       y_4_4
 BV BND       y_4_5
 BV BND       y_5_1
 BV BND       y_5_2
 BV BND       y_5_3
 BV BND       y_5_4
 BV BND       y_5_5
 BV BND       ort_1_1
 BV BND       ort_2_1
 BV BND       ort_3_1
 BV BND       ort_4_1
 BV BND       ort_5_1
 BV BND       odn_1_1
 BV BND       odn_1_2
 BV BND       odn_1_3
 BV BND       odn_1_4
 BV BND       odn_1_5
 BV BND       odr_1_1
 BV BND       odr_1_2
 BV BND       odr_1_3
 BV BND       odr_1_4
 BV BND       odr_2_1
 BV BND       odr_3_1
 BV BND       odr_4_1
 BV BND       odl_1_2
 BV BND       odl_1_3
 BV BND       odl_1_4
 BV BND       odl_1_5
 BV BND       odl_2_5
 BV BND       odl_3_5
 BV BND       odl_4_5
ENDATA
