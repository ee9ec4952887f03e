/* The most non-attacking bishops on an R x C board, in GNU MathProg: boardlp's clique form
   (boardlp bishops RxC). Solve: glpsol -m bishops.mod -d board.dat */

param R, integer, >= 1, default 8;
param C, integer, >= 1, default R;
set Rows := 1..R;
set Cols := 1..C;

var x{Rows, Cols}, binary;           /* x[r,c] = 1 if a bishop stands on square (r,c) */

maximize npieces: sum{r in Rows, c in Cols} x[r,c];

/* At most one bishop on each diagonal: r - c = d down and right, r + c = s down and left. */
s.t. dr{d in 1-C..R-1}: sum{r in Rows: r - d >= 1 and r - d <= C} x[r, r-d] <= 1;
s.t. dl{s in 2..R+C}: sum{r in Rows: s - r >= 1 and s - r <= C} x[r, s-r] <= 1;

end;
