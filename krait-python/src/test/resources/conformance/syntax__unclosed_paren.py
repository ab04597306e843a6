print("start")
values = (1, 2,
print(values)
