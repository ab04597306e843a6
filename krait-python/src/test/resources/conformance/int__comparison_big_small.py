big = 10 ** 40
print(big > 1, -big < -1, big == big + 0, big != big + 1)
print(sorted([big, -big, 0, 5, -5, big // 2]))
print(max(1, big, 3.5), min(-big, -1e50))
print(big == float(big), 2 ** 1000 < float("inf"))
print(2 ** 53 == 2.0 ** 53, 2 ** 53 + 1 == 2.0 ** 53)
