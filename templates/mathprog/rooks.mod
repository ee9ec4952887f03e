/* The most non-attacking rooks on an R x C board, in GNU MathProg: an assignment problem,
   boardlp's clique form (boardlp rooks RxC). Solve: glpsol -m rooks.mod -d board.dat */

param R, integer, >= 1, default 8;
param C, integer, >= 1, default R;
set Rows := 1..R;
set Cols := 1..C;

var x{Rows, Cols}, binary;           /* x[r,c] = 1 if a rook stands on square (r,c) */

maximize npieces: sum{r in Rows, c in Cols} x[r,c];

s.t. row{r in Rows}: sum{c in Cols} x[r,c] <= 1;
s.t. col{c in Cols}: sum{r in Rows} x[r,c] <= 1;

end;
