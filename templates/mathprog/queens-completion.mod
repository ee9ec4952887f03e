/* The n-queens completion problem (CSPLib prob079), in GNU MathProg: boardlp queens N --place N
   --fix R,C ...: some queens already stand on the board; place the rest so that n queens stand
   and none attacks another. Each fixed queen keeps its variable, fixed to 1 (boardlp's fx_R_C
   rows), so the solver, not a preprocessor, decides whether the queens given can be completed.
   Solve: glpsol -m queens-completion.mod -d board.dat, where board.dat says e.g.
   data; param N := 8; set Fixed := (1,2) (5,4); end; */

param N, integer, >= 1, default 8;
set Rows := 1..N;
set Cols := 1..N;
set Fixed dimen 2, within Rows cross Cols;  /* the data must give it, maybe empty: set Fixed := ; */

var x{Rows, Cols}, binary;           /* x[r,c] = 1 if a queen stands on square (r,c) */

minimize zero: 0;                    /* a feasibility problem: any completion will do */

/* With n queens on n rows and n columns, every row and column holds exactly one. */
s.t. row{r in Rows}: sum{c in Cols} x[r,c] = 1;
s.t. col{c in Cols}: sum{r in Rows} x[r,c] = 1;
s.t. dr{d in 1-N..N-1}: sum{r in Rows: r - d >= 1 and r - d <= N} x[r, r-d] <= 1;
s.t. dl{s in 2..2*N}: sum{r in Rows: s - r >= 1 and s - r <= N} x[r, s-r] <= 1;
s.t. fx{(r, c) in Fixed}: x[r,c] = 1;

end;
