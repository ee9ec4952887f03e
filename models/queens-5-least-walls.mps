* boardlp 1 piece=queens board=5x5 problem=least-walls k=7 formulation=clique walls=none
*
* The fewest walls on a 5x5 board so that 7 queens fit with no two attacking.
*
* A queen attacks along its row, its column and both its diagonals.
* A wall is a blocked square: no piece stands on it and it blocks every line of attack
* through it, so two queens on one line are safe when a wall stands between them.
* No walls.
*
* Variables: 50 binaries, two per open square
*   x_R_C = 1 if a queen stands on square (R,C), else 0;
*   w_R_C = 1 if a wall is put on square (R,C), else 0.
*   R = 1..5 counts rows from the top, C = 1..5 columns from the left.
*
* Objective
*   minimize  nwalls: sum over all squares of w_R_C, the number of walls
*
* Constraints: 186 rows with 675 nonzeros
*   rt_R_C_K
*       x_R_C + ... + x_R_(C+K) - (w_R_(C+1) + ... + w_R_(C+(K-1))) <= 1
*       (queens from (R,C) to K squares along the row: one more queen for each wall between)
*   dn_R_C_K
*       x_R_C + ... + x_(R+K)_C - (w_(R+1)_C + ... + w_(R+(K-1))_C) <= 1
*       (queens from (R,C) to K squares along the column: one more queen for each wall between)
*   dr_R_C_K
*       x_R_C + ... + x_(R+K)_(C+K) - (w_(R+1)_(C+1) + ... + w_(R+(K-1))_(C+(K-1))) <= 1
*       (queens from (R,C) to K squares along the diagonal running down and right: one more queen for each wall between)
*   dl_R_C_K
*       x_R_C + ... + x_(R+K)_(C-K) - (w_(R+1)_(C-1) + ... + w_(R+(K-1))_(C-(K-1))) <= 1
*       (queens from (R,C) to K squares along the diagonal running down and left: one more queen for each wall between)
*   sq_R_C
*       x_R_C + w_R_C <= 1
*       (a square holds a piece or a wall, not both)
*   pieces
*       sum over all squares of x_R_C = 7
*       (exactly 7 queens)
*
* Between any two squares of a line, the queens may number one more than the walls
* strictly between them (the model of the article "ILPs for Blocked n-Queens"): with no wall
* between, at most one.
* Interval form: a row counts every piece from one end square to the other, which is
* tighter than counting the two ends only (--formulation pairwise).
NAME queens_5x5
ROWS
 N  nwalls
 L  rt_1_1_1
 L  rt_1_1_2
 L  rt_1_1_3
 L  rt_1_1_4
 L  rt_1_2_1
 L  rt_1_2_2
 L  rt_1_2_3
 L  rt_1_3_1
 L  rt_1_3_2
 L  rt_1_4_1
 L  rt_2_1_1
 L  rt_2_1_2
 L  rt_2_1_3
 L  rt_2_1_4
 L  rt_2_2_1
 L  rt_2_2_2
 L  rt_2_2_3
 L  rt_2_3_1
 L  rt_2_3_2
 L  rt_2_4_1
 L  rt_3_1_1
 L  rt_3_1_2
 L  rt_3_1_3
 L  rt_3_1_4
 L  rt_3_2_1
 L  rt_3_2_2
 L  rt_3_2_3
 L  rt_3_3_1
 L  rt_3_3_2
 L  rt_3_4_1
 L  rt_4_1_1
 L  rt_4_1_2
 L  rt_4_1_3
 L  rt_4_1_4
 L  rt_4_2_1
 L  rt_4_2_2
 L  rt_4_2_3
 L  rt_4_3_1
 L  rt_4_3_2
 L  rt_4_4_1
 L  rt_5_1_1
 L  rt_5_1_2
 L  rt_5_1_3
 L  rt_5_1_4
 L  rt_5_2_1
 L  rt_5_2_2
 L  rt_5_2_3
 L  rt_5_3_1
 L  rt_5_3_2
 L  rt_5_4_1
 L  dn_1_1_1
 L  dn_1_1_2
 L  dn_1_1_3
 L  dn_1_1_4
 L  dn_2_1_1
 L  dn_2_1_2
 L  dn_2_1_3
 L  dn_3_1_1
 L  dn_3_1_2
 L  dn_4_1_1
 L  dn_1_2_1
 L  dn_1_2_2
 L  dn_1_2_3
 L  dn_1_2_4
 L  dn_2_2_1
 L  dn_2_2_2
 L  dn_2_2_3
 L  dn_3_2_1
 L  dn_3_2_2
 L  dn_4_2_1
 L  dn_1_3_1
 L  dn_1_3_2
 L  dn_1_3_3
 L  dn_1_3_4
 L  dn_2_3_1
 L  dn_2_3_2
 L  dn_2_3_3
 L  dn_3_3_1
 L  dn_3_3_2
 L  dn_4_3_1
 L  dn_1_4_1
 L  dn_1_4_2
 L  dn_1_4_3
 L  dn_1_4_4
 L  dn_2_4_1
 L  dn_2_4_2
 L  dn_2_4_3
 L  dn_3_4_1
 L  dn_3_4_2
 L  dn_4_4_1
 L  dn_1_5_1
 L  dn_1_5_2
 L  dn_1_5_3
 L  dn_1_5_4
 L  dn_2_5_1
 L  dn_2_5_2
 L  dn_2_5_3
 L  dn_3_5_1
 L  dn_3_5_2
 L  dn_4_5_1
 L  dr_1_1_1
 L  dr_1_1_2
 L  dr_1_1_3
 L  dr_1_1_4
 L  dr_2_2_1
 L  dr_2_2_2
 L  dr_2_2_3
 L  dr_3_3_1
 L  dr_3_3_2
 L  dr_4_4_1
 L  dr_1_2_1
 L  dr_1_2_2
 L  dr_1_2_3
 L  dr_2_3_1
 L  dr_2_3_2
 L  dr_3_4_1
 L  dr_1_3_1
 L  dr_1_3_2
 L  dr_2_4_1
 L  dr_1_4_1
 L  dr_2_1_1
 L  dr_2_1_2
 L  dr_2_1_3
 L  dr_3_2_1
 L  dr_3_2_2
 L  dr_4_3_1
 L  dr_3_1_1
 L  dr_3_1_2
 L  dr_4_2_1
 L  dr_4_1_1
 L  dl_1_2_1
 L  dl_1_3_1
 L  dl_1_3_2
 L  dl_2_2_1
 L  dl_1_4_1
 L  dl_1_4_2
 L  dl_1_4_3
 L  dl_2_3_1
 L  dl_2_3_2
 L  dl_3_2_1
 L  dl_1_5_1
 L  dl_1_5_2
 L  dl_1_5_3
 L  dl_1_5_4
 L  dl_2_4_1
 L  dl_2_4_2
 L  dl_2_4_3
 L  dl_3_3_1
 L  dl_3_3_2
 L  dl_4_2_1
 L  dl_2_5_1
 L  dl_2_5_2
 L  dl_2_5_3
 L  dl_3_4_1
 L  dl_3_4_2
 L  dl_4_3_1
 L  dl_3_5_1
 L  dl_3_5_2
 L  dl_4_4_1
 L  dl_4_5_1
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
 E  pieces
