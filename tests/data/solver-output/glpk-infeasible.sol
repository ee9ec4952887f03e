c Problem:    
c Rows:       12
c Columns:    9
c Non-zeros:  32
c Status:     INTEGER EMPTY
c Objective:  zero = 0 (MINimum)
c
s mip 12 9 n 0
i 1 0
i 2 0
i 3 0
i 4 0
i 5 0
i 6 0
i 7 0
i 8 0
i 9 0
i 10 0
i 11 0
i 12 0
j 1 0
j 2 0
j 3 0
j 4 0
j 5 0
j 6 0
j 7 0
j 8 0
j 9 0
e o f
