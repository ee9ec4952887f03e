/* The fewest walls on an R x C board so that K non-attacking queens fit, in GNU MathProg:
   boardlp queens RxC --least-walls K (the least-walls model of "ILPs for Blocked n-Queens"). Between any two squares of
   a line, the queens may number one more than the walls strictly between them.
   Solve: glpsol -m queens-least-walls.mod -d board.dat
   where board.dat says: data; param R := 5; param C := 5; param K := 7; end; */

param R, integer, >= 1, default 8;   /* rows, counted from the top */
param C, integer, >= 1, default R;   /* columns, counted from the left */
param K, integer, >= 0;              /* the number of queens that must fit */
set Rows := 1..R;
set Cols := 1..C;

var x{Rows, Cols}, binary;           /* x[r,c] = 1 if a queen stands on square (r,c) */
var w{Rows, Cols}, binary;           /* w[r,c] = 1 if a wall is put on square (r,c) */

minimize nwalls: sum{r in Rows, c in Cols} w[r,c];

s.t. pieces: sum{r in Rows, c in Cols} x[r,c] = K;
s.t. one{r in Rows, c in Cols}: x[r,c] + w[r,c] <= 1;  /* a wall holds no queen */

/* From square a to square b of a row, a column or a diagonal (a before b): the queens on a..b
   number at most one more than the walls strictly between. */
s.t. row{r in Rows, a in Cols, b in Cols: a < b}:
  sum{c in a..b} x[r,c] <= 1 + sum{c in a+1..b-1} w[r,c];
s.t. col{c in Cols, a in Rows, b in Rows: a < b}:
  sum{r in a..b} x[r,c] <= 1 + sum{r in a+1..b-1} w[r,c];
/* On the diagonal r - c = d from row a to row b, and on the anti-diagonal r + c = s. */
s.t. dr{d in 1-C..R-1, a in Rows, b in Rows: a < b and a - d >= 1 and b - d <= C}:
  sum{r in a..b} x[r, r-d] <= 1 + sum{r in a+1..b-1} w[r, r-d];
s.t. dl{s in 2..R+C, a in Rows, b in Rows: a < b and s - a <= C and s - b >= 1}:
  sum{r in a..b} x[r, s-r] <= 1 + sum{r in a+1..b-1} w[r, s-r];

end;
