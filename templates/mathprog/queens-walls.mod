/* The most non-attacking queens on an R x C board with walls, in GNU MathProg: boardlp queens RxC
   --wall R,C ... A wall holds no queen and cuts every line through it, so a line is split into
   segments at its walls and each segment holds at most one queen (the base model of "ILPs for Blocked n-Queens": the
   k-th segment of a line is the squares with k walls before them on it).
   Solve: glpsol -m queens-walls.mod -d board.dat
   where board.dat says: data; param R := 8; param C := 8; set Walls := (3,4) (6,2); end; */

param R, integer, >= 1, default 8;   /* rows, counted from the top */
param C, integer, >= 1, default R;   /* columns, counted from the left */
set Rows := 1..R;
set Cols := 1..C;
set Walls dimen 2, within Rows cross Cols;  /* maybe empty: set Walls := ; */
set Open := (Rows cross Cols) diff Walls;
param W := card(Walls);

var x{(r, c) in Open}, binary;      /* x[r,c] = 1 if a queen stands on open square (r,c) */

maximize npieces: sum{(r, c) in Open} x[r,c];

/* The k-th segment of row r: the open squares with k walls to their left in that row. */
s.t. row{r in Rows, k in 0..W}:
  sum{(r2, c) in Open: r2 = r and card({(i, j) in Walls: i = r and j < c}) = k} x[r2,c] <= 1;
/* Of column c: the open squares with k walls above them in that column. */
s.t. col{c in Cols, k in 0..W}:
  sum{(r, c2) in Open: c2 = c and card({(i, j) in Walls: j = c and i < r}) = k} x[r,c2] <= 1;
/* Of the diagonal r - c = d (down and right) and the anti-diagonal r + c = s (down and left):
   the open squares with k walls above them on it. */
s.t. dr{d in 1-C..R-1, k in 0..W}:
  sum{(r, c) in Open: r - c = d and card({(i, j) in Walls: i - j = d and i < r}) = k} x[r,c] <= 1;
s.t. dl{s in 2..R+C, k in 0..W}:
  sum{(r, c) in Open: r + c = s and card({(i, j) in Walls: i + j = s and i < r}) = k} x[r,c] <= 1;

end;
