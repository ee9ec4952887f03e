* boardlp 1 piece=knights board=8x8 problem=max formulation=clique walls=none
*
* The most knights on an 8x8 board with no two attacking each other.
*
* A knight attacks the squares a knight's move away: two squares one way and one the other.
* No walls.
*
* Variables: 64 binaries
*   x_R_C = 1 if a knight stands on square (R,C), else 0.
*   R = 1..8 counts rows from the top, C = 1..8 columns from the left.
*
* Objective
*   minimize  neg_npcs: -(sum over all squares of x_R_C)
*   MPS has no portable way to say "maximize" (cbc ignores OBJSENSE MAX and
*   glpsol rejects it), so this file minimizes the negated number of knights:
*   the optimum is minus the largest number.
*
* Constraints: 168 rows with 336 nonzeros
*   n4_R_C, n5_R_C, n7_R_C, n8_R_C
*       x_R_C + x_(R+1)_(C+2) <= 1 (n4); +2,+1 (n5); +2,-1 (n7); +1,-2 (n8)
*       (two knights a knight's move apart attack each other; the move from (R,C) points to 4, 5, 7 or 8 o'clock)
*
* Knights: every row is a pair; no three squares are pairwise a knight's move apart, so
* the clique and the pairwise forms are the same.
* Every piece the rows allow is safe, and every safe placement meets the rows: the optimum
* is the largest number of knights that do not attack each other.
NAME knights_8x8
ROWS
 N  neg_npcs
 L  n4_1_1
 L  n5_1_1
 L  n4_1_2
 L  n5_1_2
 L  n7_1_2
 L  n4_1_3
 L  n5_1_3
 L  n7_1_3
 L  n8_1_3
 L  n4_1_4
 L  n5_1_4
 L  n7_1_4
 L  n8_1_4
 L  n4_1_5
 L  n5_1_5
 L  n7_1_5
 L  n8_1_5
 L  n4_1_6
 L  n5_1_6
 L  n7_1_6
 L  n8_1_6
 L  n5_1_7
 L  n7_1_7
 L  n8_1_7
 L  n7_1_8
 L  n8_1_8
 L  n4_2_1
 L  n5_2_1
 L  n4_2_2
 L  n5_2_2
 L  n7_2_2
 L  n4_2_3
 L  n5_2_3
 L  n7_2_3
 L  n8_2_3
 L  n4_2_4
 L  n5_2_4
 L  n7_2_4
 L  n8_2_4
 L  n4_2_5
 L  n5_2_5
 L  n7_2_5
 L  n8_2_5
 L  n4_2_6
 L  n5_2_6
 L  n7_2_6
 L  n8_2_6
 L  n5_2_7
 L  n7_2_7
 L  n8_2_7
 L  n7_2_8
 L  n8_2_8
 L  n4_3_1
 L  n5_3_1
 L  n4_3_2
 L  n5_3_2
 L  n7_3_2
 L  n4_3_3
 L  n5_3_3
 L  n7_3_3
 L  n8_3_3
 L  n4_3_4
 L  n5_3_4
 L  n7_3_4
 L  n8_3_4
 L  n4_3_5
 L  n5_3_5
 L  n7_3_5
 L  n8_3_5
 L  n4_3_6
 L  n5_3_6
 L  n7_3_6
 L  n8_3_6
 L  n5_3_7
 L  n7_3_7
 L  n8_3_7
 L  n7_3_8
 L  n8_3_8
 L  n4_4_1
 L  n5_4_1
 L  n4_4_2
 L  n5_4_2
 L  n7_4_2
 L  n4_4_3
 L  n5_4_3
 L  n7_4_3
 L  n8_4_3
 L  n4_4_4
 L  n5_4_4
 L  n7_4_4
 L  n8_4_4
 L  n4_4_5
 L  n5_4_5
 L  n7_4_5
 L  n8_4_5
 L  n4_4_6
 L  n5_4_6
 L  n7_4_6
 L  n8_4_6
 L  n5_4_7
 L  n7_4_7
 L  n8_4_7
 L  n7_4_8
 L  n8_4_8
 L  n4_5_1
 L  n5_5_1
 L  n4_5_2
 L  n5_5_2
 L  n7_5_2
 L  n4_5_3
 L  n5_5_3
 L  n7_5_3
 L  n8_5_3
 L  n4_5_4
 L  n5_5_4
 L  n7_5_4
 L  n8_5_4
 L  n4_5_5
 L  n5_5_5
 L  n7_5_5
 L  n8_5_5
 L  n4_5_6
 L  n5_5_6
 L  n7_5_6
 L  n8_5_6
 L  n5_5_7
 L  n7_5_7
 L  n8_5_7
 L  n7_5_8
 L  n8_5_8
 L  n4_6_1
 L  n5_6_1
 L  n4_6_2
 L  n5_6_2
 L  n7_6_2
 L  n4_6_3
 L  n5_6_3
 L  n7_6_3
 L  n8_6_3
 L  n4_6_4
 L  n5_6_4
 L  n7_6_4
 L  n8_6_4
 L  n4_6_5
 L  n5_6_5
 L  n7_6_5
 L  n8_6_5
 L  n4_6_6
 L  n5_6_6
 L  n7_6_6
 L  n8_6_6
 L  n5_6_7
 L  n7_6_7
 L  n8_6_7
 L  n7_6_8
 L  n8_6_8
 L  n4_7_1
 L  n4_7_2
 L  n4_7_3
 L  n8_7_3
 L  n4_7_4
 L  n8_7_4
 L  n4_7_5
 L  n8_7_5
 L  n4_7_6
 L  n8_7_6
 L  n8_7_7
 L  n8_7_8
