* boardlp 1 piece=kings board=8x8 problem=regions k=1 formulation=clique walls=none regions=BBBBAAAC/BEBBEEAC/EEEEEEEC/EEEEEDDC/EEEEFGDD/EEFFFGGG/EEHFFFGG/EEHGGGGG
*
* A region puzzle for kings on an 8x8 board: exactly 1 king in every row, every column
* and every region of the grid, no two attacking each other. With kings (no two touch, not even
* diagonally) it is the Queens game (K = 1) and Star Battle (K = 1 or 2); with queens, the harder
* variant where whole lines attack. A puzzle maker wants exactly one solution: boardlp-solve FILE
* --limit 2 says "the only solution" or shows two.
*
* The regions, from queens-game-8.txt (a letter or digit per square, '#' a wall):
*   BBBBAAAC
*   BEBBEEAC
*   EEEEEEEC
*   EEEEEDDC
*   EEEEFGDD
*   EEFFFGGG
*   EEHFFFGG
*   EEHGGGGG
*
* A king attacks the (up to) eight squares that touch its own.
* No walls.
*
* Variables: 64 binaries
*   x_R_C = 1 if a king stands on square (R,C), else 0.
*   R = 1..8 counts rows from the top, C = 1..8 columns from the left.
*
* Objective
*   none: every placement that meets the constraints is a solution (an empty N row)
*
* Constraints: 73 rows with 388 nonzeros
*   kb_R_C
*       x_R_C + x_R_(C+1) + x_(R+1)_C + x_(R+1)_(C+1) <= 1
*       (at most one king in the 2x2 block with top-left square (R,C): any two of its squares touch)
*   row_R
*       sum over C of x_R_C = 1
*       (exactly 1 in row R)
*   col_C
*       sum over R of x_R_C = 1
*       (exactly 1 in column C)
*   rg_A
*       sum over the squares (R,C) of region A of x_R_C = 1
*       (exactly 1 in region A (A: the region's letter or digit in the grid))
*
* Clique form: one row per 2x2 block, four squares that all touch each other, instead
* of one row per touching pair (--formulation pairwise).
* Rows and columns are counted by row_R and col_C ("= 1"), so a piece that rides along them
* needs no other row there: exactly one in a line keeps any two of the line apart.
NAME          kings_8x8
ROWS
 N  zero
 L  kb_1_1
 L  kb_1_2
 L  kb_1_3
 L  kb_1_4
 L  kb_1_5
 L  kb_1_6
 L  kb_1_7
 L  kb_2_1
 L  kb_2_2
 L  kb_2_3
 L  kb_2_4
 L  kb_2_5
 L  kb_2_6
 L  kb_2_7
 L  kb_3_1
 L  kb_3_2
 L  kb_3_3
 L  kb_3_4
 L  kb_3_5
 L  kb_3_6
 L  kb_3_7
 L  kb_4_1
 L  kb_4_2
 L  kb_4_3
 L  kb_4_4
 L  kb_4_5
 L  kb_4_6
 L  kb_4_7
 L  kb_5_1
 L  kb_5_2
 L  kb_5_3
 L  kb_5_4
 L  kb_5_5
 L  kb_5_6
 L  kb_5_7
 L  kb_6_1
 L  kb_6_2
 L  kb_6_3
 L  kb_6_4
 L  kb_6_5
 L  kb_6_6
 L  kb_6_7
 L  kb_7_1
 L  kb_7_2
 L  kb_7_3
 L  kb_7_4
 L  kb_7_5
 L  kb_7_6
 L  kb_7_7
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
 E  rg_B
 E  rg_A
 E  rg_C
 E  rg_E
 E  rg_D
 E  rg_F
 E  rg_G
 E  rg_H
COLUMNS
    x_1_1     kb_1_1               1   row_1                1
    x_1_1     col_1                1   rg_B                 1
    x_1_2     kb_1_1               1   kb_1_2               1
    x_1_2     row_1                1   col_2                1
    x_1_2     rg_B                 1
    x_1_3     kb_1_2               1   kb_1_3               1
    x_1_3     row_1                1   col_3                1
    x_1_3     rg_B                 1
    x_1_4     kb_1_3               1   kb_1_4               1
    x_1_4     row_1                1   col_4                1
    x_1_4     rg_B                 1
    x_1_5     kb_1_4               1   kb_1_5               1
    x_1_5     row_1                1   col_5                1
    x_1_5     rg_A                 1
    x_1_6     kb_1_5               1   kb_1_6               1
    x_1_6     row_1                1   col_6                1
    x_1_6     rg_A                 1
    x_1_7     kb_1_6               1   kb_1_7               1
    x_1_7     row_1                1   col_7                1
    x_1_7     rg_A                 1
    x_1_8     kb_1_7               1   row_1                1
    x_1_8     col_8                1   rg_C                 1
    x_2_1     kb_1_1               1   kb_2_1               1
    x_2_1     row_2                1   col_1                1
    x_2_1     rg_B                 1
    x_2_2     kb_1_1               1   kb_1_2               1
    x_2_2     kb_2_1               1   kb_2_2               1
    x_2_2     row_2                1   col_2                1
    x_2_2     rg_E                 1
    x_2_3     kb_1_2               1   kb_1_3               1
    x_2_3     kb_2_2               1   kb_2_3               1
    x_2_3     row_2                1   col_3                1
    x_2_3     rg_B                 1
    x_2_4     kb_1_3               1   kb_1_4               1
    x_2_4     kb_2_3               1   kb_2_4               1
    x_2_4     row_2                1   col_4                1
    x_2_4     rg_B                 1
    x_2_5     kb_1_4               1   kb_1_5               1
    x_2_5     kb_2_4               1   kb_2_5               1
    x_2_5     row_2                1   col_5                1
    x_2_5     rg_E                 1
    x_2_6     kb_1_5               1   kb_1_6               1
    x_2_6     kb_2_5               1   kb_2_6               1
    x_2_6     row_2                1   col_6                1
    x_2_6     rg_E                 1
    x_2_7     kb_1_6               1   kb_1_7               1
    x_2_7     kb_2_6               1   kb_2_7               1
    x_2_7     row_2                1   col_7                1
    x_2_7     rg_A                 1
    x_2_8     kb_1_7               1   kb_2_7               1
    x_2_8     row_2                1   col_8                1
    x_2_8     rg_C                 1
    x_3_1     kb_2_1               1   kb_3_1               1
    x_3_1     row_3                1   col_1                1
    x_3_1     rg_E                 1
    x_3_2     kb_2_1               1   kb_2_2               1
    x_3_2     kb_3_1               1   kb_3_2               1
    x_3_2     row_3                1   col_2                1
    x_3_2     rg_E                 1
    x_3_3     kb_2_2               1   kb_2_3               1
    x_3_3     kb_3_2               1   kb_3_3               1
    x_3_3     row_3                1   col_3                1
    x_3_3     rg_E                 1
    x_3_4     kb_2_3               1   kb_2_4               1
    x_3_4     kb_3_3               1   kb_3_4               1
    x_3_4     row_3                1   col_4                1
    x_3_4     rg_E                 1
    x_3_5     kb_2_4               1   kb_2_5               1
    x_3_5     kb_3_4               1   kb_3_5               1
    x_3_5     row_3                1   col_5                1
    x_3_5     rg_E                 1
    x_3_6     kb_2_5               1   kb_2_6               1
    x_3_6     kb_3_5               1   kb_3_6               1
    x_3_6     row_3                1   col_6                1
    x_3_6     rg_E                 1
    x_3_7     kb_2_6               1   kb_2_7               1
    x_3_7     kb_3_6               1   kb_3_7               1
    x_3_7     row_3                1   col_7                1
    x_3_7     rg_E                 1
    x_3_8     kb_2_7               1   kb_3_7               1
    x_3_8     row_3                1   col_8                1
    x_3_8     rg_C                 1
    x_4_1     kb_3_1               1   kb_4_1               1
    x_4_1     row_4                1   col_1                1
    x_4_1     rg_E                 1
    x_4_2     kb_3_1               1   kb_3_2               1
    x_4_2     kb_4_1               1   kb_4_2               1
    x_4_2     row_4                1   col_2                1
    x_4_2     rg_E                 1
    x_4_3     kb_3_2               1   kb_3_3               1
    x_4_3     kb_4_2               1   kb_4_3               1
    x_4_3     row_4                1   col_3                1
    x_4_3     rg_E                 1
    x_4_4     kb_3_3               1   kb_3_4               1
    x_4_4     kb_4_3               1   kb_4_4               1
    x_4_4     row_4                1   col_4                1
    x_4_4     rg_E                 1
    x_4_5     kb_3_4               1   kb_3_5               1
    x_4_5     kb_4_4               1   kb_4_5               1
    x_4_5     row_4                1   col_5                1
    x_4_5     rg_E                 1
    x_4_6     kb_3_5               1   kb_3_6               1
    x_4_6     kb_4_5               1   kb_4_6               1
    x_4_6     row_4                1   col_6                1
    x_4_6     rg_D                 1
    x_4_7     kb_3_6               1   kb_3_7               1
    x_4_7     kb_4_6               1   kb_4_7               1
    x_4_7     row_4                1   col_7                1
    x_4_7     rg_D                 1
    x_4_8     kb_3_7               1   kb_4_7               1
    x_4_8     row_4                1   col_8                1
    x_4_8     rg_C                 1
    x_5_1     kb_4_1               1   kb_5_1               1
    x_5_1     row_5                1   col_1                1
    x_5_1     rg_E                 1
    x_5_2     kb_4_1               1   kb_4_2               1
    x_5_2     kb_5_1               1   kb_5_2               1
    x_5_2     row_5                1   col_2                1
    x_5_2     rg_E                 1
    x_5_3     kb_4_2               1   kb_4_3               1
    x_5_3     kb_5_2               1   kb_5_3               1
    x_5_3     row_5                1   col_3                1
    x_5_3     rg_E                 1
    x_5_4     kb_4_3               1   kb_4_4               1
    x_5_4     kb_5_3               1   kb_5_4               1
    x_5_4     row_5                1   col_4                1
    x_5_4     rg_E                 1
    x_5_5     kb_4_4               1   kb_4_5               1
    x_5_5     kb_5_4               1   kb_5_5               1
    x_5_5     row_5                1   col_5                1
    x_5_5     rg_F                 1
    x_5_6     kb_4_5               1   kb_4_6               1
    x_5_6     kb_5_5               1   kb_5_6               1
    x_5_6     row_5                1   col_6                1
    x_5_6     rg_G                 1
    x_5_7     kb_4_6               1   kb_4_7               1
    x_5_7     kb_5_6               1   kb_5_7               1
    x_5_7     row_5                1   col_7                1
    x_5_7     rg_D                 1
    x_5_8     kb_4_7               1   kb_5_7               1
    x_5_8     row_5                1   col_8                1
    x_5_8     rg_D                 1
    x_6_1     kb_5_1               1   kb_6_1               1
    x_6_1     row_6                1   col_1                1
    x_6_1     rg_E                 1
    x_6_2     kb_5_1               1   kb_5_2               1
    x_6_2     kb_6_1               1   kb_6_2               1
    x_6_2     row_6                1   col_2                1
    x_6_2     rg_E                 1
    x_6_3     kb_5_2               1   kb_5_3               1
    x_6_3     kb_6_2               1   kb_6_3               1
    x_6_3     row_6                1   col_3                1
    x_6_3     rg_F                 1
    x_6_4     kb_5_3               1   kb_5_4               1
    x_6_4     kb_6_3               1   kb_6_4               1
    x_6_4     row_6                1   col_4                1
    x_6_4     rg_F                 1
    x_6_5     kb_5_4               1   kb_5_5               1
    x_6_5     kb_6_4               1   kb_6_5               1
    x_6_5     row_6                1   col_5                1
    x_6_5     rg_F                 1
    x_6_6     kb_5_5               1   kb_5_6               1
    x_6_6     kb_6_5               1   kb_6_6               1
    x_6_6     row_6                1   col_6                1
    x_6_6     rg_G                 1
    x_6_7     kb_5_6               1   kb_5_7               1
    x_6_7     kb_6_6               1   kb_6_7               1
    x_6_7     row_6                1   col_7                1
    x_6_7     rg_G                 1
    x_6_8     kb_5_7               1   kb_6_7               1
    x_6_8     row_6                1   col_8                1
    x_6_8     rg_G                 1
    x_7_1     kb_6_1               1   kb_7_1               1
    x_7_1     row_7                1   col_1                1
    x_7_1     rg_E                 1
    x_7_2     kb_6_1               1   kb_6_2               1
    x_7_2     kb_7_1               1   kb_7_2               1
    x_7_2     row_7                1   col_2                1
    x_7_2     rg_E                 1
    x_7_3     kb_6_2               1   kb_6_3               1
    x_7_3     kb_7_2               1   kb_7_3               1
    x_7_3     row_7                1   col_3                1
    x_7_3     rg_H                 1
    x_7_4     kb_6_3               1   kb_6_4               1
    x_7_4     kb_7_3               1   kb_7_4               1
    x_7_4     row_7                1   col_4                1
    x_7_4     rg_F                 1
    x_7_5     kb_6_4               1   kb_6_5               1
    x_7_5     kb_7_4               1   kb_7_5               1
    x_7_5     row_7                1   col_5                1
    x_7_5     rg_F                 1
    x_7_6     kb_6_5               1   kb_6_6               1
    x_7_6     kb_7_5               1   kb_7_6               1
    x_7_6     row_7                1   col_6                1
    x_7_6     rg_F                 1
    x_7_7     kb_6_6               1   kb_6_7               1
    x_7_7     kb_7_6               1   kb_7_7               1
    x_7_7     row_7                1   col_7                1
    x_7_7     rg_G                 1
    x_7_8     kb_6_7               1   kb_7_7               1
    x_7_8     row_7                1   col_8                1
    x_7_8     rg_G                 1
    x_8_1     kb_7_1               1   row_8                1
    x_8_1     col_1                1   rg_E                 1
    x_8_2     kb_7_1               1   kb_7_2               1
    x_8_2     row_8                1   col_2                1
    x_8_2     rg_E                 1
    x_8_3     kb_7_2               1   kb_7_3               1
    x_8_3     row_8                1   col_3                1
    x_8_3     rg_H                 1
    x_8_4     kb_7_3               1   kb_7_4               1
    x_8_4     row_8                1   col_4                1
    x_8_4     rg_G                 1
    x_8_5     kb_7_4               1   kb_7_5               1
    x_8_5     row_8                1   col_5                1
    x_8_5     rg_G                 1
    x_8_6     kb_7_5               1   kb_7_6               1
    x_8_6     row_8                1   col_6                1
    x_8_6     rg_G                 1
    x_8_7     kb_7_6               1   kb_7_7               1
    x_8_7     row_8                1   col_7                1
    x_8_7     rg_G                 1
    x_8_8     kb_7_7               1   row_8                1
    x_8_8     col_8                1   rg_G                 1
RHS
    RHS       kb_1_1               1   kb_1_2               1
    RHS       kb_1_3               1   kb_1_4               1
    RHS       kb_1_5               1   kb_1_6               1
    RHS       kb_1_7               1   kb_2_1               1
    RHS       kb_2_2               1   kb_2_3               1
    RHS       kb_2_4               1   kb_2_5               1
    RHS       kb_2_6               1   kb_2_7               1
    RHS       kb_3_1               1   kb_3_2               1
    RHS       kb_3_3               1   kb_3_4               1
    RHS       kb_3_5               1   kb_3_6               1
    RHS       kb_3_7               1   kb_4_1               1
    RHS       kb_4_2               1   kb_4_3               1
    RHS       kb_4_4               1   kb_4_5               1
    RHS       kb_4_6               1   kb_4_7               1
    RHS       kb_5_1               1   kb_5_2               1
    RHS       kb_5_3               1   kb_5_4               1
    RHS       kb_5_5               1   kb_5_6               1
    RHS       kb_5_7               1   kb_6_1               1
    RHS       kb_6_2               1   kb_6_3               1
    RHS       kb_6_4               1   kb_6_5               1
    RHS       kb_6_6               1   kb_6_7               1
    RHS       kb_7_1               1   kb_7_2               1
    RHS       kb_7_3               1   kb_7_4               1
    RHS       kb_7_5               1   kb_7_6               1
    RHS       kb_7_7               1   row_1                1
    RHS       row_2                1   row_3                1
    RHS       row_4                1   row_5                1
    RHS       row_6                1   row_7                1
    RHS       row_8                1   col_1                1
    RHS       col_2                1   col_3                1
    RHS       col_4                1   col_5                1
    RHS       col_6                1   col_7                1
    RHS       col_8                1   rg_B                 1
    RHS       rg_A                 1   rg_C                 1
    RHS       rg_E                 1   rg_D                 1
    RHS       rg_F                 1   rg_G                 1
    RHS       rg_H                 1
BOUNDS
 BV BND       x_1_1
 BV BND       x_1_2
 BV BND       x_1_3
 BV BND       x_1_4
 BV BND       x_1_5
 BV BND       x_1_6
 BV BND       x_1_7
 BV BND       x_1_8
 BV BND       x_2_1
 BV BND       x_2_2
 BV BND       x_2_3
 BV BND       x_2_4
 BV BND       x_2_5
 BV BND       x_2_6
 BV BND       x_2_7
 BV BND       x_2_8
 BV BND       x_3_1
 BV BND       x_3_2
 BV BND       x_3_3
 BV BND       x_3_4
 BV BND       x_3_5
 BV BND       x_3_6
 BV BND       x_3_7
 BV BND       x_3_8
 BV BND       x_4_1
 BV BND       x_4_2
 BV BND       x_4_3
 BV BND       x_4_4
 BV BND       x_4_5
 BV BND       x_4_6
 BV BND       x_4_7
 BV BND       x_4_8
 BV BND       x_5_1
 BV BND       x_5_2
 BV BND       x_5_3
 BV BND       x_5_4
 BV BND       x_5_5
 BV BND       x_5_6
 BV BND       x_5_7
 BV BND       x_5_8
 BV BND       x_6_1
 BV BND       x_6_2
 BV BND       x_6_3
 BV BND       x_6_4
 BV BND       x_6_5
 BV BND       x_6_6
 BV BND       x_6_7
 BV BND       x_6_8
 BV BND       x_7_1
 BV BND       x_7_2
 BV BND       x_7_3
 BV BND       x_7_4
 BV BND       x_7_5
 BV BND       x_7_6
 BV BND       x_7_7
 BV BND       x_7_8
 BV BND       x_8_1
 BV BND       x_8_2
 BV BND       x_8_3
 BV BND       x_8_4
 BV BND       x_8_5
 BV BND       x_8_6
 BV BND       x_8_7
 BV BND       x_8_8
ENDATA
