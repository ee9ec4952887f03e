/* The most non-attacking kings on an R x C board, in GNU MathProg: boardlp's clique form
   (boardlp kings RxC). Any two squares of a 2x2 block touch, and every two touching squares
   share a block, so "at most one king per block" is the whole rule. On a board one
   square wide the blocks are 1x2 or 2x1. Solve: glpsol -m kings.mod -d board.dat */

param R, integer, >= 1, default 8;
param C, integer, >= 1, default R;
param H := min(2, R);                /* the block's height and width */
param W := min(2, C);
set Rows := 1..R;
set Cols := 1..C;

var x{Rows, Cols}, binary;           /* x[r,c] = 1 if a king stands on square (r,c) */

maximize npieces: sum{r in Rows, c in Cols} x[r,c];

/* The block with top-left square (r,c); a block of one square (a 1x1 board) says nothing. */
s.t. kb{r in 1..R-H+1, c in 1..C-W+1: H * W >= 2}:
  sum{i in r..r+H-1, j in c..c+W-1} x[i,j] <= 1;

end;
