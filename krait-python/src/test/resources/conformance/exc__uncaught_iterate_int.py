total = 0
for x in 10:
    total += x
