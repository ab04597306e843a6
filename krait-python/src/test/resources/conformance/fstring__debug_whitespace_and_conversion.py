value = [1, "two"]
print(f"{value = !r}")
print(f"{value=!s}")
print(f"{ value = }")
print(f"{value[1]=:>6}")
print(f"{1+1=}, {'x' * 3=}")
x = 3.14159
print(f"{x=:.2f} {x = :e}")