COLUMNS
 x_1_1 neg_npcs -1 n4_1_1 1
 x_1_1 n5_1_1 1
 x_1_2 neg_npcs -1 n4_1_2 1
 x_1_2 n5_1_2 1 n7_1_2 1
 x_1_3 neg_npcs -1 n4_1_3 1
 x_1_3 n5_1_3 1 n7_1_3 1
 x_1_3 n8_1_3 1
 x_1_4 neg_npcs -1 n4_1_4 1
 x_1_4 n5_1_4 1 n7_1_4 1
 x_1_4 n8_1_4 1
 x_1_5 neg_npcs -1 n4_1_5 1
 x_1_5 n5_1_5 1 n7_1_5 1
 x_1_5 n8_1_5 1
 x_1_6 neg_npcs -1 n4_1_6 1
 x_1_6 n5_1_6 1 n7_1_6 1
 x_1_6 n8_1_6 1
 x_1_7 neg_npcs -1 n5_1_7 1
 x_1_7 n7_1_7 1 n8_1_7 1
 x_1_8 neg_npcs -1 n7_1_8 1
 x_1_8 n8_1_8 1
 x_2_1 neg_npcs -1 n8_1_3 1
 x_2_1 n4_2_1 1 n5_2_1 1
 x_2_2 neg_npcs -1 n8_1_4 1
 x_2_2 n4_2_2 1 n5_2_2 1
 x_2_2 n7_2_2 1
 x_2_3 neg_npcs -1 n4_1_1 1
 x_2_3 n8_1_5 1 n4_2_3 1
 x_2_3 n5_2_3 1 n7_2_3 1
 x_2_3 n8_2_3 1
 x_2_4 neg_npcs -1 n4_1_2 1
 x_2_4 n8_1_6 1 n4_2_4 1
 x_2_4 n5_2_4 1 n7_2_4 1
 x_2_4 n8_2_4 1
 x_2_5 neg_npcs -1 n4_1_3 1
 x_2_5 n8_1_7 1 n4_2_5 1
 x_2_5 n5_2_5 1 n7_2_5 1
 x_2_5 n8_2_5 1
 x_2_6 neg_npcs -1 n4_1_4 1
 x_2_6 n8_1_8 1 n4_2_6 1
 x_2_6 n5_2_6 1 n7_2_6 1
 x_2_6 n8_2_6 1
 x_2_7 neg_npcs -1 n4_1_5 1
 x_2_7 n5_2_7 1 n7_2_7 1
 x_2_7 n8_2_7 1
 x_2_8 neg_npcs -1 n4_1_6 1
 x_2_8 n7_2_8 1 n8_2_8 1
 x_3_1 neg_npcs -1 n7_1_2 1
 x_3_1 n8_2_3 1 n4_3_1 1
 x_3_1 n5_3_1 1
 x_3_2 neg_npcs -1 n5_1_1 1
 x_3_2 n7_1_3 1 n8_2_4 1
 x_3_2 n4_3_2 1 n5_3_2 1
 x_3_2 n7_3_2 1
 x_3_3 neg_npcs -1 n4_2_1 1
 x_3_3 n5_1_2 1 n7_1_4 1
 x_3_3 n8_2_5 1 n4_3_3 1
 x_3_3 n5_3_3 1 n7_3_3 1
 x_3_3 n8_3_3 1
 x_3_4 neg_npcs -1 n4_2_2 1
 x_3_4 n5_1_3 1 n7_1_5 1
 x_3_4 n8_2_6 1 n4_3_4 1
 x_3_4 n5_3_4 1 n7_3_4 1
 x_3_4 n8_3_4 1
 x_3_5 neg_npcs -1 n4_2_3 1
 x_3_5 n5_1_4 1 n7_1_6 1
 x_3_5 n8_2_7 1 n4_3_5 1
 x_3_5 n5_3_5 1 n7_3_5 1
 x_3_5 n8_3_5 1
 x_3_6 neg_npcs -1 n4_2_4 1
 x_3_6 n5_1_5 1 n7_1_7 1
 x_3_6 n8_2_8 1 n4_3_6 1
 x_3_6 n5_3_6 1 n7_3_6 1
 x_3_6 n8_3_6 1
 x_3_7 neg_npcs -1 n4_2_5 1
 x_3_7 n5_1_6 1 n7_1_8 1
 x_3_7 n5_3_7 1 n7_3_7 1
 x_3_7 n8_3_7 1
 x_3_8 neg_npcs -1 n4_2_6 1
 x_3_8 n5_1_7 1 n7_3_8 1
 x_3_8 n8_3_8 1
 x_4_1 neg_npcs -1 n7_2_2 1
 x_4_1 n8_3_3 1 n4_4_1 1
 x_4_1 n5_4_1 1
 x_4_2 neg_npcs -1 n5_2_1 1
 x_4_2 n7_2_3 1 n8_3_4 1
 x_4_2 n4_4_2 1 n5_4_2 1
 x_4_2 n7_4_2 1
 x_4_3 neg_npcs -1 n4_3_1 1
 x_4_3 n5_2_2 1 n7_2_4 1
 x_4_3 n8_3_5 1 n4_4_3 1
 x_4_3 n5_4_3 1 n7_4_3 1
 x_4_3 n8_4_3 1
 x_4_4 neg_npcs -1 n4_3_2 1
 x_4_4 n5_2_3 1 n7_2_5 1
 x_4_4 n8_3_6 1 n4_4_4 1
 x_4_4 n5_4_4 1 n7_4_4 1
 x_4_4 n8_4_4 1
 x_4_5 neg_npcs -1 n4_3_3 1
 x_4_5 n5_2_4 1 n7_2_6 1
 x_4_5 n8_3_7 1 n4_4_5 1
 x_4_5 n5_4_5 1 n7_4_5 1
 x_4_5 n8_4_5 1
 x_4_6 neg_npcs -1 n4_3_4 1
 x_4_6 n5_2_5 1 n7_2_7 1
 x_4_6 n8_3_8 1 n4_4_6 1
 x_4_6 n5_4_6 1 n7_4_6 1
 x_4_6 n8_4_6 1
 x_4_7 neg_npcs -1 n4_3_5 1
 x_4_7 n5_2_6 1 n7_2_8 1
 x_4_7 n5_4_7 1 n7_4_7 1
 x_4_7 n8_4_7 1
 x_4_8 neg_npcs -1 n4_3_6 1
 x_4_8 n5_2_7 1 n7_4_8 1
 x_4_8 n8_4_8 1
 x_5_1 neg_npcs -1 n7_3_2 1
 x_5_1 n8_4_3 1 n4_5_1 1
 x_5_1 n5_5_1 1
 x_5_2 neg_npcs -1 n5_3_1 1
 x_5_2 n7_3_3 1 n8_4_4 1
 x_5_2 n4_5_2 1 n5_5_2 1
 x_5_2 n7_5_2 1
 x_5_3 neg_npcs -1 n4_4_1 1
 x_5_3 n5_3_2 1 n7_3_4 1
 x_5_3 n8_4_5 1 n4_5_3 1
 x_5_3 n5_5_3 1 n7_5_3 1
 x_5_3 n8_5_3 1
 x_5_4 neg_npcs -1 n4_4_2 1
 x_5_4 n5_3_3 1 n7_3_5 1
 x_5_4 n8_4_6 1 n4_5_4 1
 x_5_4 n5_5_4 1 n7_5_4 1
 x_5_4 n8_5_4 1
 x_5_5 neg_npcs -1 n4_4_3 1
 x_5_5 n5_3_4 1 n7_3_6 1
 x_5_5 n8_4_7 1 n4_5_5 1
 x_5_5 n5_5_5 1 n7_5_5 1
 x_5_5 n8_5_5 1
 x_5_6 neg_npcs -1 n4_4_4 1
 x_5_6 n5_3_5 1 n7_3_7 1
 x_5_6 n8_4_8 1 n4_5_6 1
 x_5_6 n5_5_6 1 n7_5_6 1
 x_5_6 n8_5_6 1
 x_5_7 neg_npcs -1 n4_4_5 1
 x_5_7 n5_3_6 1 n7_3_8 1
 x_5_7 n5_5_7 1 n7_5_7 1
 x_5_7 n8_5_7 1
 x_5_8 neg_npcs -1 n4_4_6 1
 x_5_8 n5_3_7 1 n7_5_8 1
 x_5_8 n8_5_8 1
 x_6_1 neg_npcs -1 n7_4_2 1
 x_6_1 n8_5_3 1 n4_6_1 1
 x_6_1 n5_6_1 1
 x_6_2 neg_npcs -1 n5_4_1 1
 x_6_2 n7_4_3 1 n8_5_4 1
 x_6_2 n4_6_2 1 n5_6_2 1
 x_6_2 n7_6_2 1
 x_6_3 neg_npcs -1 n4_5_1 1
 x_6_3 n5_4_2 1 n7_4_4 1
 x_6_3 n8_5_5 1 n4_6_3 1
 x_6_3 n5_6_3 1 n7_6_3 1
 x_6_3 n8_6_3 1
 x_6_4 neg_npcs -1 n4_5_2 1
 x_6_4 n5_4_3 1 n7_4_5 1
 x_6_4 n8_5_6 1 n4_6_4 1
 x_6_4 n5_6_4 1 n7_6_4 1
 x_6_4 n8_6_4 1
 x_6_5 neg_npcs -1 n4_5_3 1
 x_6_5 n5_4_4 1 n7_4_6 1
 x_6_5 n8_5_7 1 n4_6_5 1
 x_6_5 n5_6_5 1 n7_6_5 1
 x_6_5 n8_6_5 1
 x_6_6 neg_npcs -1 n4_5_4 1
 x_6_6 n5_4_5 1 n7_4_7 1
 x_6_6 n8_5_8 1 n4_6_6 1
 x_6_6 n5_6_6 1 n7_6_6 1
 x_6_6 n8_6_6 1
 x_6_7 neg_npcs -1 n4_5_5 1
 x_6_7 n5_4_6 1 n7_4_8 1
 x_6_7 n5_6_7 1 n7_6_7 1
 x_6_7 n8_6_7 1
 x_6_8 neg_npcs -1 n4_5_6 1
 x_6_8 n5_4_7 1 n7_6_8 1
 x_6_8 n8_6_8 1
 x_7_1 neg_npcs -1 n7_5_2 1
 x_7_1 n8_6_3 1 n4_7_1 1
 x_7_2 neg_npcs -1 n5_5_1 1
 x_7_2 n7_5_3 1 n8_6_4 1
 x_7_2 n4_7_2 1
 x_7_3 neg_npcs -1 n4_6_1 1
 x_7_3 n5_5_2 1 n7_5_4 1
 x_7_3 n8_6_5 1 n4_7_3 1
 x_7_3 n8_7_3 1
 x_7_4 neg_npcs -1 n4_6_2 1
 x_7_4 n5_5_3 1 n7_5_5 1
 x_7_4 n8_6_6 1 n4_7_4 1
 x_7_4 n8_7_4 1
 x_7_5 neg_npcs -1 n4_6_3 1
 x_7_5 n5_5_4 1 n7_5_6 1
 x_7_5 n8_6_7 1 n4_7_5 1
 x_7_5 n8_7_5 1
 x_7_6 neg_npcs -1 n4_6_4 1
 x_7_6 n5_5_5 1 n7_5_7 1
 x_7_6 n8_6_8 1 n4_7_6 1
 x_7_6 n8_7_6 1
 x_7_7 neg_npcs -1 n4_6_5 1
 x_7_7 n5_5_6 1 n7_5_8 1
 x_7_7 n8_7_7 1
 x_7_8 neg_npcs -1 n4_6_6 1
 x_7_8 n5_5_7 1 n8_7_8 1
 x_8_1 neg_npcs -1 n7_6_2 1
 x_8_1 n8_7_3 1
 x_8_2 neg_npcs -1 n5_6_1 1
 x_8_2 n7_6_3 1 n8_7_4 1
 x_8_3 neg_npcs -1 n4_7_1 1
 x_8_3 n5_6_2 1 n7_6_4 1
 x_8_3 n8_7_5 1
 x_8_4 neg_npcs -1 n4_7_2 1
 x_8_4 n5_6_3 1 n7_6_5 1
 x_8_4 n8_7_6 1
 x_8_5 neg_npcs -1 n4_7_3 1
 x_8_5 n5_6_4 1 n7_6_6 1
 x_8_5 n8_7_7 1
 x_8_6 neg_npcs -1 n4_7_4 1
 x_8_6 n5_6_5 1 n7_6_7 1
 x_8_6 n8_7_8 1
 x_8_7 neg_npcs -1 n4_7_5 1
 x_8_7 n5_6_6 1 n7_6_8 1
 x_8_8 neg_npcs -1 n4_7_6 1
 x_8_8 n5_6_7 1
