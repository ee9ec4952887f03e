/* The fewest kings that dominate an R x C board, in GNU MathProg: boardlp kings RxC --dominate.
   Every square holds a king or touches one; ceil(R/3) * ceil(C/3) kings do it (one in the middle
   of each 3x3 block). Set Total := 1 for total domination: every square touches a king on
   another square, whether a king stands on it or not. Solve: glpsol -m kings-dominate.mod -d board.dat */

param R, integer, >= 1, default 8;
param C, integer, >= 1, default R;
param Total, binary, default 0;
set Rows := 1..R;
set Cols := 1..C;

var x{Rows, Cols}, binary;           /* x[r,c] = 1 if a king stands on square (r,c) */

minimize npieces: sum{r in Rows, c in Cols} x[r,c];

/* Square (i,j) is covered by a king on it or on one of the up to eight squares around it (total
   domination: around it only). */
s.t. cv{i in Rows, j in Cols}:
  sum{r in Rows, c in Cols: abs(r - i) <= 1 and abs(c - j) <= 1 and (not Total or r != i or c != j)} x[r,c] >= 1;

end;
