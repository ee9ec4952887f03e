/* The most non-attacking queens on an R x C torus, in GNU MathProg: boardlp queens RxC --torus.
   On a torus a line that leaves one edge comes back on the opposite one, so every diagonal is a
   cycle: the squares (r, c) with (r - c) mod C the same run down and right, those with (r + c)
   mod C the same down and left (on a square board; boardlp walks the cycles of any rectangle).
   On an n x n torus n queens fit only when n is prime to 6 (OEIS A007705 counts them).
   Solve: glpsol -m queens-torus.mod -d board.dat, where board.dat says: data; param R := 7; end; */

param R, integer, >= 3, default 7;   /* rows (and columns: a square torus) */
set N := 0..R-1;                     /* 0-based here, for the arithmetic modulo R */

var x{N, N}, binary;                 /* x[r,c] = 1 if a queen stands on square (r+1, c+1) */

maximize npieces: sum{r in N, c in N} x[r,c];

s.t. row{r in N}: sum{c in N} x[r,c] <= 1;
s.t. col{c in N}: sum{r in N} x[r,c] <= 1;
/* Each wrapped diagonal is one cycle of R squares: at most one queen on it. */
s.t. dr{d in N}: sum{r in N} x[r, (r + d) mod R] <= 1;
s.t. dl{s in N}: sum{r in N} x[r, (s - r + R) mod R] <= 1;

end;
