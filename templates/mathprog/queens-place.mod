/* Exactly K non-attacking queens on an R x C board, in GNU MathProg: boardlp queens RxC --place K.
   A feasibility problem: any placement will do, so the objective is 0.
   Solve: glpsol -m queens-place.mod -d board.dat
   where board.dat says: data; param R := 8; param C := 8; param K := 8; end; */

param R, integer, >= 1, default 8;   /* rows, counted from the top */
param C, integer, >= 1, default R;   /* columns, counted from the left */
param K, integer, >= 0, default min(R, C);  /* the number of queens */
set Rows := 1..R;
set Cols := 1..C;

var x{Rows, Cols}, binary;           /* x[r,c] = 1 if a queen stands on square (r,c) */

minimize zero: 0;

s.t. pieces: sum{r in Rows, c in Cols} x[r,c] = K;

/* At most one queen in each row, column and diagonal. */
s.t. row{r in Rows}: sum{c in Cols} x[r,c] <= 1;
s.t. col{c in Cols}: sum{r in Rows} x[r,c] <= 1;
s.t. dr{d in 1-C..R-1}: sum{r in Rows: r - d >= 1 and r - d <= C} x[r, r-d] <= 1;
s.t. dl{s in 2..R+C}: sum{r in Rows: s - r >= 1 and s - r <= C} x[r, s-r] <= 1;

end;