RHS
 RHS n4_1_1 1 n5_1_1 1
 RHS n4_1_2 1 n5_1_2 1
 RHS n7_1_2 1 n4_1_3 1
 RHS n5_1_3 1 n7_1_3 1
 RHS n8_1_3 1 n4_1_4 1
 RHS n5_1_4 1 n7_1_4 1
 RHS n8_1_4 1 n4_1_5 1
 RHS n5_1_5 1 n7_1_5 1
 RHS n8_1_5 1 n4_1_6 1
 RHS n5_1_6 1 n7_1_6 1
 RHS n8_1_6 1 n5_1_7 1
 RHS n7_1_7 1 n8_1_7 1
 RHS n7_1_8 1 n8_1_8 1
 RHS n4_2_1 1 n5_2_1 1
 RHS n4_2_2 1 n5_2_2 1
 RHS n7_2_2 1 n4_2_3 1
 RHS n5_2_3 1 n7_2_3 1
 RHS n8_2_3 1 n4_2_4 1
 RHS n5_2_4 1 n7_2_4 1
 RHS n8_2_4 1 n4_2_5 1
 RHS n5_2_5 1 n7_2_5 1
 RHS n8_2_5 1 n4_2_6 1
 RHS n5_2_6 1 n7_2_6 1
 RHS n8_2_6 1 n5_2_7 1
 RHS n7_2_7 1 n8_2_7 1
 RHS n7_2_8 1 n8_2_8 1
 RHS n4_3_1 1 n5_3_1 1
 RHS n4_3_2 1 n5_3_2 1
 RHS n7_3_2 1 n4_3_3 1
 RHS n5_3_3 1 n7_3_3 1
 RHS n8_3_3 1 n4_3_4 1
 RHS n5_3_4 1 n7_3_4 1
 RHS n8_3_4 1 n4_3_5 1
 RHS n5_3_5 1 n7_3_5 1
 RHS n8_3_5 1 n4_3_6 1
 RHS n5_3_6 1 n7_3_6 1
 RHS n8_3_6 1 n5_3_7 1
 RHS n7_3_7 1 n8_3_7 1
 RHS n7_3_8 1 n8_3_8 1
 RHS n4_4_1 1 n5_4_1 1
 RHS n4_4_2 1 n5_4_2 1
 RHS n7_4_2 1 n4_4_3 1
 RHS n5_4_3 1 n7_4_3 1
 RHS n8_4_3 1 n4_4_4 1
 RHS n5_4_4 1 n7_4_4 1
 RHS n8_4_4 1 n4_4_5 1
 RHS n5_4_5 1 n7_4_5 1
 RHS n8_4_5 1 n4_4_6 1
 RHS n5_4_6 1 n7_4_6 1
 RHS n8_4_6 1 n5_4_7 1
 RHS n7_4_7 1 n8_4_7 1
 RHS n7_4_8 1 n8_4_8 1
 RHS n4_5_1 1 n5_5_1 1
 RHS n4_5_2 1 n5_5_2 1
 RHS n7_5_2 1 n4_5_3 1
 RHS n5_5_3 1 n7_5_3 1
 RHS n8_5_3 1 n4_5_4 1
 RHS n5_5_4 1 n7_5_4 1
 RHS n8_5_4 1 n4_5_5 1
 RHS n5_5_5 1 n7_5_5 1
 RHS n8_5_5 1 n4_5_6 1
 RHS n5_5_6 1 n7_5_6 1
 RHS n8_5_6 1 n5_5_7 1
 RHS n7_5_7 1 n8_5_7 1
 RHS n7_5_8 1 n8_5_8 1
 RHS n4_6_1 1 n5_6_1 1
 RHS n4_6_2 1 n5_6_2 1
 RHS n7_6_2 1 n4_6_3 1
 RHS n5_6_3 1 n7_6_3 1
 RHS n8_6_3 1 n4_6_4 1
 RHS n5_6_4 1 n7_6_4 1
 RHS n8_6_4 1 n4_6_5 1
 RHS n5_6_5 1 n7_6_5 1
 RHS n8_6_5 1 n4_6_6 1
 RHS n5_6_6 1 n7_6_6 1
 RHS n8_6_6 1 n5_6_7 1
 RHS n7_6_7 1 n8_6_7 1
 RHS n7_6_8 1 n8_6_8 1
 RHS n4_7_1 1 n4_7_2 1
 RHS n4_7_3 1 n8_7_3 1
 RHS n4_7_4 1 n8_7_4 1
 RHS n4_7_5 1 n8_7_5 1
 RHS n4_7_6 1 n8_7_6 1
 RHS n8_7_7 1 n8_7_8 1
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
