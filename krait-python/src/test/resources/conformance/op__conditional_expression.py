for n in (-2, 0, 7):
    print("neg" if n < 0 else "zero" if n == 0 else "pos")
x = 1 if True else 1 / 0
print(x)
y = (lambda: 5) if x else None
print(y())
print([a if a % 2 else -a for a in range(6)])
print("yes" if [] else "no", "yes" if [0] else "no")