COLUMNS
 x_1_1 rt_1_1_1 1 rt_1_1_2 1
 x_1_1 rt_1_1_3 1 rt_1_1_4 1
 x_1_1 dn_1_1_1 1 dn_1_1_2 1
 x_1_1 dn_1_1_3 1 dn_1_1_4 1
 x_1_1 dr_1_1_1 1 dr_1_1_2 1
 x_1_1 dr_1_1_3 1 dr_1_1_4 1
 x_1_1 sq_1_1 1 pieces 1
 x_1_2 rt_1_1_1 1 rt_1_1_2 1
 x_1_2 rt_1_1_3 1 rt_1_1_4 1
 x_1_2 rt_1_2_1 1 rt_1_2_2 1
 x_1_2 rt_1_2_3 1 dn_1_2_1 1
 x_1_2 dn_1_2_2 1 dn_1_2_3 1
 x_1_2 dn_1_2_4 1 dr_1_2_1 1
 x_1_2 dr_1_2_2 1 dr_1_2_3 1
 x_1_2 dl_1_2_1 1 sq_1_2 1
 x_1_2 pieces 1
 x_1_3 rt_1_1_2 1 rt_1_1_3 1
 x_1_3 rt_1_1_4 1 rt_1_2_1 1
 x_1_3 rt_1_2_2 1 rt_1_2_3 1
 x_1_3 rt_1_3_1 1 rt_1_3_2 1
 x_1_3 dn_1_3_1 1 dn_1_3_2 1
 x_1_3 dn_1_3_3 1 dn_1_3_4 1
 x_1_3 dr_1_3_1 1 dr_1_3_2 1
 x_1_3 dl_1_3_1 1 dl_1_3_2 1
 x_1_3 sq_1_3 1 pieces 1
 x_1_4 rt_1_1_3 1 rt_1_1_4 1
 x_1_4 rt_1_2_2 1 rt_1_2_3 1
 x_1_4 rt_1_3_1 1 rt_1_3_2 1
 x_1_4 rt_1_4_1 1 dn_1_4_1 1
 x_1_4 dn_1_4_2 1 dn_1_4_3 1
 x_1_4 dn_1_4_4 1 dr_1_4_1 1
 x_1_4 dl_1_4_1 1 dl_1_4_2 1
 x_1_4 dl_1_4_3 1 sq_1_4 1
 x_1_4 pieces 1
 x_1_5 rt_1_1_4 1 rt_1_2_3 1
 x_1_5 rt_1_3_2 1 rt_1_4_1 1
 x_1_5 dn_1_5_1 1 dn_1_5_2 1
 x_1_5 dn_1_5_3 1 dn_1_5_4 1
 x_1_5 dl_1_5_1 1 dl_1_5_2 1
 x_1_5 dl_1_5_3 1 dl_1_5_4 1
 x_1_5 sq_1_5 1 pieces 1
 x_2_1 rt_2_1_1 1 rt_2_1_2 1
 x_2_1 rt_2_1_3 1 rt_2_1_4 1
 x_2_1 dn_1_1_1 1 dn_1_1_2 1
 x_2_1 dn_1_1_3 1 dn_1_1_4 1
 x_2_1 dn_2_1_1 1 dn_2_1_2 1
 x_2_1 dn_2_1_3 1 dr_2_1_1 1
 x_2_1 dr_2_1_2 1 dr_2_1_3 1
 x_2_1 dl_1_2_1 1 sq_2_1 1
 x_2_1 pieces 1
 x_2_2 rt_2_1_1 1 rt_2_1_2 1
 x_2_2 rt_2_1_3 1 rt_2_1_4 1
 x_2_2 rt_2_2_1 1 rt_2_2_2 1
 x_2_2 rt_2_2_3 1 dn_1_2_1 1
 x_2_2 dn_1_2_2 1 dn_1_2_3 1
 x_2_2 dn_1_2_4 1 dn_2_2_1 1
 x_2_2 dn_2_2_2 1 dn_2_2_3 1
 x_2_2 dr_1_1_1 1 dr_1_1_2 1
 x_2_2 dr_1_1_3 1 dr_1_1_4 1
 x_2_2 dr_2_2_1 1 dr_2_2_2 1
 x_2_2 dr_2_2_3 1 dl_1_3_1 1
 x_2_2 dl_1_3_2 1 dl_2_2_1 1
 x_2_2 sq_2_2 1 pieces 1
 x_2_3 rt_2_1_2 1 rt_2_1_3 1
 x_2_3 rt_2_1_4 1 rt_2_2_1 1
 x_2_3 rt_2_2_2 1 rt_2_2_3 1
 x_2_3 rt_2_3_1 1 rt_2_3_2 1
 x_2_3 dn_1_3_1 1 dn_1_3_2 1
 x_2_3 dn_1_3_3 1 dn_1_3_4 1
 x_2_3 dn_2_3_1 1 dn_2_3_2 1
 x_2_3 dn_2_3_3 1 dr_1_2_1 1
 x_2_3 dr_1_2_2 1 dr_1_2_3 1
 x_2_3 dr_2_3_1 1 dr_2_3_2 1
 x_2_3 dl_1_4_1 1 dl_1_4_2 1
 x_2_3 dl_1_4_3 1 dl_2_3_1 1
 x_2_3 dl_2_3_2 1 sq_2_3 1
 x_2_3 pieces 1
 x_2_4 rt_2_1_3 1 rt_2_1_4 1
 x_2_4 rt_2_2_2 1 rt_2_2_3 1
 x_2_4 rt_2_3_1 1 rt_2_3_2 1
 x_2_4 rt_2_4_1 1 dn_1_4_1 1
 x_2_4 dn_1_4_2 1 dn_1_4_3 1
 x_2_4 dn_1_4_4 1 dn_2_4_1 1
 x_2_4 dn_2_4_2 1 dn_2_4_3 1
 x_2_4 dr_1_3_1 1 dr_1_3_2 1
 x_2_4 dr_2_4_1 1 dl_1_5_1 1
 x_2_4 dl_1_5_2 1 dl_1_5_3 1
 x_2_4 dl_1_5_4 1 dl_2_4_1 1
 x_2_4 dl_2_4_2 1 dl_2_4_3 1
 x_2_4 sq_2_4 1 pieces 1
 x_2_5 rt_2_1_4 1 rt_2_2_3 1
 x_2_5 rt_2_3_2 1 rt_2_4_1 1
 x_2_5 dn_1_5_1 1 dn_1_5_2 1
 x_2_5 dn_1_5_3 1 dn_1_5_4 1
 x_2_5 dn_2_5_1 1 dn_2_5_2 1
 x_2_5 dn_2_5_3 1 dr_1_4_1 1
 x_2_5 dl_2_5_1 1 dl_2_5_2 1
 x_2_5 dl_2_5_3 1 sq_2_5 1
 x_2_5 pieces 1
 x_3_1 rt_3_1_1 1 rt_3_1_2 1
 x_3_1 rt_3_1_3 1 rt_3_1_4 1
 x_3_1 dn_1_1_2 1 dn_1_1_3 1
 x_3_1 dn_1_1_4 1 dn_2_1_1 1
 x_3_1 dn_2_1_2 1 dn_2_1_3 1
 x_3_1 dn_3_1_1 1 dn_3_1_2 1
 x_3_1 dr_3_1_1 1 dr_3_1_2 1
 x_3_1 dl_1_3_2 1 dl_2_2_1 1
 x_3_1 sq_3_1 1 pieces 1
 x_3_2 rt_3_1_1 1 rt_3_1_2 1
 x_3_2 rt_3_1_3 1 rt_3_1_4 1
 x_3_2 rt_3_2_1 1 rt_3_2_2 1
 x_3_2 rt_3_2_3 1 dn_1_2_2 1
 x_3_2 dn_1_2_3 1 dn_1_2_4 1
 x_3_2 dn_2_2_1 1 dn_2_2_2 1
 x_3_2 dn_2_2_3 1 dn_3_2_1 1
 x_3_2 dn_3_2_2 1 dr_2_1_1 1
 x_3_2 dr_2_1_2 1 dr_2_1_3 1
 x_3_2 dr_3_2_1 1 dr_3_2_2 1
 x_3_2 dl_1_4_2 1 dl_1_4_3 1
 x_3_2 dl_2_3_1 1 dl_2_3_2 1
 x_3_2 dl_3_2_1 1 sq_3_2 1
 x_3_2 pieces 1
 x_3_3 rt_3_1_2 1 rt_3_1_3 1
 x_3_3 rt_3_1_4 1 rt_3_2_1 1
 x_3_3 rt_3_2_2 1 rt_3_2_3 1
 x_3_3 rt_3_3_1 1 rt_3_3_2 1
 x_3_3 dn_1_3_2 1 dn_1_3_3 1
 x_3_3 dn_1_3_4 1 dn_2_3_1 1
 x_3_3 dn_2_3_2 1 dn_2_3_3 1
 x_3_3 dn_3_3_1 1 dn_3_3_2 1
 x_3_3 dr_1_1_2 1 dr_1_1_3 1
 x_3_3 dr_1_1_4 1 dr_2_2_1 1
 x_3_3 dr_2_2_2 1 dr_2_2_3 1
 x_3_3 dr_3_3_1 1 dr_3_3_2 1
 x_3_3 dl_1_5_2 1 dl_1_5_3 1
 x_3_3 dl_1_5_4 1 dl_2_4_1 1
 x_3_3 dl_2_4_2 1 dl_2_4_3 1
 x_3_3 dl_3_3_1 1 dl_3_3_2 1
 x_3_3 sq_3_3 1 pieces 1
 x_3_4 rt_3_1_3 1 rt_3_1_4 1
 x_3_4 rt_3_2_2 1 rt_3_2_3 1
 x_3_4 rt_3_3_1 1 rt_3_3_2 1
 x_3_4 rt_3_4_1 1 dn_1_4_2 1
 x_3_4 dn_1_4_3 1 dn_1_4_4 1
 x_3_4 dn_2_4_1 1 dn_2_4_2 1
 x_3_4 dn_2_4_3 1 dn_3_4_1 1
 x_3_4 dn_3_4_2 1 dr_1_2_2 1
 x_3_4 dr_1_2_3 1 dr_2_3_1 1
 x_3_4 dr_2_3_2 1 dr_3_4_1 1
 x_3_4 dl_2_5_1 1 dl_2_5_2 1
 x_3_4 dl_2_5_3 1 dl_3_4_1 1
 x_3_4 dl_3_4_2 1 sq_3_4 1
 x_3_4 pieces 1
 x_3_5 rt_3_1_4 1 rt_3_2_3 1
 x_3_5 rt_3_3_2 1 rt_3_4_1 1
 x_3_5 dn_1_5_2 1 dn_1_5_3 1
 x_3_5 dn_1_5_4 1 dn_2_5_1 1
 x_3_5 dn_2_5_2 1 dn_2_5_3 1
 x_3_5 dn_3_5_1 1 dn_3_5_2 1
 x_3_5 dr_1_3_2 1 dr_2_4_1 1
 x_3_5 dl_3_5_1 1 dl_3_5_2 1
 x_3_5 sq_3_5 1 pieces 1
 x_4_1 rt_4_1_1 1 rt_4_1_2 1
 x_4_1 rt_4_1_3 1 rt_4_1_4 1
 x_4_1 dn_1_1_3 1 dn_1_1_4 1
 x_4_1 dn_2_1_2 1 dn_2_1_3 1
 x_4_1 dn_3_1_1 1 dn_3_1_2 1
 x_4_1 dn_4_1_1 1 dr_4_1_1 1
 x_4_1 dl_1_4_3 1 dl_2_3_2 1
 x_4_1 dl_3_2_1 1 sq_4_1 1
 x_4_1 pieces 1
 x_4_2 rt_4_1_1 1 rt_4_1_2 1
 x_4_2 rt_4_1_3 1 rt_4_1_4 1
 x_4_2 rt_4_2_1 1 rt_4_2_2 1
 x_4_2 rt_4_2_3 1 dn_1_2_3 1
 x_4_2 dn_1_2_4 1 dn_2_2_2 1
 x_4_2 dn_2_2_3 1 dn_3_2_1 1
 x_4_2 dn_3_2_2 1 dn_4_2_1 1
 x_4_2 dr_3_1_1 1 dr_3_1_2 1
 x_4_2 dr_4_2_1 1 dl_1_5_3 1
 x_4_2 dl_1_5_4 1 dl_2_4_2 1
 x_4_2 dl_2_4_3 1 dl_3_3_1 1
 x_4_2 dl_3_3_2 1 dl_4_2_1 1
 x_4_2 sq_4_2 1 pieces 1
 x_4_3 rt_4_1_2 1 rt_4_1_3 1
 x_4_3 rt_4_1_4 1 rt_4_2_1 1
 x_4_3 rt_4_2_2 1 rt_4_2_3 1
 x_4_3 rt_4_3_1 1 rt_4_3_2 1
 x_4_3 dn_1_3_3 1 dn_1_3_4 1
 x_4_3 dn_2_3_2 1 dn_2_3_3 1
 x_4_3 dn_3_3_1 1 dn_3_3_2 1
 x_4_3 dn_4_3_1 1 dr_2_1_2 1
 x_4_3 dr_2_1_3 1 dr_3_2_1 1
 x_4_3 dr_3_2_2 1 dr_4_3_1 1
 x_4_3 dl_2_5_2 1 dl_2_5_3 1
 x_4_3 dl_3_4_1 1 dl_3_4_2 1
 x_4_3 dl_4_3_1 1 sq_4_3 1
 x_4_3 pieces 1
 x_4_4 rt_4_1_3 1 rt_4_1_4 1
 x_4_4 rt_4_2_2 1 rt_4_2_3 1
 x_4_4 rt_4_3_1 1 rt_4_3_2 1
 x_4_4 rt_4_4_1 1 dn_1_4_3 1
 x_4_4 dn_1_4_4 1 dn_2_4_2 1
 x_4_4 dn_2_4_3 1 dn_3_4_1 1
 x_4_4 dn_3_4_2 1 dn_4_4_1 1
 x_4_4 dr_1_1_3 1 dr_1_1_4 1
 x_4_4 dr_2_2_2 1 dr_2_2_3 1
 x_4_4 dr_3_3_1 1 dr_3_3_2 1
 x_4_4 dr_4_4_1 1 dl_3_5_1 1
 x_4_4 dl_3_5_2 1 dl_4_4_1 1
 x_4_4 sq_4_4 1 pieces 1
 x_4_5 rt_4_1_4 1 rt_4_2_3 1
 x_4_5 rt_4_3_2 1 rt_4_4_1 1
 x_4_5 dn_1_5_3 1 dn_1_5_4 1
 x_4_5 dn_2_5_2 1 dn_2_5_3 1
 x_4_5 dn_3_5_1 1 dn_3_5_2 1
 x_4_5 dn_4_5_1 1 dr_1_2_3 1
 x_4_5 dr_2_3_2 1 dr_3_4_1 1
 x_4_5 dl_4_5_1 1 sq_4_5 1
 x_4_5 pieces 1
 x_5_1 rt_5_1_1 1 rt_5_1_2 1
 x_5_1 rt_5_1_3 1 rt_5_1_4 1
 x_5_1 dn_1_1_4 1 dn_2_1_3 1
 x_5_1 dn_3_1_2 1 dn_4_1_1 1
 x_5_1 dl_1_5_4 1 dl_2_4_3 1
 x_5_1 dl_3_3_2 1 dl_4_2_1 1
 x_5_1 sq_5_1 1 pieces 1
 x_5_2 rt_5_1_1 1 rt_5_1_2 1
 x_5_2 rt_5_1_3 1 rt_5_1_4 1
 x_5_2 rt_5_2_1 1 rt_5_2_2 1
 x_5_2 rt_5_2_3 1 dn_1_2_4 1
 x_5_2 dn_2_2_3 1 dn_3_2_2 1
 x_5_2 dn_4_2_1 1 dr_4_1_1 1
 x_5_2 dl_2_5_3 1 dl_3_4_2 1
 x_5_2 dl_4_3_1 1 sq_5_2 1
 x_5_2 pieces 1
 x_5_3 rt_5_1_2 1 rt_5_1_3 1
 x_5_3 rt_5_1_4 1 rt_5_2_1 1
 x_5_3 rt_5_2_2 1 rt_5_2_3 1
 x_5_3 rt_5_3_1 1 rt_5_3_2 1
 x_5_3 dn_1_3_4 1 dn_2_3_3 1
 x_5_3 dn_3_3_2 1 dn_4_3_1 1
 x_5_3 dr_3_1_2 1 dr_4_2_1 1
 x_5_3 dl_3_5_2 1 dl_4_4_1 1
 x_5_3 sq_5_3 1 pieces 1
 x_5_4 rt_5_1_3 1 rt_5_1_4 1
 x_5_4 rt_5_2_2 1 rt_5_2_3 1
 x_5_4 rt_5_3_1 1 rt_5_3_2 1
 x_5_4 rt_5_4_1 1 dn_1_4_4 1
 x_5_4 dn_2_4_3 1 dn_3_4_2 1
 x_5_4 dn_4_4_1 1 dr_2_1_3 1
 x_5_4 dr_3_2_2 1 dr_4_3_1 1
 x_5_4 dl_4_5_1 1 sq_5_4 1
 x_5_4 pieces 1
 x_5_5 rt_5_1_4 1 rt_5_2_3 1
 x_5_5 rt_5_3_2 1 rt_5_4_1 1
 x_5_5 dn_1_5_4 1 dn_2_5_3 1
 x_5_5 dn_3_5_2 1 dn_4_5_1 1
 x_5_5 dr_1_1_4 1 dr_2_2_3 1
 x_5_5 dr_3_3_2 1 dr_4_4_1 1
 x_5_5 sq_5_5 1 pieces 1
 w_1_1 nwalls 1 sq_1_1 1
 w_1_2 nwalls 1 rt_1_1_2 -1
 w_1_2 rt_1_1_3 -1 rt_1_1_4 -1
 w_1_2 sq_1_2 1
 w_1_3 nwalls 1 rt_1_1_3 -1
 w_1_3 rt_1_1_4 -1 rt_1_2_2 -1
 w_1_3 rt_1_2_3 -1 sq_1_3 1
 w_1_4 nwalls 1 rt_1_1_4 -1
 w_1_4 rt_1_2_3 -1 rt_1_3_2 -1
 w_1_4 sq_1_4 1
 w_1_5 nwalls 1 sq_1_5 1
 w_2_1 nwalls 1 dn_1_1_2 -1
 w_2_1 dn_1_1_3 -1 dn_1_1_4 -1
 w_2_1 sq_2_1 1
 w_2_2 nwalls 1 rt_2_1_2 -1
 w_2_2 rt_2_1_3 -1 rt_2_1_4 -1
 w_2_2 dn_1_2_2 -1 dn_1_2_3 -1
 w_2_2 dn_1_2_4 -1 dr_1_1_2 -1
 w_2_2 dr_1_1_3 -1 dr_1_1_4 -1
 w_2_2 dl_1_3_2 -1 sq_2_2 1
 w_2_3 nwalls 1 rt_2_1_3 -1
 w_2_3 rt_2_1_4 -1 rt_2_2_2 -1
 w_2_3 rt_2_2_3 -1 dn_1_3_2 -1
 w_2_3 dn_1_3_3 -1 dn_1_3_4 -1
 w_2_3 dr_1_2_2 -1 dr_1_2_3 -1
 w_2_3 dl_1_4_2 -1 dl_1_4_3 -1
 w_2_3 sq_2_3 1
 w_2_4 nwalls 1 rt_2_1_4 -1
 w_2_4 rt_2_2_3 -1 rt_2_3_2 -1
 w_2_4 dn_1_4_2 -1 dn_1_4_3 -1
 w_2_4 dn_1_4_4 -1 dr_1_3_2 -1
 w_2_4 dl_1_5_2 -1 dl_1_5_3 -1
 w_2_4 dl_1_5_4 -1 sq_2_4 1
 w_2_5 nwalls 1 dn_1_5_2 -1
 w_2_5 dn_1_5_3 -1 dn_1_5_4 -1
 w_2_5 sq_2_5 1
 w_3_1 nwalls 1 dn_1_1_3 -1
 w_3_1 dn_1_1_4 -1 dn_2_1_2 -1
 w_3_1 dn_2_1_3 -1 sq_3_1 1
 w_3_2 nwalls 1 rt_3_1_2 -1
 w_3_2 rt_3_1_3 -1 rt_3_1_4 -1
 w_3_2 dn_1_2_3 -1 dn_1_2_4 -1
 w_3_2 dn_2_2_2 -1 dn_2_2_3 -1
 w_3_2 dr_2_1_2 -1 dr_2_1_3 -1
 w_3_2 dl_1_4_3 -1 dl_2_3_2 -1
 w_3_2 sq_3_2 1
 w_3_3 nwalls 1 rt_3_1_3 -1
 w_3_3 rt_3_1_4 -1 rt_3_2_2 -1
 w_3_3 rt_3_2_3 -1 dn_1_3_3 -1
 w_3_3 dn_1_3_4 -1 dn_2_3_2 -1
 w_3_3 dn_2_3_3 -1 dr_1_1_3 -1
 w_3_3 dr_1_1_4 -1 dr_2_2_2 -1
 w_3_3 dr_2_2_3 -1 dl_1_5_3 -1
 w_3_3 dl_1_5_4 -1 dl_2_4_2 -1
 w_3_3 dl_2_4_3 -1 sq_3_3 1
 w_3_4 nwalls 1 rt_3_1_4 -1
 w_3_4 rt_3_2_3 -1 rt_3_3_2 -1
 w_3_4 dn_1_4_3 -1 dn_1_4_4 -1
 w_3_4 dn_2_4_2 -1 dn_2_4_3 -1
 w_3_4 dr_1_2_3 -1 dr_2_3_2 -1
 w_3_4 dl_2_5_2 -1 dl_2_5_3 -1
 w_3_4 sq_3_4 1
 w_3_5 nwalls 1 dn_1_5_3 -1
 w_3_5 dn_1_5_4 -1 dn_2_5_2 -1
 w_3_5 dn_2_5_3 -1 sq_3_5 1
 w_4_1 nwalls 1 dn_1_1_4 -1
 w_4_1 dn_2_1_3 -1 dn_3_1_2 -1
 w_4_1 sq_4_1 1
 w_4_2 nwalls 1 rt_4_1_2 -1
 w_4_2 rt_4_1_3 -1 rt_4_1_4 -1
 w_4_2 dn_1_2_4 -1 dn_2_2_3 -1
 w_4_2 dn_3_2_2 -1 dr_3_1_2 -1
 w_4_2 dl_1_5_4 -1 dl_2_4_3 -1
 w_4_2 dl_3_3_2 -1 sq_4_2 1
 w_4_3 nwalls 1 rt_4_1_3 -1
 w_4_3 rt_4_1_4 -1 rt_4_2_2 -1
 w_4_3 rt_4_2_3 -1 dn_1_3_4 -1
 w_4_3 dn_2_3_3 -1 dn_3_3_2 -1
 w_4_3 dr_2_1_3 -1 dr_3_2_2 -1
 w_4_3 dl_2_5_3 -1 dl_3_4_2 -1
 w_4_3 sq_4_3 1
 w_4_4 nwalls 1 rt_4_1_4 -1
 w_4_4 rt_4_2_3 -1 rt_4_3_2 -1
 w_4_4 dn_1_4_4 -1 dn_2_4_3 -1
 w_4_4 dn_3_4_2 -1 dr_1_1_4 -1
 w_4_4 dr_2_2_3 -1 dr_3_3_2 -1
 w_4_4 dl_3_5_2 -1 sq_4_4 1
 w_4_5 nwalls 1 dn_1_5_4 -1
 w_4_5 dn_2_5_3 -1 dn_3_5_2 -1
 w_4_5 sq_4_5 1
 w_5_1 nwalls 1 sq_5_1 1
 w_5_2 nwalls 1 rt_5_1_2 -1
 w_5_2 rt_5_1_3 -1 rt_5_1_4 -1
 w_5_2 sq_5_2 1
 w_5_3 nwalls 1 rt_5_1_3 -1
 w_5_3 rt_5_1_4 -1 rt_5_2_2 -1
 w_5_3 rt_5_2_3 -1 sq_5_3 1
 w_5_4 nwalls 1 rt_5_1_4 -1
 w_5_4 rt_5_2_3 -1 rt_5_3_2 -1
 w_5_4 sq_5_4 1
 w_5_5 nwalls 1 sq_5_5 1
