data = [1, 5, 2, 8, 3]
total = 0
running = [total := total + d for d in data]
print(running, total)
print([m for d in data if (m := d * 3) > 10], m)
def f():
    [last := v for v in "xyz"]
    return last
print(f())
print({k: (v := k * 2) for k in range(3)}, v)
