items = [1, 2]
print(f"total: {sum(items) / (len(items) - 2):.2f}")
