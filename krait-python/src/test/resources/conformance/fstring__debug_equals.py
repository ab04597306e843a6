x = 5
name = "kr"
print(f"{x=}")
print(f"{x = }")
print(f"{x*2=}")
print(f"{name=!s} {name=} {name=!r}")
print(f"{x=:>5}|")
print(f"{3.14159=:.2f}")
items = [1, 2]
print(f"{len(items)=} {items[0] + items[1] = }")
