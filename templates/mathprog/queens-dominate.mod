/* The fewest queens that dominate an R x C board, in GNU MathProg: boardlp queens RxC --dominate.
   Every square holds a queen or is attacked by one: its row, its column or one of its two
   diagonals holds a queen. Five queens dominate 8x8 in 4,860 ways (OEIS A075458, A002564);
   set Independent := 1 for independent domination (no two attacking: 5, in 728 ways, A075324),
   Total := 1 for total domination (every square attacked by a queen on another square, its own
   too: 5 on 8x8, OEIS A303003, in 352 ways, A002566).
   Solve: glpsol -m queens-dominate.mod -d board.dat */

param R, integer, >= 1, default 8;
param C, integer, >= 1, default R;
param Independent, binary, default 0;
param Total, binary, default 0;
set Rows := 1..R;
set Cols := 1..C;

var x{Rows, Cols}, binary;           /* x[r,c] = 1 if a queen stands on square (r,c) */

minimize npieces: sum{r in Rows, c in Cols} x[r,c];

/* Square (i,j) is covered: a queen on its row, its column or its diagonals (r - c = i - j,
   r + c = i + j), itself included (total domination: itself left out). */
s.t. cv{i in Rows, j in Cols}:
  sum{r in Rows, c in Cols: (r = i or c = j or r - c = i - j or r + c = i + j) and
                            (not Total or r != i or c != j)} x[r,c] >= 1;

/* Independent domination: the queens' packing rows as well (every line holds at most one). */
s.t. row{r in Rows: Independent}: sum{c in Cols} x[r,c] <= 1;
s.t. col{c in Cols: Independent}: sum{r in Rows} x[r,c] <= 1;
s.t. dr{d in 1-C..R-1: Independent}: sum{r in Rows: r - d >= 1 and r - d <= C} x[r, r-d] <= 1;
s.t. dl{s in 2..R+C: Independent}: sum{r in Rows: s - r >= 1 and s - r <= C} x[r, s-r] <= 1;

end;
