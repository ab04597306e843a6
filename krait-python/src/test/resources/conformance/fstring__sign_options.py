for n in (7, -7, 0):
    print(f"[{n:+}][{n:-}][{n: }][{n:+5}][{n: 05}]")
for x in (2.5, -2.5, -0.0):
    print(f"[{x:+.1f}][{x: .2f}][{x:-.0f}]")
print(f"[{-0.0:z.1f}]" if False else "[skip]")
