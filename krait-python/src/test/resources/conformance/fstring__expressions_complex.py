xs = [3, 1, 2]
print(f"{sorted(xs)}", f"{[x**2 for x in xs]}", f"{ {k: v for k, v in zip('ab', xs)} }", f"{(lambda y: y * 2)(4)}")
print(f"{xs[0] if xs else 'empty'}", f"{'yes' if 2 in xs else 'no'}", f"{len(xs):03d}", f"{sum(xs) / len(xs):.3f}")
print(f"{'-' * 10}", f"{', '.join(map(str, xs))}", f"{xs!r:.3}" if False else f"{str(xs):.3}")
