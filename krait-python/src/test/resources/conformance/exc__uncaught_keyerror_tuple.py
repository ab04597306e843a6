grid = {(0, 0): "start"}
print(grid[(0, 0)])
print(grid[(1, 2)])
