def matmul(a, b):
    return [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]
def transpose(m): return [list(r) for r in zip(*m)]
def identity(n): return [[int(i == j) for j in range(n)] for i in range(n)]
A = [[1, 2], [3, 4]]
B = [[5, 6], [7, 8]]
print(matmul(A, B), transpose([[1, 2, 3], [4, 5, 6]]), matmul(A, identity(2)) == A)
def det(m):
    if len(m) == 1: return m[0][0]
    return sum((-1) ** c * m[0][c] * det([r[:c] + r[c + 1:] for r in m[1:]]) for c in range(len(m)))
print(det(A), det([[2, 0, 1], [1, 3, 2], [1, 1, 1]]))
grid = [[(r * 3 + c) % 5 for c in range(4)] for r in range(3)]
for row in grid:
    print(" ".join(f"{v:2d}" for v in row))
print([sum(col) for col in zip(*grid)], max(max(r) for r in grid), [r[::-1] for r in grid][0])
spiral, m = [], [row[:] for row in [[1, 2, 3], [4, 5, 6], [7, 8, 9]]]
while m:
    spiral += m.pop(0)
    m = [list(r) for r in zip(*m)][::-1]
print(spiral)