RHS
 RHS rt_1_1_1 1 rt_1_1_2 1
 RHS rt_1_1_3 1 rt_1_1_4 1
 RHS rt_1_2_1 1 rt_1_2_2 1
 RHS rt_1_2_3 1 rt_1_3_1 1
 RHS rt_1_3_2 1 rt_1_4_1 1
 RHS rt_2_1_1 1 rt_2_1_2 1
 RHS rt_2_1_3 1 rt_2_1_4 1
 RHS rt_2_2_1 1 rt_2_2_2 1
 RHS rt_2_2_3 1 rt_2_3_1 1
 RHS rt_2_3_2 1 rt_2_4_1 1
 RHS rt_3_1_1 1 rt_3_1_2 1
 RHS rt_3_1_3 1 rt_3_1_4 1
 RHS rt_3_2_1 1 rt_3_2_2 1
 RHS rt_3_2_3 1 rt_3_3_1 1
 RHS rt_3_3_2 1 rt_3_4_1 1
 RHS rt_4_1_1 1 rt_4_1_2 1
 RHS rt_4_1_3 1 rt_4_1_4 1
 RHS rt_4_2_1 1 rt_4_2_2 1
 RHS rt_4_2_3 1 rt_4_3_1 1
 RHS rt_4_3_2 1 rt_4_4_1 1
 RHS rt_5_1_1 1 rt_5_1_2 1
 RHS rt_5_1_3 1 rt_5_1_4 1
 RHS rt_5_2_1 1 rt_5_2_2 1
 RHS rt_5_2_3 1 rt_5_3_1 1
 RHS rt_5_3_2 1 rt_5_4_1 1
 RHS dn_1_1_1 1 dn_1_1_2 1
 RHS dn_1_1_3 1 dn_1_1_4 1
 RHS dn_2_1_1 1 dn_2_1_2 1
 RHS dn_2_1_3 1 dn_3_1_1 1
 RHS dn_3_1_2 1 dn_4_1_1 1
 RHS dn_1_2_1 1 dn_1_2_2 1
 RHS dn_1_2_3 1 dn_1_2_4 1
 RHS dn_2_2_1 1 dn_2_2_2 1
 RHS dn_2_2_3 1 dn_3_2_1 1
 RHS dn_3_2_2 1 dn_4_2_1 1
 RHS dn_1_3_1 1 dn_1_3_2 1
 RHS dn_1_3_3 1 dn_1_3_4 1
 RHS dn_2_3_1 1 dn_2_3_2 1
 RHS dn_2_3_3 1 dn_3_3_1 1
 RHS dn_3_3_2 1 dn_4_3_1 1
 RHS dn_1_4_1 1 dn_1_4_2 1
 RHS dn_1_4_3 1 dn_1_4_4 1
 RHS dn_2_4_1 1 dn_2_4_2 1
 RHS dn_2_4_3 1 dn_3_4_1 1
 RHS dn_3_4_2 1 dn_4_4_1 1
 RHS dn_1_5_1 1 dn_1_5_2 1
 RHS dn_1_5_3 1 dn_1_5_4 1
 RHS dn_2_5_1 1 dn_2_5_2 1
 RHS dn_2_5_3 1 dn_3_5_1 1
 RHS dn_3_5_2 1 dn_4_5_1 1
 RHS dr_1_1_1 1 dr_1_1_2 1
 RHS dr_1_1_3 1 dr_1_1_4 1
 RHS dr_2_2_1 1 dr_2_2_2 1
 RHS dr_2_2_3 1 dr_3_3_1 1
 RHS dr_3_3_2 1 dr_4_4_1 1
 RHS dr_1_2_1 1 dr_1_2_2 1
 RHS dr_1_2_3 1 dr_2_3_1 1
 RHS dr_2_3_2 1 dr_3_4_1 1
 RHS dr_1_3_1 1 dr_1_3_2 1
 RHS dr_2_4_1 1 dr_1_4_1 1
 RHS dr_2_1_1 1 dr_2_1_2 1
 RHS dr_2_1_3 1 dr_3_2_1 1
 RHS dr_3_2_2 1 dr_4_3_1 1
 RHS dr_3_1_1 1 dr_3_1_2 1
 RHS dr_4_2_1 1 dr_4_1_1 1
 RHS dl_1_2_1 1 dl_1_3_1 1
 RHS dl_1_3_2 1 dl_2_2_1 1
 RHS dl_1_4_1 1 dl_1_4_2 1
 RHS dl_1_4_3 1 dl_2_3_1 1
 RHS dl_2_3_2 1 dl_3_2_1 1
 RHS dl_1_5_1 1 dl_1_5_2 1
 RHS dl_1_5_3 1 dl_1_5_4 1
 RHS dl_2_4_1 1 dl_2_4_2 1
 RHS dl_2_4_3 1 dl_3_3_1 1
 RHS dl_3_3_2 1 dl_4_2_1 1
 RHS dl_2_5_1 1 dl_2_5_2 1
 RHS dl_2_5_3 1 dl_3_4_1 1
 RHS dl_3_4_2 1 dl_4_3_1 1
 RHS dl_3_5_1 1 dl_3_5_2 1
 RHS dl_4_4_1 1 dl_4_5_1 1
 RHS sq_1_1 1 sq_1_2 1
 RHS sq_1_3 1 sq_1_4 1
 RHS sq_1_5 1 sq_2_1 1
 RHS sq_2_2 1 sq_2_3 1
 RHS sq_2_4 1 sq_2_5 1
 RHS sq_3_1 1 sq_3_2 1
 RHS sq_3_3 1 sq_3_4 1
 RHS sq_3_5 1 sq_4_1 1
 RHS sq_4_2 1 sq_4_3 1
 RHS sq_4_4 1 sq_4_5 1
 RHS sq_5_1 1 sq_5_2 1
 RHS sq_5_3 1 sq_5_4 1
 RHS sq_5_5 1 pieces 7
