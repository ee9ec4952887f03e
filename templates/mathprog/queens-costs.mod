/* K non-attacking queens at the least total cost, in GNU MathProg: boardlp queens RxC --place K --weights FILE,
   where FILE has a line of C numbers for each row.
   Solve: glpsol -m queens-costs.mod -d board.dat
   where board.dat says: data; param R := 3; param C := 3; param K := 2;
   param cost : 1 2 3 := 1 5 1 4  2 2 7 1  3 3 3 9; end; */

param R, integer, >= 1, default 8;   /* rows, counted from the top */
param C, integer, >= 1, default R;   /* columns, counted from the left */
param K, integer, >= 0, default min(R, C);  /* the number of queens */
set Rows := 1..R;
set Cols := 1..C;
param cost{Rows, Cols}, default 0;   /* what a queen on (r,c) costs */

var x{Rows, Cols}, binary;           /* x[r,c] = 1 if a queen stands on square (r,c) */

minimize total_cost: sum{r in Rows, c in Cols} cost[r,c] * x[r,c];

s.t. pieces: sum{r in Rows, c in Cols} x[r,c] = K;

/* At most one queen in each row, column and diagonal. */
s.t. row{r in Rows}: sum{c in Cols} x[r,c] <= 1;
s.t. col{c in Cols}: sum{r in Rows} x[r,c] <= 1;
s.t. dr{d in 1-C..R-1}: sum{r in Rows: r - d >= 1 and r - d <= C} x[r, r-d] <= 1;
s.t. dl{s in 2..R+C}: sum{r in Rows: s - r >= 1 and s - r <= C} x[r, s-r] <= 1;

end;
