/* The most non-attacking queens on an R x C board, in GNU MathProg: the algebra of boardlp's
   clique form (boardlp queens RxC). Solve: glpsol -m queens.mod -d board.dat
   where board.dat says: data; param R := 8; param C := 8; end; */

param R, integer, >= 1, default 8;   /* rows, counted from the top */
param C, integer, >= 1, default R;   /* columns, counted from the left */
set Rows := 1..R;
set Cols := 1..C;

var x{Rows, Cols}, binary;           /* x[r,c] = 1 if a queen stands on square (r,c) */

maximize npieces: sum{r in Rows, c in Cols} x[r,c];

/* At most one queen in each row and each column. */
s.t. row{r in Rows}: sum{c in Cols} x[r,c] <= 1;
s.t. col{c in Cols}: sum{r in Rows} x[r,c] <= 1;

/* At most one on each diagonal: r - c = d runs down and right, r + c = s down and left. The
   sums run over the squares of each diagonal only, not over the whole board. */
s.t. dr{d in 1-C..R-1}: sum{r in Rows: r - d >= 1 and r - d <= C} x[r, r-d] <= 1;
s.t. dl{s in 2..R+C}: sum{r in Rows: s - r >= 1 and s - r <= C} x[r, s-r] <= 1;

end;
