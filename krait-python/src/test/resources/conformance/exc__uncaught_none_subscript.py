def find(x):
    if x > 0:
        return [x]
r = find(1)
print(r[0])
r = find(-1)
print(r[0])