BOUNDS
 BV BND x_1_1
 BV BND x_1_2
 BV BND x_1_3
 BV BND x_1_4
 BV BND x_1_5
 BV BND x_2_1
 BV BND x_2_2
 BV BND x_2_3
 BV BND x_2_4
 BV BND x_2_5
 BV BND x_3_1
 BV BND x_3_2
 BV BND x_3_3
 BV BND x_3_4
 BV BND x_3_5
 BV BND x_4_1
 BV BND x_4_2
 BV BND x_4_3
 BV BND x_4_4
 BV BND x_4_5
 BV BND x_5_1
 BV BND x_5_2
 BV BND x_5_3
 BV BND x_5_4
 BV BND x_5_5
 BV BND w_1_1
 BV BND w_1_2
 BV BND w_1_3
 BV BND w_1_4
 BV BND w_1_5
 BV BND w_2_1
 BV BND w_2_2
 BV BND w_2_3
 BV BND w_2_4
 BV BND w_2_5
 BV BND w_3_1
 BV BND w_3_2
 BV BND w_3_3
 BV BND w_3_4
 BV BND w_3_5
 BV BND w_4_1
 BV BND w_4_2
 BV BND w_4_3
 BV BND w_4_4
 BV BND w_4_5
 BV BND w_5_1
 BV BND w_5_2
 BV BND w_5_3
 BV BND w_5_4
 BV BND w_5_5
ENDATA
