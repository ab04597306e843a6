n = 3
print([[i * j for j in range(n)] for i in range(n)])
print([(i, j) for i in range(n) for j in range(i, n) if (i + j) % 2 == 0])
matrix = [[1, 2], [3, 4], [5, 6]]
print([[row[i] for row in matrix] for i in range(2)])
def outer():
    k = 100
    return [[k + a + b for b in range(2)] for a in range(2)]
print(outer())
print(sum(sum(x for x in row) for row in matrix))
