m = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print([row[1] for row in m])
print([list(col) for col in zip(*m)])
print(sum(m[i][i] for i in range(3)), [m[i][2 - i] for i in range(3)])
flat = [x for row in m for x in row]
print(flat, flat[::4])
m[1][1] = 0
print(m, max(max(r) for r in m))
grid = [["."] * 3 for _ in range(2)]
grid[0][1] = "#"
print(["".join(r) for r in grid])
