for x in [1e-5, 1e-4, 0.001, 123456, 1234567, 12345678.9, 1e15, 1e16, 0.1, 100.0]:
    print(f"{x:g} {x:.2g} {x:.10g} {x:#.3g}")
print(f"{float('inf'):g} {float('nan'):G} {-float('inf'):+g}")
