class Grid:
    def __init__(self, w, h):
        self.w, self.h = w, h
        self.cells = [[0] * w for _ in range(h)]
    def __getitem__(self, pos):
        if isinstance(pos, tuple):
            r, c = pos
            return self.cells[r][c]
        return self.cells[pos]
    def __setitem__(self, pos, v):
        r, c = pos
        if isinstance(c, slice):
            row = self.cells[r]
            row[c] = [v] * len(row[c])
        else:
            self.cells[r][c] = v
g = Grid(5, 3)
g[1, 2] = 7
g[0, 1:4] = 9
g[2, ::2] = 1
print(g.cells, g[1, 2], g[0][1:3], g[-1])
