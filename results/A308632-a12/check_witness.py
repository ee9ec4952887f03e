#!/usr/bin/env python3
"""Checks witness.json by its own rules of attack (nothing of boardlp's): 21 white and 21 black
queens on 12x12, on distinct squares, no white queen on a line (row, column or diagonal) with a
black one. Queens on the open board see through nothing, so a line is a line."""
import json
import os
import sys

w = json.load(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "witness.json")))
white, black = [tuple(p) for p in w["white"]], [tuple(p) for p in w["black"]]
n = w["n"]
ok = len(white) == 21 and len(black) == 21 and len(set(white) | set(black)) == 42
ok = ok and all(1 <= r <= n and 1 <= c <= n for r, c in white + black)
ok = ok and not any(a[0] == b[0] or a[1] == b[1] or abs(a[0] - b[0]) == abs(a[1] - b[1]) for a in white for b in black)
print("witness ok: 21 white and 21 black queens in peace on 12x12" if ok else "witness FAILS")
sys.exit(0 if ok else 1)
