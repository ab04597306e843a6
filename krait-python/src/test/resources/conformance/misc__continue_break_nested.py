result = []
for i in range(4):
    for j in range(4):
        if j == i:
            continue
        if j > 2:
            break
        result.append((i, j))
print(result)
found = None
for row in [[1, 2], [3, 4], [5, 6]]:
    for v in row:
        if v % 4 == 0:
            found = v
            break
    if found:
        break
print(found)
i = 0
while True:
    i += 1
    if i % 2:
        continue
    if i > 6:
        break
    print("even", i)
