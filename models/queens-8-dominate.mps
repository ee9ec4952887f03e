* boardlp 1 piece=queens board=8x8 problem=dominate formulation=clique walls=none
*
* The fewest queens that dominate an 8x8 board: every square holds a queen or is
* attacked by one (Gauss and Dudeney's "five queens cover the board"; the domination number of
* the queen's graph, OEIS A075458 for queens).
*
* A queen attacks along its row, its column and both its diagonals.
* No walls.
* A wall needs no cover and holds no piece; a hole holds no piece but needs cover. Pieces may
* attack each other.
*
* Variables: 64 binaries
*   x_R_C = 1 if a queen stands on square (R,C), else 0.
*   R = 1..8 counts rows from the top, C = 1..8 columns from the left.
*
* Objective
*   minimize  npieces: sum over all squares of x_R_C, the number of queens
*
* Constraints: 64 rows with 1520 nonzeros
*   cv_R_C
*       x_R_C + sum of x over the squares that attack (R,C) >= 1
*       (square (R,C) holds a queen or is attacked by one; a hole holds none and must be attacked)
*
* No packing rows: dominating pieces may attack each other.
* This is a set-covering model: each row asks for one piece among the squares that can see its
* square, and the optimum is the fewest pieces that see every square. It is far harder for a
* solver than the packing problems: the LP relaxation spreads fractions of a piece over many
* squares, so branch and bound has much to close.
NAME queens_8x8
ROWS
 N  npieces
 G  cv_1_1
 G  cv_1_2
 G  cv_1_3
 G  cv_1_4
 G  cv_1_5
 G  cv_1_6
 G  cv_1_7
 G  cv_1_8
 G  cv_2_1
 G  cv_2_2
 G  cv_2_3
 G  cv_2_4
 G  cv_2_5
 G  cv_2_6
 G  cv_2_7
 G  cv_2_8
 G  cv_3_1
 G  cv_3_2
 G  cv_3_3
 G  cv_3_4
 G  cv_3_5
 G  cv_3_6
 G  cv_3_7
 G  cv_3_8
 G  cv_4_1
 G  cv_4_2
 G  cv_4_3
 G  cv_4_4
 G  cv_4_5
 G  cv_4_6
 G  cv_4_7
 G  cv_4_8
 G  cv_5_1
 G  cv_5_2
 G  cv_5_3
 G  cv_5_4
 G  cv_5_5
 G  cv_5_6
 G  cv_5_7
 G  cv_5_8
 G  cv_6_1
 G  cv_6_2
 G  cv_6_3
 G  cv_6_4
 G  cv_6_5
 G  cv_6_6
 G  cv_6_7
 G  cv_6_8
 G  cv_7_1
 G  cv_7_2
 G  cv_7_3
 G  cv_7_4
 G  cv_7_5
 G  cv_7_6
 G  cv_7_7
 G  cv_7_8
 G  cv_8_1
 G  cv_8_2
 G  cv_8_3
 G  cv_8_4
 G  cv_8_5
 G  cv_8_6
 G  cv_8_7
 G  cv_8_8
COLUMNS
 x_1_1 npieces 1 cv_1_1 1
 x_1_1 cv_1_2 1 cv_1_3 1
 x_1_1 cv_1_4 1 cv_1_5 1
 x_1_1 cv_1_6 1 cv_1_7 1
 x_1_1 cv_1_8 1 cv_2_1 1
 x_1_1 cv_2_2 1 cv_3_1 1
 x_1_1 cv_3_3 1 cv_4_1 1
 x_1_1 cv_4_4 1 cv_5_1 1
 x_1_1 cv_5_5 1 cv_6_1 1
 x_1_1 cv_6_6 1 cv_7_1 1
 x_1_1 cv_7_7 1 cv_8_1 1
 x_1_1 cv_8_8 1
 x_1_2 npieces 1 cv_1_1 1
 x_1_2 cv_1_2 1 cv_1_3 1
 x_1_2 cv_1_4 1 cv_1_5 1
 x_1_2 cv_1_6 1 cv_1_7 1
 x_1_2 cv_1_8 1 cv_2_1 1
 x_1_2 cv_2_2 1 cv_2_3 1
 x_1_2 cv_3_2 1 cv_3_4 1
 x_1_2 cv_4_2 1 cv_4_5 1
 x_1_2 cv_5_2 1 cv_5_6 1
 x_1_2 cv_6_2 1 cv_6_7 1
 x_1_2 cv_7_2 1 cv_7_8 1
 x_1_2 cv_8_2 1
 x_1_3 npieces 1 cv_1_1 1
 x_1_3 cv_1_2 1 cv_1_3 1
 x_1_3 cv_1_4 1 cv_1_5 1
 x_1_3 cv_1_6 1 cv_1_7 1
 x_1_3 cv_1_8 1 cv_2_2 1
 x_1_3 cv_2_3 1 cv_2_4 1
 x_1_3 cv_3_1 1 cv_3_3 1
 x_1_3 cv_3_5 1 cv_4_3 1
 x_1_3 cv_4_6 1 cv_5_3 1
 x_1_3 cv_5_7 1 cv_6_3 1
 x_1_3 cv_6_8 1 cv_7_3 1
 x_1_3 cv_8_3 1
 x_1_4 npieces 1 cv_1_1 1
 x_1_4 cv_1_2 1 cv_1_3 1
 x_1_4 cv_1_4 1 cv_1_5 1
 x_1_4 cv_1_6 1 cv_1_7 1
 x_1_4 cv_1_8 1 cv_2_3 1
 x_1_4 cv_2_4 1 cv_2_5 1
 x_1_4 cv_3_2 1 cv_3_4 1
 x_1_4 cv_3_6 1 cv_4_1 1
 x_1_4 cv_4_4 1 cv_4_7 1
 x_1_4 cv_5_4 1 cv_5_8 1
 x_1_4 cv_6_4 1 cv_7_4 1
 x_1_4 cv_8_4 1
 x_1_5 npieces 1 cv_1_1 1
 x_1_5 cv_1_2 1 cv_1_3 1
 x_1_5 cv_1_4 1 cv_1_5 1
 x_1_5 cv_1_6 1 cv_1_7 1
 x_1_5 cv_1_8 1 cv_2_4 1
 x_1_5 cv_2_5 1 cv_2_6 1
 x_1_5 cv_3_3 1 cv_3_5 1
 x_1_5 cv_3_7 1 cv_4_2 1
 x_1_5 cv_4_5 1 cv_4_8 1
 x_1_5 cv_5_1 1 cv_5_5 1
 x_1_5 cv_6_5 1 cv_7_5 1
 x_1_5 cv_8_5 1
 x_1_6 npieces 1 cv_1_1 1
 x_1_6 cv_1_2 1 cv_1_3 1
 x_1_6 cv_1_4 1 cv_1_5 1
 x_1_6 cv_1_6 1 cv_1_7 1
 x_1_6 cv_1_8 1 cv_2_5 1
 x_1_6 cv_2_6 1 cv_2_7 1
 x_1_6 cv_3_4 1 cv_3_6 1
 x_1_6 cv_3_8 1 cv_4_3 1
 x_1_6 cv_4_6 1 cv_5_2 1
 x_1_6 cv_5_6 1 cv_6_1 1
 x_1_6 cv_6_6 1 cv_7_6 1
 x_1_6 cv_8_6 1
 x_1_7 npieces 1 cv_1_1 1
 x_1_7 cv_1_2 1 cv_1_3 1
 x_1_7 cv_1_4 1 cv_1_5 1
 x_1_7 cv_1_6 1 cv_1_7 1
 x_1_7 cv_1_8 1 cv_2_6 1
 x_1_7 cv_2_7 1 cv_2_8 1
 x_1_7 cv_3_5 1 cv_3_7 1
 x_1_7 cv_4_4 1 cv_4_7 1
 x_1_7 cv_5_3 1 cv_5_7 1
 x_1_7 cv_6_2 1 cv_6_7 1
 x_1_7 cv_7_1 1 cv_7_7 1
 x_1_7 cv_8_7 1
 x_1_8 npieces 1 cv_1_1 1
 x_1_8 cv_1_2 1 cv_1_3 1
 x_1_8 cv_1_4 1 cv_1_5 1
 x_1_8 cv_1_6 1 cv_1_7 1
 x_1_8 cv_1_8 1 cv_2_7 1
 x_1_8 cv_2_8 1 cv_3_6 1
 x_1_8 cv_3_8 1 cv_4_5 1
 x_1_8 cv_4_8 1 cv_5_4 1
 x_1_8 cv_5_8 1 cv_6_3 1
 x_1_8 cv_6_8 1 cv_7_2 1
 x_1_8 cv_7_8 1 cv_8_1 1
 x_1_8 cv_8_8 1
 x_2_1 npieces 1 cv_1_1 1
 x_2_1 cv_1_2 1 cv_2_1 1
 x_2_1 cv_2_2 1 cv_2_3 1
 x_2_1 cv_2_4 1 cv_2_5 1
 x_2_1 cv_2_6 1 cv_2_7 1
 x_2_1 cv_2_8 1 cv_3_1 1
 x_2_1 cv_3_2 1 cv_4_1 1
 x_2_1 cv_4_3 1 cv_5_1 1
 x_2_1 cv_5_4 1 cv_6_1 1
 x_2_1 cv_6_5 1 cv_7_1 1
 x_2_1 cv_7_6 1 cv_8_1 1
 x_2_1 cv_8_7 1
 x_2_2 npieces 1 cv_1_1 1
 x_2_2 cv_1_2 1 cv_1_3 1
 x_2_2 cv_2_1 1 cv_2_2 1
 x_2_2 cv_2_3 1 cv_2_4 1
 x_2_2 cv_2_5 1 cv_2_6 1
 x_2_2 cv_2_7 1 cv_2_8 1
 x_2_2 cv_3_1 1 cv_3_2 1
 x_2_2 cv_3_3 1 cv_4_2 1
 x_2_2 cv_4_4 1 cv_5_2 1
 x_2_2 cv_5_5 1 cv_6_2 1
 x_2_2 cv_6_6 1 cv_7_2 1
 x_2_2 cv_7_7 1 cv_8_2 1
 x_2_2 cv_8_8 1
 x_2_3 npieces 1 cv_1_2 1
 x_2_3 cv_1_3 1 cv_1_4 1
 x_2_3 cv_2_1 1 cv_2_2 1
 x_2_3 cv_2_3 1 cv_2_4 1
 x_2_3 cv_2_5 1 cv_2_6 1
 x_2_3 cv_2_7 1 cv_2_8 1
 x_2_3 cv_3_2 1 cv_3_3 1
 x_2_3 cv_3_4 1 cv_4_1 1
 x_2_3 cv_4_3 1 cv_4_5 1
 x_2_3 cv_5_3 1 cv_5_6 1
 x_2_3 cv_6_3 1 cv_6_7 1
 x_2_3 cv_7_3 1 cv_7_8 1
 x_2_3 cv_8_3 1
 x_2_4 npieces 1 cv_1_3 1
 x_2_4 cv_1_4 1 cv_1_5 1
 x_2_4 cv_2_1 1 cv_2_2 1
 x_2_4 cv_2_3 1 cv_2_4 1
 x_2_4 cv_2_5 1 cv_2_6 1
 x_2_4 cv_2_7 1 cv_2_8 1
 x_2_4 cv_3_3 1 cv_3_4 1
 x_2_4 cv_3_5 1 cv_4_2 1
 x_2_4 cv_4_4 1 cv_4_6 1
 x_2_4 cv_5_1 1 cv_5_4 1
 x_2_4 cv_5_7 1 cv_6_4 1
 x_2_4 cv_6_8 1 cv_7_4 1
 x_2_4 cv_8_4 1
 x_2_5 npieces 1 cv_1_4 1
 x_2_5 cv_1_5 1 cv_1_6 1
 x_2_5 cv_2_1 1 cv_2_2 1
 x_2_5 cv_2_3 1 cv_2_4 1
 x_2_5 cv_2_5 1 cv_2_6 1
 x_2_5 cv_2_7 1 cv_2_8 1
 x_2_5 cv_3_4 1 cv_3_5 1
 x_2_5 cv_3_6 1 cv_4_3 1
 x_2_5 cv_4_5 1 cv_4_7 1
 x_2_5 cv_5_2 1 cv_5_5 1
 x_2_5 cv_5_8 1 cv_6_1 1
 x_2_5 cv_6_5 1 cv_7_5 1
 x_2_5 cv_8_5 1
 x_2_6 npieces 1 cv_1_5 1
 x_2_6 cv_1_6 1 cv_1_7 1
 x_2_6 cv_2_1 1 cv_2_2 1
 x_2_6 cv_2_3 1 cv_2_4 1
 x_2_6 cv_2_5 1 cv_2_6 1
 x_2_6 cv_2_7 1 cv_2_8 1
 x_2_6 cv_3_5 1 cv_3_6 1
 x_2_6 cv_3_7 1 cv_4_4 1
 x_2_6 cv_4_6 1 cv_4_8 1
 x_2_6 cv_5_3 1 cv_5_6 1
 x_2_6 cv_6_2 1 cv_6_6 1
 x_2_6 cv_7_1 1 cv_7_6 1
 x_2_6 cv_8_6 1
 x_2_7 npieces 1 cv_1_6 1
 x_2_7 cv_1_7 1 cv_1_8 1
 x_2_7 cv_2_1 1 cv_2_2 1
 x_2_7 cv_2_3 1 cv_2_4 1
 x_2_7 cv_2_5 1 cv_2_6 1
 x_2_7 cv_2_7 1 cv_2_8 1
 x_2_7 cv_3_6 1 cv_3_7 1
 x_2_7 cv_3_8 1 cv_4_5 1
 x_2_7 cv_4_7 1 cv_5_4 1
 x_2_7 cv_5_7 1 cv_6_3 1
 x_2_7 cv_6_7 1 cv_7_2 1
 x_2_7 cv_7_7 1 cv_8_1 1
 x_2_7 cv_8_7 1
 x_2_8 npieces 1 cv_1_7 1
 x_2_8 cv_1_8 1 cv_2_1 1
 x_2_8 cv_2_2 1 cv_2_3 1
 x_2_8 cv_2_4 1 cv_2_5 1
 x_2_8 cv_2_6 1 cv_2_7 1
 x_2_8 cv_2_8 1 cv_3_7 1
 x_2_8 cv_3_8 1 cv_4_6 1
 x_2_8 cv_4_8 1 cv_5_5 1
 x_2_8 cv_5_8 1 cv_6_4 1
 x_2_8 cv_6_8 1 cv_7_3 1
 x_2_8 cv_7_8 1 cv_8_2 1
 x_2_8 cv_8_8 1
 x_3_1 npieces 1 cv_1_1 1
 x_3_1 cv_1_3 1 cv_2_1 1
 x_3_1 cv_2_2 1 cv_3_1 1
 x_3_1 cv_3_2 1 cv_3_3 1
 x_3_1 cv_3_4 1 cv_3_5 1
 x_3_1 cv_3_6 1 cv_3_7 1
 x_3_1 cv_3_8 1 cv_4_1 1
 x_3_1 cv_4_2 1 cv_5_1 1
 x_3_1 cv_5_3 1 cv_6_1 1
 x_3_1 cv_6_4 1 cv_7_1 1
 x_3_1 cv_7_5 1 cv_8_1 1
 x_3_1 cv_8_6 1
 x_3_2 npieces 1 cv_1_2 1
 x_3_2 cv_1_4 1 cv_2_1 1
 x_3_2 cv_2_2 1 cv_2_3 1
 x_3_2 cv_3_1 1 cv_3_2 1
 x_3_2 cv_3_3 1 cv_3_4 1
 x_3_2 cv_3_5 1 cv_3_6 1
 x_3_2 cv_3_7 1 cv_3_8 1
 x_3_2 cv_4_1 1 cv_4_2 1
 x_3_2 cv_4_3 1 cv_5_2 1
 x_3_2 cv_5_4 1 cv_6_2 1
 x_3_2 cv_6_5 1 cv_7_2 1
 x_3_2 cv_7_6 1 cv_8_2 1
 x_3_2 cv_8_7 1
 x_3_3 npieces 1 cv_1_1 1
 x_3_3 cv_1_3 1 cv_1_5 1
 x_3_3 cv_2_2 1 cv_2_3 1
 x_3_3 cv_2_4 1 cv_3_1 1
 x_3_3 cv_3_2 1 cv_3_3 1
 x_3_3 cv_3_4 1 cv_3_5 1
 x_3_3 cv_3_6 1 cv_3_7 1
 x_3_3 cv_3_8 1 cv_4_2 1
 x_3_3 cv_4_3 1 cv_4_4 1
 x_3_3 cv_5_1 1 cv_5_3 1
 x_3_3 cv_5_5 1 cv_6_3 1
 x_3_3 cv_6_6 1 cv_7_3 1
 x_3_3 cv_7_7 1 cv_8_3 1
 x_3_3 cv_8_8 1
 x_3_4 npieces 1 cv_1_2 1
 x_3_4 cv_1_4 1 cv_1_6 1
 x_3_4 cv_2_3 1 cv_2_4 1
 x_3_4 cv_2_5 1 cv_3_1 1
 x_3_4 cv_3_2 1 cv_3_3 1
 x_3_4 cv_3_4 1 cv_3_5 1
 x_3_4 cv_3_6 1 cv_3_7 1
 x_3_4 cv_3_8 1 cv_4_3 1
 x_3_4 cv_4_4 1 cv_4_5 1
 x_3_4 cv_5_2 1 cv_5_4 1
 x_3_4 cv_5_6 1 cv_6_1 1
 x_3_4 cv_6_4 1 cv_6_7 1
 x_3_4 cv_7_4 1 cv_7_8 1
 x_3_4 cv_8_4 1
 x_3_5 npieces 1 cv_1_3 1
 x_3_5 cv_1_5 1 cv_1_7 1
 x_3_5 cv_2_4 1 cv_2_5 1
 x_3_5 cv_2_6 1 cv_3_1 1
 x_3_5 cv_3_2 1 cv_3_3 1
 x_3_5 cv_3_4 1 cv_3_5 1
 x_3_5 cv_3_6 1 cv_3_7 1
 x_3_5 cv_3_8 1 cv_4_4 1
 x_3_5 cv_4_5 1 cv_4_6 1
 x_3_5 cv_5_3 1 cv_5_5 1
 x_3_5 cv_5_7 1 cv_6_2 1
 x_3_5 cv_6_5 1 cv_6_8 1
 x_3_5 cv_7_1 1 cv_7_5 1
 x_3_5 cv_8_5 1
 x_3_6 npieces 1 cv_1_4 1
 x_3_6 cv_1_6 1 cv_1_8 1
 x_3_6 cv_2_5 1 cv_2_6 1
 x_3_6 cv_2_7 1 cv_3_1 1
 x_3_6 cv_3_2 1 cv_3_3 1
 x_3_6 cv_3_4 1 cv_3_5 1
 x_3_6 cv_3_6 1 cv_3_7 1
 x_3_6 cv_3_8 1 cv_4_5 1
 x_3_6 cv_4_6 1 cv_4_7 1
 x_3_6 cv_5_4 1 cv_5_6 1
 x_3_6 cv_5_8 1 cv_6_3 1
 x_3_6 cv_6_6 1 cv_7_2 1
 x_3_6 cv_7_6 1 cv_8_1 1
 x_3_6 cv_8_6 1
 x_3_7 npieces 1 cv_1_5 1
 x_3_7 cv_1_7 1 cv_2_6 1
 x_3_7 cv_2_7 1 cv_2_8 1
 x_3_7 cv_3_1 1 cv_3_2 1
 x_3_7 cv_3_3 1 cv_3_4 1
 x_3_7 cv_3_5 1 cv_3_6 1
 x_3_7 cv_3_7 1 cv_3_8 1
 x_3_7 cv_4_6 1 cv_4_7 1
 x_3_7 cv_4_8 1 cv_5_5 1
 x_3_7 cv_5_7 1 cv_6_4 1
 x_3_7 cv_6_7 1 cv_7_3 1
 x_3_7 cv_7_7 1 cv_8_2 1
 x_3_7 cv_8_7 1
 x_3_8 npieces 1 cv_1_6 1
 x_3_8 cv_1_8 1 cv_2_7 1
 x_3_8 cv_2_8 1 cv_3_1 1
 x_3_8 cv_3_2 1 cv_3_3 1
 x_3_8 cv_3_4 1 cv_3_5 1
 x_3_8 cv_3_6 1 cv_3_7 1
 x_3_8 cv_3_8 1 cv_4_7 1
 x_3_8 cv_4_8 1 cv_5_6 1
 x_3_8 cv_5_8 1 cv_6_5 1
 x_3_8 cv_6_8 1 cv_7_4 1
 x_3_8 cv_7_8 1 cv_8_3 1
 x_3_8 cv_8_8 1
 x_4_1 npieces 1 cv_1_1 1
 x_4_1 cv_1_4 1 cv_2_1 1
 x_4_1 cv_2_3 1 cv_3_1 1
 x_4_1 cv_3_2 1 cv_4_1 1
 x_4_1 cv_4_2 1 cv_4_3 1
 x_4_1 cv_4_4 1 cv_4_5 1
 x_4_1 cv_4_6 1 cv_4_7 1
 x_4_1 cv_4_8 1 cv_5_1 1
 x_4_1 cv_5_2 1 cv_6_1 1
 x_4_1 cv_6_3 1 cv_7_1 1
 x_4_1 cv_7_4 1 cv_8_1 1
 x_4_1 cv_8_5 1
 x_4_2 npieces 1 cv_1_2 1
 x_4_2 cv_1_5 1 cv_2_2 1
 x_4_2 cv_2_4 1 cv_3_1 1
 x_4_2 cv_3_2 1 cv_3_3 1
 x_4_2 cv_4_1 1 cv_4_2 1
 x_4_2 cv_4_3 1 cv_4_4 1
 x_4_2 cv_4_5 1 cv_4_6 1
 x_4_2 cv_4_7 1 cv_4_8 1
 x_4_2 cv_5_1 1 cv_5_2 1
 x_4_2 cv_5_3 1 cv_6_2 1
 x_4_2 cv_6_4 1 cv_7_2 1
 x_4_2 cv_7_5 1 cv_8_2 1
 x_4_2 cv_8_6 1
 x_4_3 npieces 1 cv_1_3 1
 x_4_3 cv_1_6 1 cv_2_1 1
 x_4_3 cv_2_3 1 cv_2_5 1
 x_4_3 cv_3_2 1 cv_3_3 1
 x_4_3 cv_3_4 1 cv_4_1 1
 x_4_3 cv_4_2 1 cv_4_3 1
 x_4_3 cv_4_4 1 cv_4_5 1
 x_4_3 cv_4_6 1 cv_4_7 1
 x_4_3 cv_4_8 1 cv_5_2 1
 x_4_3 cv_5_3 1 cv_5_4 1
 x_4_3 cv_6_1 1 cv_6_3 1
 x_4_3 cv_6_5 1 cv_7_3 1
 x_4_3 cv_7_6 1 cv_8_3 1
 x_4_3 cv_8_7 1
 x_4_4 npieces 1 cv_1_1 1
 x_4_4 cv_1_4 1 cv_1_7 1
 x_4_4 cv_2_2 1 cv_2_4 1
 x_4_4 cv_2_6 1 cv_3_3 1
 x_4_4 cv_3_4 1 cv_3_5 1
 x_4_4 cv_4_1 1 cv_4_2 1
 x_4_4 cv_4_3 1 cv_4_4 1
 x_4_4 cv_4_5 1 cv_4_6 1
 x_4_4 cv_4_7 1 cv_4_8 1
 x_4_4 cv_5_3 1 cv_5_4 1
 x_4_4 cv_5_5 1 cv_6_2 1
 x_4_4 cv_6_4 1 cv_6_6 1
 x_4_4 cv_7_1 1 cv_7_4 1
 x_4_4 cv_7_7 1 cv_8_4 1
 x_4_4 cv_8_8 1
 x_4_5 npieces 1 cv_1_2 1
 x_4_5 cv_1_5 1 cv_1_8 1
 x_4_5 cv_2_3 1 cv_2_5 1
 x_4_5 cv_2_7 1 cv_3_4 1
 x_4_5 cv_3_5 1 cv_3_6 1
 x_4_5 cv_4_1 1 cv_4_2 1
 x_4_5 cv_4_3 1 cv_4_4 1
 x_4_5 cv_4_5 1 cv_4_6 1
 x_4_5 cv_4_7 1 cv_4_8 1
 x_4_5 cv_5_4 1 cv_5_5 1
 x_4_5 cv_5_6 1 cv_6_3 1
 x_4_5 cv_6_5 1 cv_6_7 1
 x_4_5 cv_7_2 1 cv_7_5 1
 x_4_5 cv_7_8 1 cv_8_1 1
 x_4_5 cv_8_5 1
 x_4_6 npieces 1 cv_1_3 1
 x_4_6 cv_1_6 1 cv_2_4 1
 x_4_6 cv_2_6 1 cv_2_8 1
 x_4_6 cv_3_5 1 cv_3_6 1
 x_4_6 cv_3_7 1 cv_4_1 1
 x_4_6 cv_4_2 1 cv_4_3 1
 x_4_6 cv_4_4 1 cv_4_5 1
 x_4_6 cv_4_6 1 cv_4_7 1
 x_4_6 cv_4_8 1 cv_5_5 1
 x_4_6 cv_5_6 1 cv_5_7 1
 x_4_6 cv_6_4 1 cv_6_6 1
 x_4_6 cv_6_8 1 cv_7_3 1
 x_4_6 cv_7_6 1 cv_8_2 1
 x_4_6 cv_8_6 1
 x_4_7 npieces 1 cv_1_4 1
 x_4_7 cv_1_7 1 cv_2_5 1
 x_4_7 cv_2_7 1 cv_3_6 1
 x_4_7 cv_3_7 1 cv_3_8 1
 x_4_7 cv_4_1 1 cv_4_2 1
 x_4_7 cv_4_3 1 cv_4_4 1
 x_4_7 cv_4_5 1 cv_4_6 1
 x_4_7 cv_4_7 1 cv_4_8 1
 x_4_7 cv_5_6 1 cv_5_7 1
 x_4_7 cv_5_8 1 cv_6_5 1
 x_4_7 cv_6_7 1 cv_7_4 1
 x_4_7 cv_7_7 1 cv_8_3 1
 x_4_7 cv_8_7 1
 x_4_8 npieces 1 cv_1_5 1
 x_4_8 cv_1_8 1 cv_2_6 1
 x_4_8 cv_2_8 1 cv_3_7 1
 x_4_8 cv_3_8 1 cv_4_1 1
 x_4_8 cv_4_2 1 cv_4_3 1
 x_4_8 cv_4_4 1 cv_4_5 1
 x_4_8 cv_4_6 1 cv_4_7 1
 x_4_8 cv_4_8 1 cv_5_7 1
 x_4_8 cv_5_8 1 cv_6_6 1
 x_4_8 cv_6_8 1 cv_7_5 1
 x_4_8 cv_7_8 1 cv_8_4 1
 x_4_8 cv_8_8 1
 x_5_1 npieces 1 cv_1_1 1
 x_5_1 cv_1_5 1 cv_2_1 1
 x_5_1 cv_2_4 1 cv_3_1 1
 x_5_1 cv_3_3 1 cv_4_1 1
 x_5_1 cv_4_2 1 cv_5_1 1
 x_5_1 cv_5_2 1 cv_5_3 1
 x_5_1 cv_5_4 1 cv_5_5 1
 x_5_1 cv_5_6 1 cv_5_7 1
 x_5_1 cv_5_8 1 cv_6_1 1
 x_5_1 cv_6_2 1 cv_7_1 1
 x_5_1 cv_7_3 1 cv_8_1 1
 x_5_1 cv_8_4 1
 x_5_2 npieces 1 cv_1_2 1
 x_5_2 cv_1_6 1 cv_2_2 1
 x_5_2 cv_2_5 1 cv_3_2 1
 x_5_2 cv_3_4 1 cv_4_1 1
 x_5_2 cv_4_2 1 cv_4_3 1
 x_5_2 cv_5_1 1 cv_5_2 1
 x_5_2 cv_5_3 1 cv_5_4 1
 x_5_2 cv_5_5 1 cv_5_6 1
 x_5_2 cv_5_7 1 cv_5_8 1
 x_5_2 cv_6_1 1 cv_6_2 1
 x_5_2 cv_6_3 1 cv_7_2 1
 x_5_2 cv_7_4 1 cv_8_2 1
 x_5_2 cv_8_5 1
 x_5_3 npieces 1 cv_1_3 1
 x_5_3 cv_1_7 1 cv_2_3 1
 x_5_3 cv_2_6 1 cv_3_1 1
 x_5_3 cv_3_3 1 cv_3_5 1
 x_5_3 cv_4_2 1 cv_4_3 1
 x_5_3 cv_4_4 1 cv_5_1 1
 x_5_3 cv_5_2 1 cv_5_3 1
 x_5_3 cv_5_4 1 cv_5_5 1
 x_5_3 cv_5_6 1 cv_5_7 1
 x_5_3 cv_5_8 1 cv_6_2 1
 x_5_3 cv_6_3 1 cv_6_4 1
 x_5_3 cv_7_1 1 cv_7_3 1
 x_5_3 cv_7_5 1 cv_8_3 1
 x_5_3 cv_8_6 1
 x_5_4 npieces 1 cv_1_4 1
 x_5_4 cv_1_8 1 cv_2_1 1
 x_5_4 cv_2_4 1 cv_2_7 1
 x_5_4 cv_3_2 1 cv_3_4 1
 x_5_4 cv_3_6 1 cv_4_3 1
 x_5_4 cv_4_4 1 cv_4_5 1
 x_5_4 cv_5_1 1 cv_5_2 1
 x_5_4 cv_5_3 1 cv_5_4 1
 x_5_4 cv_5_5 1 cv_5_6 1
 x_5_4 cv_5_7 1 cv_5_8 1
 x_5_4 cv_6_3 1 cv_6_4 1
 x_5_4 cv_6_5 1 cv_7_2 1
 x_5_4 cv_7_4 1 cv_7_6 1
 x_5_4 cv_8_1 1 cv_8_4 1
 x_5_4 cv_8_7 1
 x_5_5 npieces 1 cv_1_1 1
 x_5_5 cv_1_5 1 cv_2_2 1
 x_5_5 cv_2_5 1 cv_2_8 1
 x_5_5 cv_3_3 1 cv_3_5 1
 x_5_5 cv_3_7 1 cv_4_4 1
 x_5_5 cv_4_5 1 cv_4_6 1
 x_5_5 cv_5_1 1 cv_5_2 1
 x_5_5 cv_5_3 1 cv_5_4 1
 x_5_5 cv_5_5 1 cv_5_6 1
 x_5_5 cv_5_7 1 cv_5_8 1
 x_5_5 cv_6_4 1 cv_6_5 1
 x_5_5 cv_6_6 1 cv_7_3 1
 x_5_5 cv_7_5 1 cv_7_7 1
 x_5_5 cv_8_2 1 cv_8_5 1
 x_5_5 cv_8_8 1
 x_5_6 npieces 1 cv_1_2 1
 x_5_6 cv_1_6 1 cv_2_3 1
 x_5_6 cv_2_6 1 cv_3_4 1
 x_5_6 cv_3_6 1 cv_3_8 1
 x_5_6 cv_4_5 1 cv_4_6 1
 x_5_6 cv_4_7 1 cv_5_1 1
 x_5_6 cv_5_2 1 cv_5_3 1
 x_5_6 cv_5_4 1 cv_5_5 1
 x_5_6 cv_5_6 1 cv_5_7 1
 x_5_6 cv_5_8 1 cv_6_5 1
 x_5_6 cv_6_6 1 cv_6_7 1
 x_5_6 cv_7_4 1 cv_7_6 1
 x_5_6 cv_7_8 1 cv_8_3 1
 x_5_6 cv_8_6 1
 x_5_7 npieces 1 cv_1_3 1
 x_5_7 cv_1_7 1 cv_2_4 1
 x_5_7 cv_2_7 1 cv_3_5 1
 x_5_7 cv_3_7 1 cv_4_6 1
 x_5_7 cv_4_7 1 cv_4_8 1
 x_5_7 cv_5_1 1 cv_5_2 1
 x_5_7 cv_5_3 1 cv_5_4 1
 x_5_7 cv_5_5 1 cv_5_6 1
 x_5_7 cv_5_7 1 cv_5_8 1
 x_5_7 cv_6_6 1 cv_6_7 1
 x_5_7 cv_6_8 1 cv_7_5 1
 x_5_7 cv_7_7 1 cv_8_4 1
 x_5_7 cv_8_7 1
 x_5_8 npieces 1 cv_1_4 1
 x_5_8 cv_1_8 1 cv_2_5 1
 x_5_8 cv_2_8 1 cv_3_6 1
 x_5_8 cv_3_8 1 cv_4_7 1
 x_5_8 cv_4_8 1 cv_5_1 1
 x_5_8 cv_5_2 1 cv_5_3 1
 x_5_8 cv_5_4 1 cv_5_5 1
 x_5_8 cv_5_6 1 cv_5_7 1
 x_5_8 cv_5_8 1 cv_6_7 1
 x_5_8 cv_6_8 1 cv_7_6 1
 x_5_8 cv_7_8 1 cv_8_5 1
 x_5_8 cv_8_8 1
 x_6_1 npieces 1 cv_1_1 1
 x_6_1 cv_1_6 1 cv_2_1 1
 x_6_1 cv_2_5 1 cv_3_1 1
 x_6_1 cv_3_4 1 cv_4_1 1
 x_6_1 cv_4_3 1 cv_5_1 1
 x_6_1 cv_5_2 1 cv_6_1 1
 x_6_1 cv_6_2 1 cv_6_3 1
 x_6_1 cv_6_4 1 cv_6_5 1
 x_6_1 cv_6_6 1 cv_6_7 1
 x_6_1 cv_6_8 1 cv_7_1 1
 x_6_1 cv_7_2 1 cv_8_1 1
 x_6_1 cv_8_3 1
 x_6_2 npieces 1 cv_1_2 1
 x_6_2 cv_1_7 1 cv_2_2 1
 x_6_2 cv_2_6 1 cv_3_2 1
 x_6_2 cv_3_5 1 cv_4_2 1
 x_6_2 cv_4_4 1 cv_5_1 1
 x_6_2 cv_5_2 1 cv_5_3 1
 x_6_2 cv_6_1 1 cv_6_2 1
 x_6_2 cv_6_3 1 cv_6_4 1
 x_6_2 cv_6_5 1 cv_6_6 1
 x_6_2 cv_6_7 1 cv_6_8 1
 x_6_2 cv_7_1 1 cv_7_2 1
 x_6_2 cv_7_3 1 cv_8_2 1
 x_6_2 cv_8_4 1
 x_6_3 npieces 1 cv_1_3 1
 x_6_3 cv_1_8 1 cv_2_3 1
 x_6_3 cv_2_7 1 cv_3_3 1
 x_6_3 cv_3_6 1 cv_4_1 1
 x_6_3 cv_4_3 1 cv_4_5 1
 x_6_3 cv_5_2 1 cv_5_3 1
 x_6_3 cv_5_4 1 cv_6_1 1
 x_6_3 cv_6_2 1 cv_6_3 1
 x_6_3 cv_6_4 1 cv_6_5 1
 x_6_3 cv_6_6 1 cv_6_7 1
 x_6_3 cv_6_8 1 cv_7_2 1
 x_6_3 cv_7_3 1 cv_7_4 1
 x_6_3 cv_8_1 1 cv_8_3 1
 x_6_3 cv_8_5 1
 x_6_4 npieces 1 cv_1_4 1
 x_6_4 cv_2_4 1 cv_2_8 1
 x_6_4 cv_3_1 1 cv_3_4 1
 x_6_4 cv_3_7 1 cv_4_2 1
 x_6_4 cv_4_4 1 cv_4_6 1
 x_6_4 cv_5_3 1 cv_5_4 1
 x_6_4 cv_5_5 1 cv_6_1 1
 x_6_4 cv_6_2 1 cv_6_3 1
 x_6_4 cv_6_4 1 cv_6_5 1
 x_6_4 cv_6_6 1 cv_6_7 1
 x_6_4 cv_6_8 1 cv_7_3 1
 x_6_4 cv_7_4 1 cv_7_5 1
 x_6_4 cv_8_2 1 cv_8_4 1
 x_6_4 cv_8_6 1
 x_6_5 npieces 1 cv_1_5 1
 x_6_5 cv_2_1 1 cv_2_5 1
 x_6_5 cv_3_2 1 cv_3_5 1
 x_6_5 cv_3_8 1 cv_4_3 1
 x_6_5 cv_4_5 1 cv_4_7 1
 x_6_5 cv_5_4 1 cv_5_5 1
 x_6_5 cv_5_6 1 cv_6_1 1
 x_6_5 cv_6_2 1 cv_6_3 1
 x_6_5 cv_6_4 1 cv_6_5 1
 x_6_5 cv_6_6 1 cv_6_7 1
 x_6_5 cv_6_8 1 cv_7_4 1
 x_6_5 cv_7_5 1 cv_7_6 1
 x_6_5 cv_8_3 1 cv_8_5 1
 x_6_5 cv_8_7 1
 x_6_6 npieces 1 cv_1_1 1
 x_6_6 cv_1_6 1 cv_2_2 1
 x_6_6 cv_2_6 1 cv_3_3 1
 x_6_6 cv_3_6 1 cv_4_4 1
 x_6_6 cv_4_6 1 cv_4_8 1
 x_6_6 cv_5_5 1 cv_5_6 1
 x_6_6 cv_5_7 1 cv_6_1 1
 x_6_6 cv_6_2 1 cv_6_3 1
 x_6_6 cv_6_4 1 cv_6_5 1
 x_6_6 cv_6_6 1 cv_6_7 1
 x_6_6 cv_6_8 1 cv_7_5 1
 x_6_6 cv_7_6 1 cv_7_7 1
 x_6_6 cv_8_4 1 cv_8_6 1
 x_6_6 cv_8_8 1
 x_6_7 npieces 1 cv_1_2 1
 x_6_7 cv_1_7 1 cv_2_3 1
 x_6_7 cv_2_7 1 cv_3_4 1
 x_6_7 cv_3_7 1 cv_4_5 1
 x_6_7 cv_4_7 1 cv_5_6 1
 x_6_7 cv_5_7 1 cv_5_8 1
 x_6_7 cv_6_1 1 cv_6_2 1
 x_6_7 cv_6_3 1 cv_6_4 1
 x_6_7 cv_6_5 1 cv_6_6 1
 x_6_7 cv_6_7 1 cv_6_8 1
 x_6_7 cv_7_6 1 cv_7_7 1
 x_6_7 cv_7_8 1 cv_8_5 1
 x_6_7 cv_8_7 1
 x_6_8 npieces 1 cv_1_3 1
 x_6_8 cv_1_8 1 cv_2_4 1
 x_6_8 cv_2_8 1 cv_3_5 1
 x_6_8 cv_3_8 1 cv_4_6 1
 x_6_8 cv_4_8 1 cv_5_7 1
 x_6_8 cv_5_8 1 cv_6_1 1
 x_6_8 cv_6_2 1 cv_6_3 1
 x_6_8 cv_6_4 1 cv_6_5 1
 x_6_8 cv_6_6 1 cv_6_7 1
 x_6_8 cv_6_8 1 cv_7_7 1
 x_6_8 cv_7_8 1 cv_8_6 1
 x_6_8 cv_8_8 1
 x_7_1 npieces 1 cv_1_1 1
 x_7_1 cv_1_7 1 cv_2_1 1
 x_7_1 cv_2_6 1 cv_3_1 1
 x_7_1 cv_3_5 1 cv_4_1 1
 x_7_1 cv_4_4 1 cv_5_1 1
 x_7_1 cv_5_3 1 cv_6_1 1
 x_7_1 cv_6_2 1 cv_7_1 1
 x_7_1 cv_7_2 1 cv_7_3 1
 x_7_1 cv_7_4 1 cv_7_5 1
 x_7_1 cv_7_6 1 cv_7_7 1
 x_7_1 cv_7_8 1 cv_8_1 1
 x_7_1 cv_8_2 1
 x_7_2 npieces 1 cv_1_2 1
 x_7_2 cv_1_8 1 cv_2_2 1
 x_7_2 cv_2_7 1 cv_3_2 1
 x_7_2 cv_3_6 1 cv_4_2 1
 x_7_2 cv_4_5 1 cv_5_2 1
 x_7_2 cv_5_4 1 cv_6_1 1
 x_7_2 cv_6_2 1 cv_6_3 1
 x_7_2 cv_7_1 1 cv_7_2 1
 x_7_2 cv_7_3 1 cv_7_4 1
 x_7_2 cv_7_5 1 cv_7_6 1
 x_7_2 cv_7_7 1 cv_7_8 1
 x_7_2 cv_8_1 1 cv_8_2 1
 x_7_2 cv_8_3 1
 x_7_3 npieces 1 cv_1_3 1
 x_7_3 cv_2_3 1 cv_2_8 1
 x_7_3 cv_3_3 1 cv_3_7 1
 x_7_3 cv_4_3 1 cv_4_6 1
 x_7_3 cv_5_1 1 cv_5_3 1
 x_7_3 cv_5_5 1 cv_6_2 1
 x_7_3 cv_6_3 1 cv_6_4 1
 x_7_3 cv_7_1 1 cv_7_2 1
 x_7_3 cv_7_3 1 cv_7_4 1
 x_7_3 cv_7_5 1 cv_7_6 1
 x_7_3 cv_7_7 1 cv_7_8 1
 x_7_3 cv_8_2 1 cv_8_3 1
 x_7_3 cv_8_4 1
 x_7_4 npieces 1 cv_1_4 1
 x_7_4 cv_2_4 1 cv_3_4 1
 x_7_4 cv_3_8 1 cv_4_1 1
 x_7_4 cv_4_4 1 cv_4_7 1
 x_7_4 cv_5_2 1 cv_5_4 1
 x_7_4 cv_5_6 1 cv_6_3 1
 x_7_4 cv_6_4 1 cv_6_5 1
 x_7_4 cv_7_1 1 cv_7_2 1
 x_7_4 cv_7_3 1 cv_7_4 1
 x_7_4 cv_7_5 1 cv_7_6 1
 x_7_4 cv_7_7 1 cv_7_8 1
 x_7_4 cv_8_3 1 cv_8_4 1
 x_7_4 cv_8_5 1
 x_7_5 npieces 1 cv_1_5 1
 x_7_5 cv_2_5 1 cv_3_1 1
 x_7_5 cv_3_5 1 cv_4_2 1
 x_7_5 cv_4_5 1 cv_4_8 1
 x_7_5 cv_5_3 1 cv_5_5 1
 x_7_5 cv_5_7 1 cv_6_4 1
 x_7_5 cv_6_5 1 cv_6_6 1
 x_7_5 cv_7_1 1 cv_7_2 1
 x_7_5 cv_7_3 1 cv_7_4 1
 x_7_5 cv_7_5 1 cv_7_6 1
 x_7_5 cv_7_7 1 cv_7_8 1
 x_7_5 cv_8_4 1 cv_8_5 1
 x_7_5 cv_8_6 1
 x_7_6 npieces 1 cv_1_6 1
 x_7_6 cv_2_1 1 cv_2_6 1
 x_7_6 cv_3_2 1 cv_3_6 1
 x_7_6 cv_4_3 1 cv_4_6 1
 x_7_6 cv_5_4 1 cv_5_6 1
 x_7_6 cv_5_8 1 cv_6_5 1
 x_7_6 cv_6_6 1 cv_6_7 1
 x_7_6 cv_7_1 1 cv_7_2 1
 x_7_6 cv_7_3 1 cv_7_4 1
 x_7_6 cv_7_5 1 cv_7_6 1
 x_7_6 cv_7_7 1 cv_7_8 1
 x_7_6 cv_8_5 1 cv_8_6 1
 x_7_6 cv_8_7 1
 x_7_7 npieces 1 cv_1_1 1
 x_7_7 cv_1_7 1 cv_2_2 1
 x_7_7 cv_2_7 1 cv_3_3 1
 x_7_7 cv_3_7 1 cv_4_4 1
 x_7_7 cv_4_7 1 cv_5_5 1
 x_7_7 cv_5_7 1 cv_6_6 1
 x_7_7 cv_6_7 1 cv_6_8 1
 x_7_7 cv_7_1 1 cv_7_2 1
 x_7_7 cv_7_3 1 cv_7_4 1
 x_7_7 cv_7_5 1 cv_7_6 1
 x_7_7 cv_7_7 1 cv_7_8 1
 x_7_7 cv_8_6 1 cv_8_7 1
 x_7_7 cv_8_8 1
 x_7_8 npieces 1 cv_1_2 1
 x_7_8 cv_1_8 1 cv_2_3 1
 x_7_8 cv_2_8 1 cv_3_4 1
 x_7_8 cv_3_8 1 cv_4_5 1
 x_7_8 cv_4_8 1 cv_5_6 1
 x_7_8 cv_5_8 1 cv_6_7 1
 x_7_8 cv_6_8 1 cv_7_1 1
 x_7_8 cv_7_2 1 cv_7_3 1
 x_7_8 cv_7_4 1 cv_7_5 1
 x_7_8 cv_7_6 1 cv_7_7 1
 x_7_8 cv_7_8 1 cv_8_7 1
 x_7_8 cv_8_8 1
 x_8_1 npieces 1 cv_1_1 1
 x_8_1 cv_1_8 1 cv_2_1 1
 x_8_1 cv_2_7 1 cv_3_1 1
 x_8_1 cv_3_6 1 cv_4_1 1
 x_8_1 cv_4_5 1 cv_5_1 1
 x_8_1 cv_5_4 1 cv_6_1 1
 x_8_1 cv_6_3 1 cv_7_1 1
 x_8_1 cv_7_2 1 cv_8_1 1
 x_8_1 cv_8_2 1 cv_8_3 1
 x_8_1 cv_8_4 1 cv_8_5 1
 x_8_1 cv_8_6 1 cv_8_7 1
 x_8_1 cv_8_8 1
 x_8_2 npieces 1 cv_1_2 1
 x_8_2 cv_2_2 1 cv_2_8 1
 x_8_2 cv_3_2 1 cv_3_7 1
 x_8_2 cv_4_2 1 cv_4_6 1
 x_8_2 cv_5_2 1 cv_5_5 1
 x_8_2 cv_6_2 1 cv_6_4 1
 x_8_2 cv_7_1 1 cv_7_2 1
 x_8_2 cv_7_3 1 cv_8_1 1
 x_8_2 cv_8_2 1 cv_8_3 1
 x_8_2 cv_8_4 1 cv_8_5 1
 x_8_2 cv_8_6 1 cv_8_7 1
 x_8_2 cv_8_8 1
 x_8_3 npieces 1 cv_1_3 1
 x_8_3 cv_2_3 1 cv_3_3 1
 x_8_3 cv_3_8 1 cv_4_3 1
 x_8_3 cv_4_7 1 cv_5_3 1
 x_8_3 cv_5_6 1 cv_6_1 1
 x_8_3 cv_6_3 1 cv_6_5 1
 x_8_3 cv_7_2 1 cv_7_3 1
 x_8_3 cv_7_4 1 cv_8_1 1
 x_8_3 cv_8_2 1 cv_8_3 1
 x_8_3 cv_8_4 1 cv_8_5 1
 x_8_3 cv_8_6 1 cv_8_7 1
 x_8_3 cv_8_8 1
 x_8_4 npieces 1 cv_1_4 1
 x_8_4 cv_2_4 1 cv_3_4 1
 x_8_4 cv_4_4 1 cv_4_8 1
 x_8_4 cv_5_1 1 cv_5_4 1
 x_8_4 cv_5_7 1 cv_6_2 1
 x_8_4 cv_6_4 1 cv_6_6 1
 x_8_4 cv_7_3 1 cv_7_4 1
 x_8_4 cv_7_5 1 cv_8_1 1
 x_8_4 cv_8_2 1 cv_8_3 1
 x_8_4 cv_8_4 1 cv_8_5 1
 x_8_4 cv_8_6 1 cv_8_7 1
 x_8_4 cv_8_8 1
 x_8_5 npieces 1 cv_1_5 1
 x_8_5 cv_2_5 1 cv_3_5 1
 x_8_5 cv_4_1 1 cv_4_5 1
 x_8_5 cv_5_2 1 cv_5_5 1
 x_8_5 cv_5_8 1 cv_6_3 1
 x_8_5 cv_6_5 1 cv_6_7 1
 x_8_5 cv_7_4 1 cv_7_5 1
 x_8_5 cv_7_6 1 cv_8_1 1
 x_8_5 cv_8_2 1 cv_8_3 1
 x_8_5 cv_8_4 1 cv_8_5 1
 x_8_5 cv_8_6 1 cv_8_7 1
 x_8_5 cv_8_8 1
 x_8_6 npieces 1 cv_1_6 1
 x_8_6 cv_2_6 1 cv_3_1 1
 x_8_6 cv_3_6 1 cv_4_2 1
 x_8_6 cv_4_6 1 cv_5_3 1
 x_8_6 cv_5_6 1 cv_6_4 1
 x_8_6 cv_6_6 1 cv_6_8 1
 x_8_6 cv_7_5 1 cv_7_6 1
 x_8_6 cv_7_7 1 cv_8_1 1
 x_8_6 cv_8_2 1 cv_8_3 1
 x_8_6 cv_8_4 1 cv_8_5 1
 x_8_6 cv_8_6 1 cv_8_7 1
 x_8_6 cv_8_8 1
 x_8_7 npieces 1 cv_1_7 1
 x_8_7 cv_2_1 1 cv_2_7 1
 x_8_7 cv_3_2 1 cv_3_7 1
 x_8_7 cv_4_3 1 cv_4_7 1
 x_8_7 cv_5_4 1 cv_5_7 1
 x_8_7 cv_6_5 1 cv_6_7 1
 x_8_7 cv_7_6 1 cv_7_7 1
 x_8_7 cv_7_8 1 cv_8_1 1
 x_8_7 cv_8_2 1 cv_8_3 1
 x_8_7 cv_8_4 1 cv_8_5 1
 x_8_7 cv_8_6 1 cv_8_7 1
 x_8_7 cv_8_8 1
 x_8_8 npieces 1 cv_1_1 1
 x_8_8 cv_1_8 1 cv_2_2 1
 x_8_8 cv_2_8 1 cv_3_3 1
 x_8_8 cv_3_8 1 cv_4_4 1
 x_8_8 cv_4_8 1 cv_5_5 1
 x_8_8 cv_5_8 1 cv_6_6 1
 x_8_8 cv_6_8 1 cv_7_7 1
 x_8_8 cv_7_8 1 cv_8_1 1
 x_8_8 cv_8_2 1 cv_8_3 1
 x_8_8 cv_8_4 1 cv_8_5 1
 x_8_8 cv_8_6 1 cv_8_7 1
 x_8_8 cv_8_8 1
RHS
 RHS cv_1_1 1 cv_1_2 1
 RHS cv_1_3 1 cv_1_4 1
 RHS cv_1_5 1 cv_1_6 1
 RHS cv_1_7 1 cv_1_8 1
 RHS cv_2_1 1 cv_2_2 1
 RHS cv_2_3 1 cv_2_4 1
 RHS cv_2_5 1 cv_2_6 1
 RHS cv_2_7 1 cv_2_8 1
 RHS cv_3_1 1 cv_3_2 1
 RHS cv_3_3 1 cv_3_4 1
 RHS cv_3_5 1 cv_3_6 1
 RHS cv_3_7 1 cv_3_8 1
 RHS cv_4_1 1 cv_4_2 1
 RHS cv_4_3 1 cv_4_4 1
 RHS cv_4_5 1 cv_4_6 1
 RHS cv_4_7 1 cv_4_8 1
 RHS cv_5_1 1 cv_5_2 1
 RHS cv_5_3 1 cv_5_4 1
 RHS cv_5_5 1 cv_5_6 1
 RHS cv_5_7 1 cv_5_8 1
 RHS cv_6_1 1 cv_6_2 1
 RHS cv_6_3 1 cv_6_4 1
 RHS cv_6_5 1 cv_6_6 1
 RHS cv_6_7 1 cv_6_8 1
 RHS cv_7_1 1 cv_7_2 1
 RHS cv_7_3 1 cv_7_4 1
 RHS cv_7_5 1 cv_7_6 1
 RHS cv_7_7 1 cv_7_8 1
 RHS cv_8_1 1 cv_8_2 1
 RHS cv_8_3 1 cv_8_4 1
 RHS cv_8_5 1 cv_8_6 1
 RHS cv_8_7 1 cv_8_8 1
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
