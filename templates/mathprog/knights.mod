/* The most non-attacking knights on an R x C board, in GNU MathProg: one row per knight's move,
   as boardlp knights RxC writes it. The four moves that go down the board are enough:
   each pair of squares a knight's move apart is counted once. Solve: glpsol -m knights.mod -d board.dat */

param R, integer, >= 1, default 8;
param C, integer, >= 1, default R;
set Rows := 1..R;
set Cols := 1..C;
set Moves := {(1, 2), (2, 1), (2, -1), (1, -2)};   /* (down, right) */

var x{Rows, Cols}, binary;           /* x[r,c] = 1 if a knight stands on square (r,c) */

maximize npieces: sum{r in Rows, c in Cols} x[r,c];

s.t. move{r in Rows, c in Cols, (dr, dc) in Moves: r + dr <= R and c + dc >= 1 and c + dc <= C}:
  x[r,c] + x[r+dr, c+dc] <= 1;

end;
