/* The most non-attacking amazons on an R x C board, in GNU MathProg: boardlp amazons RxC. An
   amazon moves as a queen and as a knight, so the model is the queens' clique rows plus one row
   per knight's move (the four that go down the board cover every pair once). Ten amazons fit on
   10x10 in 4 ways, and no fewer rows and columns hold n of them (OEIS A051223).
   Solve: glpsol -m amazons.mod -d board.dat */

param R, integer, >= 1, default 10;
param C, integer, >= 1, default R;
set Rows := 1..R;
set Cols := 1..C;

var x{Rows, Cols}, binary;           /* x[r,c] = 1 if an amazon stands on square (r,c) */

maximize npieces: sum{r in Rows, c in Cols} x[r,c];

s.t. row{r in Rows}: sum{c in Cols} x[r,c] <= 1;
s.t. col{c in Cols}: sum{r in Rows} x[r,c] <= 1;
s.t. dr{d in 1-C..R-1}: sum{r in Rows: r - d >= 1 and r - d <= C} x[r, r-d] <= 1;
s.t. dl{s in 2..R+C}: sum{r in Rows: s - r >= 1 and s - r <= C} x[r, s-r] <= 1;

/* The knight's moves toward 4, 5, 7 and 8 o'clock. */
set Moves := {(1, 2), (2, 1), (2, -1), (1, -2)};
s.t. knight{r in Rows, c in Cols, (i, j) in Moves: r + i <= R and c + j >= 1 and c + j <= C}:
  x[r,c] + x[r+i, c+j] <= 1;

end;
