items = ["a", "b"]
for i in range(3):
    print(items[i])
