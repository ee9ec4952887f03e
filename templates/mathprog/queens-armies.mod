/* Peaceable armies of queens on an R x C board, in GNU MathProg: boardlp queens RxC --armies,
   the line form. White queens x and black queens y; each row, column and diagonal has an owner
   o (1: white's, 0: black's), and a queen stands only on lines of its colour. The most white
   queens with as many black: 0, 0, 1, 2, 4, 5, 7, 9 for n = 1..8 (OEIS A250000; R. Bosch,
   Optima 62, 1999). Solve: glpsol -m queens-armies.mod -d board.dat */

param R, integer, >= 1, default 6;
param C, integer, >= 1, default R;
set Rows := 1..R;
set Cols := 1..C;
set Diag := 1-C..R-1;                /* r - c: the diagonals running down and right */
set Anti := 2..R+C;                  /* r + c: the diagonals running down and left */

var x{Rows, Cols}, binary;           /* a white queen on (r,c) */
var y{Rows, Cols}, binary;           /* a black queen on (r,c) */
var ort{Rows}, binary;               /* the owner of each row, column and diagonal */
var odn{Cols}, binary;
var odr{Diag}, binary;
var odl{Anti}, binary;

maximize army: sum{r in Rows, c in Cols} x[r,c];

s.t. balance: sum{r in Rows, c in Cols} x[r,c] = sum{r in Rows, c in Cols} y[r,c];
s.t. sq{r in Rows, c in Cols}: x[r,c] + y[r,c] <= 1;
s.t. wrt{r in Rows, c in Cols}: x[r,c] <= ort[r];
s.t. brt{r in Rows, c in Cols}: y[r,c] <= 1 - ort[r];
s.t. wdn{r in Rows, c in Cols}: x[r,c] <= odn[c];
s.t. bdn{r in Rows, c in Cols}: y[r,c] <= 1 - odn[c];
s.t. wdr{r in Rows, c in Cols}: x[r,c] <= odr[r - c];
s.t. bdr{r in Rows, c in Cols}: y[r,c] <= 1 - odr[r - c];
s.t. wdl{r in Rows, c in Cols}: x[r,c] <= odl[r + c];
s.t. bdl{r in Rows, c in Cols}: y[r,c] <= 1 - odl[r + c];

end;
