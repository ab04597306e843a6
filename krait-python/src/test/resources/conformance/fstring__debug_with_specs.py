x = 3.14159
name = "krait"
items = [1, 2]
print(f"{x=:.2f}", f"{x = :>10.3f}", f"{name=!s}", f"{name=:*^9}", f"{items=}", f"{len(items)=}")
print(f"{x*2=}", f"{name.upper()=}", f"{1+1 = }", f"{x=!r:>12}")
