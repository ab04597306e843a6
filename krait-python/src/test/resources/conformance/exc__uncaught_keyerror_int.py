counts = {1: 10}
print(counts[1])
counts[2] += 1
